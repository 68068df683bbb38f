import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BpeMerger } from './bpe-merge.js';
import { PairTable } from './pair-table.js';
import { createTokenizerRegistry } from './registry.js';
import { TOKENIZER_IDS, type TokenizerId } from './tokenizer.types.js';

const registry = createTokenizerRegistry();

describe('reference counts', () => {
  test('o200k_base on runs of "a" (from the product issue)', () => {
    const o200k = registry.get('o200k_base');
    assert.equal(o200k.count('a'.repeat(1000)), 125);
    assert.equal(o200k.count('a'.repeat(65_536)), 8192);
    // Quadratic in every JS BPE library measured; linear here (the heap merge).
    assert.equal(o200k.count('a'.repeat(1_000_000)), 125_000);
  });

  // Counts from tiktoken 0.14 / HF tokenizers 0.23 on long runs of one string: each run is one
  // pre-token (or, for SentencePiece vocabularies, part of the whole text), so this exercises the
  // heap merge and, for gemma3/gemini/mistral_v1, the cuts between parts.
  // An array, not an object: an object would list the integer-like key '1' first.
  const RUNS: [string, number][] = [
    ['a', 1_000_000],
    [' ', 200_000],
    ['中', 100_000],
    ['ab', 100_000],
    ['\n', 100_000],
    ['1', 100_000],
    ['!', 100_000],
    ['▁', 100_000],
  ];
  const EXPECTED: Partial<Record<TokenizerId, number[]>> = {
    o200k_base: [125000, 1563, 100000, 25000, 6250, 33334, 6250, 200000],
    cl100k_base: [125000, 1563, 100000, 50000, 3125, 33334, 12500, 200000],
    p50k_base: [250000, 12500, 100000, 50000, 50000, 25000, 12500, 200000],
    r50k_base: [250000, 200000, 100000, 50000, 50000, 25000, 12500, 200000],
    llama3: [125000, 1563, 100000, 50000, 3125, 33334, 12500, 200000],
    qwen3: [125000, 1563, 100000, 50000, 3125, 100000, 12500, 200000],
    deepseek_v3: [125000, 1563, 100000, 50000, 6250, 33334, 12500, 200000],
    gemma3: [125000, 6452, 100000, 25000, 3226, 100000, 6250, 3226],
    // Gemma 2's file (issue 28); the older conversion gave 12500 for spaces and 6250 for \n and ▁.
    gemini: [125000, 6452, 100000, 25000, 3226, 100000, 6250, 3226],
    mistral_v1: [125003, 12501, 100001, 50000, 100001, 100001, 25001, 6251],
  };
  for (const [id, expected] of Object.entries(EXPECTED) as [TokenizerId, number[]][]) {
    test(`${id} on long runs`, () => {
      const tokenizer = registry.get(id);
      RUNS.forEach(([unit, length], i) => {
        const text = unit.repeat(length / unit.length);
        assert.equal(tokenizer.count(text), expected[i], `${id}: ${length} × ${JSON.stringify(unit)}`);
      });
    });
  }
});

describe('every tokenizer', () => {
  for (const id of TOKENIZER_IDS) {
    test(`${id}: text is text`, () => {
      const tokenizer = registry.get(id);
      assert.equal(tokenizer.count(''), 0);
      assert.deepEqual(tokenizer.encode(''), []);
      // Special-token strings never throw and are not single special tokens (`<s>` is not here:
      // Gemma has a user-defined `<s>`, the HTML tag, which counts as one token by design).
      for (const special of [
        '<|endoftext|>',
        '<|im_start|>',
        '<start_of_turn>',
        '<bos>',
        '<｜end▁of▁sentence｜>',
      ]) {
        assert.ok(tokenizer.count(special) > 1, `${id}: ${special}`);
      }
      // Lone surrogates count as U+FFFD.
      assert.deepEqual(tokenizer.encode('a\ud800b\udfff'), tokenizer.encode('a\ufffdb\ufffd'));
      // count() (cached path) agrees with encode() (uncached path), also on a second call.
      const text = "Hello, world! It's 2024… 東京 🙂\n\n    return x;\t<|endoftext|>";
      assert.equal(tokenizer.count(text), tokenizer.encode(text).length);
      assert.equal(tokenizer.count(text), tokenizer.encode(text).length);
    });
  }
});

describe('BpeMerger', () => {
  /** The textbook loop: merge the lowest-ranked pair, leftmost first, until none is left. */
  function naiveMerge(ids: number[], pairs: PairTable): number[] {
    const parts = [...ids];
    for (;;) {
      let best = -1;
      let bestRank = Number.POSITIVE_INFINITY;
      for (let i = 0; i + 1 < parts.length; i++) {
        const o = pairs.find(parts[i]!, parts[i + 1]!);
        if (o >= 0 && pairs.table[o + 2]! < bestRank) {
          bestRank = pairs.table[o + 2]!;
          best = i;
        }
      }
      if (best < 0) return parts;
      const o = pairs.find(parts[best]!, parts[best + 1]!);
      parts.splice(best, 2, pairs.table[o + 3]!);
    }
  }

  test('scan and heap paths equal the textbook loop on random merge tables', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed % n;
    };
    for (let round = 0; round < 20; round++) {
      // Alphabet 0..3, merged ids from 10 up, ranks shuffled; ties in rank are impossible.
      const pairs = new PairTable(64);
      const ids = [0, 1, 2, 3];
      for (let rank = 0; rank < 40; rank++) {
        const a = ids[random(ids.length)]!;
        const b = ids[random(ids.length)]!;
        if (pairs.find(a, b) >= 0) continue;
        pairs.set(a, b, random(1000) * 64 + rank, 10 + rank);
        ids.push(10 + rank);
      }
      const merger = new BpeMerger(pairs);
      for (const length of [1, 2, 5, 30, 48, 49, 200, 3000]) {
        const input = Array.from({ length }, () => random(4));
        const buffer = Int32Array.from(input);
        const n = merger.merge(buffer, length);
        assert.deepEqual(
          Array.from(buffer.subarray(0, n)),
          naiveMerge(input, pairs),
          `round ${round}, length ${length}`,
        );
      }
    }
  });
});
