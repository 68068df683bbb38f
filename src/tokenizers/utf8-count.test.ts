import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boundaryTexts, documents } from '../../test/support/cut-texts.js';
import { VALID_LITERAL_PIECES } from '../../test/support/json-literal-pieces.js';
import { mulberry32 } from '../../test/support/seeded-random.js';
import { BpeTokenizer } from './bpe-engine.js';
import { InvalidJsonText } from './json-text.js';
import { decodeJsonUtf8 } from './json-utf8.js';
import { countText, LiteralText } from './literal-count.js';
import { splitPieces, splitStage, TIKTOKEN_PATTERNS, translatePattern } from './pre-tokenizer.js';
import { createTokenizerRegistry } from './registry.js';
import { ShortCounts } from './short-counts.js';
import { TOKENIZER_IDS } from './tokenizer.types.js';
import { countUtf8Text } from './utf8-count.js';
import { countUtf8, stoppedAt } from './utf8-words.js';

const registry = createTokenizerRegistry();
const engine = (id: (typeof TOKENIZER_IDS)[number]) => registry.get(id) as BpeTokenizer;
const O200K = [engine('o200k_base'), engine('o200k_harmony')];

/** The string a body's parse gives, made well-formed as the engine counts it. */
const wellFormed = (text: string) => (text as string & { toWellFormed(): string }).toWellFormed();

/** A literal of `text` with each unit written raw or as a `\uXXXX` escape at random (controls always escaped). */
function literalOf(text: string, r: () => number, escapeShare: number): Buffer {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const u = text.charCodeAt(i);
    const raw = u >= 0x20 && u !== 0x22 && u !== 0x5c && (u & 0xf800) !== 0xd800 && r() >= escapeShare;
    if (raw) out += text[i];
    else if (u === 0x22 || u === 0x5c) out += `\\${text[i]}`;
    else if (u === 10 && r() < 0.5) out += '\\n';
    else if ((u & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 && r() < 0.5)
      out += text[i]! + text[++i]!; // a pair written as its UTF-8
    else out += `\\u${u.toString(16).padStart(4, '0')}`;
  }
  return Buffer.from(`${out}"`);
}

/** count() of the literal's text from its UTF-8, where the byte count applies. */
function byteCount(tokenizer: BpeTokenizer, literal: Uint8Array): number {
  const utf8 = decodeJsonUtf8(literal);
  assert.ok(utf8 !== null);
  return countUtf8Text(tokenizer.utf8Counter!, tokenizer.cuts!, utf8);
}

// Pieces around every boundary the byte scans and their windows meet: words with and without
// prefixes and contractions, numbers, punctuation runs with line breaks and '/', whitespace runs,
// long pieces, non-ASCII letters, marks, White_Space and punctuation next to ASCII, CJK, emoji and
// lone surrogates.
const PIECES = [
  ...['the', ' the', 'The', ' API', 'OR', 'x', 'don', "'t", "'s", "'LL", "don't"],
  ...[' ', '  ', '   ', '\t', '\n', '\r\n', ' \n', '\n\n   ', ' '.repeat(15)],
  ...['1', '123', '12345', '.', '...', '/', '\n/', '*/\n', ');\n', '"', '\\', '{', '-'.repeat(14)],
  ...['supercalifragilistic', '“', '”', 'é', 'café', 'naïve', 'ſ', 'K', 'İ', 'e\u0301', 'Я', 'Привет'],
  ...['中文', '，', '。', '😀', '\u00a0', '\u0085', '\u2028', '\u3000'],
  ...['\ufeff', '\ud800', '\udc00', '\u0007'],
];

function randomTexts(count: number, seed: number): string[] {
  const r = mulberry32(seed);
  return Array.from({ length: count }, () => {
    let text = '';
    const length = Math.floor(r() * 60);
    for (let k = 0; k < length; k++) text += PIECES[Math.floor(r() * PIECES.length)];
    return text;
  });
}

test('decodeJsonUtf8 gives the UTF-8 of the well-formed text JSON.parse gives', () => {
  const r = mulberry32(3);
  for (let n = 0; n < 3000; n++) {
    let body = '';
    for (let k = Math.floor(r() * 30); k > 0; k--)
      body += VALID_LITERAL_PIECES[Math.floor(r() * VALID_LITERAL_PIECES.length)];
    const literal = Buffer.from(`"${body}"`);
    const expected = Buffer.from(wellFormed(JSON.parse(literal.toString('utf8')) as string));
    assert.deepEqual(Buffer.from(decodeJsonUtf8(literal)!), expected, body);
    // From shared memory at every offset of a word.
    for (let offset = 0; offset < 4; offset++) {
      const shared = new Uint8Array(new SharedArrayBuffer(literal.length + 8), offset, literal.length);
      shared.set(literal);
      assert.deepEqual(Buffer.from(decodeJsonUtf8(shared)!), expected);
    }
  }
});

test('decodeJsonUtf8 refuses what the decoders refuse, and invalid UTF-8', () => {
  for (const body of ['a\nb', 'tab\there', '\\x', '\\u00g0', '\\u0000', 'end\\u12', 'a\\', '\\uD800\\u12'])
    assert.equal(decodeJsonUtf8(Buffer.from(`"${body}"`)), null, body);
  for (const bytes of [[0xff], [0xc3], [0xed, 0xa0, 0x80], [0xe4, 0xb8]])
    assert.equal(decodeJsonUtf8(Buffer.from([0x22, 0x61, ...bytes, 0x5c, 0x6e, 0x22])), null);
});

