import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VALID_LITERAL_PIECES } from '../../test/support/json-literal-pieces.js';
import { isStrictLiteral, literalEndByQuotes, strictLiteralEnd } from './json-literal.js';
import { decodeJsonText, InvalidJsonText, JsonText } from './json-text.js';

// The body parser finds a large literal by its quotes alone and leaves its check to the decoder
// (large-text-body.ts, json-text.ts): the decoder must refuse exactly the literals the strict read
// refuses, on each of its paths (ASCII with and without escapes, valid UTF-8, invalid UTF-8), and
// otherwise give what JSON.parse gives.

/** Faults of a literal (the strict read's -1), and invalid UTF-8 (not a fault: it decodes to U+FFFD). */
const BAD = ['\\q', '\\u12', '\\u12g4', '\\u0000', '\\x', '\u0001', '\u001f', '\t', '\n', '\\'];
const NOT_UTF8 = [Buffer.from([0xff]), Buffer.from([0xc3]), Buffer.from([0xed, 0xa0, 0x80])];

function random(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

/** Decodes as the count worker does: the text, or null where the decoder refuses the literal. */
function decoded(literal: Uint8Array): string | null {
  try {
    return decodeJsonText(literal);
  } catch (error) {
    assert.ok(error instanceof InvalidJsonText, String(error));
    return null;
  }
}

test('the decoder refuses exactly what the strict read refuses, and otherwise gives what JSON.parse gives', () => {
  const next = random(3);
  let refused = 0;
  for (let round = 0; round < 4000; round++) {
    // Few faults, so that most literals are long enough to reach the word loops with one.
    const parts: Buffer[] = [];
    const ascii = next() < 0.4;
    const runs = Math.floor(next() * 30);
    for (let k = 0; k < runs; k++) {
      const r = next();
      if (r < 0.03) parts.push(Buffer.from(BAD[Math.floor(next() * BAD.length)] as string));
      else if (r < 0.05 && !ascii) parts.push(NOT_UTF8[Math.floor(next() * NOT_UTF8.length)] as Buffer);
      else if (r < 0.5) parts.push(Buffer.from('plain text '.slice(0, 1 + Math.floor(next() * 11))));
      else {
        const good = VALID_LITERAL_PIECES[Math.floor(next() * VALID_LITERAL_PIECES.length)] as string;
        if (!ascii || /^[\x20-\x7e]*$/.test(good)) parts.push(Buffer.from(good));
      }
    }
    const body = Buffer.concat([Buffer.from('"'), ...parts, Buffer.from('" ,"x":1')]);
    // The literal the body parser finds: up to its first `"` not escaped.
    const end = literalEndByQuotes(body, 0);
    if (end < 0) continue;
    const literal = body.subarray(0, end);
    const strict = isStrictLiteral(literal);
    if (strict) assert.equal(strictLiteralEnd(body, 0), end);
    for (let offset = 0; offset < 4; offset++) {
      const shared = new Uint8Array(new SharedArrayBuffer(literal.length + 8), offset, literal.length);
      shared.set(literal);
      const got = decoded(shared);
      assert.equal(got !== null, strict, `${literal.toString('latin1')} at ${offset}`);
      if (got !== null) assert.equal(got, JSON.parse(literal.toString('utf8')));
    }
    if (!strict) refused++;
  }
  assert.ok(refused > 400, `${refused} refused`);
});

test('the decoder finds a fault after clean runs of every length, on each of its paths', () => {
  // ASCII without a backslash (no decoder loop: its own check), ASCII with escapes, UTF-8.
  for (const [lead, tail] of [
    ['', ''],
    ['\\n', ''],
    ['é', 'x'],
    ['中', '\\t'],
  ] as const) {
    for (const fault of ['\u0001', '\u001f', '\\q', '\\u00 ', '\\u0000', '\\ ']) {
      for (let run = 0; run < 24; run++) {
        const literal = Buffer.from(`"${lead}${'ab'.repeat(run)}${fault}${'cd'.repeat(run % 5)}${tail}"`);
        assert.equal(literalEndByQuotes(literal, 0), literal.length);
        assert.equal(isStrictLiteral(literal), false);
        assert.equal(decoded(literal), null, literal.toString());
      }
    }
  }
});

test('literalEndByQuotes: the first `"` after an even run of backslashes', () => {
  const cases: [string, number][] = [
    ['"abc" x', 5],
    ['"a\\"b" x', 6],
    ['"a\\\\" x', 5],
    ['"a\\\\\\"b" x', 8],
    ['"\\\\\\\\"', 6],
    ['"abc', -1],
    ['"a\\"', -1],
  ];
  for (const [s, end] of cases) assert.equal(literalEndByQuotes(Buffer.from(s), 0), end, s);
});

test('JsonText.valid(): the strict read once, unless a decode already told; text() throws for a bad one', () => {
  const bad = new JsonText(Buffer.from('"a\\qb"'));
  assert.equal(bad.valid(), false);
  assert.throws(() => bad.text(), InvalidJsonText);
  const good = new JsonText(Buffer.from('"a\\nb"'));
  assert.equal(good.text(), 'a\nb');
  assert.equal(good.valid(), true);
  // confirm(): a worker decoded it (the strict read is then not run).
  const told = new JsonText(Buffer.from('"\\u0000"'));
  told.confirm();
  assert.equal(told.valid(), true);
});
