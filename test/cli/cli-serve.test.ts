import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { describe, test } from 'node:test';
import { CLI, httpsJson, startServe, whenUp } from '../support/cli-serve.js';
import { tempDirsPerFile } from '../support/temp-dirs.js';

const tempDir = tempDirsPerFile('promptkeep-cli-');

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [...CLI, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  });

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
    // At the default log level: each request's line is checked after the exit (below).
    const server = startServe(dataDir);
    const { port, child } = server;
    try {
      const key = await server.firstKey();
      const ca = server.ca();
      const health = await whenUp(() => httpsJson(port, ca, { path: '/healthz' }));
      assert.deepEqual(health?.body, { status: 'ok' });
      const authors = await httpsJson(port, ca, { path: '/v1/tokens/authors', key });
      assert.equal(authors.status, 200);
      // A key in the query (works, and is never logged) and a count answered in front of Fastify.
      const inQuery = await httpsJson(port, ca, { path: `/v1/account?api-key=${key}` });
      assert.equal(inQuery.status, 200);
      const count = await httpsJson(port, ca, {
        method: 'POST',
        path: `/v1/tokens/count?api-key=${key}`,
        body: { input: 'hello', type: 'text', models: ['gpt-4o'] },
      });
      assert.equal(count.status, 200);

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
      const account = await httpsJson(port, ca, {
        path: '/v1/account',
        key: JSON.parse(recovered.stdout).api_key,
      });
      assert.equal(account.status, 200);
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c)));
    assert.equal(code, 0);

    // One line per request at its end, every field docs/operations.md ("Logs") names, written out
    // by the time the process exits; the key in neither the lines nor anywhere after the banner.
    const out = server.stdout();
    const banner = out.indexOf('(the API key is shown only now; keep it)');
    const logged = out
      .slice(banner)
      .split('\n')
      .filter((l) => l.startsWith('{'));
    const requests = logged.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    const line = (route: string) => requests.find((l) => l.route === route);
    const authorsLine = line('/v1/tokens/authors');
    assert.ok(authorsLine, JSON.stringify(requests));
    for (const field of ['level', 'time', 'trace_id', 'method', 'url', 'status', 'duration_ms'])
      assert.ok(field in authorsLine, field);
    assert.equal(authorsLine.status, 200);
    assert.match(authorsLine.account_id, /^acc_/);
    assert.match(authorsLine.key_id, /^key_/);
    assert.ok('workspace_id' in authorsLine);
    assert.equal(line('/v1/account')?.url, '/v1/account?api-key=[redacted]');
    assert.equal(line('/v1/tokens/count')?.url, '/v1/tokens/count?api-key=[redacted]');
    const key = /api_key:\s+(pk_\S+)/.exec(out)?.[1] ?? '';
    assert.ok(key.length > 10 && !out.slice(banner).includes(key.slice(3)), 'the key was logged');
  });
});
