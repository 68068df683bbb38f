import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createWorkspace } from '../../../test/support/fixtures.js';
import { asUser, signedInUser } from '../../../test/support/people-fixtures.js';
import { expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { Prompt } from '../prompts/prompts.schemas.js';
import { Member, User } from './people.schemas.js';

const t = testAppPerFile();

test("a workspace's admin manages its members; roles apply at the next request", async () => {
  const a = await t.account();
  const w2 = (await createWorkspace(t, a, 'other')).workspace_id;
  const admin = await signedInUser(t, a, { workspaces: [{ workspace_id: a.workspaceId, role: 'admin' }] });
  const editor = await signedInUser(t, a, { workspaces: [{ workspace_id: a.workspaceId, role: 'editor' }] });
  const members = (ws: string) => `/v1/account/workspaces/${ws}/members`;

  const list = await asUser(t, admin, { url: members(a.workspaceId) });
  assert.equal(list.statusCode, 200, list.body);
  const roles = (list.json() as unknown[]).map((m) => parseAs(Member, { json: () => m } as never));
  assert.deepEqual(
    roles.map((m) => [m.user_id, m.role]).sort(),
    [
      [admin.userId, 'admin'],
      [editor.userId, 'editor'],
    ].sort(),
  );
  expectError(await asUser(t, editor, { url: members(a.workspaceId) }), 403, /admin role/);
  expectError(await asUser(t, admin, { url: members(w2) }), 403, /admin role/);

  // The admin makes the editor a viewer: the next write of the editor is refused.
  const write = () =>
    asUser(t, editor, {
      method: 'POST',
      url: '/v1/prompts',
      workspace: a.workspaceId,
      body: { name: `p${Math.random()}`, content: 'x' },
    });
  assert.equal((await write()).statusCode, 201);
  const put = await asUser(t, admin, {
    method: 'PUT',
    url: `${members(a.workspaceId)}/${editor.userId}`,
    body: { role: 'viewer' },
  });
  assert.equal(parseAs(Member, put).role, 'viewer');
  expectError(await write(), 403);
  // An admin cannot lower their own role; removing a member takes the workspace away.
  expectError(
    await asUser(t, admin, {
      method: 'PUT',
      url: `${members(a.workspaceId)}/${admin.userId}`,
      body: { role: 'editor' },
    }),
    400,
  );
  const gone = await asUser(t, admin, {
    method: 'DELETE',
    url: `${members(a.workspaceId)}/${editor.userId}`,
  });
  assert.equal(gone.statusCode, 204, gone.body);
  expectError(await asUser(t, editor, { url: '/v1/prompts', workspace: a.workspaceId }), 403, /not a member/);
  expectError(
    await asUser(t, admin, { method: 'DELETE', url: `${members(a.workspaceId)}/${editor.userId}` }),
    404,
  );

  // A user of another account is "not found" in this one.
  const stranger = await signedInUser(t, await t.account());
  expectError(
    await t.request({
      method: 'PUT',
      url: `${members(a.workspaceId)}/${stranger.userId}`,
      key: a.key,
      body: { role: 'viewer' },
    }),
    404,
    /User not found/,
  );
});

test('the owner gives and takes the owner role, never from themselves', async () => {
  const a = await t.account();
  const owner = await signedInUser(t, a, { owner: true });
  const other = await signedInUser(t, a);
  expectError(await asUser(t, other, { url: '/v1/account' }), 403);
  const made = await asUser(t, owner, {
    method: 'PATCH',
    url: `/v1/account/users/${other.userId}`,
    body: { owner: true },
  });
  assert.equal(parseAs(User, made).owner, true);
  assert.equal((await asUser(t, other, { url: '/v1/account' })).statusCode, 200);
  expectError(
    await asUser(t, owner, {
      method: 'PATCH',
      url: `/v1/account/users/${owner.userId}`,
      body: { owner: false },
    }),
    400,
  );
  assert.equal(
    (
      await asUser(t, other, {
        method: 'PATCH',
        url: `/v1/account/users/${owner.userId}`,
        body: { owner: false },
      })
    ).statusCode,
    200,
  );
  expectError(await asUser(t, owner, { url: '/v1/account' }), 403);
});

test('created_by is the name, created_by_id the usr_/key_ id, for users and keys', async () => {
  const a = await t.account();
  const editor = await signedInUser(t, a, { workspaces: [{ workspace_id: a.workspaceId, role: 'editor' }] });
  const made = parseAs(
    Prompt,
    await asUser(t, editor, {
      method: 'POST',
      url: '/v1/prompts',
      workspace: a.workspaceId,
      body: { name: 'Stamped', content: 'Hi' },
    }),
  );
  assert.equal(made.created_by, editor.name);
  assert.equal(made.created_by_id, editor.userId);
  assert.equal(made.versions[0]?.created_by_id, editor.userId);
  const patched = await t.request({
    method: 'PATCH',
    url: `/v1/prompts/${made.prompt_id}`,
    key: a.key,
    workspace: a.workspaceId,
    body: { name: 'Stamped again' },
  });
  const p = parseAs(Prompt, patched);
  assert.equal(p.created_by_id, editor.userId);
  assert.equal(p.updated_by_id, a.keyId);
  assert.notEqual(p.updated_by, editor.name);
});
