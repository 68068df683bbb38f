// The texts reference-ids.json was produced on, and how an id list is stored there.

import { createHash } from 'node:crypto';
import { toWellFormed } from '../../../src/tokenizers/well-formed.js';
import { EXACTNESS_CORPUS_SEED, exactnessCorpus } from '../exactness-corpus.js';

export interface ReferenceFile {
  produced_by: string;
  corpus: string;
  /** tokenizer id → per text: [count, digest of the id list]. */
  ids: Record<string, [number, string][]>;
}

/** Where the JS ports differ from Rust: non-ASCII numerals (HF Digits), U+0085/U+FEFF, `'ſ`. */
const RUST_EDGES = [
  '9 ½ Ⅻ ٣٤٥ ① ²',
  'x\ufeffy',
  ' \ufeff z',
  '\ufeffHello',
  'a\u0085b',
  'a \u0085 b',
  "it'ſ ok",
  "IT'ſ",
  'Year ٢٠٢٤ and ०१२ and 𝟘𝟙𝟚',
];

/** Well-formed already, so the generator (HF) and our engine see the same string. */
export const REFERENCE_TEXTS = (): string[] =>
  [...exactnessCorpus(EXACTNESS_CORPUS_SEED, 160), ...RUST_EDGES].map(toWellFormed);

export const referenceDigest = (ids: readonly number[]): string =>
  createHash('sha256').update(Int32Array.from(ids)).digest('hex').slice(0, 16);
