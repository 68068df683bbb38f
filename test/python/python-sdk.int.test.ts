import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createLiveApp, type LiveApp } from '../support/live-server.js';
import { runUnittest } from './run-python.js';

// The Python SDK against the service listening on real HTTPS with its self-signed certificate (on
// SQLite and on PostgreSQL, as every *.int.test.ts): packages/python/tests/test_live.py, given the
// URL, the certificate file and fresh accounts' keys in its environment.
let live: LiveApp;
let dir: string;
before(async () => {
  live = await createLiveApp();
  dir = mkdtempSync(join(tmpdir(), 'promptkeep-python-'));
});
after(async () => {
  await live?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('python3 -m unittest tests.test_live: the Python SDK against a live service', async () => {
  const ca = join(dir, 'cert.pem');
  writeFileSync(ca, live.ca);
  const [main, other, limited] = [
    await live.account(),
    await live.account(),
    await live.account({ rate_limit_per_second: 1 }),
  ];
  const run = await runUnittest(['tests.test_live', '-v'], {
    PROMPTKEEP_TEST_URL: `https://localhost:${live.port}`,
    PROMPTKEEP_TEST_CA: ca,
    PROMPTKEEP_TEST_KEY: main.key,
    PROMPTKEEP_TEST_WORKSPACE: main.workspaceId,
    PROMPTKEEP_TEST_OTHER_KEY: other.key,
    PROMPTKEEP_TEST_OTHER_WORKSPACE: other.workspaceId,
    PROMPTKEEP_TEST_LIMITED_KEY: limited.key,
    PROMPTKEEP_TEST_LIMITED_WORKSPACE: limited.workspaceId,
  });
  assert.equal(run.code, 0, run.output);
  assert.equal(run.skipped, 0, run.output);
  assert.ok(run.ran >= 10, run.output);
});
