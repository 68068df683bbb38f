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

import { o200kNotWord, WORD_PREFIX } from './ascii-words.js';
import type { DecodedUnits } from './json-text.js';
import { SHORT_PIECE_UNITS } from './short-counts.js';
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

/** The string countUnits' pieces are counted on: units [at, end) of the text, well-formed. */
interface Block {
  text: string;
  at: number;
  end: number;
  /**
   * Whether whitespace follows the block in the text: then a run of it to the block's end runs on,
   * and o200kNotWord's piece there (to its last line break) may end further on.
   */
  spaceAfter: boolean;
}

/** Makes `block` the units from `from` on, past `to` (at most `n`), a surrogate pair kept whole. */
function refill(block: Block, text: DecodedUnits & { units: Uint16Array }, from: number, to: number): void {
  const u = text.units;
  const n = u.length;
  let end = Math.min(n, Math.max(to, from + BLOCK));
  // A pair at the block's end stays whole (its half would be made U+FFFD in the block).
  if (end > to && (u[end - 1]! & 0xfc00) === 0xd800) end--;
  block.at = from;
  block.end = end;
  block.spaceAfter = end < n && (classAt(u, end, n) & SPACE) !== 0;
  block.text = toWellFormed(text.slice(from, end));
}

/**
 * The engine's count() of the text of `text`'s UTF-16 units, for a vocabulary with a count over bytes
 * (BpeTokenizer.utf8Counter: o200k's pattern alone, no added tokens, no normalizer).
 *
 * ASCII pieces are found as the engine's count() finds them (word-counts.ts's countWords), where
 * o200kPieceEnd would read them a code point at a time by class and the piece handler pack their
 * key again (mixed CJK and English text: most of its pieces): an ASCII word (ascii-words.ts's
 * o200kWord: an optional prefix, [A-Z]*[a-z]*, then no non-ASCII unit or apostrophe) scanned over
 * the units with its key packed for the short-piece counts on the way; a number, punctuation or
 * whitespace by ascii-words.ts's o200kNotWord on the block string.
 */
export function countUnits(c: ByteCounter, text: DecodedUnits & { units: Uint16Array }): number {
  const u = text.units;
  const { piece, shorts, shortMiss } = c;
  const n = u.length;
  let total = 0;
  const block: Block = { text: '', at: 0, end: 0, spaceAfter: false };
  for (let pos = 0; pos < n; ) {
    // The ASCII word at pos, its units packed as ShortCounts.get packs a piece's (-1 past the end:
    // neither letter nor non-ASCII nor apostrophe, as the end of the text is to the pattern).
    let i = pos;
    let k = u[i]!;
    let a = 0;
    let b = 0;
    let d = 0;
    if (k < 0x80 && WORD_PREFIX[k] === 1) {
      a = k;
      k = ++i < n ? u[i]! : -1;
    }
    const letters = i;
    for (let lower = false; ; ) {
      if (k >= 97 && k <= 122) lower = true;
      else if (lower || k < 65 || k > 90) break;
      const j = i - pos;
      if (j < 4) a = (a << 7) | k;
      else if (j < 8) b = (b << 7) | k;
      else d = (d << 7) | k;
      k = ++i < n ? u[i]! : -1;
    }
    if (i > letters && k < 0x80 && k !== 39) {
      const len = i - pos;
      let known = len === 1 ? 1 : len <= SHORT_PIECE_UNITS ? shorts.find(a, b, d, len) : -1;
      if (known < 0) {
        if (i > block.end) refill(block, text, pos, i);
        // A short word find() missed: counted into the slot that probe found.
        const s = pos - block.at;
        known = len <= SHORT_PIECE_UNITS ? shortMiss(block.text, s, s + len) : piece(block.text, s, s + len);
      }
      total += known;
      pos = i;
      continue;
    }
    // o200kNotWord declines a prefix before a letter or a non-ASCII unit (` слово`, ` naïve`): not asked.
    if (u[pos]! < 0x80 && (letters === pos || (i === letters && k < 0x80))) {
      if (pos >= block.end) refill(block, text, pos, pos + 1);
      const s = pos - block.at;
      const e = o200kNotWord(block.text, s);
      // Where the block ends before the text, a piece to its end may run on (o200kNotWord took the
      // block's end for the text's), and so may a whitespace run to it whose last line break it
      // found: the class scan below decides those.
      if (e > s && (block.end === n || (e < block.text.length && !block.spaceAfter))) {
        const len = e - s;
        let known = len === 1 ? 1 : len <= SHORT_PIECE_UNITS ? shorts.get(block.text, s, e) : -1;
        if (known < 0)
          known = len <= SHORT_PIECE_UNITS ? shortMiss(block.text, s, e) : piece(block.text, s, e);
        total += known;
        pos += len;
        continue;
      }
    }
    const end = o200kPieceEnd(u, pos, n);
    // One ASCII unit: one token (the piece handler's own shortcut).
    if (end - pos === 1 && u[pos]! < 0x80) total += 1;
    else {
      if (end > block.end) refill(block, text, pos, end);
      total += piece(block.text, pos - block.at, end - block.at);
    }
    pos = end;
  }
  return total;
}
