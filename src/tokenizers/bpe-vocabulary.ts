// The loaded, format-independent form of a vocabulary: what the engine needs and nothing else.
// Both loaders (tiktoken ranks, HF tokenizer.json) produce this.

import type { AddedTokenMatcher } from './added-tokens.js';
import type { ByteCuts } from './byte-cuts.js';
import type { CodePointMap } from './code-point-map.js';
import type { HfComponent } from './hf-pipeline.js';
import type { PairTable } from './pair-table.js';
import type { SplitStage } from './pre-tokenizer.js';

export interface BpeVocabulary {
  /**
   * What the initial BPE symbols are: `bytes` — the UTF-8 bytes of each piece (tiktoken, HF
   * ByteLevel); `chars` — code points, with SentencePiece-style `<0xNN>` byte fallback.
   */
  readonly symbols: 'bytes' | 'chars';
  /** bytes: id of each single byte. chars: id of the `<0xNN>` fallback token. -1 when absent. */
  readonly byteIds: Int32Array;
  /** chars only: id of each single-code-point token. */
  readonly charIds: CodePointMap | null;
  /** chars only: HF `unk_token` id (-1: none, unknown characters are dropped) and `fuse_unk`. */
  readonly unkId: number;
  readonly fuseUnk: boolean;
  /** (left id, right id) → (rank, merged id); lower rank merges first. */
  readonly pairs: PairTable;
  /**
   * Piece text → id, consulted before merging: tiktoken always does this, HF only with
   * `ignore_merges`. Null when the reference never short-circuits.
   */
  readonly wholeTokens: TokenLookup | null;
  readonly normalize: ((text: string) => string) | null;
  /**
   * What `normalize` was built from (an HF normalizer; `{ type: 'NFKC' }` for a tiktoken file with
   * one), so that another thread can rebuild it from the shared image (vocab-image.ts).
   */
  readonly normalizer: HfComponent | null;
  /**
   * The model's non-special added tokens (added-tokens.ts): matched on the raw text before
   * normalization (`raw`), or on each normalized piece between raw matches (`normalized`).
   * Absent or null when the vocabulary has none.
   */
  readonly added?: { raw: AddedTokenMatcher | null; normalized: AddedTokenMatcher | null } | null;
  readonly stages: readonly SplitStage[];
  /**
   * chars only: code-point bigrams occurring inside any merge result. Where a bigram is absent
   * no symbol can ever span that boundary, so a long piece can be cut there without changing the
   * result — this turns a whole SentencePiece document into cacheable word-sized pieces.
   * Null disables cutting (e.g. when unknown characters could be fused across a cut).
   */
  readonly cutBigrams: PairTable | null;
  /** bytes only: where a piece can be cut between characters (byte-cuts.ts). Absent: never. */
  readonly byteCuts?: ByteCuts | null;
}

/** Text range → id, or -1: a StringTable while loading, a SharedStringTable in an image. */
export interface TokenLookup {
  get(text: string, start: number, end: number): number;
}
