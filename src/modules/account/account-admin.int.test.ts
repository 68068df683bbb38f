import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Type } from 'typebox';
import {
  ADMIN_KEY,
  createTestApp,
  expectError,
  parseAs,
  testAppPerFile,
} from '../../../test/support/test-app.js';
import { Account, Key as ApiKey } from './account.schemas.js';

const t = testAppPerFile();

const CreatedAccount = Type.Object({
  ...Account.properties,
  workspace_id: Type.String(),
  key_id: Type.String(),
  api_key: Type.String(),
});

test('operator creates an account with limits; its owner key works at once', async () => {
  const res = await t.request({
    method: 'POST',
    url: '/v1/admin/accounts',
    key: ADMIN_KEY,
    body: { name: 'Acme', rate_limit_per_second: 5, monthly_request_quota: 1000, monthly_token_limit: null },
  });
  assert.equal(res.statusCode, 201);
  const acct = parseAs(CreatedAccount, res);
  assert.match(acct.account_id, /^acc_/);
  assert.match(acct.workspace_id, /^wrk_/);
  assert.equal(acct.rate_limit_per_second, 5);
  assert.equal(acct.require_api_client, false);
  const own = parseAs(Account, await t.request({ url: '/v1/account', key: acct.api_key }));
  assert.equal(own.account_id, acct.account_id);

  const patched = parseAs(
    Account,
    await t.request({
      method: 'PATCH',
      url: `/v1/admin/accounts/${acct.account_id}`,
      key: ADMIN_KEY,
      body: { monthly_token_limit: 100000, require_api_client: true },
    }),
  );
  assert.equal(patched.monthly_token_limit, 100000);
  assert.equal(patched.require_api_client, true);
  const list = parseAs(Type.Array(Account), await t.request({ url: '/v1/admin/accounts', key: ADMIN_KEY }));
  assert.ok(list.some((a) => a.account_id === acct.account_id));
  parseAs(Account, await t.request({ url: `/v1/admin/accounts/${acct.account_id}`, key: ADMIN_KEY }));

  assert.equal(
    (await t.request({ method: 'DELETE', url: `/v1/admin/accounts/${acct.account_id}`, key: ADMIN_KEY }))
      .statusCode,
    204,
  );
  expectError(
    await t.request({ url: `/v1/admin/accounts/${acct.account_id}`, key: ADMIN_KEY }),
    404,
    'Account not found.',
  );
  // Deleting the account removes its keys.
  expectError(await t.request({ url: '/v1/account', key: acct.api_key }), 401);
});

test('validation', async () => {
  const post = (body: unknown) =>
    t.request({ method: 'POST', url: '/v1/admin/accounts', key: ADMIN_KEY, body });
  expectError(await post({}), 400, 'body.name: is required.');
  expectError(await post({ name: 'x', rate_limit_per_second: -1 }), 400, /rate_limit_per_second/);
  expectError(await post({ name: 'x', monthly_request_quota: 1.5 }), 400, /monthly_request_quota/);
  expectError(await post({ name: 'x', extra: 1 }), 400, 'body.extra: is not an accepted property.');
  expectError(
    await t.request({
      method: 'PATCH',
      url: '/v1/admin/accounts/acc_missing',
      key: ADMIN_KEY,
      body: { name: 'y' },
    }),
    404,
  );
});

test('security: only the operator key; account keys are refused', async () => {
  const a = await t.account();
  expectError(await t.request({ url: '/v1/admin/accounts' }), 401, 'Invalid API key.');
  expectError(await t.request({ url: '/v1/admin/accounts', key: a.key }), 401, 'Invalid API key.');
  expectError(await t.request({ url: '/v1/admin/accounts', key: `${ADMIN_KEY}x` }), 401);
});

test('without an admin key configured the operator API does not exist', async () => {
  const other = await createTestApp({ settings: { adminKey: null } });
  try {
    expectError(await other.request({ url: '/v1/admin/accounts', key: ADMIN_KEY }), 404);
  } finally {
    await other.close();
  }
});

test("the operator's recovery issues a new owner key; the account's other keys are untouched", async () => {
  const a = await t.account();
  // The first owner key is lost (revoked here): nothing but the recovery gets back in.
  const issued = await t.services.accounts.issueOwnerKey({
    accountId: a.accountId,
    name: 'owner (recovered)',
  });
  assert.equal(issued.account_id, a.accountId);
  assert.match(issued.api_key, /^pk_/);
  const revoke = await t.request({
    method: 'DELETE',
    url: `/v1/account/keys/${a.keyId}`,
    key: issued.api_key,
  });
  assert.equal(revoke.statusCode, 204, revoke.body);
  expectError(await t.request({ url: '/v1/account', key: a.key }), 401, 'Invalid API key.');
  const keys = parseAs(Type.Array(ApiKey), await t.request({ url: '/v1/account/keys', key: issued.api_key }));
  assert.deepEqual(
    keys.map((k) => [k.key_id, k.name, k.scope, k.workspace_ids]),
    [[issued.key_id, 'owner (recovered)', 'owner', null]],
  );
  // It works in every workspace, as an owner key does.
  const ws = await t.request({
    method: 'POST',
    url: '/v1/account/workspaces',
    key: issued.api_key,
    body: { name: 'Two' },
  });
  assert.equal(ws.statusCode, 201, ws.body);
  await assert.rejects(
    t.services.accounts.issueOwnerKey({ accountId: 'acc_nope', name: 'x' }),
    /Account not found/,
  );
});
