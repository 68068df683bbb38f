// Cutting byte-level pieces between characters (byte-cuts.ts) must not change a single id. The
// reference is tiktoken itself (Rust compiled to WebAssembly, the `tiktoken` package), on text
// drawn to hit the risky boundaries: every script with multi-byte characters, rare code points
// whose bytes merge only partially, emoji with variation selectors and ZWJ, and combining marks.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { createTokenizerRegistry } from './registry.js';

const require = createRequire(import.meta.url);
const { Tiktoken } = require('tiktoken/lite') as {
  Tiktoken: new (
    r: string,
    s: Record<string, number>,
    p: string,
  ) => { encode(t: string, a: string[], d: string[]): Uint32Array; free(): void };
};

const RANGES: Array<[number, number]> = [
  [0x4e00, 0x9fff], // Han, common and rare
  [0x3400, 0x4dbf], // Han extension A
  [0x20000, 0x2a6df], // Han extension B (4-byte UTF-8)
  [0x3040, 0x30ff], // kana
  [0xac00, 0xd7a3], // Hangul
  [0x0400, 0x04ff], // Cyrillic
  [0x0590, 0x06ff], // Hebrew, Arabic
  [0x0900, 0x0dff], // Indic scripts with combining marks
  [0x0e00, 0x0e7f], // Thai
  [0x1f300, 0x1faff], // emoji
  [0x0300, 0x036f], // combining diacritics
  [0x00a0, 0x024f], // Latin-1 and extended Latin
  [0xff00, 0xffef], // full-width forms
];
const EXTRAS = ['\u200d', '\ufe0f', ' ', ' ', '，', '。', 'a', 'the ', '1', '\n'];

function text(seed: number, chars: number): string {
  let s = seed >>> 0;
  const r = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  let out = '';
  for (let i = 0; i < chars; i++) {
    if (r() < 0.15) out += EXTRAS[Math.floor(r() * EXTRAS.length)];
    else {
      const [lo, hi] = RANGES[Math.floor(r() * RANGES.length)]!;
      out += String.fromCodePoint(lo + Math.floor(r() * (hi - lo + 1)));
    }
  }
  return out;
}

describe('byte-level piece cuts', () => {
  const registry = createTokenizerRegistry();
  for (const id of ['o200k_base', 'cl100k_base'] as const) {
    test(`${id} equals tiktoken id for id on mixed-script text`, () => {
      const enc = JSON.parse(readFileSync(require.resolve(`tiktoken/encoders/${id}.json`), 'utf8'));
      const reference = new Tiktoken(enc.bpe_ranks, enc.special_tokens, enc.pat_str);
      const ours = registry.get(id);
      try {
        for (let seed = 1; seed <= 400; seed++) {
          const t = text(seed, 120);
          assert.deepEqual(ours.encode(t), Array.from(reference.encode(t, [], [])), JSON.stringify(t));
          // count() goes through the piece cache, encode() does not: both must agree.
          assert.equal(ours.count(t), reference.encode(t, [], []).length);
        }
      } finally {
        reference.free();
      }
    });
  }
});
