// o200k's count over a text's UTF-8 bytes instead of a string: the pieces ascii-words.ts finds in a
// string (an ASCII word with its optional prefix and contraction, a number, a run of punctuation or
// of whitespace) found by the same rules over bytes; a piece of at most SHORT_PIECE_UNITS is looked
// up in the engine's short-piece counts (short-counts.ts) by its bytes, packed as a word is scanned
// (as word-counts.ts's countWords packs a string's), so most of an English text or of code is
// counted without a string. A longer ASCII piece, or a short one the table misses (then counted
// and stored without a second probe), is counted by the engine on a one-byte string of a block of
// the bytes, at its place there; what the scans cannot decide (a non-ASCII character) by the
// engine's whole count of a window from the piece's start to the next piece boundary. Every read
// is bounds-checked (an index past a typed array's end reads undefined: a deoptimization).
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
  /**
   * The count of a short ASCII piece that `shorts.find` has just missed, stored in the slot that
   * probe found (the piece handler would pack and probe it again).
   */
  readonly shortMiss: PieceHandler;
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
const SLASH = 256;
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
  if (c === 47) k |= SLASH;
  KIND[c] = k;
}
const kind = (u: Uint8Array, i: number, n: number) => (i < n ? KIND[u[i]!]! : 0);

/**
 * The other alternatives over ASCII where no word starts at `pos` (ascii-words.ts's o200kNotWord): `\p{N}{1,3}`, punctuation after at most one space, or a run of whitespace; -1 where a
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

/**
 * Where a word's contraction `(?i:'s|'t|'re|'ve|'m|'ll|'d)` from the apostrophe at `i` ends: i where
 * none follows, -1 where a non-ASCII byte could decide (the translated pattern's `'[sSſ]`).
 */
function contraction(u: Uint8Array, i: number, n: number): number {
  if (i + 1 >= n) return i;
  const x = u[i + 1]!;
  if (x >= 0x80) return -1;
  const lower = x | 0x20; // an ASCII letter's lowercase; no other byte becomes one of these
  if (lower === 115 || lower === 116 || lower === 109 || lower === 100) return i + 2; // s t m d
  if (lower !== 114 && lower !== 118 && lower !== 108) return i; // r v l
  if (i + 2 >= n) return i;
  const y = u[i + 2]!;
  if (y >= 0x80) return -1;
  return (y | 0x20) === (lower === 108 ? 108 : 101) ? i + 3 : i; // 'll, else 're / 've
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
 * Bytes decoded at a time into the one-byte string the piece handler reads an ASCII piece from (a
 * piece is counted at its place in it: one string per block, not one per piece).
 */
const BLOCK = 8192;

/**
 * The engine's count of the text whose UTF-8 is u[from..to) (`bytes` its Buffer), `from` a piece
 * start: up to `stoppedAt`, which is `to` unless a window had no boundary within WINDOW_MAX bytes
 * (a piece start: the caller counts the rest).
 */
export function countUtf8(c: ByteCounter, u: Uint8Array, bytes: Buffer, from: number, to: number): number {
  const { shorts, piece, shortMiss } = c;
  let total = 0;
  let pos = from;
  // u[blockAt..) as Latin-1 (an ASCII piece's units are its bytes); refilled when a piece ends past it.
  let block = '';
  let blockAt = 0;
  while (pos < to) {
    // o200k's first alternatives over ASCII (ascii-words.ts's o200kWord), the key packed as scanned: 7
    // bits a byte, as ShortCounts.get packs a string's units; 256 past the end (no kind).
    let i = pos;
    let k = u[i]!;
    let a = 0;
    let b = 0;
    let d = 0;
    if ((KIND[k]! & PREFIX) !== 0) {
      a = k;
      k = ++i < to ? u[i]! : 256;
    }
    const letters = i;
    // [A-Z]*[a-z]*: letters, up to an uppercase one after a lowercase one.
    for (let lower = false; ; ) {
      if (k >= 97 && k <= 122) lower = true;
      else if (lower || k < 65 || k > 90) break;
      const j = i - pos;
      if (j < 4) a = (a << 7) | k;
      else if (j < 8) b = (b << 7) | k;
      else d = (d << 7) | k;
      k = ++i < to ? u[i]! : 256;
    }
    // A word unless a non-ASCII character (\p{Ll}, \p{M}…) follows; after an apostrophe, with its
    // contraction if one follows (packed on), unless a non-ASCII byte could decide.
    let end = i > letters && (KIND[k]! & HIGH) === 0 ? (k === 39 ? contraction(u, i, to) : i) : -1;
    if (end < 0) {
      end = notWord(u, pos, to);
      if (end < 0) {
        // Neither scan decides: the engine counts the window to the next boundary.
        const q = nextBoundary(u, pos, to);
        if (q < 0) break;
        total += c.count(bytes.toString('utf8', pos, q));
        pos = q;
        continue;
      }
      i = pos; // packed afresh: a prefix before no letter (a word's letters leave notWord -1)
      a = 0;
      b = 0;
      d = 0;
    }
    // The rest of the piece packed on (a contraction, or a notWord piece from its start); the key
    // is read only for a piece of at most SHORT_PIECE_UNITS.
    for (; i < end && i < pos + SHORT_PIECE_UNITS; i++) {
      const j = i - pos;
      if (j < 4) a = (a << 7) | u[i]!;
      else if (j < 8) b = (b << 7) | u[i]!;
      else d = (d << 7) | u[i]!;
    }
    const len = end - pos;
    if (len === 1) {
      total += 1; // one ASCII byte: one token
      pos = end;
      continue;
    }
    let known = len <= SHORT_PIECE_UNITS ? shorts.find(a, b, d, len) : -1;
    if (known < 0) {
      if (end > blockAt + block.length) {
        blockAt = pos;
        block = bytes.toString('latin1', pos, Math.min(to, Math.max(end, pos + BLOCK)));
      }
      known =
        len <= SHORT_PIECE_UNITS
          ? shortMiss(block, pos - blockAt, end - blockAt)
          : piece(block, pos - blockAt, end - blockAt);
    }
    total += known;
    pos = end;
  }
  stoppedAt = pos;
  return total;
}
