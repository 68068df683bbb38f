import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMetrics } from './metrics.js';

// metrics.tally stands in for a counter's labels(...).inc: the same increments must read the same
// at GET /metrics (text and JSON) as prom-client's own child, before and between scrapes.
test('a tally reads as the counter’s own child at every scrape', async () => {
  const [a, b] = [createMetrics(), createMetrics()];
  const same = async (what: string) => {
    const text = async (m: typeof a) =>
      (await m.registry.getSingleMetricAsString('promptkeep_counted_tokens_total')) +
      (await m.registry.getSingleMetricAsString('promptkeep_http_requests_total'));
    assert.equal(await text(b), await text(a), what);
    assert.deepEqual(await b.countedTokens.get(), await a.countedTokens.get(), what);
  };
  const theirs = a.countedTokens.labels({ tokenizer: 'o200k_base' });
  const ours = b.tally(b.countedTokens, { tokenizer: 'o200k_base' });
  const theirsZero = a.countedTokens.labels({ tokenizer: 'cl100k_base' });
  const oursZero = b.tally(b.countedTokens, { tokenizer: 'cl100k_base' });
  b.tally(b.countedTokens, { tokenizer: 'never' }); // bound, never incremented: no series
  await same('nothing counted');
  theirs.inc(161);
  ours.inc(161);
  theirsZero.inc(0); // a series at 0
  oursZero.inc(0);
  await same('first increments');
  for (let i = 0; i < 1000; i++) {
    theirs.inc(i);
    ours.inc(i);
  }
  await same('after a scrape, more');
  await same('a scrape with nothing new');
  const labels = { method: 'POST', route: '/v1/tokens/count', status: '200' };
  a.httpRequests.labels(labels).inc();
  b.tally(b.httpRequests, labels).inc();
  await same('the default increment');
  assert.throws(() => ours.inc(-1));
  assert.throws(() => b.tally(b.countedTokens, { nope: 'x' } as never));
  await same('refused increments add nothing');
});
