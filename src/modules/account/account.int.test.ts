import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createKey, createWorkspace, expectDeleted, rowsWhere } from '../../../test/support/fixtures.js';
import type { Method } from '../../../test/support/test-app.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { Account, Client, CreatedKey, Key, Usage, Workspace } from './account.schemas.js';

const t = testAppPerFile();

const WORKSPACES = '/v1/account/workspaces';
/** A request with `a`'s owner key (the account API takes no workspace header). */
const asOwner = (a: TestAccount, method: Method, url: string, body?: unknown) =>
  t.request({ method, url, key: a.key, body });

describe('GET/PATCH /v1/account', () => {
  test('owner reads and renames its account; require_api_client toggles', async () => {
    const a = await t.account();
    const got = parseAs(Account, await t.request({ url: '/v1/account', key: a.key }));
    assert.equal(got.account_id, a.accountId);
    const patched = parseAs(
      Account,
      await t.request({ method: 'PATCH', url: '/v1/account', key: a.key, body: { name: 'Renamed' } }),
    );
    assert.equal(patched.name, 'Renamed');
    assert.equal(parseAs(Account, await t.request({ url: '/v1/account', key: a.key })).name, 'Renamed');
  });

  test('validation: empty body, unknown field, limits are operator-only, blank name', async () => {
    const a = await t.account();
    const patch = (body: unknown) => t.request({ method: 'PATCH', url: '/v1/account', key: a.key, body });
    expectError(await patch({}), 400, /must NOT have fewer than 1 properties/);
    expectError(await patch({ nick: 'x' }), 400, 'body.nick: is not an accepted property.');
    expectError(await patch({ rate_limit_per_second: 1000 }), 400, /rate_limit_per_second/);
    expectError(await patch({ name: '   ' }), 400, /body\.name/);
    expectError(await patch({ require_api_client: 'yes' }), 400, /body\.require_api_client: must be boolean/);
  });

  test('security: no key, bad key, write and read keys get 401/403', async () => {
    const a = await t.account();
    expectError(await t.request({ url: '/v1/account' }), 401, 'Invalid API key.');
    expectError(await t.request({ url: '/v1/account', key: 'pk_nope' }), 401, 'Invalid API key.');
    for (const scope of ['write', 'read'] as const) {
      const k = await createKey(t, a, { name: scope, scope });
      expectError(await t.request({ url: '/v1/account', key: k.api_key }), 403, /'owner' is required/);
    }
  });
});

describe('GET /v1/account/usage', () => {
  test('reports counters and limits', async () => {
    const a = await t.account({ monthly_token_limit: 5000, monthly_request_quota: 100 });
    await t.request({ url: '/v1/tokens/authors', key: a.key });
    const usage = parseAs(Usage, await t.request({ url: '/v1/account/usage', key: a.key }));
    assert.equal(usage.requests_this_month, 1);
    assert.equal(usage.tokens_used, 0);
    assert.equal(usage.tokens_remaining, 5000);
    assert.equal(usage.monthly_request_quota, 100);
    assert.match(usage.period, /^\d{4}-\d{2}$/);
  });
});

describe('workspaces', () => {
  test('create, list, get, rename, delete; the default cannot be deleted', async () => {
    const a = await t.account();
    const ws = await createWorkspace(t, a, 'Team B');
    assert.match(ws.workspace_id, /^wrk_[0-9a-z]{26}$/);
    const list = parseAs(Type.Array(Workspace), await asOwner(a, 'GET', WORKSPACES));
    assert.deepEqual(list.map((w) => w.name).sort(), ['Default', 'Team B']);
    const one = `${WORKSPACES}/${ws.workspace_id}`;
    assert.equal(parseAs(Workspace, await asOwner(a, 'PATCH', one, { name: 'C' })).name, 'C');
    expectDeleted(await asOwner(a, 'DELETE', one));
    expectError(await asOwner(a, 'GET', one), 404);
    expectError(
      await asOwner(a, 'DELETE', `${WORKSPACES}/${a.workspaceId}`),
      400,
      'The default workspace cannot be deleted.',
    );
  });

  test('validation and other accounts', async () => {
    const a = await t.account();
    const b = await t.account();
    expectError(await asOwner(a, 'POST', WORKSPACES, {}), 400, 'body.name: is required.');
    expectError(await asOwner(a, 'POST', WORKSPACES, { name: 'x'.repeat(256) }), 400);
    // Another account's workspace is simply not found.
    expectError(await asOwner(a, 'GET', `${WORKSPACES}/${b.workspaceId}`), 404);
    expectError(await asOwner(a, 'DELETE', `${WORKSPACES}/${b.workspaceId}`), 404);
  });
});

