import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectError, type TestAccount, testAppPerFile } from '../support/test-app.js';

/**
 * Issue 9, hole 8: per-account caps (settings; small ones here). Reaching one is a 409 naming the
 * cap and its setting; an over-long workspace_ids a 400 naming the field. Concurrent creates never
 * pass a cap (the account row is locked while counting).
 */
const caps = { workspaces: 3, apiKeys: 3, apiClients: 2, aiProviders: 2, workspaceIdsPerCredential: 2 };
const t = testAppPerFile({ settings: { accountCaps: caps } });

const post = (a: TestAccount, url: string, body: unknown) =>
  t.request({ method: 'POST', url, key: a.key, body });
const PROVIDER = { kind: 'openai_compatible', base_url: 'https://llm.example.com/v1', api_key: 'sk-x' };

/** Creates until the cap: `room` creates answer 201, the next 409 with the cap's message. */
async function fill(a: TestAccount, url: string, room: number, body: (i: number) => unknown, noun: string) {
  const ids: string[] = [];
  for (let i = 0; i < room; i += 1) {
    const res = await post(a, url, body(i));
    assert.equal(res.statusCode, 201, res.body);
    ids.push(Object.values(res.json() as Record<string, string>)[0] as string);
  }
  expectError(
    await post(a, url, body(room)),
    409,
    new RegExp(`reached its cap of \\d+ ${noun} \\(server setting --max-`),
  );
  return ids;
}

describe('caps per account', () => {
  test('workspaces: the default counts; deleting one makes room', async () => {
    const a = await t.account();
    const ids = await fill(a, '/v1/account/workspaces', 2, (i) => ({ name: `w${i}` }), 'workspaces');
    const del = await t.request({ method: 'DELETE', url: `/v1/account/workspaces/${ids[0]}`, key: a.key });
    assert.equal(del.statusCode, 204);
    assert.equal((await post(a, '/v1/account/workspaces', { name: 'again' })).statusCode, 201);
    // Another account has its own count.
    assert.equal((await post(await t.account(), '/v1/account/workspaces', { name: 'x' })).statusCode, 201);
  });

  test('API keys: the owner key counts; revoking one makes room', async () => {
    const a = await t.account();
    const ids = await fill(a, '/v1/account/keys', 2, (i) => ({ name: `k${i}`, scope: 'read' }), 'API keys');
    const del = await t.request({ method: 'DELETE', url: `/v1/account/keys/${ids[0]}`, key: a.key });
    assert.equal(del.statusCode, 204);
    assert.equal((await post(a, '/v1/account/keys', { name: 'again', scope: 'read' })).statusCode, 201);
  });

  test('API clients and AI providers', async () => {
    const a = await t.account();
    await fill(a, '/v1/account/clients', 2, (i) => ({ name: `c${i}` }), 'API clients');
    await fill(a, '/v1/account/providers', 2, (i) => ({ ...PROVIDER, name: `p${i}` }), 'AI providers');
  });

  test('workspace_ids longer than the setting: 400 naming the field', async () => {
    const a = await t.account();
    const ws = [a.workspaceId];
    for (const name of ['w1', 'w2'])
      ws.push((await post(a, '/v1/account/workspaces', { name })).json().workspace_id);
    const message = /^body\.workspace_ids: must NOT have more than 2 items/;
    expectError(
      await post(a, '/v1/account/keys', { name: 'k', scope: 'read', workspace_ids: ws }),
      400,
      message,
    );
    expectError(await post(a, '/v1/account/clients', { name: 'c', workspace_ids: ws }), 400, message);
    const ok = await post(a, '/v1/account/keys', { name: 'k', scope: 'read', workspace_ids: ws.slice(0, 2) });
    assert.equal(ok.statusCode, 201, ok.body);
  });

  test('concurrent creates never pass the cap', async () => {
    const a = await t.account();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(a, '/v1/account/workspaces', { name: `c${i}` })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [201, 201, 409, 409, 409, 409]);
    const list = await t.request({ url: '/v1/account/workspaces', key: a.key });
    assert.equal(list.json().length, caps.workspaces);
  });
});
