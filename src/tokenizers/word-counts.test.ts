// word-counts.ts looks an o200k word's count up by the key countWords packs while scanning it; the
// engine's bytePiece stores counts under the key ShortCounts.get() packs. The two must be the same
// key for every word up to SHORT_PIECE_UNITS units (a mismatch would stay exact but never hit), and
// countWords must stand in for splitPieces only where it may.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mulberry32 } from '../../test/support/seeded-random.js';
import { splitPieces, splitStage, TIKTOKEN_PATTERNS, translatePattern } from './pre-tokenizer.js';
import { SHORT_PIECE_UNITS, ShortCounts } from './short-counts.js';
import { countWords, wordsCountable } from './word-counts.js';

const PREFIXES = ['', ' ', '.', '"', '\u0000', '\u007f', '\t', '_'];
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** A word o200kWord takes: a prefix or none, then [A-Z]*[a-z]+ or (one in four) [A-Z]+ alone. */
function word(next: () => number): string {
  let w = PREFIXES[Math.floor(next() * PREFIXES.length)]!;
  if (next() < 0.25) {
    for (let k = 1 + Math.floor(next() * 13); k > 0; k--) w += UPPER[Math.floor(next() * 26)];
    return w;
  }
  for (let k = Math.floor(next() * 4); k > 0; k--) w += UPPER[Math.floor(next() * 26)];
  for (let k = 1 + Math.floor(next() * 13); k > 0; k--) w += LOWER[Math.floor(next() * 26)];
  return w;
}

test("countWords' key for a scanned word is ShortCounts.get()'s key for the same piece", () => {
  const next = mulberry32(33);
  const shorts = new ShortCounts();
  let missed = 0;
  const onShortMiss = () => {
    missed++;
    return 1000;
  };
  const onPiece = () => 2000;
  let checked = 0;
  for (let i = 0; i < 20_000; i++) {
    const w = word(next);
    // The word alone, and before other text: a scan that stops at the end must pack too.
    const end = next() < 0.5 ? '' : '.';
    const text = w + end;
    if (w.length > SHORT_PIECE_UNITS) {
      // A long word: the piece handler's, once ('.' alone is one token).
      assert.equal(countWords(text, shorts, onPiece, onShortMiss), 2000 + end.length);
      continue;
    }
    if (w.length < 2) continue;
    // The word's count stored under get()'s key: countWords must find it there, not miss.
    const count = 1 + (i % 7);
    if (shorts.get(w, 0, w.length) === -1) shorts.add(count);
    const stored = shorts.get(w, 0, w.length);
    const before = missed;
    assert.equal(countWords(text, shorts, onPiece, onShortMiss), stored + end.length, JSON.stringify(text));
    assert.equal(missed, before, JSON.stringify(text));
    checked++;
  }
  assert.ok(checked > 10_000);
});

test('countWords stands in only for a single isolated o200k stage', () => {
  const o200k = translatePattern(TIKTOKEN_PATTERNS.o200k, 'rust');
  const cl100k = translatePattern(TIKTOKEN_PATTERNS.cl100k, 'rust');
  assert.equal(wordsCountable([splitStage(o200k, 'Isolated')]), true);
  assert.equal(wordsCountable([splitStage(o200k, 'MergedWithPrevious')]), false);
  assert.equal(wordsCountable([splitStage(cl100k, 'Isolated')]), false);
  assert.equal(wordsCountable([splitStage(o200k, 'Isolated'), splitStage(/\p{N}/gu, 'Isolated')]), false);
  assert.equal(wordsCountable([]), false);
});

test("countWords hands on the pieces splitPieces finds (every one but a one-unit ASCII piece's)", () => {
  const next = mulberry32(39);
  const stage = splitStage(translatePattern(TIKTOKEN_PATTERNS.o200k, 'rust'), 'Isolated');
  const fragments = [
    ...'the The THE iPhone eBay camelCase XMLHttpRequest aB Ab a I x naïve Zürich straße'.split(' '),
    ...["'s", "don't", "'", "''", '0', '42', '1234567', '3.14', 'é', '中文', '\u0301', '\u00a0', '\u2028'],
    ...'. , ; : ! ? -- ( ) [ ] { } " / // \\ | # * .\n ,\r\n'.split(' '),
    ...[' ', ' ', ' ', '  ', '   ', '\t', '\n', '\r\n', '\n\n', ' \n ', '\f', '\v'],
  ];
  // Every short piece misses the empty table: countWords hands each to onShortMiss, the rest to onPiece.
  const shorts = new ShortCounts();
  for (let t = 0; t < 5_000; t++) {
    let text = '';
    for (let k = 1 + Math.floor(next() * 24); k > 0; k--)
      text += fragments[Math.floor(next() * fragments.length)];
    // A one-unit ASCII piece is one token wherever it is counted: left out on both sides (the
    // rest of a text countWords hands to splitPieces passes those on too).
    const ranges = (into: string[]) => (s: string, from: number, to: number) => {
      if (to - from > 1 || s.charCodeAt(from) >= 0x80) into.push(`${from}-${to}`);
      return 0;
    };
    const seen: string[] = [];
    countWords(text, shorts, ranges(seen), ranges(seen));
    const expected: string[] = [];
    splitPieces(text, 0, text.length, [stage], 0, ranges(expected));
    assert.deepEqual(seen, expected, JSON.stringify(text));
  }
});
