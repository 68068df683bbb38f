// A count worker's count of large literals dense in non-ASCII characters (json-text.ts's
// transcodedUnits: the transcode checks the UTF-8 itself, hasControl the control bytes), against the
// engine's count of the text a body's parse gives: random CJK and mixed texts, escaped and not, in
// shared memory at every word offset; invalid UTF-8 (V8's U+FFFD) and invalid literals.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mulberry32 } from '../../test/support/seeded-random.js';
import { decodeJsonUnits, InvalidJsonText } from './json-text.js';
import { countText, LiteralText } from './literal-count.js';
import { createTokenizerRegistry } from './registry.js';

const registry = createTokenizerRegistry();
const IDS = ['o200k_base', 'cl100k_base'] as const;

/** Pieces that JSON.stringify writes as they are (a Latin-1 run long enough to be a part of its own). */
const PLAIN = ['，', '。', '、', '「', '」', ' ', 'ok', 'é', 'д', '😀', 'x'.repeat(600)];
/** … and pieces it escapes. */
const ESCAPED = [...PLAIN, '\n', '"', '\\', '\t'];

/** Random text whose first 4 KB is mostly CJK (the transcoding path), with `mixed` of `pieces`. */
function denseText(r: () => number, units: number, mixed: number, pieces = PLAIN): string {
  let text = '';
  while (text.length < units) {
    const han = String.fromCharCode(0x4e00 + Math.floor(r() * 20_000));
    text += text.length > 2000 && r() < mixed ? pieces[Math.floor(r() * pieces.length)] : han;
  }
  return text;
}

/** The literal of `text` in shared memory at `offset`: JSON.stringify's, or with a share `escaped` of its CJK escaped. */
function shared(text: string, offset: number, r: () => number, escaped = 0): Uint8Array {
  let literal = JSON.stringify(text);
  if (escaped > 0)
    literal = literal.replace(/[\u4e00-\u9fff]/g, (c) =>
      r() < escaped ? `\\u${c.charCodeAt(0).toString(16)}` : c,
    );
  return bytesAt(Buffer.from(literal), offset);
}

function bytesAt(bytes: Uint8Array, offset: number): Uint8Array {
  const view = new Uint8Array(new SharedArrayBuffer(bytes.length + 8), offset, bytes.length);
  view.set(bytes);
  return view;
}

/** The engine's count of what a body's parse gives (V8's decode: invalid UTF-8 is U+FFFD). */
const reference = (id: (typeof IDS)[number], literal: Uint8Array) =>
  registry.get(id).count(JSON.parse(Buffer.from(literal).toString('utf8')) as string);

const counts = (id: (typeof IDS)[number], literal: Uint8Array) =>
  countText(registry.get(id), new LiteralText(literal));

test('dense literals: the count from the literal is the engine count of the text, escaped or not', () => {
  const r = mulberry32(29);
  for (const [units, mixed, pieces] of [
    [30_000, 0, PLAIN],
    [40_000, 0.05, PLAIN],
    [40_000, 0.05, ESCAPED],
    [70_000, 0.3, ESCAPED],
  ] as const) {
    const text = denseText(r, units, mixed, pieces);
    for (const id of IDS) {
      const expected = registry.get(id).count(text);
      for (const offset of [0, 1, 2, 3]) {
        // Unescaped where the pieces are PLAIN, and with some CJK escaped.
        assert.equal(counts(id, shared(text, offset, r)), expected, `${id} ${units} ${offset}`);
        assert.equal(counts(id, shared(text, offset, r, 0.01)), expected, `${id} ${units} ${offset} escaped`);
      }
    }
  }
});

test('dense literals with invalid UTF-8 count as the body parse decodes them (U+FFFD)', () => {
  const r = mulberry32(31);
  const text = denseText(r, 30_000, 0);
  const bad = [[0xff], [0xc3], [0xed, 0xa0, 0x80], [0xe4, 0xb8], [0xf0, 0x9f, 0x98], [0xc0, 0xaf], [0x80]];
  for (const seq of bad) {
    for (const at of [1, 3, 45_000, 89_000]) {
      for (const escaped of [false, true]) {
        const literal = Buffer.from(JSON.stringify(escaped ? `${text}\n` : text));
        const cut = at + ((3 - ((at - 1) % 3)) % 3); // after a whole character (3 bytes each)
        const bytes = Buffer.concat([literal.subarray(0, cut), Buffer.from(seq), literal.subarray(cut)]);
        for (const id of IDS)
          assert.equal(
            counts(id, bytesAt(bytes, at % 4)),
            reference(id, bytes),
            `${seq} at ${at} ${escaped}`,
          );
      }
    }
  }
});

test('dense literals with a control byte or a bad escape are refused, valid UTF-8 or not', () => {
  const text = denseText(mulberry32(37), 30_000, 0);
  for (const bad of ['\u0001', '\u001f', '\t', '\\x', '\\u00', '\\u4e2', '\\u0000']) {
    for (const at of [0, 1, 700, 15_000, text.length]) {
      const literal = `"${text.slice(0, at)}${bad}${text.slice(at)}"`;
      for (const offset of [0, 3])
        assert.throws(
          () => counts('o200k_base', bytesAt(Buffer.from(literal), offset)),
          InvalidJsonText,
          bad,
        );
      // A raw control byte where the literal has escapes too (the unescaping pass finds it).
      if (!bad.startsWith('\\')) {
        const both = `"${text.slice(0, at)}${bad}${text.slice(at)}\\n\\u4e2d"`;
        assert.throws(
          () => counts('o200k_base', bytesAt(Buffer.from(both), 2)),
          InvalidJsonText,
          `${bad} + escapes`,
        );
      }
      const invalid = Buffer.from(`"${text.slice(0, at)}${bad}${text.slice(at)}"`);
      const withBadUtf8 = Buffer.concat([invalid.subarray(0, invalid.length - 1), Buffer.from([0xff, 0x22])]);
      assert.throws(() => counts('o200k_base', bytesAt(withBadUtf8, 1)), InvalidJsonText, `${bad} + 0xff`);
    }
  }
});

test('an escaped dense literal: cjk true where a CJK unit is only escaped, no probe on it', () => {
  for (const written of ['\\u4e2d', '\\u3000', '\\uffee']) {
    for (const at of [1, 5_000, 39_999]) {
      const inside = `${'д'.repeat(at)}${written}${'д'.repeat(40_000 - at)}\\n`;
      const decoded = decodeJsonUnits(bytesAt(Buffer.from(`"${inside}"`), 0));
      assert.ok(typeof decoded !== 'string' && decoded.cjk, `${written} at ${at}`);
    }
  }
  const none = decodeJsonUnits(bytesAt(Buffer.from(`"${'д'.repeat(40_000)}\\u0416\\n"`), 0));
  assert.ok(typeof none !== 'string' && !none.cjk);
});
