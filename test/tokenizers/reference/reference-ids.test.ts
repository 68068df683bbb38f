// Our ids against Hugging Face `tokenizers` (Rust) for the vocabularies added in issue 12: every
// text of the exactness corpus plus the characters where the JS ports differ from Rust. The
// reference file and how it was produced: generate-reference-ids.ts.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { createTokenizerRegistry } from '../../../src/tokenizers/registry.js';
import type { TokenizerId } from '../../../src/tokenizers/tokenizer.types.js';
import { assertSameIds } from '../token-truth-corpus.js';
import { REFERENCE_TEXTS, type ReferenceFile } from './reference-texts.js';

const reference = JSON.parse(
  readFileSync(new URL('./reference-ids.json', import.meta.url), 'utf8'),
) as ReferenceFile;
const texts = REFERENCE_TEXTS();
const registry = createTokenizerRegistry();

for (const [id, rows] of Object.entries(reference.ids)) {
  test(`${id} equals ${reference.produced_by.split(' ')[0]} on ${texts.length} texts`, () => {
    assert.equal(rows.length, texts.length);
    assertSameIds(id, registry.get(id as TokenizerId), texts, rows);
  });
}
