// unit-pieces.ts against the engine: the pieces its scan finds are the translated o200k regex's on the
// well-formed text, piece by piece, and its count is o200k's encode() length of the text (encode()
// splits by the regex; count() finds its pieces by this same scan, word-counts.ts), over generated
// texts across scripts and classes (letters by case class, marks, Lm/Lo, numbers and full-width
// digits, White_Space beyond ASCII, CJK and ASCII punctuation, contractions after non-ASCII letters,
// emoji and astral code points, lone surrogates), over random code points of every plane, over
// texts longer than a block, and through a large literal's count (escaped JSON: \n, \uXXXX, pairs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mixedScriptText, randomCodePoints } from '../../test/support/code-point-texts.js';
import { mulberry32 } from '../../test/support/seeded-random.js';
import type { BpeTokenizer } from './bpe-engine.js';
import { countText, LiteralText } from './literal-count.js';
import { type PieceHandler, TIKTOKEN_PATTERNS, translatePattern } from './pre-tokenizer.js';
import { createTokenizerRegistry } from './registry.js';
import { ShortCounts } from './short-counts.js';
import { countUnits, o200kPieceEnd } from './unit-pieces.js';
import { toWellFormed } from './well-formed.js';

const o200k = createTokenizerRegistry().get('o200k_base') as BpeTokenizer;
const regex = translatePattern(TIKTOKEN_PATTERNS.o200k, 'rust');

/** Pieces across scripts and o200k's classes. */
const POOL = [
  '中',
  '文',
  '字',
  '，',
  '。',
  '、',
  '「',
  '」',
  '１',
  '２',
  '٣',
  'Ⅻ',
  '¾',
  'Привет',
  'мир',
  'ДОМ',
  'Ωμέγα',
  'ΣΑΣ',
  'ǅ',
  'ʰ',
  'ꭰ',
  'Ꮳ',
  'क्',
  'ि',
  'ं',
  'ع',
  'َ',
  'ّ',
  '\u0301',
  '̈',
  '😀',
  '👍🏽',
  '𝐀',
  '𠀀',
  '\u0085',
  '\u00a0',
  '\u3000',
  '\u2028',
  ' ',
  '  ',
  '\n',
  '\r\n',
  '\t',
  "'s",
  "'LL",
  "'ſ",
  "'re",
  "'Ve",
  "'",
  'ab',
  'AB',
  'Ab',
  'x',
  '1',
  '12345',
  '/',
  '//',
  '!?',
  ' !',
  '\ud800',
  '\udc00',
];

/** A text of `count` draws from POOL. */
function pooled(r: () => number, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += POOL[Math.floor(r() * POOL.length)];
  return text;
}

function unitsOf(text: string): Uint16Array {
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
  return units;
}

/** The scan's piece ends and the regex's, on `text` (lone surrogates included: U+FFFD to both). */
function pieceEnds(text: string): { scan: number[]; regex: number[] } {
  const units = unitsOf(text);
  const scan: number[] = [];
  for (let p = 0; p < units.length; p = scan[scan.length - 1]!)
    scan.push(o200kPieceEnd(units, p, units.length));
  const ends = [...toWellFormed(text).matchAll(regex)].map((m) => m.index + m[0].length);
  return { scan, regex: ends };
}

const decoded = (text: string) => ({
  units: unitsOf(text),
  cjk: true,
  latinRuns: [],
  slice: (a: number, b: number) => text.slice(a, b),
});
const unitCount = (text: string) => countUnits(o200k.utf8Counter!, decoded(text));

/**
 * The pieces countUnits hands on (to its piece handler or, an ASCII word the short counts miss, to
 * shortMiss) as ranges of the text, and the regex's, but one-unit ASCII pieces (one token wherever
 * counted, so countUnits keeps them to itself). An empty short-count table misses every word.
 */
function countedPieces(raw: string): { scan: string[]; regex: string[] } {
  const text = toWellFormed(raw);
  const scan: string[] = [];
  // A handler's offsets are into the block string countUnits last sliced: at `blockAt` in the text.
  let blockAt = 0;
  const at: PieceHandler = (_, from, to) => {
    scan.push(`${blockAt + from}-${blockAt + to}`);
    return 0;
  };
  const units = {
    ...decoded(raw),
    slice: (a: number, b: number) => {
      blockAt = a;
      return raw.slice(a, b);
    },
  };
  countUnits({ shorts: new ShortCounts(), piece: at, shortMiss: at, count: () => 0 }, units);
  const ends = [...text.matchAll(regex)]
    .filter((m) => m[0].length > 1 || m[0].charCodeAt(0) >= 0x80)
    .map((m) => `${m.index}-${m.index + m[0].length}`);
  return { scan, regex: ends };
}

