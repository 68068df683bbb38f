// o200k's count over a text's UTF-8 bytes instead of a string: the pieces ascii-words.ts finds in a
// string (an ASCII word with its optional prefix, a number, a run of punctuation or of whitespace)
// found by the same rules over bytes, each byte's kind read from one table; a piece of at most
// SHORT_PIECE_UNITS is looked up in the engine's short-piece counts (short-counts.ts) by its packed
// bytes, so most of an English text or of code is counted without a string. A longer ASCII piece,
// or a short one the table misses, is counted by the engine's piece handler on a string of its
// bytes; what the scans cannot decide (a non-ASCII character, a contraction) by the engine's whole
// count of a window from the piece's start to the next piece boundary:
//
// BOUNDARIES (o200k's pattern, pre-tokenizer.ts). A position q is a piece boundary when T[q] is a
// space and T[q-1] is not White_Space. A piece holding both would hold the space after its first
// unit: no letter alternative can (a space is only its optional prefix), nor `\p{N}{1,3}`, nor
// ` ?[^\s\p{L}\p{N}]+[\r\n/]*` (` ?` is its first unit); the three whitespace alternatives hold
// White_Space only, and T[q-1] is not. So the piece holding T[q-1] ends at q. It is the piece of
// T[..q) too: at q the alternatives treat a space and the text's end alike (neither is a letter,
// mark, digit, punctuation, '\r', '\n', '/' or an apostrophe; `(?!\S)` holds on both). The pattern
// has no lookbehind, so the pieces from q are those of T[q..]. Hence T's pieces in a window [p, q)
// from a piece start p to such a q are those of the window counted as a text of its own.

import type { PieceHandler } from './pre-tokenizer.js';
import { SHORT_PIECE_UNITS, type ShortCounts } from './short-counts.js';

/** What a count over bytes needs of the engine (bpe-engine.ts). */
export interface ByteCounter {
  readonly shorts: ShortCounts;
  /** The byte-level piece handler: the count of text[start..end), one piece. */
  readonly piece: PieceHandler;
  /** The engine's count of a whole text. */
  count(text: string): number;
}

// Each byte's kinds (index 256: past the window's end, none).
const UPPER = 1; // A-Z
const LOWER = 2; // a-z
const DIGIT = 4;
const SPACE = 8; // White_Space: TAB, LF, VT, FF, CR, space
const BREAK = 16; // CR, LF
const HIGH = 32; // a byte of a multi-byte sequence
const PREFIX = 64; // `[^\r\n\p{L}\p{N}]`: ASCII but CR, LF, letters and digits
const PUNCT = 128; // `[^\s\p{L}\p{N}]`: ASCII but White_Space, letters and digits
const APOSTROPHE = 256;
const SLASH = 512;
const LETTER = UPPER | LOWER;
const KIND = new Uint16Array(257);
for (let c = 0; c < 256; c++) {
  let k = c >= 0x80 ? HIGH : 0;
  if (c >= 65 && c <= 90) k |= UPPER;
  else if (c >= 97 && c <= 122) k |= LOWER;
  else if (c >= 48 && c <= 57) k |= DIGIT;
  else if (c === 32 || (c >= 9 && c <= 13)) k |= SPACE;
  else if (c < 0x80) k |= PUNCT;
  if (c === 10 || c === 13) k |= BREAK;
  if (c < 0x80 && (k & (LETTER | DIGIT | BREAK)) === 0) k |= PREFIX;
  if (c === 39) k |= APOSTROPHE;
  if (c === 47) k |= SLASH;
  KIND[c] = k;
}
const kind = (u: Uint8Array, i: number, n: number) => (i < n ? KIND[u[i]!]! : 0);

/**
 * o200k's first two alternatives over ASCII (ascii-words.ts's o200kWord): an optional prefix,
 * [A-Z]*, then [a-z]* — at least one letter — ending before a byte that is neither; -1 where a
 * non-ASCII character (a letter, a mark?) or an apostrophe (a contraction) follows.
 */
function word(u: Uint8Array, pos: number, n: number): number {
  let i = pos;
  if ((KIND[u[i]!]! & PREFIX) !== 0) i++;
  const letters = i;
  while ((kind(u, i, n) & UPPER) !== 0) i++;
  while ((kind(u, i, n) & LOWER) !== 0) i++;
  if (i === letters || (kind(u, i, n) & (HIGH | APOSTROPHE)) !== 0) return -1;
  return i;
}

/**
 * The other alternatives over ASCII where no word starts at `pos` (ascii-words.ts's notWord for
 * o200k): `\p{N}{1,3}`, punctuation after at most one space, or a run of whitespace; -1 where a
 * non-ASCII character or a following letter could decide.
 */
