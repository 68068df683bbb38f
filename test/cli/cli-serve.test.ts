import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { request } from 'node:https';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { tempDirsPerFile } from '../support/temp-dirs.js';

const CLI = ['--import', 'tsx', 'src/cli/cli.ts'];
const tempDir = tempDirsPerFile('promptkeep-cli-');

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [...CLI, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  });

function httpsJson(
  port: number,
  path: string,
  ca: string,
  key?: string,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        ca,
        servername: 'localhost',
        // A fresh connection each time: spawnSync blocks this process longer than the server keeps
        // an idle kept-alive socket, and reusing the closed one would fail with ECONNRESET.
        agent: false,
        headers: key ? { 'x-api-key': key } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('promptkeep CLI', () => {
  test('--help lists the commands; a bad setting stops with a message naming it', () => {
    const help = run(['--help']);
    assert.equal(help.status, 0);
    for (const c of ['serve', 'migrate', 'bootstrap', 'keys'])
      assert.match(help.stdout, new RegExp(`\\b${c}\\b`));
    assert.match(run(['serve', '--help']).stdout, /--tls-cert/);
    const bad = run(['serve', '--port', 'abc', '--data-dir', tempDir()]);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /--port/);
  });

  test('migrate, then bootstrap --json once (a second run creates nothing)', () => {
    const dataDir = tempDir();
    assert.equal(run(['migrate', '--data-dir', dataDir]).status, 0);
    const first = run(['bootstrap', '--json', '--data-dir', dataDir]);
    assert.equal(first.status, 0, first.stderr);
    const out = JSON.parse(first.stdout);
    assert.deepEqual(Object.keys(out).sort(), ['account_id', 'api_key', 'workspace_id']);
    assert.match(out.api_key, /^pk_/);
    const second = run(['bootstrap', '--json', '--data-dir', dataDir]);
    assert.equal(second.status, 3);
    assert.match(second.stderr, /an account already exists/);

    // The recovery: a new owner key for the only account (or the one named).
    const recovered = run(['owner-key', '--json', '--data-dir', dataDir]);
    assert.equal(recovered.status, 0, recovered.stderr);
    const issued = JSON.parse(recovered.stdout);
    assert.equal(issued.account_id, out.account_id);
    assert.match(issued.api_key, /^pk_/);
    assert.notEqual(issued.api_key, out.api_key);
    const named = run(['owner-key', '--account', out.account_id, '--name', 'ops', '--data-dir', dataDir]);
    assert.equal(named.status, 0, named.stderr);
    assert.match(named.stdout, /api_key: pk_/);
    const unknown = run(['owner-key', '--account', 'acc_nope', '--data-dir', dataDir]);
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /no account acc_nope/);
  });

  test('a busy port stops the first start before it makes the account; the next start prints the key', async () => {
    const dataDir = tempDir();
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as AddressInfo).port;
    try {
      const refused = run(['serve', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir]);
      assert.equal(refused.status, 1, refused.stderr);
      assert.match(
        refused.stderr,
        /cannot listen on 127\.0\.0\.1:\d+ \(the port is in use\); choose another with --port/,
      );
      assert.doesNotMatch(refused.stdout, /api_key/);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
    // No account was made: bootstrapping (as the next start would) makes one and shows its key.
    const first = run(['bootstrap', '--json', '--data-dir', dataDir]);
    assert.equal(first.status, 0, first.stderr);
    assert.match(JSON.parse(first.stdout).api_key, /^pk_/);
  });

  test('serve: HTTPS only, a first account printed once, keys via the API, clean exit on SIGTERM', async () => {
    const dataDir = tempDir();
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child: ChildProcess = spawn(
      process.execPath,
      [
        ...CLI,
        'serve',
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--data-dir',
        dataDir,
        '--log-level',
        'warn',
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
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
      let health: { status: number; body: unknown } | undefined;
      for (let i = 0; i < 100 && !health; i++) {
        health = await httpsJson(port, '/healthz', ca).catch(() => undefined);
        if (!health) await new Promise((r) => setTimeout(r, 100));
      }
      assert.deepEqual(health?.body, { status: 'ok' });
      const authors = await httpsJson(port, '/v1/tokens/authors', ca, key);
      assert.equal(authors.status, 200);

      // Plain HTTP is not served.
      const plain = await new Promise<string>((resolve) => {
        httpGet({ host: '127.0.0.1', port, path: '/healthz' }, (res) =>
          resolve(`status ${res.statusCode}`),
        ).on('error', (e) => resolve(`error ${e.message}`));
      });
      assert.ok(!plain.startsWith('status 2'), plain);

      // A thin CLI command over the API.
      const created = run([
        'keys',
        'create',
        '--name',
        'ci',
        '--scope',
        'read',
        '--url',
        `https://localhost:${port}`,
        '--key',
        key,
        '--data-dir',
        dataDir,
        '--json',
      ]);
      assert.equal(created.status, 0, created.stderr);
      assert.equal(JSON.parse(created.stdout).scope, 'read');

      // A recovered owner key works at once on the running service.
      const recovered = run(['owner-key', '--json', '--data-dir', dataDir]);
      assert.equal(recovered.status, 0, recovered.stderr);
      const account = await httpsJson(port, '/v1/account', ca, JSON.parse(recovered.stdout).api_key);
      assert.equal(account.status, 200);
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c)));
    assert.equal(code, 0);
  });
});
