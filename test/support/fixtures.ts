import assert from 'node:assert/strict';
import { CreatedKey, Workspace } from '../../src/modules/account/account.schemas.js';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import { expectError, parseAs, type TestAccount, type TestApp } from './test-app.js';

/** A key of `a`'s account, created with its owner key (scope read, write or owner). */
export async function createKey(
  t: TestApp,
  a: TestAccount,
  body: { name: string; scope: 'owner' | 'write' | 'read'; workspace_ids?: string[] },
) {
  return parseAs(CreatedKey, await t.request({ method: 'POST', url: '/v1/account/keys', key: a.key, body }));
}

/** A further workspace of `a`'s account. */
export async function createWorkspace(t: TestApp, a: TestAccount, name: string) {
  return parseAs(
    Workspace,
    await t.request({ method: 'POST', url: '/v1/account/workspaces', key: a.key, body: { name } }),
  );
}

/**
 * What the security tests of workspace resources start from: an owner account, a read key of it,
 * a second workspace of the same account and another account. `reader` is the owner's workspace
 * with the read key; `inOther` is the owner's key in the second workspace (ids of the first one
 * are not found there).
 */
export async function workspaceFixture(t: TestApp) {
  const owner = await t.account();
  const otherAccount = await t.account();
  const readKey = (await createKey(t, owner, { name: 'reader', scope: 'read' })).api_key;
  const otherWorkspace = (await createWorkspace(t, owner, 'second')).workspace_id;
  return {
    owner,
    otherAccount,
    readKey,
    otherWorkspace,
    reader: { ...owner, key: readKey },
    inOther: { ...owner, workspaceId: otherWorkspace },
    call: t.call,
  };
}

/** A prompt with one (primary) version of `content`, and the URL of that version. */
export async function promptWithVersion(t: TestApp, a: TestAccount, content: string) {
  const p = parseAs(Prompt, await t.call(a, 'POST', '/v1/prompts', { name: 'P', content }));
  const v = p.versions[0]!;
  return {
    promptId: p.prompt_id,
    versionId: v.version_id,
    version: v,
    base: `/v1/prompts/${p.prompt_id}/versions/${v.version_id}`,
  };
}

/** A workspace endpoint under test: `byId` when it names a resource (another workspace gets 404). */
export interface WorkspaceEndpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  byId: boolean;
}

/**
 * The rules every workspace endpoint follows, checked on `e` from `f` (workspaceFixture): no or a
 * bad key 401, no workspace 400, a workspace of another account 403 either way, a read key 403
 * unless it is a GET, and ids of the owner's workspace not found in its other one. None of these
 * requests changes anything. Returns the endpoint's sender for the caller's own checks.
 */
export async function expectWorkspaceRules(
  t: TestApp,
  f: Awaited<ReturnType<typeof workspaceFixture>>,
  e: WorkspaceEndpoint,
) {
  const { owner: a, otherAccount: b } = f;
  const send = (key: string | null, workspace: string | null) =>
    t.request({ method: e.method, url: e.url, key, workspace, body: e.body });
  expectError(await send(null, a.workspaceId), 401, 'Invalid API key.');
  expectError(await send('pk_not_a_key', a.workspaceId), 401, 'Invalid API key.');
  expectError(await send(a.key, null), 400, /workspace id is required/);
  expectError(await send(a.key, b.workspaceId), 403, /may not use the requested workspace/);
  expectError(await send(b.key, a.workspaceId), 403, /may not use the requested workspace/);
  if (e.method === 'GET') {
    assert.equal((await send(f.readKey, a.workspaceId)).statusCode, 200, `${e.method} ${e.url}`);
  } else {
    expectError(
      await send(f.readKey, a.workspaceId),
      403,
      "This API key has the 'read' scope; 'write' is required.",
    );
  }
  // The same ids from another workspace the key may use are simply not found.
  if (e.byId) expectError(await send(a.key, f.otherWorkspace), 404, /not found\./);
  return send;
}
