// Lazy, cached access to tokenizers by id. Loading is synchronous (the vocab files are local)
// and happens on first get(); call it early (CountService.warm) to keep it off request paths.
// Besides the built-in ids (tokenizer-catalog.ts), the operator's own files (`--tokenizers-dir`,
// operator-tokenizers.ts) are served under `operator:<name>` ids.

import { BpeTokenizer } from './bpe-engine.js';
import type { BpeVocabulary } from './bpe-vocabulary.js';
import { loadOperatorVocabulary, type OperatorTokenizerSpec } from './operator-tokenizers.js';
import {
  type CountTokenizerId,
  type OperatorTokenizerId,
  TOKENIZER_IDS,
  type Tokenizer,
  type TokenizerId,
  type TokenizerInfo,
} from './tokenizer.types.js';
import { CATALOG, describeSource } from './tokenizer-catalog.js';

export type { CountTokenizerId };

export interface TokenizerRegistry {
  list(): TokenizerInfo[];
  get(id: CountTokenizerId): Tokenizer;
}

export function createTokenizerRegistry(operator: readonly OperatorTokenizerSpec[] = []): TokenizerRegistry {
  const vocabularies = new Map<string, BpeVocabulary>();
  const tokenizers = new Map<CountTokenizerId, Tokenizer>();
  const operatorSpecs = new Map(operator.map((spec) => [spec.id, spec]));
  let infos: TokenizerInfo[] | null = null;

  const load = (id: CountTokenizerId): { key: string; load: () => BpeVocabulary } => {
    const spec = operatorSpecs.get(id as OperatorTokenizerId);
    if (spec !== undefined) return { key: spec.id, load: () => loadOperatorVocabulary(spec) };
    if (!Object.hasOwn(CATALOG, id)) throw new Error(`Unknown tokenizer id: ${String(id)}`);
    const entry = CATALOG[id as TokenizerId];
    return { key: entry.vocabKey, load: () => entry.load() };
  };

  return {
    list() {
      infos ??= TOKENIZER_IDS.map((id) => {
        const entry = CATALOG[id];
        return { id, name: entry.name, source: describeSource(entry), exact: true as const };
      });
      return infos.map((info) => ({ ...info }));
    },
    get(id) {
      const cached = tokenizers.get(id);
      if (cached !== undefined) return cached;
      const source = load(id);
      let vocab = vocabularies.get(source.key);
      if (vocab === undefined) {
        vocab = source.load();
        vocabularies.set(source.key, vocab);
      }
      const tokenizer = new BpeTokenizer(id, vocab);
      tokenizers.set(id, tokenizer);
      return tokenizer;
    },
  };
}
