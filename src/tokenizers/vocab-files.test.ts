import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { BpeTokenizer } from './bpe-engine.js';
import { createTokenizerRegistry } from './registry.js';
import type { TokenizerId } from './tokenizer.types.js';
import { CATALOG } from './tokenizer-catalog.js';
import {
  catalogImageSource,
  readPrebuiltImage,
  readPrebuiltImageSync,
  writePrebuiltImages,
} from './vocab-files.js';
import { vocabularyFromImage, vocabularyImage } from './vocab-image.js';

const dir = mkdtempSync(join(tmpdir(), 'pk-vocab-'));
const url = pathToFileURL(`${dir}/`);
after(() => rmSync(dir, { recursive: true, force: true }));

// Each kind of vocabulary: tiktoken with byte cuts, NFKC (claude2), HF chars with byte fallback,
// normalizer, added tokens and cut bigrams (gemma3), HF ByteLevel with added tokens (cohere).
const ids: TokenizerId[] = ['cl100k_base', 'claude2', 'gemma3', 'cohere_command_r', 'llama2'];
const text =
  'Hello, 世界! ﬁne café\u00a0naïve — 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 <h1>x</h1>  spaces\n\tand\r\n 12345 ٱلسلام ☃️ 한국어 テスト <|endoftext|>';

test('a prebuilt file reads back (sync and off the event loop) into the same tokenizer', async () => {
  const registry = createTokenizerRegistry();
  const files = writePrebuiltImages(
    ids.map((id) => CATALOG[id]),
    url,
  );
  assert.equal(files.length, ids.length);
  for (const id of ids) {
    const expected = registry.get(id).encode(text);
    for (const image of [
      await readPrebuiltImage(CATALOG[id], url),
      readPrebuiltImageSync(CATALOG[id], url),
    ]) {
      assert.ok(image instanceof SharedArrayBuffer, id);
      assert.deepEqual(new BpeTokenizer(id, vocabularyFromImage(image)).encode(text), expected, id);
    }
  }
});

test('a missing or stale prebuilt file is not read', async () => {
  const entry = CATALOG.p50k_base;
  assert.equal(await readPrebuiltImage(entry, url), null);
  assert.equal(readPrebuiltImageSync(entry, url), null);
  // An image that names another source (an older package version or image format).
  const stale = vocabularyImage(CATALOG.p50k_base.load(), 'p50k_base from elsewhere');
  writeFileSync(join(dir, 'p50k_base.pkv'), new Uint8Array(stale));
  assert.equal(await readPrebuiltImage(entry, url), null);
  assert.equal(readPrebuiltImageSync(entry, url), null);
  writeFileSync(join(dir, 'p50k_base.pkv'), 'not an image');
  assert.equal(await readPrebuiltImage(entry, url), null);
  // A file cut short (read while a rebuild rewrote it): whole header, a section past the end.
  const whole = vocabularyImage(entry.load(), catalogImageSource(entry));
  writeFileSync(join(dir, 'p50k_base.pkv'), new Uint8Array(whole).subarray(0, whole.byteLength - 64));
  assert.equal(await readPrebuiltImage(entry, url), null);
  assert.equal(readPrebuiltImageSync(entry, url), null);
  writeFileSync(join(dir, 'p50k_base.pkv'), new Uint8Array(whole));
  assert.ok(readPrebuiltImageSync(entry, url) instanceof SharedArrayBuffer);
});
