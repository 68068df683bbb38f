// --tokenizers-dir: what the start refuses, and what it accepts (the CLI test serves it end to end).
import assert from 'node:assert/strict';
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { tempDirsPerFile } from '../../test/support/temp-dirs.js';
import { LLAMA3_JSON, tokenizerFolder } from '../../test/support/tokenizer-folder.js';
import { loadCatalog, withOperatorTokenizers } from '../modules/tokens/catalog/catalog.js';
import { loadOperatorTokenizers, operatorTokenizerFor } from './operator-tokenizers.js';
import { createTokenizerRegistry } from './registry.js';

const tempDir = tempDirsPerFile('promptkeep-optok-');
const folder = (models: Record<string, string>, extra: Record<string, unknown> = {}) =>
  tokenizerFolder(tempDir(), models, extra);
/**
 * The refused folders below declare the cl100k ranks and their own entries only: each is refused
 * for its mapping or one file, and a folder that also declared the llama3 tokenizer.json loaded it
 * before the bad file (~1 s of CPU each time; the refusals that load files were about half of this
 * file's CPU). `undefined`: JSON.stringify leaves the entry out. The accepting test keeps both.
 */
const badFolder = (models: Record<string, string>, extra: Record<string, unknown> = {}) =>
  folder(models, { llama: undefined, ...extra });
/** Loads the folder and applies it to the catalog, as the start does. */
const start = (dir: string) => withOperatorTokenizers(loadCatalog(), loadOperatorTokenizers(dir));

test('a bad folder is refused with a message naming the problem', () => {
  const cases: [string, () => string, RegExp][] = [
    ['missing folder', () => join(tempDir(), 'nope'), /does not exist/],
    ['no mapping file', () => tempDir(), /tokenizers\.json: ENOENT/],
    [
      'unknown model',
      () => badFolder({ 'no-such-model-*': 'ranks' }),
      /names no catalog model with "no-such-model-\*"/,
    ],
    [
      'an undefined tokenizer',
      () => badFolder({ 'grok-4-0709': 'nothing' }),
      /model "grok-4-0709" names no tokenizer/,
    ],
    [
      'a bad tokenizer name',
      () => badFolder({ 'grok-4-0709': 'ranks' }, { 'Bad Name': { file: 'x.json' } }),
      /tokenizer name "Bad Name"/,
    ],
    [
      'a path outside the folder',
      () => badFolder({ 'grok-4-0709': 'ranks' }, { out: { file: '../x.json' } }),
      /outside the folder/,
    ],
    [
      'a symlink leaving the folder',
      () => {
        const dir = badFolder({ 'grok-4-0709': 'ranks' }, { linked: { file: 'link.json' } });
        symlinkSync(LLAMA3_JSON, join(dir, 'link.json'));
        return dir;
      },
      /links outside the folder/,
    ],
    [
      'a SentencePiece model',
      () => {
        const dir = badFolder({ 'grok-4-0709': 'sp' }, { sp: { file: 'tokenizer.model' } });
        writeFileSync(join(dir, 'tokenizer.model'), 'x');
        return dir;
      },
      /SentencePiece \.model files are not read by this engine/,
    ],
    [
      'tiktoken ranks without a pattern',
      () => badFolder({ 'grok-4-0709': 'bare' }, { bare: { file: 'ranks.tiktoken' } }),
      /needs "pattern"/,
    ],
    [
      'a tokenizer.json the engine cannot reproduce',
      () => {
        const dir = badFolder({ 'grok-4-0709': 'wp' }, { wp: { file: 'wordpiece.json' } });
        const json = { normalizer: null, pre_tokenizer: null, model: { type: 'WordPiece', vocab: {} } };
        writeFileSync(join(dir, 'wordpiece.json'), JSON.stringify(json));
        return dir;
      },
      /tokenizer "wp" \(wordpiece\.json\): wp: model type WordPiece is not BPE/,
    ],
    [
      'a broken rank file',
      () => {
        const dir = badFolder(
          { 'grok-4-0709': 'broken' },
          { broken: { file: 'broken.tiktoken', pattern: 'x' } },
        );
        writeFileSync(join(dir, 'broken.tiktoken'), 'IQ== 0\nnot base64! 1\n');
        return dir;
      },
      /tokenizer "broken" \(broken\.tiktoken\): .*(base64|bad)/,
    ],
  ];
  for (const [what, make, message] of cases) {
    assert.throws(
      () => start(make()),
      (error: Error) => {
        assert.match(error.message, /^--tokenizers-dir /, what);
        assert.match(error.message, message, what);
        return true;
      },
    );
  }
});

test('mapped models are counted by the operator file; exact names and * patterns, first match wins', () => {
  const dir = folder({ 'grok-4-0709': 'ranks', 'llama-4-*': 'llama', 'llama-4-scout': 'ranks' });
  const operator = loadOperatorTokenizers(dir);
  assert.equal(operatorTokenizerFor(operator, 'llama-4-scout'), 'operator:llama');
  assert.equal(operatorTokenizerFor(operator, 'llama-40'), null);
  const catalog = withOperatorTokenizers(loadCatalog(), operator);
  const grok = catalog.byName('grok-4-0709')!;
  assert.deepEqual([grok.tokenizer, grok.exact, grok.count_source], ['operator:ranks', true, 'operator']);
  assert.equal(catalog.byName('llama-4-maverick')?.tokenizer, 'operator:llama');
  assert.equal(catalog.byName('gpt-4o')?.count_source, 'offline');
  const registry = createTokenizerRegistry(operator.specs);
  const text = "It's <h1>naïve</h1> 12345 — 東京";
  assert.deepEqual(registry.get('operator:ranks').encode(text), registry.get('cl100k_base').encode(text));
  assert.deepEqual(registry.get('operator:llama').encode(text), registry.get('llama3').encode(text));
});