test('o200k counts a literal from its UTF-8 as count() counts its text', () => {
  const texts = [
    '',
    ' ',
    'a',
    '\n',
    'word   ',
    ...randomTexts(1500, 7),
    ...documents(4, 200, 38),
    ...boundaryTexts().slice(0, 600),
  ];
  const r = mulberry32(11);
  // (`\u0000` is no text of the API's: its guard refuses it.)
  for (const tokenizer of O200K)
    for (const text of texts.map((t) => t.replaceAll('\0', ' '))) {
      const expected = tokenizer.count(text);
      for (const share of [0, 0.2])
        assert.equal(byteCount(tokenizer, literalOf(text, r, share)), expected, JSON.stringify(text));
    }
});

test("the byte scan's pieces are splitPieces' pieces: camelCase, capitals, contractions, prefixes", () => {
  // A word ends before an uppercase letter after a lowercase one; o200k has no token across that
  // boundary, so a count would not tell: the pieces are compared, as word-counts.test.ts does.
  const stage = splitStage(translatePattern(TIKTOKEN_PATTERNS.o200k, 'rust'), 'Isolated');
  const r = mulberry32(29);
  const fragments = [
    ...'iPhone eBay camelCase XMLHttpRequest getElementById aB Ab I x the THE McDonald'.split(' '),
    ...["'s", "don't", "'LL", "'re", "'Ve", "'m", "'D", "'l", "'r", "'x", "'ſ", "'", 'ſ', 'l', 'e'],
    ...['42', '1234567', '.', '"', '(', '_', '\n', ' ', '  ', '\t', 'é', '’'],
  ];
  // Every short piece misses (nothing is added): each reaches shortMiss or piece, one-unit ASCII
  // pieces aside (1 wherever counted); a window's string is split here.
  const seen: string[] = [];
  const record = (t: string, from: number, to: number) => {
    if (to - from > 1 || t.charCodeAt(from) >= 0x80) seen.push(t.slice(from, to));
    return 0;
  };
  const counter = {
    shorts: new ShortCounts(),
    piece: record,
    shortMiss: record,
    count: (t: string) => splitPieces(t, 0, t.length, [stage], 0, record),
  };
  for (let t = 0; t < 3000; t++) {
    let text = '';
    for (let k = 1 + Math.floor(r() * 30); k > 0; k--) text += fragments[Math.floor(r() * fragments.length)];
    seen.length = 0;
    const utf8 = Buffer.from(text);
    countUtf8(counter, utf8, utf8, 0, utf8.length);
    const fromBytes = [...seen];
    seen.length = 0;
    splitPieces(text, 0, text.length, [stage], 0, record);
    assert.deepEqual(fromBytes, seen, JSON.stringify(text));
  }
});

test('a window without a boundary hands the rest to the UTF-16 count, from a piece start', () => {
  const [tokenizer] = O200K as [BpeTokenizer];
  const r = mulberry32(5);
  const english = [...documents(1, 300, 4)[0]!].map((c) => (c > '\0' && c < '\x80' ? c : 'x')).join('');
  const cjk = '中文的文本，没有空格。'.repeat(600);
  for (const text of [cjk, `${english} ${cjk}`, `${english}\n${cjk}\n${english}`, `${english}“${cjk} ok`]) {
    const literal = literalOf(text, r, 0);
    assert.equal(byteCount(tokenizer, literal), tokenizer.count(text));
    assert.ok(stoppedAt < decodeJsonUtf8(literal)!.length, 'the rest went to the UTF-16 count');
  }
  // English with a few non-ASCII words, or dense in accented ones (windows then end at their last
  // boundary within the longest window), is counted over bytes to its end.
  const dense = 'déjà vu, café au lait. '.repeat(700);
  for (const prose of [`${english} café “quoted” naïve ${english}`, english.replaceAll('e', 'é'), dense]) {
    assert.equal(byteCount(tokenizer, literalOf(prose, r, 0)), tokenizer.count(prose));
    assert.equal(stoppedAt, Buffer.byteLength(prose));
  }
});

test('only vocabularies whose count() walks o200k pieces count over bytes', () => {
  for (const id of TOKENIZER_IDS) {
    const tokenizer = registry.get(id);
    const counter = tokenizer instanceof BpeTokenizer ? tokenizer.utf8Counter : null;
    assert.equal(counter !== null, id === 'o200k_base' || id === 'o200k_harmony', id);
  }
});

test("a worker's literal counted with several vocabularies, o200k's over bytes and the others' over units", () => {
  const r = mulberry32(9);
  const ids = ['cl100k_base', 'o200k_base', 'llama3', 'o200k_harmony'] as const;
  const ascii = randomTexts(40, 13).map((t) => [...t].map((c) => (c < '\x80' ? c : '-')).join(''));
  for (const text of [...ascii, ...randomTexts(40, 17)].map((t) => t.replaceAll('\0', ' '))) {
    // One decoded literal for all the ids, in either order (their decodes may share scratch memory).
    for (const order of [ids, [...ids].reverse()]) {
      const literal = new LiteralText(literalOf(text, r, 0.1));
      for (const id of order)
        assert.equal(countText(registry.get(id), literal), registry.get(id).count(text), id);
    }
  }
  // Invalid UTF-8 is decoded as the body parse decodes it (U+FFFD); an invalid literal throws.
  const invalid = Buffer.from([0x22, 0x61, 0xff, 0x5c, 0x6e, 0x62, 0x22]);
  assert.equal(
    countText(engine('o200k_base'), new LiteralText(invalid)),
    engine('o200k_base').count('a\ufffd\nb'),
  );
  assert.throws(
    () => countText(engine('o200k_base'), new LiteralText(Buffer.from('"a\\x"'))),
    InvalidJsonText,
  );
});
