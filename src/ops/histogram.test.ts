import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Histogram, Registry } from 'prom-client';
import { createHistogram } from './histogram.js';

// ops/histogram.ts stands in for prom-client's Histogram at GET /metrics: the same observations
// must give the same exposition text and JSON, label sets in any key order, bounds included.
function pair() {
  const [a, b] = [new Registry(), new Registry()];
  const opts = {
    name: 'x_duration_seconds',
    help: 'Time of x, by method and route.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.01, 0.5, 2.5],
  };
  return {
    a,
    b,
    theirs: new Histogram({ ...opts, registers: [a] }),
    ours: createHistogram({ ...opts, buckets: [...opts.buckets], registers: [b] }),
  };
}

test('the same exposition as prom-client’s Histogram for the same observations', async () => {
  const { a, b, theirs, ours } = pair();
  const same = async (what: string) => {
    assert.equal(await b.metrics(), await a.metrics(), what);
    assert.deepEqual(await b.getMetricsAsJSON(), await a.getMetricsAsJSON(), what);
  };
  await same('nothing observed');
  const labels = { method: 'POST', route: '/v1/tokens/count', status: 200 };
  const [t, o] = [theirs.labels(labels), ours.labels(labels)];
  const values = [0, 0.001, 0.0010001, 0.005, 0.01, 0.3, 0.5, 2.5, 2.6, 100, 1e-9, 0.7];
  for (const v of values) {
    t.observe(v);
    o.observe(v);
  }
  await same('a bound child');
  // The same series reached by a label object in another key order, a partial set, none at all.
  for (const v of values) {
    theirs.observe({ status: 200, route: '/v1/tokens/count', method: 'POST' }, v);
    ours.observe({ status: 200, route: '/v1/tokens/count', method: 'POST' }, v);
    theirs.observe({ method: 'GET', route: '/a "quoted"\\route\n' }, v * 2);
    ours.observe({ method: 'GET', route: '/a "quoted"\\route\n' }, v * 2);
    theirs.observe(v / 3);
    ours.observe(v / 3);
  }
  await same('label sets in other orders, partial and empty');
  theirs.reset();
  ours.reset();
  await same('after reset');
  t.observe(0.2);
  o.observe(0.2);
  await same('a child bound before reset');
  assert.throws(() => theirs.observe({ nope: 'x' } as never, 1));
  assert.throws(() => ours.observe({ nope: 'x' } as never, 1));
  assert.throws(() => o.observe(Number.NaN));
});
