import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VALID_LITERAL_PIECES } from '../../test/support/json-literal-pieces.js';
import { decodeJsonText, decodeJsonUnits, JsonText } from './json-text.js';

/** Pieces of a literal's bytes (valid: test/support/json-literal-pieces.ts), and invalid UTF-8. */
const VALID = VALID_LITERAL_PIECES.map((p) => Buffer.from(p));
const INVALID = [
  [0xff],
  [0xc3], // a lead byte alone
  [0xc0, 0xaf], // overlong
  [0xed, 0xa0, 0x80], // a surrogate in UTF-8
  [0xf4, 0x90, 0x80, 0x80], // above U+10FFFF
  [0xe4, 0xb8], // truncated
].map((p) => Buffer.from(p));

function literalOf(parts: Buffer[]): Buffer {
  return Buffer.concat([Buffer.from('"'), ...parts, Buffer.from('"')]);
}

/** What the whole-body parse gives: the body decoded as UTF-8, then JSON.parse. */
const reference = (literal: Buffer) => JSON.parse(literal.toString('utf8')) as string;

function randomLiterals(count: number, invalidShare: number): Buffer[] {
  let seed = 11;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  return Array.from({ length: count }, () => {
    const parts: Buffer[] = [];
    const length = Math.floor(next() * 40);
    for (let k = 0; k < length; k++) {
      const pool = next() < invalidShare ? INVALID : VALID;
      parts.push(pool[Math.floor(next() * pool.length)] as Buffer);
    }
    return literalOf(parts);
  });
}

test('decodeJsonText gives what JSON.parse of the UTF-8 decoded bytes gives, valid or not', () => {
  for (const invalidShare of [0, 0.1]) {
    for (const literal of randomLiterals(3000, invalidShare)) {
      const expected = reference(literal);
      // Read where it lies (the body), and from shared memory at every offset of a word.
      assert.equal(decodeJsonText(literal), expected, literal.toString('latin1'));
      for (let offset = 0; offset < 4; offset++) {
        const shared = new Uint8Array(new SharedArrayBuffer(literal.length + 8), offset, literal.length);
        shared.set(literal);
        assert.equal(decodeJsonText(shared), expected);
      }
    }
  }
});

test('decodeJsonText of ASCII literals (their own decoder) gives what JSON.parse gives', () => {
  // Only ASCII pieces: every escape, \\u above U+00FF and surrogates included (those leave Latin-1).
  const ascii = VALID.filter((p) => p.every((b) => b < 0x80));
  let seed = 5;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  for (let k = 0; k < 3000; k++) {
    const parts = Array.from(
      { length: Math.floor(next() * 40) },
      () => ascii[Math.floor(next() * ascii.length)]!,
    );
    const literal = literalOf(parts);
    const expected = reference(literal);
    assert.equal(decodeJsonText(literal), expected, literal.toString('latin1'));
    const shared = new Uint8Array(new SharedArrayBuffer(literal.length + 8), k & 3, literal.length);
    shared.set(literal);
    assert.equal(decodeJsonText(shared), expected);
  }
});

test('decodeJsonText: long texts, each kind, above and below the kept buffer, one after another', () => {
  const kinds = [
    'plain ascii with \\n escapes ',
    'ascii with Latin-1 escapes \\u00e9 \\u00ff \\" ',
    'ascii with one escape above Latin-1 \\u0100 ',
    'Latin-1 only: café ÿ \\u00e9 ',
    'CJK 中文，漢字。',
    'mixed é 中 😀 \\ud83d\\ude00 \\t ',
  ];
  for (const size of [3_000_000, 100, 1_048_000, 20]) {
    for (const kind of kinds) {
      const unit = Buffer.from(kind);
      const literal = literalOf(Array.from({ length: Math.ceil(size / unit.length) }, () => unit));
      const text = decodeJsonText(literal);
      assert.equal(text.length, reference(literal).length);
      assert.ok(text === reference(literal), `${kind} × ${size}`);
    }
  }
});

test('maxUtf8Bytes bounds the decoded text: its length inside the quotes when valid UTF-8, else three times', () => {
  for (const literal of randomLiterals(2000, 0.1)) {
    const decoded = reference(literal);
    const bytes = Buffer.byteLength(decoded, 'utf8');
    // The pieces hold no U+FFFD: one in the text is an invalid byte replaced.
    const valid = !decoded.includes('\ufffd');
    const text = new JsonText(literal);
    const inside = literal.length - 2;
    assert.ok(text.maxUtf8Bytes(0) >= bytes);
    assert.equal(text.maxUtf8Bytes(0), valid ? inside : inside * 3);
    // Under a limit that three times the length already meets, no UTF-8 check is needed.
    assert.equal(text.maxUtf8Bytes(inside * 3), inside * 3);
  }
});

test('decodeJsonText: ASCII runs of every length between escapes and sequences, at every word offset', () => {
  // The decoders move four bytes at a time up to the next backslash (or UTF-8 sequence) and write
  // whole words past it: runs of 0–13 bytes put every escape at every offset of a word, and a long
  // text decoded first leaves the scratch memory full of other bytes.
  let seed = 32;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const run = (n: number) => Buffer.from('abcdefghijklm'.slice(0, n));
  for (const pool of [VALID.filter((p) => p.every((b) => b < 0x80)), VALID]) {
    decodeJsonText(literalOf([Buffer.from('~'.repeat(100_000))]));
    for (let k = 0; k < 2000; k++) {
      const parts: Buffer[] = [];
      for (let p = Math.floor(next() * 12); p > 0; p--)
        parts.push(run(Math.floor(next() * 14)), pool[Math.floor(next() * pool.length)]!);
      parts.push(run(Math.floor(next() * 14)));
      const literal = literalOf(parts);
      const expected = reference(literal);
      for (let offset = 0; offset < 4; offset++) {
        const shared = new Uint8Array(new SharedArrayBuffer(literal.length + 8), offset, literal.length);
        shared.set(literal);
        assert.equal(decodeJsonText(shared), expected, literal.toString('latin1'));
      }
    }
  }
});

test('decodeJsonUnits: cjk is true exactly where a unit is U+3000 or above (escaped or not)', () => {
  const cases: [string, boolean][] = [
    ['plain ascii\n', false],
    ['caf\u00e9 \u2014 \u2fff quotes \u201c', false],
    ['emoji \u{1f600} only', false],
    ['a \u3000 ideographic space', true],
    ['中文。', true],
    ['fullwidth \uff0c', true],
  ];
  for (const [text, cjk] of cases) {
    for (const literal of [
      JSON.stringify(text),
      JSON.stringify(text).replace(/[^ -~]/gu, (c) => escapeAll(c)),
    ]) {
      const decoded = decodeJsonUnits(Buffer.from(literal));
      assert.ok(typeof decoded !== 'string');
      assert.equal(decoded.slice(0, decoded.units.length), text);
      assert.equal(decoded.cjk, cjk, literal);
    }
  }
});

/** A character written as JSON \u escapes (a pair for an astral one). */
const escapeAll = (c: string) =>
  [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');
