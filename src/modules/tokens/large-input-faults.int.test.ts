import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import {
  expectError,
  parseAs,
  postCountBody,
  testAppAndAccountPerFile,
} from '../../../test/support/test-app.js';
import { createTokenizerRegistry } from '../../tokenizers/registry.js';
import { CountResult, Model } from './tokens.schemas.js';

// A large body's input literal is found by its quotes alone and checked by its decoder, on the count
// worker (src/http/large-text-body.ts, src/tokenizers/json-text.ts), not before the rest of the
// request is handled. A bad literal must still get what the parse of the whole body gives — the
// small body's answer — whatever else would have answered first: the rest's validation, the
// handler's own errors, the size limit, or an answer that needed no count at all.

const MAX_INPUT = 100_000;
const { t, owner } = testAppAndAccountPerFile({ settings: { maxInputBytes: MAX_INPUT } });
const Results = Type.Array(CountResult);
const raw = (payload: string) => postCountBody(t, owner.key, payload);

describe('POST /v1/tokens/count: a large input with a bad literal', () => {
  test('answers as the whole body parses, before every other answer the request would get', async () => {
    const models = parseAs(Type.Array(Model), await t.request({ url: '/v1/tokens/models', key: owner.key }));
    const uncounted = models.find((m) => m.tokenizer === null && m.count_source === null);
    assert.ok(uncounted, 'a model with neither a tokenizer nor a count API');
    const uncountedModels = JSON.stringify([uncounted.name]);
    // Each fault (the literal's), after ~70 KB: ASCII, escapes, and UTF-8 (the decoder's three paths).
    const pads = ['x'.repeat(70_000), 'ab\\n'.repeat(23_000), 'é中 '.repeat(10_000)];
    const faults = ['\\q', '\\u12', '\u0001', '\\u0000'];
    // What else the request would be answered with (each checked to answer so without a fault).
    const others: [string, (input: string) => string, number][] = [
      ['unknown model', (i) => `{"type":"text","models":["nope-9"],"input":"${i}"}`, 400],
      ["bad type (the rest's validation)", (i) => `{"type":"html","models":["gpt-4o"],"input":"${i}"}`, 400],
      ['NUL in another field', (i) => `{"type":"text","models":["gpt-4o\\u0000"],"input":"${i}"}`, 400],
      [
        'over the input limit',
        (i) => `{"type":"text","models":["gpt-4o"],"input":"${i}${'y'.repeat(MAX_INPUT)}"}`,
        413,
      ],
      ['no count needed', (i) => `{"type":"text","models":${uncountedModels},"input":"${i}"}`, 200],
      ['counted', (i) => `{"type":"text","models":["gpt-4o"],"input":"${i}"}`, 200],
    ];
    for (const [name, make, status] of others) {
      assert.equal((await raw(make(pads[0] as string))).statusCode, status, `${name}, no fault`);
      for (const fault of faults) {
        const small = await raw(make(fault));
        assert.equal(small.statusCode, 400, `${name}, ${fault}: small`);
        for (const [k, pad] of pads.entries()) {
          const large = await raw(make(`${pad}${fault}`));
          assert.equal(
            expectError(large, 400),
            small.json().message,
            `${name}, ${JSON.stringify(fault)}, pad ${k}`,
          );
        }
      }
    }
  });

  test('a literal refused on the worker frees its worker: the counts after it are right', async () => {
    const text = `${'the quick brown fox\n'.repeat(4000)}end`;
    const good = JSON.stringify({ type: 'text', models: ['gpt-4o'], input: text });
    const bad = (k: number) => `{"type":"text","models":["gpt-4o"],"input":"${'w'.repeat(70_000 + k)}\\q"}`;
    const expected = createTokenizerRegistry().get('o200k_base').count(text);
    // One after another, then bad and good ones at once.
    for (let k = 0; k < 3; k++) expectError(await raw(bad(k)), 400, 'The body is not valid JSON.');
    assert.equal(parseAs(Results, await raw(good))[0]?.token_count, expected);
    const answers = await Promise.all([bad(1), good, bad(2), good, bad(3)].map(raw));
    for (const [i, answer] of answers.entries()) {
      if (i % 2 === 0) expectError(answer, 400, 'The body is not valid JSON.');
      else assert.equal(parseAs(Results, answer)[0]?.token_count, expected);
    }
  });
});
