import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CreatedAccount } from '../../src/modules/account/account.schemas.js';
import { createKey, createWorkspace } from '../support/fixtures.js';
import { ADMIN_KEY, expectError, parseAs, testAppPerFile } from '../support/test-app.js';

/**
 * Issue 9, hole 9: `require_api_client: true` on an account without a client locked out every key,
 * owner included. Now an unrestricted owner key reaches the account settings and the client
 * endpoints without a client id (so it can make one, or switch the flag off); nothing else does.
 */
const t = testAppPerFile();
const NEEDS_CLIENT = 'An API client id is required for this account.';

/** The owner switches the flag, without a client id; asserts 200. */
async function setFlag(key: string, on: boolean) {
  const res = await t.request({ method: 'PATCH', url: '/v1/account', key, body: { require_api_client: on } });
  assert.equal(res.statusCode, 200, res.body);
}
/** The owner creates a client, without a client id; asserts 201 and returns its id. */
async function newClient(key: string) {
  const res = await t.request({ method: 'POST', url: '/v1/account/clients', key, body: { name: 'web' } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().client_id as string;
}

describe('require_api_client without a client', () => {
  test('an account created with the flag: the owner makes a client, then switches the flag off', async () => {
    const created = parseAs(
      CreatedAccount,
      await t.request({
        method: 'POST',
        url: '/v1/admin/accounts',
        key: ADMIN_KEY,
        body: { name: 'locked', require_api_client: true },
      }),
    );
    const key = created.api_key;
    assert.equal(created.require_api_client, true);
    // Everything but the recovery routes still needs the client, for the owner too.
    expectError(await t.request({ url: '/v1/account/keys', key }), 401, NEEDS_CLIENT);
    expectError(
      await t.request({ url: '/v1/prompts', key, workspace: created.workspace_id }),
      401,
      NEEDS_CLIENT,
    );
    assert.equal((await t.request({ url: '/v1/account', key })).statusCode, 200);
    assert.equal((await t.request({ url: '/v1/account/clients', key })).statusCode, 200);
    const clientId = await newClient(key);
    assert.equal((await t.request({ url: '/v1/account/keys', key, client: clientId })).statusCode, 200);
    // A client id that is sent must be valid, even where it may be left out.
    expectError(
      await t.request({ url: '/v1/account', key, client: 'cli_bogus' }),
      401,
      'Invalid API client id.',
    );
    await setFlag(key, false);
    assert.equal((await t.request({ url: '/v1/account/keys', key })).statusCode, 200);
  });

  test('the flag set with no client: the owner recovers; write, read and limited owner keys are refused', async () => {
    const a = await t.account();
    const w1 = (await createWorkspace(t, a, 'W1')).workspace_id;
    const write = (await createKey(t, a, { name: 'w', scope: 'write' })).api_key;
    const read = (await createKey(t, a, { name: 'r', scope: 'read' })).api_key;
    const limitedOwner = (await createKey(t, a, { name: 'lo', scope: 'owner', workspace_ids: [w1] })).api_key;
    await setFlag(a.key, true);

    for (const key of [write, read, limitedOwner]) {
      expectError(await t.request({ url: '/v1/account', key }), 401, NEEDS_CLIENT);
      expectError(
        await t.request({ method: 'POST', url: '/v1/account/clients', key, body: { name: 'x' } }),
        401,
        NEEDS_CLIENT,
      );
      expectError(await t.request({ url: '/v1/prompts', key, workspace: w1 }), 401, NEEDS_CLIENT);
    }
    // The unrestricted owner key: only the recovery routes, and nothing else, without a client.
    expectError(
      await t.request({ method: 'POST', url: '/v1/account/workspaces', key: a.key, body: { name: 'x' } }),
      401,
      NEEDS_CLIENT,
    );
    expectError(await t.request({ url: '/v1/account/usage', key: a.key }), 401, NEEDS_CLIENT);
    const clientId = await newClient(a.key);
    // With the client, the other keys work again (within their scope).
    const prompts = await t.request({ url: '/v1/prompts', key: read, workspace: w1, client: clientId });
    assert.equal(prompts.statusCode, 200, prompts.body);
    await setFlag(a.key, false);
    assert.equal((await t.request({ url: '/v1/prompts', key: write, workspace: w1 })).statusCode, 200);
  });
});
