// Reference encoders and the id-for-id suite of the exactness tests (exactness.test.ts says why
// these references). Test support only (under test/, so the build never sees it).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { TokenizerLoader } from '@lenml/tokenizers';
import { encode as cl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { encode as o200k } from 'gpt-tokenizer/encoding/o200k_base';
import { encode as o200kHarmony } from 'gpt-tokenizer/encoding/o200k_harmony';
import { encode as p50k } from 'gpt-tokenizer/encoding/p50k_base';
import { encode as r50k } from 'gpt-tokenizer/encoding/r50k_base';
import llamaTokenizer from 'llama-tokenizer-js';
import { createTokenizerRegistry } from '../../src/tokenizers/registry.js';
import type { TokenizerId } from '../../src/tokenizers/tokenizer.types.js';
import { toWellFormed } from '../../src/tokenizers/well-formed.js';
import { EXACTNESS_CORPUS_SEED, exactnessCorpus } from '../tokenizers/exactness-corpus.js';

const require = createRequire(import.meta.url);
type Encode = (text: string) => number[];

const noSpecial = { disallowedSpecial: new Set<string>() };
const GPT_TOKENIZER: Partial<Record<TokenizerId, Encode>> = {
  o200k_base: (t) => o200k(t, noSpecial),
  o200k_harmony: (t) => o200kHarmony(t, noSpecial),
  cl100k_base: (t) => cl100k(t, noSpecial),
  p50k_base: (t) => p50k(t, noSpecial),
  r50k_base: (t) => r50k(t, noSpecial),
};
const LENML_PACKAGE: Partial<Record<TokenizerId, string>> = {
  llama3: 'llama3',
  qwen3: 'qwen3',
  deepseek_v3: 'deepseek_v3',
  gemma3: 'gemma3',
  gemini: 'gemini',
  mistral_v1: 'llama2',
  mistral_tekken: 'mistral_nemo',
  cohere_command_r: 'command_r_plus',
};

// llama2 ships outside @lenml: its package's own JS encoder is the reference.
const OWN_JS: Partial<Record<TokenizerId, { name: string; encode: Encode }>> = {
  llama2: { name: 'llama-tokenizer-js', encode: (t) => llamaTokenizer.encode(t, false, true, false) },
};

interface LenmlPipeline {
  normalizer: ((text: string) => string) | null;
  pre_tokenizer: ((text: string, options: object) => string[]) | null;
  model: ((pieces: string[]) => string[]) & { convert_tokens_to_ids(tokens: string[]): number[] };
}

function lenmlEncoder(pkg: string): Encode {
  const load = (file: string) =>
    JSON.parse(readFileSync(require.resolve(`@lenml/tokenizer-${pkg}/models/${file}`), 'utf8'));
  const t = TokenizerLoader.fromPreTrained({
    tokenizerJSON: load('tokenizer.json'),
    tokenizerConfig: load('tokenizer_config.json'),
  }) as unknown as LenmlPipeline;
  return (text) => {
    const normalized = t.normalizer ? t.normalizer(text) : text;
    if (normalized.length === 0) return [];
    const pieces = t.pre_tokenizer ? t.pre_tokenizer(normalized, { section_index: 0 }) : [normalized];
    return t.model.convert_tokens_to_ids(t.model(pieces));
  };
}

export const registry = createTokenizerRegistry();
const texts = exactnessCorpus(EXACTNESS_CORPUS_SEED, 160);

/** Vocabularies added in issue 12: their own file keeps each test file's run time bounded. */
export const ADDED_IN_ISSUE_12: readonly TokenizerId[] = ['mistral_tekken', 'llama2', 'cohere_command_r'];

export function exactnessSuite(ids: readonly TokenizerId[]): void {
  describe('encode() equals the reference implementation id for id', () => {
    for (const id of ids) {
      const own = OWN_JS[id];
      const reference = GPT_TOKENIZER[id]
        ? 'gpt-tokenizer'
        : (own?.name ?? `@lenml/tokenizer-${LENML_PACKAGE[id]}`);
      test(`${id} vs ${reference}`, () => {
        const ours = registry.get(id);
        const theirs = GPT_TOKENIZER[id] ?? own?.encode ?? lenmlEncoder(LENML_PACKAGE[id]!);
        for (const text of texts) {
          // transformers.js' Digits pre-tokenizer splits ASCII digits only; HF (Rust) splits every
          // \p{N} (½, Ⅻ, ٣): those texts are checked against the Rust reference (reference-ids.test.ts).
          if (id === 'cohere_command_r' && /[^\P{N}0-9]/u.test(text)) continue;
          const expected = theirs(toWellFormed(text));
          assert.deepEqual(ours.encode(text), expected, `${id} on ${JSON.stringify(text)}`);
          assert.equal(ours.count(text), expected.length, `${id} count on ${JSON.stringify(text)}`);
        }
      });
    }
  });
}
