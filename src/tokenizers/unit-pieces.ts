// o200k's count of a large text dense in non-ASCII characters (CJK, Cyrillic…), from its UTF-16 code
// units (json-text.ts's decode or utf8Units' transcode) with no string of the whole text and no
// search for cuts: the pieces of o200k's pattern are found by a scan over the units, by code point
// class (unit-classes.ts), where the engine's count() runs the translated regex at every piece
// that is not an ASCII word (for CJK, about half of its count); each piece is then counted by the
// engine's byte-level piece handler on a string of a block of the units, at its place there (one
// string per block, not one per piece). The counts are the engine's count() of the text's string:
// the same pieces, each counted by the same handler.
//
// THE PIECES (pre-tokenizer.ts TIKTOKEN_PATTERNS.o200k, alternatives in order; U = UPPERISH, L =
// LOWERISH, P = `[^\r\n\p{L}\p{N}]`, Q = `[^\s\p{L}\p{N}]`, C the optional contraction):
//   1. P? U* L+ C?  2. P? U+ L* C?  3. \p{N}{1,3}  4. ' '? Q+ [\r\n/]*  5. \s*[\r\n]+  6. \s+(?!\S)  7. \s+
// A regex tries each alternative with P? taken, then without it, before the next alternative, and
// takes the first match, greedy. In 1, U* backs off one code point at a time until L+ can start:
// at the run of U's end when an L follows it, else at the last L within the run (a mark, Lm or Lo
// is in both U and L), whose L+ then ends after that one code point. In 5, \s* backs off to the
// run's last line break; in 6, to all but the run's last unit (at the text's end, the whole run).
// Every code point is in one of U, L, \p{N}, Q or \s, so one alternative always matches. The
// pattern has no lookbehind, so a piece read from its start sees what the regex sees there.
// Lone surrogates are read as U+FFFD and the block strings made well-formed: toWellFormed's text.

import type { DecodedUnits } from './json-text.js';
import { BREAK, classOf, LETTER, LOWERISH, NUMBER, SPACE, UPPERISH } from './unit-classes.js';
import type { ByteCounter } from './utf8-words.js';
import { toWellFormed } from './well-formed.js';

/** Units made one string at a time (a block ends where a piece would cross it: then a new one). */
const BLOCK = 16384;

/** cpAt's code point's width in units. */
let width = 1;

/** The code point at u[i] (U+FFFD for a lone surrogate, as toWellFormed makes it), its width in `width`. */
function cpAt(u: Uint16Array, i: number, n: number): number {
  const c = u[i]!;
  width = 1;
  if ((c & 0xf800) !== 0xd800) return c;
  if (c < 0xdc00 && i + 1 < n) {
    const d = u[i + 1]!;
    if ((d & 0xfc00) === 0xdc00) {
      width = 2;
      return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
    }
  }
  return 0xfffd;
}

const classAt = (u: Uint16Array, i: number, n: number) => classOf(cpAt(u, i, n));

/** Where `U* L+` from s ends, or -1 (alternative 1 without its prefix and contraction). */
function upperLower(u: Uint16Array, s: number, n: number): number {
  let lastLower = -1; // the end of the last L within the run of U's
  for (let i = s; i < n; ) {
    const k = classAt(u, i, n);
    i += width;
    if ((k & UPPERISH) !== 0) {
      if ((k & LOWERISH) !== 0) lastLower = i;
      continue;
    }
    if ((k & LOWERISH) === 0) break;
    while (i < n && (classAt(u, i, n) & LOWERISH) !== 0) i += width;
    return i;
  }
  return lastLower;
}

/** Where `U+ L*` from s ends, or -1 (alternative 2 without its prefix and contraction). */
function upperThenLower(u: Uint16Array, s: number, n: number): number {
  let i = s;
  while (i < n && (classAt(u, i, n) & UPPERISH) !== 0) i += width;
  if (i === s) return -1;
  while (i < n && (classAt(u, i, n) & LOWERISH) !== 0) i += width;
  return i;
}

