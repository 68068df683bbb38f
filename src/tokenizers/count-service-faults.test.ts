import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { createCountService } from './count-service.js';
import { InvalidJsonText, JsonText } from './json-text.js';

// A literal the body parser found by its quotes alone is checked by the worker's decode
// (json-text.ts): a bad one rejects with InvalidJsonText (the HTTP layer then answers as the whole
// body's parse does), each worker it ran on is free again, and the literal is known bad.

const pooled = createCountService({ workers: 2, inlineMaxChars: 0 });
const inline = createCountService({ workers: 0, inlineMaxChars: 0 });
after(() => Promise.all([pooled.close(), inline.close()]));

test('a bad literal rejects with InvalidJsonText, on the workers and inline; the workers count on', async () => {
  const ids = ['o200k_base', 'cl100k_base', 'llama3'] as const;
  const good = `${'déjà vu "quoted"\n'.repeat(4000)}end`;
  const expected = await inline.count(good, ids);
  for (const fault of ['\\q', '\u0001', '\\u0000', '\\u12']) {
    const literal = `"${'plain \\n text é '.repeat(4000)}${fault} more"`;
    for (const service of [pooled, inline]) {
      const text = new JsonText(Buffer.from(literal));
      await assert.rejects(service.count(text, ids), InvalidJsonText, fault);
      assert.equal(text.valid(), false);
    }
    // Several at once (one group per worker), then good ones: every worker was freed.
    const bad = () => pooled.count(new JsonText(Buffer.from(literal)), ids);
    const all = await Promise.allSettled([
      bad(),
      bad(),
      pooled.count(new JsonText(Buffer.from(JSON.stringify(good))), ids),
    ]);
    assert.ok(all[0]?.status === 'rejected' && all[0].reason instanceof InvalidJsonText);
    assert.deepEqual((all[2] as PromiseFulfilledResult<unknown>).value, expected);
    assert.equal(pooled.queueDepth(), 0);
  }
  const counted = new JsonText(Buffer.from(JSON.stringify(good)));
  assert.deepEqual(await pooled.count(counted, ids), expected);
  assert.equal(counted.valid(), true);
});
