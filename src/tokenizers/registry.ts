// Lazy, cached access to tokenizers by id. Every vocabulary is held as a shared image
// (vocab-image.ts): one SharedArrayBuffer per vocabulary and process, which other threads adopt
// (adopt()) instead of building their own. get() without an image loads one synchronously: the
// prebuilt file when there is one (vocab-files.ts), else built from the package on this thread;
// CountService keeps both off the event loop (readPrebuilt(), or a worker's loadImage()).
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
import { CATALOG, type CatalogEntry, describeSource } from './tokenizer-catalog.js';
import { buildCatalogImage, readPrebuiltImage, readPrebuiltImageSync } from './vocab-files.js';
import { vocabularyFromImage, vocabularyImage } from './vocab-image.js';

export type { CountTokenizerId };

export interface TokenizerRegistry {
  list(): TokenizerInfo[];
  get(id: CountTokenizerId): Tokenizer;
  /** The image of the id's vocabulary if this thread has it. Throws on an unknown id. */
  image(id: CountTokenizerId): SharedArrayBuffer | undefined;
  /** Takes an image another thread loaded (the first one kept wins). */
  adopt(id: CountTokenizerId, image: SharedArrayBuffer): void;
  /** The image from its prebuilt file, read off the event loop; null when there is none. */
  readPrebuilt(id: CountTokenizerId): Promise<SharedArrayBuffer | null>;
  /** The image, read or built on this thread (synchronous; seconds when built), and kept. */
  loadImage(id: CountTokenizerId): SharedArrayBuffer;
}

interface Source {
  key: string;
  entry: CatalogEntry | null;
  build: () => SharedArrayBuffer;
}

export function createTokenizerRegistry(operator: readonly OperatorTokenizerSpec[] = []): TokenizerRegistry {
  const images = new Map<string, SharedArrayBuffer>();
  const vocabularies = new Map<string, BpeVocabulary>();
  const tokenizers = new Map<CountTokenizerId, Tokenizer>();
  const operatorSpecs = new Map(operator.map((spec) => [spec.id, spec]));
  let infos: TokenizerInfo[] | null = null;

  const sources = new Map<CountTokenizerId, Source>();
  const sourceOf = (id: CountTokenizerId): Source => {
    let source = sources.get(id);
    if (source === undefined) {
      source = describe(id);
      sources.set(id, source);
    }
    return source;
  };
  const describe = (id: CountTokenizerId): Source => {
    const spec = operatorSpecs.get(id as OperatorTokenizerId);
    if (spec !== undefined)
      return {
        key: spec.id,
        entry: null,
        build: () => vocabularyImage(loadOperatorVocabulary(spec), `${spec.id} ${spec.path}`),
      };
    if (!Object.hasOwn(CATALOG, id)) throw new Error(`Unknown tokenizer id: ${String(id)}`);
    const entry = CATALOG[id as TokenizerId];
    return {
      key: entry.vocabKey,
      entry,
      build: () => readPrebuiltImageSync(entry) ?? buildCatalogImage(entry),
    };
  };

  const loadImage = (id: CountTokenizerId): SharedArrayBuffer => {
    const source = sourceOf(id);
    let image = images.get(source.key);
    if (image === undefined) {
      image = source.build();
      images.set(source.key, image);
    }
    return image;
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
      const key = sourceOf(id).key;
      let vocab = vocabularies.get(key);
      if (vocab === undefined) {
        vocab = vocabularyFromImage(loadImage(id));
        vocabularies.set(key, vocab);
      }
      const tokenizer = new BpeTokenizer(id, vocab);
      tokenizers.set(id, tokenizer);
      return tokenizer;
    },
    image: (id) => images.get(sourceOf(id).key),
    adopt(id, image) {
      const key = sourceOf(id).key;
      if (!images.has(key)) images.set(key, image);
    },
    readPrebuilt(id) {
      const { entry } = sourceOf(id);
      return entry === null ? Promise.resolve(null) : readPrebuiltImage(entry);
    },
    loadImage,
  };
}
