// count() of a text split by o200k's pattern alone, with its ASCII words (a lowercase, capitalized
// or uppercase word with its optional leading space or punctuation: over half of an English text's
// pieces) looked up in the short-piece counts by the key countWords packs while it scans them, so
// such a word's units are read once and no call goes through the generic split and piece handler.
// A short piece the table does not hold yet goes to `onShortMiss`, which counts it and fills the
// slot the probe found (not through `onPiece`, which would pack and probe it again). Every other
// piece is found as the regex would find it, but by unit-pieces.ts's scan by code point class over
// the text's units (made once, at the first such piece: an ASCII text without contractions never
// needs them), not by the translated regex, which tests each character against Unicode property
// classes (about half of a CJK count()); it is counted by `onPiece`.

import { o200kNotWord, o200kPiece, WORD_PREFIX } from './ascii-words.js';
import type { PieceHandler, SplitStage } from './pre-tokenizer.js';
import { SHORT_PIECE_UNITS, type ShortCounts } from './short-counts.js';
import { stringUnits } from './string-units.js';
import { o200kPieceEnd } from './unit-pieces.js';

/** Whether countWords() can stand in for splitPieces() over `stages` in a byte-level count. */
export function wordsCountable(stages: readonly SplitStage[]): boolean {
  return stages.length === 1 && stages[0]!.words === o200kPiece && stages[0]!.behavior === 'Isolated';
}

/**
 * splitPieces(text, 0, text.length, [stage], 0, onPiece) for wordsCountable's o200k stage, where
 * `text` is well-formed (as count() makes it) and `onPiece` is a byte-level count() piece handler
 * whose short ASCII pieces' counts are those of `shorts`; `onShortMiss` counts a short ASCII piece
 * that `shorts` missed and adds its count there.
 *
 * The words are ascii-words.ts's o200kWord, scanned here with their key packed as
 * ShortCounts.get() packs a piece (units 0–3, 4–7 and 8–11 in three ints, 7 bits a unit), and
 * read with a bounds check (-1 past the end: a unit neither letter nor non-ASCII nor apostrophe,
 * as the end of the text is to the pattern) rather than past the end (NaN, which deoptimizes the
 * loop into float compares).
 */
export function countWords(
  text: string,
  shorts: ShortCounts,
  onPiece: PieceHandler,
  onShortMiss: PieceHandler,
): number {
  const n = text.length;
  let total = 0;
  let pos = 0;
  let units: Uint16Array | null = null;
  while (pos < n) {
    let i = pos;
    let c = text.charCodeAt(i);
    let a = 0;
    let b = 0;
    let d = 0;
    if (c < 0x80 && WORD_PREFIX[c] === 1) {
      a = c;
      c = ++i < n ? text.charCodeAt(i) : -1;
    }
    const letters = i;
    // [A-Z]*[a-z]*: letters, up to an uppercase one after a lowercase one.
    for (let lower = false; ; ) {
      if (c >= 97 && c <= 122) lower = true;
      else if (lower || c < 65 || c > 90) break;
      const k = i - pos;
      if (k < 4) a = (a << 7) | c;
      else if (k < 8) b = (b << 7) | c;
      else d = (d << 7) | c;
      c = ++i < n ? text.charCodeAt(i) : -1;
    }
    // A word unless a non-ASCII character (\p{Ll}, \p{M}…) or an apostrophe (a contraction) follows.
    if (i > letters && c < 0x80 && c !== 39) {
      const len = i - pos;
      if (len <= SHORT_PIECE_UNITS) {
        // As the engine's bytePiece: one ASCII character is one token, else the known count.
        const known = len === 1 ? 1 : shorts.find(a, b, d, len);
        total += known >= 0 ? known : onShortMiss(text, pos, i);
      } else total += onPiece(text, pos, i);
      pos = i;
      continue;
    }
    let end = o200kNotWord(text, pos);
    if (end > pos) {
      // An ASCII piece (a number, punctuation, whitespace): bytePiece's short path, inline.
      const len = end - pos;
      if (len === 1) total += 1;
      else if (len <= SHORT_PIECE_UNITS) {
        const known = shorts.get(text, pos, end);
        total += known >= 0 ? known : onShortMiss(text, pos, end);
      } else total += onPiece(text, pos, end);
      pos = end;
      continue;
    }
    units ??= stringUnits(text);
    end = o200kPieceEnd(units, pos, n);
    total += onPiece(text, pos, end);
    pos = end;
  }
  return total;
}
