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
  const file = readFileSync(tiktokenFilePath(encoding), 'latin1');
  const store = new TokenBytes();
  const byteIds = new Int32Array(256).fill(-1);
  for (let pos = 0; pos < file.length; ) {
    let lineEnd = file.indexOf('\n', pos);
    if (lineEnd < 0) lineEnd = file.length;
    const space = file.indexOf(' ', pos);
    if (space < 0 || space > lineEnd) {
      if (lineEnd > pos && file.slice(pos, lineEnd).trim() !== '') throw new Error(`${encoding}: bad line`);
      pos = lineEnd + 1;
      continue;
    }
    const rank = Number(file.slice(space + 1, lineEnd));
    let b64End = space;
    while (file.charCodeAt(b64End - 1) === 61 /* = */) b64End--;
    const chars = b64End - pos;
    const length = (chars * 3) >> 2;
    const { data, at } = store.add(rank, length);
    decodeBase64(file, pos, b64End, data, at);
    if (length === 1) byteIds[data[at]!] = rank;
    pos = lineEnd + 1;
  }
  for (let b = 0; b < 256; b++) if (byteIds[b]! < 0) throw new Error(`${encoding}: no token for byte ${b}`);

  const index = store.index();
  return {
    symbols: 'bytes',
    byteIds,
    charIds: null,
    unkId: -1,
    fuseUnk: false,
    pairs: index.tiktokenPairs(),
    wholeTokens: index.textToId(),
    normalize: null,
    stages: [splitStage(translatePattern(pattern, 'rust'), 'Isolated')],
    cutBigrams: null,
  };
}

function decodeBase64(src: string, start: number, end: number, out: Uint8Array, at: number): void {
  let acc = 0;
  let bits = 0;
  for (let i = start; i < end; i++) {
    const v = BASE64[src.charCodeAt(i)] ?? -1;
    if (v < 0) throw new Error('invalid base64 in rank file');
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (acc >> bits) & 0xff;
    }
  }
}
