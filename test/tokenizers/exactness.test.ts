// Exactness: our ids must equal a second implementation's, id for id, for every tokenizer.
// References: gpt-tokenizer (special tokens disabled, so they count as text) for the OpenAI
// encodings; @lenml/tokenizers on the same tokenizer.json for the others, run as
// normalizer → pre-tokenizer → model so that added tokens are text, as in our engine.
//
// Both references are JS ports of Rust originals (tiktoken, HF tokenizers) and differ from them
// on U+0085 / U+FEFF (JS `\s`), on `'ſ` contractions (Unicode case folding), and gpt-tokenizer
// mangles tokens that start with a BOM. We follow the Rust originals: those characters are kept
// out of the JS comparison and pinned instead to ids produced by tiktoken 0.14 / tokenizers 0.23.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TOKENIZER_IDS, type TokenizerId } from '../../src/tokenizers/tokenizer.types.js';
import { ADDED_IN_ISSUE_12, exactnessSuite, registry } from '../support/exactness-references.js';
import rustIds from './rust-pins.data.json' with { type: 'json' };

exactnessSuite(TOKENIZER_IDS.filter((id) => !ADDED_IN_ISSUE_12.includes(id)));

// Ids from tiktoken 0.14 and HF tokenizers 0.23 (the Rust originals) where the JS ports differ:
// one list per text, per tokenizer, in rust-pins.data.json.
const RUST_PINS = {
  texts: ['x\ufeffy', ' \ufeff z', '\ufeffHello', 'a\u0085b', 'a \u0085 b', "it'ſ ok", "IT'ſ", "don'ſt"],
  ids: rustIds as Partial<Record<TokenizerId, number[][]>>,
};

test('U+FEFF, U+0085 and the long s follow tiktoken / HF tokenizers', () => {
  const pinned = Object.entries(RUST_PINS.ids) as [TokenizerId, number[][]][];
  assert.equal(pinned.length, 10, 'every pinned tokenizer is read from the data file');
  for (const [id, expected] of pinned) {
    RUST_PINS.texts.forEach((text, i) => {
      assert.deepEqual(registry.get(id).encode(text), expected[i], `${id} on ${JSON.stringify(text)}`);
    });
  }
});
