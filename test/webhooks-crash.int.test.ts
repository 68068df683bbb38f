import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { httpsJson, startServe, whenUp } from './support/cli-serve.js';
import { openTestDb, TEST_DB } from './support/test-db.js';
import { startReceiver, waitUntil } from './support/webhook-receiver.js';

// Issue 26 §1: kill -9 during a webhook delivery loses nothing. The real server (a child process)
// is killed while its POST hangs at the receiver; the restarted server claims the row again once
// the dead one's lease expires (the timeout + 5 s) and delivers it: the same webhook-id, signed.
type Json = Record<string, unknown>;

describe(`webhooks on ${TEST_DB}: kill -9 mid-delivery, restart, delivered`, () => {
  test('the event held when the server died is delivered after the restart', {
    timeout: 240_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'promptkeep-webhook-crash-'));
    const args = ['--allow-private-provider-urls', 'true', '--log-level', 'error'];
    if (TEST_DB === 'postgres') {
      const fresh = await openTestDb();
      const url = new URL(fresh.url!);
      url.searchParams.set('options', `-c search_path=${fresh.schema}`);
      args.push('--database-url', url.toString());
      await fresh.drop(); // closes this handle; the schema stays for the server
    }
    const receiver = await startReceiver();
    let server = startServe(dataDir, args);
    try {
      const key = await server.firstKey();
      const ca = server.ca();
      const api = (s: typeof server, path: string, method = 'GET', body?: unknown) =>
        httpsJson(s.port, ca, { method, path, key, body });
      const workspaces = await whenUp(() => api(server, '/v1/account/workspaces'));
      assert.ok(workspaces, 'the server did not come up');
      const ws = ((workspaces.body as Json[])[0] as Json).workspace_id as string;
      const q = `?workspace-id=${ws}`;

      const hook = await api(server, `/v1/webhooks${q}`, 'POST', {
        url: receiver.url,
        events: ['prompt.created'],
      });
      assert.equal(hook.status, 201, JSON.stringify(hook.body));
      const { webhook_id: hookId, secret } = hook.body as { webhook_id: string; secret: string };
      receiver.setSecret(secret);
      receiver.holdNext(1);
      const prompt = await api(server, `/v1/prompts${q}`, 'POST', { name: 'crash', content: 'x' });
      assert.equal(prompt.status, 201, JSON.stringify(prompt.body));

      // The POST reached the receiver, which does not answer: the server is mid-delivery. Kill it.
      const held = await waitUntil(() => receiver.received[0]);
      assert.equal(held.verified, true);
      server.child.kill('SIGKILL');
      await new Promise((r) => server.child.once('exit', r));

      server = startServe(dataDir, args);
      await whenUp(() => api(server, '/v1/account/workspaces'));
      const delivered = await waitUntil(() => receiver.received.find((r, i) => i > 0 && r.verified));
      assert.equal(delivered.headers['webhook-id'], held.headers['webhook-id']);
      assert.equal(delivered.body, held.body);
      const log = await waitUntil(async () => {
        const res = await api(server, `/v1/webhooks/${hookId}/deliveries${q}`);
        const rows = res.body as Json[];
        return rows.length === 1 && rows[0]?.state === 'delivered' ? rows[0] : undefined;
      });
      assert.equal(log.attempts, 2);
      assert.equal(log.response_status, 202);
    } finally {
      server.child.kill('SIGKILL');
      await receiver.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