test('unit pieces: the scan finds the regex pieces, and counts as encode(), across scripts', () => {
  const r = mulberry32(40);
  for (let t = 0; t < 4000; t++) {
    const text = pooled(r, 1 + Math.floor(r() * 40));
    const { scan, regex: ends } = pieceEnds(text);
    assert.deepEqual(scan, ends, JSON.stringify(text));
    assert.equal(unitCount(text), o200k.encode(text).length, JSON.stringify(text));
  }
});

test('unit pieces: mixed-script text, ASCII words, digits, punctuation, whitespace and contractions at every boundary', () => {
  const r = mulberry32(44);
  for (let t = 0; t < 4000; t++) {
    const text = mixedScriptText(r, 1 + Math.floor(r() * 30));
    const { scan, regex: ends } = pieceEnds(text);
    assert.deepEqual(scan, ends, JSON.stringify(text));
    const counted = countedPieces(text);
    assert.deepEqual(counted.scan, counted.regex, JSON.stringify(text));
    assert.equal(unitCount(text), o200k.encode(text).length, JSON.stringify(text));
  }
});

test('unit pieces: random code points of every plane', () => {
  const r = mulberry32(41);
  for (let t = 0; t < 4000; t++) {
    const text = randomCodePoints(r, 1 + Math.floor(r() * 30), 0x30000);
    const { scan, regex: ends } = pieceEnds(text);
    assert.deepEqual(scan, ends, JSON.stringify(text));
  }
});

test('unit pieces: texts of several blocks, pairs and pieces across block ends', () => {
  const r = mulberry32(42);
  for (const draws of [9000, 20_000]) {
    const text = pooled(r, draws) + '中'.repeat(17_000) + pooled(r, 3000) + '😀'.repeat(9000);
    assert.equal(unitCount(text), o200k.encode(text).length);
  }
  const mixed = mixedScriptText(r, 12_000) + '中'.repeat(17_000) + mixedScriptText(r, 12_000);
  assert.equal(unitCount(mixed), o200k.encode(mixed).length);
  const counted = countedPieces(mixed);
  assert.deepEqual(counted.scan, counted.regex);
});

test('unit pieces: ASCII pieces at a block end (whitespace with line breaks, punctuation, digits running on)', () => {
  // The first block is units [0, 16384) (it starts at the CJK piece at 0): the runs below straddle
  // its end at every offset.
  const head = `中${' ab'.repeat(5460)}`;
  for (const run of ['\n \n\n  \n', '  \r\n \t\n', '\n\u3000\n', '...,,;;!!', '1234567', ' ...//\n/']) {
    for (let j = 0; j < 8; j++) {
      const text = `${head}${' '.repeat(j)}${run}${run} tail 中文 end`;
      assert.equal(unitCount(text), o200k.encode(text).length, `${JSON.stringify(run)} at +${j}`);
      const counted = countedPieces(text);
      assert.deepEqual(counted.scan, counted.regex, `${JSON.stringify(run)} at +${j}`);
    }
  }
});

test('unit pieces: a large literal dense in non-ASCII text, escaped JSON, counts as its parsed text', () => {
  const r = mulberry32(43);
  for (let t = 0; t < 6; t++) {
    const cjk = Array.from({ length: 30_000 }, () => String.fromCharCode(0x4e00 + Math.floor(r() * 20_000)));
    const text = cjk.join('') + pooled(r, 8000);
    // Some characters written as \uXXXX escapes (pairs as two), line breaks as \n: then a lone
    // surrogate escape, which the parse keeps and count() makes U+FFFD.
    let literal = JSON.stringify(text).replace(/[\u4e00-\u4fff]|\p{Extended_Pictographic}/gu, (c) =>
      r() < 0.3 ? [...c].map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, '0')}`).join('') : c,
    );
    if (t % 2 === 1) literal = `${literal.slice(0, -1)}\\ud83d x"`;
    const parsed = JSON.parse(literal) as string;
    assert.equal(countText(o200k, new LiteralText(Buffer.from(literal))), o200k.encode(parsed).length);
  }
});