function notWord(u: Uint8Array, pos: number, n: number): number {
  const k = KIND[u[pos]!]!;
  if ((k & (HIGH | LETTER)) !== 0) return -1;
  if ((k & DIGIT) !== 0) {
    let i = pos + 1;
    for (const to = Math.min(n, pos + 3); i < to; i++) {
      const d = KIND[u[i]!]!;
      if ((d & HIGH) !== 0) return -1;
      if ((d & DIGIT) === 0) break;
    }
    return i;
  }
  const next = kind(u, pos + 1, n);
  // The letter alternatives take any prefix but CR and LF before a letter.
  if ((next & HIGH) !== 0 || ((next & LETTER) !== 0 && (k & BREAK) === 0)) return -1;
  if ((k & SPACE) === 0) return punctuation(u, pos, n);
  if (u[pos] === 32 && (next & PUNCT) !== 0) return punctuation(u, pos + 1, n);
  // Whitespace: `\s*[\r\n]+` to the run's last line break, else `\s+(?!\S)` (all of a run at the
  // text's end, else all but its last unit), else one unit.
  let end = pos;
  let lastBreak = -1;
  for (; end < n; end++) {
    const d = KIND[u[end]!]!;
    if ((d & HIGH) !== 0) return -1;
    if ((d & SPACE) === 0) break;
    if ((d & BREAK) !== 0) lastBreak = end;
  }
  if (lastBreak >= 0) return lastBreak + 1;
  if (end === n) return end;
  return end - pos >= 2 ? end - 1 : pos + 1;
}

/** `[^\s\p{L}\p{N}]+[\r\n/]*` from `pos` (ASCII punctuation), or -1 (a non-ASCII character). */
function punctuation(u: Uint8Array, pos: number, n: number): number {
  let i = pos + 1;
  for (; i < n; i++) {
    const d = KIND[u[i]!]!;
    if ((d & HIGH) !== 0) return -1;
    if ((d & PUNCT) === 0) break;
  }
  while ((kind(u, i, n) & (BREAK | SLASH)) !== 0) i++;
  return i;
}

/** A window ends at its last boundary within this many bytes (a text dense in non-ASCII words). */
const WINDOW_MAX = 4096;
/**
 * A window ends at a boundary followed by at least this many ASCII bytes (or the text's end): in a
 * text dense in non-ASCII characters (accented words), its windows are long and few (each a count()
 * of its own string) rather than one per word.
 */
const ASCII_AFTER = 24;

/**
 * Where the window from `p` (a piece start) ends: the first boundary q in (p, n) followed by
 * ASCII_AFTER ASCII bytes or the text's end; else its last boundary within WINDOW_MAX bytes; n when
 * the text ends first; -1 when there is no boundary within WINDOW_MAX bytes (CJK, Cyrillic…).
 */
function nextBoundary(u: Uint8Array, p: number, n: number): number {
  const last = Math.min(n - 1, p + WINDOW_MAX);
  let high = p; // past q: the first byte ≥ 0x80 after q, or where the look stopped
  let found = -1;
  for (let q = p + 1; q < last; q++) {
    if (u[q] !== 32 || (KIND[u[q - 1]!]! & (HIGH | SPACE)) !== 0) continue;
    found = q;
    const ahead = Math.min(n, q + 1 + ASCII_AFTER);
    if (high <= q) high = q + 1;
    while (high < ahead && u[high]! < 0x80) high++;
    if (high === ahead) return q;
  }
  if (last === n - 1) return n;
  return found;
}

/** Where countUtf8 stopped: its `to`, or the start of a window without a boundary. */
export let stoppedAt = 0;

/**
 * The engine's count of the text whose UTF-8 is u[from..to) (`bytes` its Buffer), `from` a piece
 * start: up to `stoppedAt`, which is `to` unless a window had no boundary within WINDOW_MAX bytes
 * (a piece start: the caller counts the rest).
 */
export function countUtf8(c: ByteCounter, u: Uint8Array, bytes: Buffer, from: number, to: number): number {
  const { shorts, piece } = c;
  let total = 0;
  let pos = from;
  while (pos < to) {
    let end = word(u, pos, to);
    if (end < 0) end = notWord(u, pos, to);
    if (end < 0) {
      // Neither scan decides: the engine counts the window to the next boundary.
      const q = nextBoundary(u, pos, to);
      if (q < 0) break;
      total += c.count(bytes.toString('utf8', pos, q));
      pos = q;
      continue;
    }
    const len = end - pos;
    if (len === 1)
      total += 1; // one ASCII byte: one token
    else if (len > SHORT_PIECE_UNITS) total += piece(bytes.toString('latin1', pos, end), 0, len);
    else {
      // The piece packed 7 bits a byte, as ShortCounts.get packs a string's units.
      let a = 0;
      let b = 0;
      let d = 0;
      for (let i = pos; i < end; i++) {
        const k = i - pos;
        if (k < 4) a = (a << 7) | u[i]!;
        else if (k < 8) b = (b << 7) | u[i]!;
        else d = (d << 7) | u[i]!;
      }
      const known = shorts.find(a, b, d, len);
      // A miss: the piece handler probes again and keeps the count.
      total += known >= 0 ? known : piece(bytes.toString('latin1', pos, end), 0, len);
    }
    pos = end;
  }
  stoppedAt = pos;
  return total;
}
