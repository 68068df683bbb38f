// count() of o200k finds a piece its ASCII scan declines by unit-pieces.ts's class scan over the
// text's units (word-counts.ts), not by the translated regex: over generated texts across scripts,
// its pieces must be splitPieces' (the regex's) piece by piece, and its count encode()'s length
// (encode() splits by the regex and merges every piece, no cache): CJK with punctuation and digits,
// full-width digits, Cyrillic and Greek case mixes, Devanagari and Arabic with marks, emoji and
// astral code points, lone surrogates, U+0085, U+00A0, U+3000, contractions after non-ASCII
// letters, CR/LF runs, between ASCII words the ASCII scan takes; random code points of every plane;
// and texts longer than the units string-units.ts keeps between calls, before and after short ones.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mixedScriptText, randomCodePoints } from '../../test/support/code-point-texts.js';
import { mulberry32 } from '../../test/support/seeded-random.js';
import type { BpeTokenizer } from './bpe-engine.js';
import { splitPieces, splitStage, TIKTOKEN_PATTERNS, translatePattern } from './pre-tokenizer.js';
import { createTokenizerRegistry } from './registry.js';
import { ShortCounts } from './short-counts.js';
import { toWellFormed } from './well-formed.js';
import { countWords } from './word-counts.js';

const o200k = createTokenizerRegistry().get('o200k_base') as BpeTokenizer;
const stage = splitStage(translatePattern(TIKTOKEN_PATTERNS.o200k, 'rust'), 'Isolated');

const FRAGMENTS = [
  ...'中文 字符 漢字 日本語 ひらがな カタカナ 한국어 ， 。 、 「 」 ！ ？ ： （ ） 2024年 3月 １２３ ０ ９９９９'.split(
    ' ',
  ),
  ...'Привет мир ДОМ ПрИвЕт мИР Ωμέγα ΣΑΣ ΑλΦα ς ǅ ʰ ꭰ Ꮳ Ⅻ ¾ ٣ ५'.split(' '),
  ...'नमस्ते क् ि ं हिन्दी العربية عَ َ ّ مُحَمَّد'.split(' '),
  ...['\u0301', 'é', 'e\u0301', 'naïve', 'Zürich', 'straße', 'İ', 'ﬁ'],
  ...['😀', '👍🏽', '👨‍👩‍👧', '𝐀𝐁', '𠀀𠀁', '🇯🇵', '\ud800', '\udc00', '\ud83d', 'a\udfff'],
  ...['\u0085', '\u00a0', '\u3000', '\u2028', '\u2029', '\u1680', '\u200b', '\ufeff', '\u202f'],
  ...["'s", "'S", "'ſ", "'ll", "'LL", "'re", "'Ve", "'d", "'m", "'t", "'", "''", "'x", 'Жs', "ДОМ'S"],
  ...['\r', '\n', '\r\n', '\n\n', '\r\r\n', ' \n', '  \r\n ', '\t\n', ' ', '  ', '\t', '\f', '\v'],
  ...'the The THE iPhone don’t camelCase a I x 0 42 1234567 3.14 . , ; -- ( ) " / // \\ # .\n ,\r\n'.split(
    ' ',
  ),
];

function fragments(r: () => number, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) {
    const f = FRAGMENTS[Math.floor(r() * FRAGMENTS.length)]!;
    // A contraction or apostrophe straight after a non-ASCII letter, or after a space.
    text += r() < 0.15 ? `${f}'${'sStTmMdDlLrRvVſx'.charAt(Math.floor(r() * 16))}` : r() < 0.2 ? ` ${f}` : f;
  }
  return text;
}

/**
 * countWords' pieces and splitPieces' on the well-formed text (count() makes every text so), but a
 * one-unit ASCII piece: one token wherever it is counted, so countWords keeps most to itself.
 */
function pieces(raw: string): { scan: string[]; regex: string[] } {
  const text = toWellFormed(raw);
  const ranges = (into: string[]) => (_: string, from: number, to: number) => {
    if (to - from > 1 || text.charCodeAt(from) >= 0x80) into.push(`${from}-${to}`);
    return 0;
  };
  const scan: string[] = [];
  // An empty short-count table: every short piece goes to onShortMiss, in order with the rest.
  countWords(text, new ShortCounts(), ranges(scan), ranges(scan));
  const regex: string[] = [];
  splitPieces(text, 0, text.length, [stage], 0, ranges(regex));
  return { scan, regex };
}

test("count(): o200k's pieces by the class scan are the regex's, and its counts encode()'s, across scripts", () => {
  const r = mulberry32(4040);
  for (let t = 0; t < 4000; t++) {
    const text = fragments(r, 1 + Math.floor(r() * 30));
    const { scan, regex } = pieces(text);
    assert.deepEqual(scan, regex, JSON.stringify(text));
    assert.equal(o200k.count(text), o200k.encode(text).length, JSON.stringify(text));
  }
});

test('count(): mixed-script text, ASCII words, digits, punctuation, whitespace and contractions at every boundary', () => {
  const r = mulberry32(4043);
  for (let t = 0; t < 4000; t++) {
    const text = mixedScriptText(r, 1 + Math.floor(r() * 30));
    const { scan, regex } = pieces(text);
    assert.deepEqual(scan, regex, JSON.stringify(text));
    assert.equal(o200k.count(text), o200k.encode(text).length, JSON.stringify(text));
  }
});

test('count(): random code points of every plane, lone surrogates included', () => {
  const r = mulberry32(4041);
  for (let t = 0; t < 4000; t++) {
    const text = randomCodePoints(r, 1 + Math.floor(r() * 30), 0x100000);
    const { scan, regex } = pieces(text);
    assert.deepEqual(scan, regex, JSON.stringify(text));
    assert.equal(o200k.count(text), o200k.encode(text).length, JSON.stringify(text));
  }
});

test('count(): texts longer than the units kept between calls, then short ones', () => {
  const r = mulberry32(4042);
  // 150K units and more (string-units.ts keeps 128K), a short text after each: its units are not
  // the long text's.
  for (const draws of [40_000, 90_000]) {
    const long = fragments(r, draws) + '中'.repeat(20_000) + ' 😀'.repeat(20_000);
    assert.ok(long.length > 150_000);
    assert.equal(o200k.count(long), o200k.encode(long).length);
    const short = fragments(r, 20);
    assert.equal(o200k.count(short), o200k.encode(short).length, JSON.stringify(short));
    assert.deepEqual(pieces(short).scan, pieces(short).regex, JSON.stringify(short));
  }
});
