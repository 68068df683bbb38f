// The decode of large literals dense in non-ASCII characters (json-text.ts transcodedUnits: native
// transcoding, DecodedUnits' facts found by probes), against what the text itself says, and the
// control-byte check (json-escapes.ts hasControl) at every position and alignment.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { latinRuns } from './chunk-cuts.js';
import { hasControl } from './json-escapes.js';
import { decodeJsonUnits, InvalidJsonText, LATIN_RUN_MIN_UNITS } from './json-text.js';
import { toWellFormed } from './well-formed.js';

const rng = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const han = (next: () => number, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(0x4e00 + Math.floor(next() * 3000))).join('');
/** Latin-1 text of n units (ASCII and accents), no control character. */
const latin = (next: () => number, n: number) =>
  Array.from({ length: n }, () =>
    next() < 0.2 ? 'é' : String.fromCharCode(0x20 + Math.floor(next() * 95)),
  ).join('');

/** The literal's bytes in shared memory at a word offset, as a count worker reads them. */
function shared(literal: string, offset: number): Uint8Array {
  const bytes = Buffer.from(literal);
  const view = new Uint8Array(new SharedArrayBuffer(bytes.length + 8), offset, bytes.length);
  view.set(bytes);
  return view;
}

function assertDecoded(text: string, label: string): void {
  const literal = JSON.stringify(text);
  const units = Uint16Array.from(text, (_, i) => text.charCodeAt(i));
  const wide = units.some((u) => u > 0xff);
  const cjk = units.some((u) => u >= 0x3000 && (u < 0xd800 || u >= 0xe000));
  for (let offset = 0; offset < 4; offset += 3) {
    const decoded = decodeJsonUnits(shared(literal, offset));
    assert.ok(typeof decoded !== 'string', label);
    // (Its text, held as the engine counts it: a lone surrogate is U+FFFD in either.)
    assert.ok(toWellFormed(decoded.slice(0, decoded.units.length)) === toWellFormed(text), label);
    assert.equal(decoded.units instanceof Uint16Array, wide, label);
    if (!wide) continue;
    assert.deepEqual(decoded.latinRuns, latinRuns(units, LATIN_RUN_MIN_UNITS), label);
    // cjk may only say true more (a lone surrogate escape is U+FFFD there): never false where CJK is.
    if (!/\\ud[89a-f]/i.test(literal)) assert.equal(decoded.cjk, cjk, label);
    else assert.ok(decoded.cjk || !cjk, label);
  }
}

test('decodeJsonUnits: large dense literals give their units, Latin-1 runs and cjk exactly', () => {
  const next = rng(7);
  const head = han(next, 2000); // the first 4 KB mostly multi-byte: the transcoding path
  const runs = [1, 255, 256, 257, 511, 512, 513, 767, 1024, 5000];
  assertDecoded(head + han(next, 40_000), 'CJK');
  assertDecoded(`${head}\n"\\${han(next, 30_000)}\t。\n`, 'CJK with escapes');
  for (const n of runs) {
    // A run at every offset from a probe, between CJK, and one that ends the text.
    for (const shift of [0, 1, 100, 255]) {
      const body = han(next, 22_000 + shift) + latin(next, n) + han(next, 300) + latin(next, n + 1);
      assertDecoded(head + body, `runs ${n} shift ${shift}`);
    }
  }
  assertDecoded(head + han(next, 22_000) + latin(next, 40_000), 'a long Latin-1 tail');
  assertDecoded('é'.repeat(40_000), 'Latin-1 only: one-byte units');
  assertDecoded('é'.repeat(40_000) + 'ā' + 'é'.repeat(600), 'one unit above U+00FF');
  assertDecoded('д'.repeat(3000) + 'ё жы\n'.repeat(8000), 'Cyrillic: no CJK');
  // One CJK unit where no probe reads (each lead byte of U+3000–U+FFFF: E3 to EF).
  for (const c of ['\u3000', '\u3fff', '\u4e2d', '\ud7ff', '\ue000', '\uffee'])
    assertDecoded(`${'д'.repeat(40_000)}${c}${'д'.repeat(9)}`, `one ${c.charCodeAt(0).toString(16)}`);
  assertDecoded(`${head}${han(next, 22_000)}\ud800 😀 \udc00${'ы'.repeat(600)}`, 'surrogates');
  assertDecoded(`${'ы'.repeat(40_000)}\ud83d`, 'a lone surrogate, no CJK');
});

test('decodeJsonUnits: a large dense literal with a control byte or a bad escape is refused', () => {
  const body = han(rng(3), 30_000);
  for (const bad of ['\u0001', '\u001f', '\n', '\\x', '\\u00', '\\u0000']) {
    for (const at of [0, 1, 2, 3, 15_000, body.length]) {
      const literal = `"${body.slice(0, at)}${bad}${body.slice(at)}"`;
      for (let offset = 0; offset < 4; offset++)
        assert.throws(() => decodeJsonUnits(shared(literal, offset)), InvalidJsonText, `${bad} at ${at}`);
    }
  }
});

test('hasControl: a byte below 0x20 anywhere between the quotes, at every alignment and length', () => {
  const next = rng(5);
  // Short lengths, and lengths around its blocks of 64 words (256 bytes) and their tail.
  const lengths = [...Array.from({ length: 46 }, (_, i) => i + 2), 259, 260, 263, 300, 518, 1030, 1111];
  for (const length of lengths) {
    for (let offset = 0; offset < 4; offset++) {
      const view = new Uint8Array(new ArrayBuffer(length + 8), offset, length);
      // Bytes 0x20–0xff (0x20, 0x7f, 0x80, 0xa0 and 0xff are the tests' edges), quotes at the ends.
      const edges = [0x20, 0x7f, 0x80, 0x9f, 0xa0, 0xff];
      for (let i = 0; i < length; i++)
        view[i] = next() < 0.3 ? edges[Math.floor(next() * edges.length)]! : 0x20 + Math.floor(next() * 224);
      view[0] = 0x22;
      view[length - 1] = 0x22;
      assert.equal(hasControl(view), false, `${length}/${offset}`);
      for (let at = 1; at < length - 1; at++) {
        const kept = view[at]!;
        for (const c of [0x00, 0x01, 0x0a, 0x1f]) {
          view[at] = c;
          assert.equal(hasControl(view), true, `${length}/${offset}: ${c} at ${at}`);
        }
        view[at] = kept;
      }
      // The quotes themselves are not read: a control byte there is not the text's.
      view[0] = 0x01;
      view[length - 1] = 0x01;
      assert.equal(hasControl(view), false);
    }
  }
});
