// count() of a text split by o200k's pattern alone, with its ASCII words (a lowercase, capitalized
// or uppercase word with its optional leading space or punctuation: over half of an English text's
// pieces) looked up in the short-piece counts by the key o200kWord packs while it scans them, so
// such a word's units are read once and no call goes through the generic split and piece handler.
// A word the table does not hold yet goes to `onShortMiss`, which counts it and fills the slot the
// probe found (not through `onPiece`, which would pack and probe it again). Every other piece is
// found and counted as splitPieces and the engine's piece handler would.

import { o200kNotWord, o200kPiece, o200kWord, wordKey } from './ascii-words.js';
import { type PieceHandler, pieceEnd, type SplitStage, splitPieces } from './pre-tokenizer.js';
import { SHORT_PIECE_UNITS, type ShortCounts } from './short-counts.js';

/** Whether countWords() can stand in for splitPieces() over `stages` in a byte-level count. */
export function wordsCountable(stages: readonly SplitStage[]): boolean {
  return stages.length === 1 && stages[0]!.words === o200kPiece && stages[0]!.behavior === 'Isolated';
}

/**
 * splitPieces(text, 0, text.length, [stage], 0, onPiece) for an o200k stage, where `onPiece` is a
 * byte-level count() piece handler whose short ASCII pieces' counts are those of `shorts`;
 * `onShortMiss` counts a short ASCII word that `shorts.find` missed and adds its count there.
 */
export function countWords(
  text: string,
  stage: SplitStage,
  shorts: ShortCounts,
  onPiece: PieceHandler,
  onShortMiss: PieceHandler,
): number {
  const n = text.length;
  const key = wordKey();
  let total = 0;
  let pos = 0;
  while (pos < n) {
    let end = o200kWord(text, pos);
    if (end > pos) {
      const len = end - pos;
      if (len <= SHORT_PIECE_UNITS) {
        // As the engine's bytePiece: one ASCII character is one token, else the known count.
        const known = len === 1 ? 1 : shorts.find(key[0]!, key[1]!, key[2]!, len);
        total += known >= 0 ? known : onShortMiss(text, pos, end);
        pos = end;
        continue;
      }
    } else {
      end = o200kNotWord(text, pos);
      if (end <= pos) end = pieceEnd(stage, text, pos);
      if (end < 0) return total + splitPieces(text, pos, n, [stage], 0, onPiece);
    }
    total += onPiece(text, pos, end);
    pos = end;
  }
  return total;
}