describe('keys', () => {
  test('create shows the secret once; list never does; revoke is immediate', async () => {
    const a = await t.account();
    const res = await asOwner(a, 'POST', '/v1/account/keys', { name: 'ci', scope: 'read' });
    assert.equal(res.statusCode, 201);
    const k = parseAs(CreatedKey, res);
    assert.match(k.api_key, /^pk_[A-Za-z0-9_-]{43}$/);
    assert.ok(k.api_key.startsWith(k.display_prefix));
    assert.equal(k.workspace_ids, null);
    const list = await asOwner(a, 'GET', '/v1/account/keys');
    assert.ok(!list.body.includes(k.api_key));
    const keys = parseAs(Type.Array(Key), list);
    assert.deepEqual(keys.map((x) => x.name).sort(), ['ci', 'owner']);
    // Only the hash is stored.
    const rows = await rowsWhere(t, 'api_keys', { id: k.key_id });
    assert.equal(rows.length, 1);
    assert.ok(!JSON.stringify(rows).includes(k.api_key));

    assert.equal((await t.request({ url: '/v1/tokens/authors', key: k.api_key })).statusCode, 200);
    assert.equal((await asOwner(a, 'DELETE', `/v1/account/keys/${k.key_id}`)).statusCode, 204);
    expectError(await t.request({ url: '/v1/tokens/authors', key: k.api_key }), 401, 'Invalid API key.');
  });

  test('workspace-limited keys; validation; a key cannot revoke itself; other account → 404', async () => {
    const a = await t.account();
    const b = await t.account();
    const post = (body: unknown) => asOwner(a, 'POST', '/v1/account/keys', body);
    const limited = parseAs(
      CreatedKey,
      await post({ name: 'w', scope: 'write', workspace_ids: [a.workspaceId] }),
    );
    assert.deepEqual(limited.workspace_ids, [a.workspaceId]);
    expectError(
      await post({ name: 'x', scope: 'admin' }),
      400,
      'body.scope: must be one of: owner, write, read.',
    );
    expectError(await post({ name: 'x' }), 400, 'body.scope: is required.');
    expectError(await post({ name: 'x', scope: 'read', workspace_ids: [] }), 400, /workspace_ids/);
    expectError(
      await post({ name: 'x', scope: 'read', workspace_ids: [b.workspaceId] }),
      400,
      /does not exist/,
    );
    expectError(await asOwner(a, 'DELETE', `/v1/account/keys/${a.keyId}`), 400, /cannot revoke itself/);
    expectError(await asOwner(a, 'DELETE', `/v1/account/keys/${b.keyId}`), 404);
  });
});

describe('client ids', () => {
  test('when required, requests need a valid client id (header or query, query wins)', async () => {
    const a = await t.account();
    const c = parseAs(
      Client,
      await t.request({ method: 'POST', url: '/v1/account/clients', key: a.key, body: { name: 'web' } }),
    );
    assert.match(c.client_id, /^cli_/);
    parseAs(
      Account,
      await t.request({
        method: 'PATCH',
        url: '/v1/account',
        key: a.key,
        body: { require_api_client: true },
      }),
    );
    // Not /v1/account: the owner's recovery routes take an unrestricted owner key without a client
    // (test/security/client-lockout.int.test.ts).
    expectError(
      await t.request({ url: '/v1/account/keys', key: a.key }),
      401,
      'An API client id is required for this account.',
    );
    expectError(
      await t.request({ url: '/v1/account', key: a.key, client: 'cli_bogus' }),
      401,
      'Invalid API client id.',
    );
    assert.equal((await t.request({ url: '/v1/account', key: a.key, client: c.client_id })).statusCode, 200);
    assert.equal(
      (await t.request({ url: `/v1/account?api-client=${c.client_id}`, key: a.key, client: 'cli_bogus' }))
        .statusCode,
      200,
    );
    expectError(
      await t.request({ url: '/v1/account?api-client=cli_bogus', key: a.key, client: c.client_id }),
      401,
    );
    const list = parseAs(
      Type.Array(Client),
      await t.request({ url: '/v1/account/clients', key: a.key, client: c.client_id }),
    );
    assert.equal(list.length, 1);
    // Another account's client id is not valid here.
    const b = await t.account();
    const bc = parseAs(
      Client,
      await t.request({ method: 'POST', url: '/v1/account/clients', key: b.key, body: { name: 'x' } }),
    );
    expectError(await t.request({ url: '/v1/account', key: a.key, client: bc.client_id }), 401);
    expectError(
      await t.request({
        method: 'DELETE',
        url: `/v1/account/clients/${bc.client_id}`,
        key: a.key,
        client: c.client_id,
      }),
      404,
    );
    const del = await t.request({
      method: 'DELETE',
      url: `/v1/account/clients/${c.client_id}`,
      key: a.key,
      client: c.client_id,
    });
    assert.equal(del.statusCode, 204);
    expectError(await t.request({ url: '/v1/account', key: a.key, client: c.client_id }), 401);
  });

  test('query api-key wins over the header', async () => {
    const a = await t.account();
    assert.equal((await t.request({ url: `/v1/account?api-key=${a.key}`, key: 'pk_wrong' })).statusCode, 200);
    expectError(await t.request({ url: '/v1/account?api-key=pk_wrong', key: a.key }), 401);
  });
});
