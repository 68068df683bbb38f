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
import { ADDED_IN_ISSUE_12, exactnessSuite, registry } from '../../test/support/exactness-references.js';
import { TOKENIZER_IDS, type TokenizerId } from './tokenizer.types.js';

exactnessSuite(TOKENIZER_IDS.filter((id) => !ADDED_IN_ISSUE_12.includes(id)));

// Ids from tiktoken 0.14 and HF tokenizers 0.23 (the Rust originals) where the JS ports differ.
const RUST_PINS = {
  texts: ['x\ufeffy', ' \ufeff z', '\ufeffHello', 'a\u0085b', 'a \u0085 b', "it'ſ ok", "IT'ſ", "don'ſt"],
  ids: {
    o200k_base: [
      [87, 5574, 88],
      [71280, 579],
      [5574, 13225],
      [64, 126, 227, 65],
      [64, 1322, 227, 287],
      [278, 6, 70067, 4763],
      [1468, 6, 70067],
      [22130, 6, 70067, 83],
    ],
    cl100k_base: [
      [87, 3305, 88],
      [76880, 1167],
      [3305, 9906],
      [64, 126, 227, 65],
      [64, 2188, 227, 293],
      [275, 6, 129, 123, 5509],
      [964, 6, 129, 123],
      [15357, 6, 129, 123, 83],
    ],
    p50k_base: [
      [87, 171, 119, 123, 88],
      [27332, 119, 123, 1976],
      [171, 119, 123, 15496],
      [64, 126, 227, 65],
      [64, 1587, 227, 275],
      [270, 6, 129, 123, 12876],
      [2043, 6, 129, 123],
      [9099, 6, 129, 123, 83],
    ],
    r50k_base: [
      [87, 171, 119, 123, 88],
      [27332, 119, 123, 1976],
      [171, 119, 123, 15496],
      [64, 126, 227, 65],
      [64, 1587, 227, 275],
      [270, 6, 129, 123, 12876],
      [2043, 6, 129, 123],
      [9099, 6, 129, 123, 83],
    ],
    llama3: [
      [87, 3305, 88],
      [76880, 1167],
      [3305, 9906],
      [64, 116360, 65],
      [64, 2188, 227, 293],
      [275, 6, 129, 123, 5509],
      [964, 6, 129, 123],
      [15357, 6, 129, 123, 83],
    ],
    qwen3: [
      [87, 3225, 88],
      [75780, 1147],
      [3225, 9707],
      [64, 126, 227, 65],
      [64, 2139, 227, 293],
      [275, 6, 144815, 5394],
      [952, 6, 144815],
      [15007, 6, 144815, 83],
    ],
    deepseek_v3: [
      [90, 15251, 91],
      [223, 15251, 961],
      [15251, 19923],
      [67, 129, 230, 68],
      [67, 1203, 230, 291],
      [279, 9, 75929, 9109],
      [2992, 9, 75929],
      [20385, 9, 75929, 86],
    ],
    gemma3: [
      [236781, 237922, 236762],
      [39131, 904],
      [237922, 9259],
      [236746, 432, 371, 236763],
      [236746, 236743, 432, 371, 518],
      [509, 236789, 238071, 7546],
      [1768, 236789, 238071],
      [13246, 236789, 35476],
    ],
    gemini: [
      [235297, 235705, 235267],
      [45835, 868],
      [235705, 4521],
      [235250, 251878, 235268],
      [235250, 235248, 251878, 518],
      [500, 235303, 235433, 4634],
      [1169, 235303, 235433],
      [7589, 235303, 6261],
    ],
    mistral_v1: [
      [1318, 31759, 28724],
      [259, 31759, 686],
      [28705, 31759, 16230],
      [264, 31363, 28726],
      [264, 28705, 31363, 287],
      [378, 28742, 30515, 3614],
      [8862, 28742, 30515],
      [949, 28742, 30515, 28707],
    ],
  } as Partial<Record<TokenizerId, number[][]>>,
};

test('U+FEFF, U+0085 and the long s follow tiktoken / HF tokenizers', () => {
  for (const [id, expected] of Object.entries(RUST_PINS.ids) as [TokenizerId, number[][]][]) {
    RUST_PINS.texts.forEach((text, i) => {
      assert.deepEqual(registry.get(id).encode(text), expected[i], `${id} on ${JSON.stringify(text)}`);
    });
  }
});
