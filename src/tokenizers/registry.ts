// Lazy, cached access to tokenizers by id. Loading is synchronous (the vocab files are local)
// and happens on first get(); call it early (CountService.warm) to keep it off request paths.

import { BpeTokenizer } from './bpe-engine.js';
import type { BpeVocabulary } from './bpe-vocabulary.js';
import { TOKENIZER_IDS, type Tokenizer, type TokenizerId, type TokenizerInfo } from './tokenizer.types.js';
import { CATALOG, describeSource } from './tokenizer-catalog.js';

export interface TokenizerRegistry {
  list(): TokenizerInfo[];
  get(id: TokenizerId): Tokenizer;
}

export function createTokenizerRegistry(): TokenizerRegistry {
  const vocabularies = new Map<string, BpeVocabulary>();
  const tokenizers = new Map<TokenizerId, Tokenizer>();
  let infos: TokenizerInfo[] | null = null;

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
      if (!Object.hasOwn(CATALOG, id)) throw new Error(`Unknown tokenizer id: ${String(id)}`);
      const entry = CATALOG[id];
      let vocab = vocabularies.get(entry.vocabKey);
      if (vocab === undefined) {
        vocab = entry.load();
        vocabularies.set(entry.vocabKey, vocab);
      }
      const tokenizer = new BpeTokenizer(id, vocab);
      tokenizers.set(id, tokenizer);
      return tokenizer;
    },
  };
}
