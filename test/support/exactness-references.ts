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
import { claudeReference, llamaReference } from '../../bench/lib/reference-encoders.js';
import { createTokenizerRegistry } from '../../src/tokenizers/registry.js';
import type { TokenizerId } from '../../src/tokenizers/tokenizer.types.js';
import { CATALOG } from '../../src/tokenizers/tokenizer-catalog.js';
import { toWellFormed } from '../../src/tokenizers/well-formed.js';
import { EXACTNESS_CORPUS_SEED, exactnessCorpus } from '../tokenizers/exactness-corpus.js';
import { digestRow, LIVE_REFERENCES, pinsFor } from './exactness-pins.js';

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

// llama2 ships outside @lenml: its package's own JS encoder is the reference. Claude 2's is the
// tiktoken build @anthropic-ai/tokenizer uses, with no special token allowed (they are text).
const OWN_JS: Partial<Record<TokenizerId, { name: string; encode: Encode }>> = {
  llama2: { name: 'llama-tokenizer-js', encode: llamaReference() },
  claude2: { name: 'tiktoken (@anthropic-ai/tokenizer)', encode: claudeReference() },
};

/** The tokenizers whose reference is @lenml/tokenizers on the catalog's own tokenizer.json. */
export const isLenmlReference = (id: TokenizerId): boolean => !GPT_TOKENIZER[id] && !OWN_JS[id];

interface LenmlPipeline {
  normalizer: ((text: string) => string) | null;
  pre_tokenizer: ((text: string, options: object) => string[]) | null;
  model: ((pieces: string[]) => string[]) & { convert_tokens_to_ids(tokens: string[]): number[] };
}

/**
 * transformers.js' own order, as HF's: the model's non-special added tokens are split off the raw
 * text first (longest first at the leftmost position), each other stretch is normalized,
 * pre-tokenized and merged alone. Special tokens are left out of the file: text. `pkg` is the
 * package the catalog loads for the id: both read the same tokenizer.json.
 */
export function lenmlEncoder(pkg: string): Encode {
  const load = (file: string) => JSON.parse(readFileSync(require.resolve(`${pkg}/models/${file}`), 'utf8'));
  const json = load('tokenizer.json');
  const added = (json.added_tokens as { content: string; id: number; special: boolean }[]).filter(
    (a) => !a.special,
  );
  const t = TokenizerLoader.fromPreTrained({
    tokenizerJSON: { ...json, added_tokens: [] },
    tokenizerConfig: load('tokenizer_config.json'),
  }) as unknown as LenmlPipeline;
  const idOf = new Map(added.map((a) => [a.content, a.id]));
  const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const split =
    added.length === 0
      ? null
      : new RegExp(
          `(${[...idOf.keys()]
            .sort((a, b) => b.length - a.length)
            .map(escapeRegExp)
            .join('|')})`,
          'u',
        );
  const stretch = (text: string): number[] => {
    const normalized = t.normalizer ? t.normalizer(text) : text;
    if (normalized.length === 0) return [];
    const pieces = t.pre_tokenizer ? t.pre_tokenizer(normalized, { section_index: 0 }) : [normalized];
    return t.model.convert_tokens_to_ids(t.model(pieces));
  };
  return (text) =>
    split === null
      ? stretch(text)
      : text
          .split(split)
          .filter((part) => part !== '')
          .flatMap((part) => (idOf.has(part) ? [idOf.get(part)!] : stretch(part)));
}

export const registry = createTokenizerRegistry();
export const texts = exactnessCorpus(EXACTNESS_CORPUS_SEED, 160);

/** Vocabularies added in issue 12: their own file keeps each test file's run time bounded. */
export const ADDED_IN_ISSUE_12: readonly TokenizerId[] = ['mistral_tekken', 'llama2', 'cohere_command_r'];

export function exactnessSuite(ids: readonly TokenizerId[]): void {
  describe('encode() equals the reference implementation id for id', () => {
    for (const id of ids) {
      const own = OWN_JS[id];
      const reference = GPT_TOKENIZER[id] ? 'gpt-tokenizer' : (own?.name ?? CATALOG[id].packageName);
      test(`${id} vs ${reference}`, () => {
        const ours = registry.get(id);
        // transformers.js' Digits pre-tokenizer splits ASCII digits only; HF (Rust) splits every
        // \p{N} (½, Ⅻ, ٣): those texts are checked against the Rust reference (reference-ids.test.ts).
        const checked = (text: string) => !(id === 'cohere_command_r' && /[^\P{N}0-9]/u.test(text));
        const pinned = isLenmlReference(id) ? pinsFor(id, CATALOG[id].packageName, texts) : null;
        // With pins, the reference is built only in `npm run test:exact` or when our ids differ
        // from a pin (then the live comparison below says where).
        if (pinned && !LIVE_REFERENCES) {
          const agrees = texts.every((text, i) => {
            if (!checked(text)) return true;
            const ids = ours.encode(text);
            const row = digestRow(ids);
            return row[0] === pinned[i]![0] && row[1] === pinned[i]![1] && ours.count(text) === ids.length;
          });
          if (agrees) return;
        }
        const theirs = GPT_TOKENIZER[id] ?? own?.encode ?? lenmlEncoder(CATALOG[id].packageName);
        texts.forEach((text, i) => {
          if (!checked(text)) return;
          const expected = theirs(toWellFormed(text));
          assert.deepEqual(ours.encode(text), expected, `${id} on ${JSON.stringify(text)}`);
          assert.equal(ours.count(text), expected.length, `${id} count on ${JSON.stringify(text)}`);
          if (pinned)
            assert.deepEqual(
              digestRow(expected),
              pinned[i],
              `${id}: the pin of ${JSON.stringify(text)} is not the reference's (test/tokenizers/reference/generate-lenml-pins.ts)`,
            );
        });
      });
    }
  });
}
