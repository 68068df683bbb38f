// Loads a tiktoken rank file (base64 token, space, rank per line) as shipped by gpt-tokenizer in
// `gpt-tokenizer/data/*.tiktoken` — the same files tiktoken downloads from OpenAI.
//
// tiktoken has no merge list: two parts merge when their concatenated bytes are a token, with
// the token's rank as priority. We precompute every (left, right) split of every token whose
// halves are both tokens; during BPE every part is a token, so this table answers exactly the
// questions tiktoken's byte-range lookup answers.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BpeVocabulary } from './bpe-vocabulary.js';
import { ByteCuts } from './byte-cuts.js';
import { buildNormalizer } from './hf-pipeline.js';
import { splitStage, translatePattern } from './pre-tokenizer.js';
import { TokenBytes } from './token-bytes.js';

const require = createRequire(import.meta.url);

const BASE64 = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) {
  BASE64['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(i)] = i;
}

export function tiktokenFilePath(encoding: string): string {
  return require.resolve(`gpt-tokenizer/data/${encoding}.tiktoken`);
}

/** `pattern` is the Rust-syntax split regex of the encoding (see TIKTOKEN_PATTERNS). */
export function loadTiktokenVocabulary(encoding: string, pattern: string): BpeVocabulary {
  return tiktokenRankFile(encoding, readFileSync(tiktokenFilePath(encoding), 'latin1'), pattern, null);
}

/** A Unicode normalization some tiktoken-style vocabularies run before the split (Claude 2: NFKC). */
export type TiktokenNormalization = 'NFC' | 'NFKC' | null;

/**
 * A tiktoken rank file's text (`base64 rank` per line, as tiktoken and gpt-tokenizer ship them).
 * `label` names the file in errors; `normalize` runs before the split (Claude 2 uses NFKC).
 */
export function tiktokenRankFile(
  label: string,
  file: string,
  pattern: string,
  normalize: TiktokenNormalization,
): BpeVocabulary {
  return ranked(label, pattern, normalize, (add) => {
    for (let pos = 0; pos < file.length; ) {
      let lineEnd = file.indexOf('\n', pos);
      if (lineEnd < 0) lineEnd = file.length;
      const space = file.indexOf(' ', pos);
      if (space < 0 || space > lineEnd) {
        if (lineEnd > pos && file.slice(pos, lineEnd).trim() !== '') throw new Error(`${label}: bad line`);
        pos = lineEnd + 1;
        continue;
      }
      const rank = Number(file.slice(space + 1, lineEnd));
      if (!Number.isInteger(rank) || rank < 0) throw new Error(`${label}: bad rank on a line`);
      add(rank, file, pos, space);
      pos = lineEnd + 1;
    }
  });
}

/**
 * js-tiktoken's compact ranks (`@anthropic-ai/tokenizer`'s claude.json `bpe_ranks`): lines of
 * `<prefix> <first rank> <base64 token> <base64 token> …`, ranks consecutive from the first.
 */
export function jsTiktokenRanks(
  label: string,
  ranks: string,
  pattern: string,
  normalize: TiktokenNormalization,
): BpeVocabulary {
  return ranked(label, pattern, normalize, (add) => {
    for (const line of ranks.split('\n')) {
      if (line === '') continue;
      const parts = line.split(' ');
      const first = Number(parts[1]);
      if (parts.length < 3 || !Number.isInteger(first)) throw new Error(`${label}: bad ranks line`);
      for (let i = 2; i < parts.length; i++) {
        const token = parts[i]!;
        add(first + i - 2, token, 0, token.length);
      }
    }
  });
}

/**
 * A vocabulary from ranked base64 tokens: `read` hands each token to `add` (its rank, and where
 * its base64 text stands in `src`), in whatever order its format lists them.
 */
function ranked(
  label: string,
  pattern: string,
  normalize: TiktokenNormalization,
  read: (add: (rank: number, src: string, start: number, end: number) => void) => void,
): BpeVocabulary {
  const store = new TokenBytes();
  const byteIds = new Int32Array(256).fill(-1);
  read((rank, src, start, end) => addToken(store, byteIds, rank, src, start, end, label));
  return vocabulary(label, store, byteIds, pattern, normalize);
}

function addToken(
  store: TokenBytes,
  byteIds: Int32Array,
  rank: number,
  src: string,
  start: number,
  end: number,
  label: string,
): void {
  let b64End = end;
  while (b64End > start && src.charCodeAt(b64End - 1) === 61 /* = */) b64End--;
  const length = ((b64End - start) * 3) >> 2;
  if (length === 0) throw new Error(`${label}: empty token`);
  const { data, at } = store.add(rank, length);
  decodeBase64(src, start, b64End, data, at);
  if (length === 1) byteIds[data[at]!] = rank;
}

function vocabulary(
  label: string,
  store: TokenBytes,
  byteIds: Int32Array,
  pattern: string,
  normalize: TiktokenNormalization,
): BpeVocabulary {
  for (let b = 0; b < 256; b++) if (byteIds[b]! < 0) throw new Error(`${label}: no token for byte ${b}`);
  const normalizer = normalize === null ? null : { type: normalize };
  const index = store.index();
  const byteCuts = new ByteCuts();
  const pairs = index.tiktokenPairs(byteCuts);
  return {
    symbols: 'bytes',
    byteIds,
    charIds: null,
    unkId: -1,
    fuseUnk: false,
    pairs,
    wholeTokens: index.textToId(),
    normalize: buildNormalizer(normalizer),
    normalizer,
    stages: [splitStage(translatePattern(pattern, 'rust'), 'Isolated')],
    cutBigrams: null,
    byteCuts: byteCuts.seal(),
  };
}

function decodeBase64(src: string, start: number, end: number, out: Uint8Array, at: number): void {
  let acc = 0;
  let bits = 0;
  for (let i = start; i < end; i++) {
    const v = BASE64[src.charCodeAt(i)] ?? -1;
    if (v < 0) throw new Error('invalid base64 in a rank file');
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (acc >> bits) & 0xff;
    }
  }
}