/** Where `(?i:'s|'t|'re|'ve|'m|'ll|'d)?` from e ends (`'[sSſ]`: case folding's long s). */
function contraction(u: Uint16Array, e: number, n: number): number {
  if (e + 1 >= n || u[e] !== 39) return e;
  const x = u[e + 1]!;
  const lx = x | 0x20; // an ASCII letter's lowercase (x < 0x80)
  if (x === 0x17f || (x < 0x80 && (lx === 115 || lx === 116 || lx === 109 || lx === 100))) return e + 2; // s t m d
  if (e + 2 >= n) return e;
  const y = u[e + 2]! | 0x20; // an ASCII letter's lowercase; no other unit becomes 'e' or 'l'
  if (x === 114 || x === 82 || x === 118 || x === 86) return y === 101 ? e + 3 : e; // 're 've
  if (x === 108 || x === 76) return y === 108 ? e + 3 : e; // 'll
  return e;
}

const NOT_PUNCT = SPACE | LETTER | NUMBER;

/** Where the piece of o200k's pattern at `pos` ends (the text is u[0..n)). */
export function o200kPieceEnd(u: Uint16Array, pos: number, n: number): number {
  const k0 = classAt(u, pos, n);
  const w0 = width;
  // 1 and 2, each with the prefix taken (a P at pos) and then without it (a U or L at pos).
  const prefix = (k0 & (BREAK | LETTER | NUMBER)) === 0 && pos + w0 < n;
  let e = prefix ? upperLower(u, pos + w0, n) : -1;
  if (e < 0 && (k0 & (UPPERISH | LOWERISH)) !== 0) e = upperLower(u, pos, n);
  if (e < 0 && prefix) e = upperThenLower(u, pos + w0, n);
  if (e < 0 && (k0 & UPPERISH) !== 0) e = upperThenLower(u, pos, n);
  if (e >= 0) return contraction(u, e, n);
  if ((k0 & NUMBER) !== 0) {
    let i = pos + w0;
    for (let digits = 1; digits < 3 && i < n && (classAt(u, i, n) & NUMBER) !== 0; digits++) i += width;
    return i;
  }
  let q = (k0 & NOT_PUNCT) === 0 ? pos : -1;
  if (q < 0 && u[pos] === 32 && pos + 1 < n && (classAt(u, pos + 1, n) & NOT_PUNCT) === 0) q = pos + 1;
  if (q >= 0) {
    let i = q;
    while (i < n && (classAt(u, i, n) & NOT_PUNCT) === 0) i += width;
    while (i < n && (u[i] === 10 || u[i] === 13 || u[i] === 47)) i++;
    return i;
  }
  if ((k0 & SPACE) === 0)
    throw new Error(`o200kPieceEnd: no alternative matches U+${cpAt(u, pos, n).toString(16)}`);
  // White_Space is in the BMP and no surrogate: one unit a code point.
  let i = pos;
  let lastBreak = -1;
  for (; i < n; i++) {
    const k = classAt(u, i, n);
    if ((k & SPACE) === 0) break;
    if ((k & BREAK) !== 0) lastBreak = i;
  }
  if (lastBreak >= 0) return lastBreak + 1;
  if (i === n) return n;
  return i - pos >= 2 ? i - 1 : pos + 1;
}

/** Whether `text`'s units are UTF-16 (not Latin-1: those are counted in one-byte parts, chunk-cuts.ts). */
export function isUtf16(text: DecodedUnits): text is DecodedUnits & { units: Uint16Array } {
  return text.units instanceof Uint16Array;
}

/**
 * The engine's count() of the text of `text`'s UTF-16 units, for a vocabulary with a count over bytes
 * (BpeTokenizer.utf8Counter: o200k's pattern alone, no added tokens, no normalizer).
 */
export function countUnits(c: ByteCounter, text: DecodedUnits & { units: Uint16Array }): number {
  const { units: u, slice } = text;
  const { piece } = c;
  const n = u.length;
  let total = 0;
  let block = '';
  let blockAt = 0;
  let blockEnd = 0;
  for (let pos = 0; pos < n; ) {
    const end = o200kPieceEnd(u, pos, n);
    if (end > blockEnd) {
      blockAt = pos;
      blockEnd = Math.min(n, Math.max(end, pos + BLOCK));
      // A pair at the block's end stays whole (its half would be made U+FFFD in the block).
      if (blockEnd > end && (u[blockEnd - 1]! & 0xfc00) === 0xd800) blockEnd--;
      block = toWellFormed(slice(blockAt, blockEnd));
    }
    // One ASCII unit: one token (the piece handler's own shortcut).
    total += end - pos === 1 && u[pos]! < 0x80 ? 1 : piece(block, pos - blockAt, end - blockAt);
    pos = end;
  }
  return total;
}
