// The texts reference-ids.json was produced on (an id list is stored as token-truth-corpus.ts's DigestRow).

import { toWellFormed } from '../../../src/tokenizers/well-formed.js';
import { EXACTNESS_CORPUS_SEED, exactnessCorpus } from '../exactness-corpus.js';
import type { DigestRow } from '../token-truth-corpus.js';

export interface ReferenceFile {
  produced_by: string;
  corpus: string;
  /** tokenizer id → per text: [count, digest of the id list]. */
  ids: Record<string, DigestRow[]>;
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
