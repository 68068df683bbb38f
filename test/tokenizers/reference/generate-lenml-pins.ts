/**
 * Writes test/tokenizers/lenml-pins.json: for every tokenizer whose exactness reference is
 * @lenml/tokenizers (test/support/exactness-references.ts), the count and digest of the reference's
 * ids on each text of the exactness corpus, with the package version they came from
 * (test/support/exactness-pins.ts says how `npm test` uses them). Run after the corpus or a
 * @lenml package changes (until then the tests run the live reference and say nothing is pinned):
 *
 *   node --import tsx test/tokenizers/reference/generate-lenml-pins.ts && npx biome format --write test/tokenizers/lenml-pins.json
 *
 * then `npm run test:exact`, which holds every pin to the live reference.
 */
import { writeFileSync } from 'node:fs';
import { TOKENIZER_IDS } from '../../../src/tokenizers/tokenizer.types.js';
import { CATALOG } from '../../../src/tokenizers/tokenizer-catalog.js';
import { toWellFormed } from '../../../src/tokenizers/well-formed.js';
import { corpusDigest, type LenmlPins, referenceOf } from '../../support/exactness-pins.js';
import { isLenmlReference, lenmlEncoder, texts } from '../../support/exactness-references.js';
import { EXACTNESS_CORPUS_SEED } from '../exactness-corpus.js';
import { digestRows } from '../token-truth-corpus.js';

const out: LenmlPins = {
  produced_by:
    'test/tokenizers/reference/generate-lenml-pins.ts (@lenml/tokenizers as exactness-references.ts runs it)',
  corpus: `exactnessCorpus(${EXACTNESS_CORPUS_SEED}, 160)`,
  corpus_digest: corpusDigest(texts),
  references: {},
  ids: {},
};
for (const id of TOKENIZER_IDS.filter(isLenmlReference)) {
  const pkg = CATALOG[id].packageName;
  const encode = lenmlEncoder(pkg);
  out.references[id] = referenceOf(pkg);
  out.ids[id] = await digestRows(id, texts, (text) => encode(toWellFormed(text)));
}
writeFileSync(new URL('../lenml-pins.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
