// A JSON string literal's text as UTF-8 bytes, for a count that reads bytes (utf8-count.ts) instead
// of a string: the literal's own bytes where it has no backslash; else valid UTF-8 is copied as it
// is, four bytes at a time up to the next backslash or control byte, and each escape is written as
// the UTF-8 of its unit. A lone surrogate escape is written as U+FFFD's bytes: the engine counts
// toWellFormed(text) (well-formed.ts), which replaces it so. The output is never longer than the
// literal (an escape takes more bytes than its UTF-8), so it is written in place of a copy.

import { isUtf8 } from 'node:buffer';
import { copyPlain, hasControl, hexUnit, scratchMemory, simpleUnit } from './json-escapes.js';

const BACKSLASH = 0x5c;
const scratch = scratchMemory();

/**
 * The text of a literal (quotes included) as UTF-8 bytes: a view of the literal where it has no
 * backslash, else of this thread's scratch memory (valid until the next call); null when the
 * literal is not valid UTF-8 (V8's decoder then makes U+FFFD of it: json-text.ts) or is not a valid
 * JSON string (a control byte, a bad escape, `\u0000`: json-text.ts's decoders refuse it too).
 */
export function decodeJsonUtf8(b: Uint8Array): Uint8Array | null {
  const end = b.length - 1; // the closing quote
  const buffer = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  if (!isUtf8(buffer)) return null;
  if (buffer.indexOf(BACKSLASH) < 0) return hasControl(b) ? null : b.subarray(1, end);
  const out = new Uint8Array(scratch(end), 0, end);
  const from = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const to = new DataView(out.buffer, 0, end);
  let n = 0;
  let i = 1;
  while (i < end) {
    // Bytes other than `\` and control bytes, a word at a time (a sequence's bytes are copied as they are).
    const k = copyPlain(from, to, i, n, end);
    i += k;
    n += k;
    if (i >= end) break;
    const c = b[i] as number;
    if (c !== BACKSLASH) {
      if (c < 0x20) return null;
      out[n++] = c;
      i++;
      continue;
    }
    if (b[i + 1] !== 0x75) {
      const u = simpleUnit(b, i, end);
      if (u === 0) return null;
      out[n++] = u;
      i += 2;
      continue;
    }
    let u = hexUnit(b, i, end);
    if (u < 0) return null;
    i += 6;
    if (u < 0x80) out[n++] = u;
    else if (u < 0x800) {
      out[n++] = 0xc0 | (u >> 6);
      out[n++] = 0x80 | (u & 0x3f);
    } else {
      if ((u & 0xf800) === 0xd800) {
        // A surrogate: with the low one escaped next, the pair's code point (4 bytes), else U+FFFD
        // (the escape after it, if any, is then read on its own).
        const low = u < 0xdc00 && b[i] === BACKSLASH && b[i + 1] === 0x75 ? hexUnit(b, i, end) : -1;
        if ((low & 0xfc00) === 0xdc00) {
          const cp = ((u - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
          out[n++] = 0xf0 | (cp >> 18);
          out[n++] = 0x80 | ((cp >> 12) & 0x3f);
          out[n++] = 0x80 | ((cp >> 6) & 0x3f);
          out[n++] = 0x80 | (cp & 0x3f);
          i += 6;
          continue;
        }
        u = 0xfffd;
      }
      out[n++] = 0xe0 | (u >> 12);
      out[n++] = 0x80 | ((u >> 6) & 0x3f);
      out[n++] = 0x80 | (u & 0x3f);
    }
  }
  return out.subarray(0, n);
}
