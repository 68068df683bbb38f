// The ASCII word scans (ascii-words.ts) stand in for the tiktoken split regexes: wherever a scan
// answers, it must end exactly where the regex's match at that position ends. Checked at every
// position of generated strings over the characters that matter at a word's edges (case,
// apostrophes and contraction letters, digits, CR/LF, other whitespace, marks, non-ASCII letters).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitStage, TIKTOKEN_PATTERNS, translatePattern } from './pre-tokenizer.js';

const COMMON = ['a', 'z', 'A', 'Z', ' ', '\t', '\n', '\r', "'", 's', 'T', 'l', 'V', 'e', 'r', 'd', 'm'];
const RARE = [
  '0',
  '9',
  '.',
  '-',
  '/',
  '(',
  'é',
  'É',
  'ß',
  '\u0301',
  'ſ',
  'K',
  '中',
  '😀',
  '\u00a0',
  '\u0085',
  'ǅ',
  'ʰ',
];

/**
 * Generates `strings` strings of 1–10 characters (from `common` with probability `p`, else `rare`)
 * and checks the pattern's scan at every position; returns how many positions it answered.
 */
function checkScan(
  name: 'o200k' | 'cl100k',
  alphabet: { common: string[]; rare: string[]; p: number },
  seed: number,
  strings: number,
): number {
  const stage = splitStage(translatePattern(TIKTOKEN_PATTERNS[name], 'rust'), 'Isolated');
  assert.ok(stage.words, 'the pattern has a word scan');
  const next = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  let answered = 0;
  for (let n = 0; n < strings; n++) {
    let text = '';
    const length = 1 + Math.floor(next() * 10);
    for (let i = 0; i < length; i++) {
      const from = next() < alphabet.p ? alphabet.common : alphabet.rare;
      text += from[Math.floor(next() * from.length)];
    }
    for (let pos = 0; pos < text.length; pos++) {
      const end: number = stage.words!(text, pos);
      if (end < 0) continue;
      answered++;
      stage.sticky.lastIndex = pos;
      assert.ok(stage.sticky.test(text), `${JSON.stringify(text)} at ${pos}: the regex matches`);
      assert.equal(end, stage.sticky.lastIndex, `${JSON.stringify(text)} at ${pos}`);
    }
  }
  return answered;
}

for (const name of ['o200k', 'cl100k'] as const) {
  test(`${name}: the ASCII word scan ends where the regex's match ends`, () => {
    const answered = checkScan(name, { common: COMMON, rare: RARE, p: 0.75 }, 29, 20_000);
    assert.ok(answered > 10_000, `the scan answers often enough to matter (${answered})`);
  });
}

test('other patterns get no word scan', () => {
  const r50k = splitStage(translatePattern(TIKTOKEN_PATTERNS.r50k, 'rust'), 'Isolated');
  assert.equal(r50k.words, null);
});

// The scans also answer numbers, punctuation and whitespace (o200kPiece, cl100kPiece): the same
// check over the characters at their edges — digits, ASCII punctuation (slash, backquote, brackets,
// controls), every ASCII whitespace, apostrophes before contraction letters (and ş, U+015F, which
// is ſ but for one bit), and non-ASCII digits, punctuation and whitespace that could extend them.
for (const [name, seed] of [
  ['o200k', 31],
  ['cl100k', 37],
] as const)
  test(`${name}: the scan of numbers, punctuation and whitespace ends where the regex's match ends`, () => {
    const common = [
      ' ',
      ' ',
      '\n',
      '\r',
      '\t',
      '.',
      ',',
      '/',
      '`',
      '(',
      ')',
      '[',
      '-',
      '0',
      '1',
      'a',
      'A',
      "'",
    ];
    const rare = [
      '\u000b',
      '\f',
      '\u0000',
      '\u007f',
      '#',
      '\\',
      'é',
      '\u0301',
      '١',
      '²',
      '—',
      '\u00a0',
      '\u3000',
      '\u0085',
      '中',
      '😀',
      's',
      'L',
      'v',
      'E',
      'ſ',
      'ş',
      '\u2028',
    ];
    const answered = checkScan(name, { common, rare, p: 0.8 }, seed, 40_000);
    assert.ok(answered > 60_000, `the scan answers often enough to matter (${answered})`);
  });

/**
 * A string that throws on a read outside it: the scans read text.length and charCodeAt only (a
 * read past the end returns NaN, which deoptimizes their loops into float compares).
 */
function guarded(text: string): string {
  return {
    length: text.length,
    charCodeAt(i: number): number {
      if (!(i >= 0 && i < text.length)) throw new RangeError(`read at ${i} of ${JSON.stringify(text)}`);
      return text.charCodeAt(i);
    },
  } as unknown as string;
}

for (const name of ['o200k', 'cl100k'] as const)
  test(`${name}: the scan reads no unit past the end of its text`, () => {
    const stage = splitStage(translatePattern(TIKTOKEN_PATTERNS[name], 'rust'), 'Isolated');
    // Texts ending in each kind of piece the scans answer or decline: a word (with a prefix, an
    // uppercase run, a lone prefix), a contraction's apostrophe, digits, punctuation, whitespace.
    const ends = ['ab', 'AB', 'Ab', ' a', '.', ' ', "'", "'s", "'l", '1', '123', '.\n', 'a\n', 'é', "a'"];
    for (const head of ['', 'x', ' ', 'Hello ', "it's ", '中']) {
      for (const end of ends) {
        const text = head + end;
        for (let pos = 0; pos < text.length; pos++)
          assert.equal(
            stage.words!(guarded(text), pos),
            stage.words!(text, pos),
            `${JSON.stringify(text)} at ${pos}`,
          );
      }
    }
  });
