import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import { createKey, createWorkspace, requireClientIds } from '../support/fixtures.js';
import { ADMIN_KEY, expectError, parseAs, type TestApp, twoInstancesPerFile } from '../support/test-app.js';

// docs/scaling.md: N instances on one database and one Redis must agree. Each instance caches
// auth lookups (http/auth-cache.ts); a change made through one is refused or seen by the other on
// the very next request, not after the cache's TTL.
// A TTL far beyond the test: only the invalidation can make B see a change.
const { a, b } = twoInstancesPerFile({ keyCacheTtlMs: 60_000 });

const authors = (app: TestApp, key: string, client?: string) =>
  app.request({ url: '/v1/tokens/authors', key, client: client ?? null });

describe('two instances on one database and one Redis agree', () => {
  test('a key revoked on A is refused by B at once (and by A)', async () => {
    const acct = await a.account();
    const k = await createKey(a, acct, { name: 'ci', scope: 'read' });
    // Both instances have the key cached.
    assert.equal((await authors(a, k.api_key)).statusCode, 200);
    assert.equal((await authors(b, k.api_key)).statusCode, 200);
    const revoked = await a.request({ method: 'DELETE', url: `/v1/account/keys/${k.key_id}`, key: acct.key });
    assert.equal(revoked.statusCode, 204);
    expectError(await authors(b, k.api_key), 401, 'Invalid API key.');
    expectError(await authors(a, k.api_key), 401, 'Invalid API key.');
  });

  test('limits are shared, and a limit changed on A applies on B at once', async () => {
    const acct = await a.account({ rate_limit_per_second: 1 });
    assert.equal((await authors(a, acct.key)).statusCode, 200);
    // The bucket refills at 1/s; the next call, on the other instance, comes well within that second.
    expectError(await authors(b, acct.key), 429, 'Rate limit exceeded.');

    const other = await a.account();
    assert.equal((await authors(b, other.key)).statusCode, 200);
    const patched = await a.request({
      method: 'PATCH',
      url: `/v1/admin/accounts/${other.accountId}`,
      key: ADMIN_KEY,
      body: { rate_limit_per_second: 0 },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    expectError(await authors(b, other.key), 429, 'Rate limit exceeded.');
  });

  test('client ids: required on A is required on B; a client deleted on A is refused by B', async () => {
    const acct = await a.account();
    assert.equal((await authors(b, acct.key)).statusCode, 200);
    const clientId = await requireClientIds(a, acct);
    expectError(await authors(b, acct.key), 401);
    assert.equal((await authors(b, acct.key, clientId)).statusCode, 200);

    const gone = await a.request({ method: 'DELETE', url: `/v1/account/clients/${clientId}`, key: acct.key });
    assert.equal(gone.statusCode, 204, gone.body);
    expectError(await authors(b, acct.key, clientId), 401, 'Invalid API client id.');
  });

  test('a workspace deleted on A is refused by B; an account deleted on A is refused by B', async () => {
    const acct = await a.account();
    const ws = await createWorkspace(a, acct, 'second');
    const inWs = { key: acct.key, workspaceId: ws.workspace_id };
    assert.equal((await b.call(inWs, 'GET', '/v1/prompts')).statusCode, 200);
    const deleted = await a.request({
      method: 'DELETE',
      url: `/v1/account/workspaces/${ws.workspace_id}`,
      key: acct.key,
    });
    assert.equal(deleted.statusCode, 204, deleted.body);
    expectError(await b.call(inWs, 'GET', '/v1/prompts'), 403);

    const removed = await a.request({
      method: 'DELETE',
      url: `/v1/admin/accounts/${acct.accountId}`,
      key: ADMIN_KEY,
    });
    assert.equal(removed.statusCode, 204, removed.body);
    expectError(await authors(b, acct.key), 401, 'Invalid API key.');
  });

  test('a primary version switched on A is the primary B serves', async () => {
    const acct = await a.account();
    const p = parseAs(Prompt, await a.call(acct, 'POST', '/v1/prompts', { name: 'P', content: 'one' }));
    const second = await a.call(acct, 'POST', `/v1/prompts/${p.prompt_id}/versions`, { content: 'two' });
    assert.equal(second.statusCode, 201, second.body);
    const secondId = second.json().version_id as string;
    const primaryOn = async (app: TestApp) =>
      parseAs(Prompt, await app.call(acct, 'GET', `/v1/prompts/${p.prompt_id}`)).versions.find(
        (v) => v.is_primary,
      )?.version_id;
    assert.equal(await primaryOn(b), p.versions[0]!.version_id);
    const switched = await a.call(acct, 'PATCH', `/v1/prompts/${p.prompt_id}/versions/${secondId}`, {
      is_primary: true,
    });
    assert.equal(switched.statusCode, 200, switched.body);
    assert.equal(await primaryOn(b), secondId);
  });
});
