import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createKey, createWorkspace, setUserStatus } from '../../../test/support/fixtures.js';
import { asUser, signedInUser } from '../../../test/support/people-fixtures.js';
import { createTestApp, expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { AuditEntry } from './audit.schemas.js';

const t = testAppPerFile();

const entries = (res: { statusCode: number; body: string; json(): unknown }) => {
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as unknown[]).map((e) => parseAs(AuditEntry, { json: () => e } as never));
};

test('writes by keys and users leave one row each, in their transaction; reads leave none', async () => {
  const a = await t.account();
  const editor = await signedInUser(t, a, { workspaces: [{ workspace_id: a.workspaceId, role: 'editor' }] });
  const made = await t.call(a, 'POST', '/v1/prompts', { name: 'Audited', content: 'First text' });
  assert.equal(made.statusCode, 201, made.body);
  const prompt = made.json();
  const v1 = prompt.versions[0].version_id;
  const v2 = await asUser(t, editor, {
    method: 'POST',
    url: `/v1/prompts/${prompt.prompt_id}/versions`,
    workspace: a.workspaceId,
    body: { content: 'Second text', is_primary: true },
  });
  assert.equal(v2.statusCode, 201, v2.body);
  const patched = await asUser(t, editor, {
    method: 'PATCH',
    url: `/v1/prompts/${prompt.prompt_id}/versions/${v1}`,
    workspace: a.workspaceId,
    body: { content: 'First text, changed' },
  });
  assert.equal(patched.statusCode, 200, patched.body);
  await t.call(a, 'GET', `/v1/prompts/${prompt.prompt_id}`);
  expectError(await t.call(a, 'DELETE', '/v1/prompts/prm_doesnotexist0000000000000'), 404);

  const log = entries(await t.request({ url: `/v1/audit?workspace_id=${a.workspaceId}`, key: a.key }));
  const actions = log.map((e) => `${e.action} ${e.actor.type}`).reverse();
  assert.deepEqual(actions, [
    'prompt.create api_key',
    'prompt_version.create api_key',
    'prompt_version.create user',
    'prompt_version.make_primary user',
    'prompt_version.update user',
  ]);
  const update = log.find((e) => e.action === 'prompt_version.update') as AuditEntry;
  assert.equal(update.actor.id, editor.userId);
  assert.equal(update.actor.name, editor.name);
  assert.equal(update.resource_id, v1);
  assert.equal(update.workspace_id, a.workspaceId);
  assert.match(update.before_hash ?? '', /^[0-9a-f]{64}$/);
  assert.match(update.after_hash ?? '', /^[0-9a-f]{64}$/);
  assert.notEqual(update.before_hash, update.after_hash);
  assert.equal(update.ip, '127.0.0.1');
});

test('keys, users and roles are in the log; filters and paging', async () => {
  const a = await t.account();
  const key = await createKey(t, a, { name: 'audited key', scope: 'read' });
  await t.request({ method: 'DELETE', url: `/v1/account/keys/${key.key_id}`, key: a.key });
  const u = await signedInUser(t, a);
  await setUserStatus(t, a, u.userId, 'disabled');
  await t.request({
    method: 'PUT',
    url: `/v1/account/workspaces/${a.workspaceId}/members/${u.userId}`,
    key: a.key,
    body: { role: 'editor' },
  });
  const all = entries(await t.request({ url: '/v1/audit', key: a.key }));
  assert.deepEqual(all.map((e) => e.action).reverse(), [
    'key.create',
    'key.delete',
    'user.invite',
    'user.disable',
    'role.editor',
  ]);
  assert.ok(all.every((e) => e.actor.id === a.keyId));
  const byKey = entries(await t.request({ url: `/v1/audit?resource_id=${key.key_id}`, key: a.key }));
  assert.deepEqual(byKey.map((e) => e.action).reverse(), ['key.create', 'key.delete']);
  const typed = entries(
    await t.request({ url: '/v1/audit?resource_type=user&action=user.disable', key: a.key }),
  );
  assert.deepEqual(
    typed.map((e) => e.resource_id),
    [u.userId],
  );
  const future = entries(await t.request({ url: '/v1/audit?from=2999-01-01T00:00:00Z', key: a.key }));
  assert.deepEqual(future, []);
  const first = await t.request({ url: '/v1/audit?limit=2', key: a.key });
  assert.equal(entries(first).length, 2);
  assert.match(String(first.headers.link), /rel="next"/);
  // Another account's log is its own.
  const b = await t.account();
  assert.deepEqual(entries(await t.request({ url: '/v1/audit', key: b.key })), []);
});

test('who may read: the owner; a workspace admin, for their workspace only', async () => {
  const a = await t.account();
  const w2 = (await createWorkspace(t, a, 'W2')).workspace_id;
  await t.call(a, 'POST', '/v1/prompts', { name: 'In W1', content: 'x' });
  await t.call({ ...a, workspaceId: w2 }, 'POST', '/v1/prompts', { name: 'In W2', content: 'x' });
  const admin = await signedInUser(t, a, { workspaces: [{ workspace_id: a.workspaceId, role: 'admin' }] });
  const editor = await signedInUser(t, a, { workspaces: [{ workspace_id: a.workspaceId, role: 'editor' }] });
  const owner = await signedInUser(t, a, { owner: true });
  const mine = entries(await asUser(t, admin, { url: `/v1/audit?workspace_id=${a.workspaceId}` }));
  assert.ok(mine.length >= 2 && mine.every((e) => e.workspace_id === a.workspaceId));
  expectError(await asUser(t, admin, { url: '/v1/audit' }), 403, /admin of the workspace/);
  expectError(await asUser(t, admin, { url: `/v1/audit?workspace_id=${w2}` }), 403);
  expectError(await asUser(t, editor, { url: `/v1/audit?workspace_id=${a.workspaceId}` }), 403);
  assert.ok(entries(await asUser(t, owner, { url: '/v1/audit' })).some((e) => e.workspace_id === w2));
  const read = await createKey(t, a, { name: 'r', scope: 'read' });
  expectError(await t.request({ url: '/v1/audit', key: read.api_key }), 403);
  const limited = await createKey(t, a, { name: 'lo', scope: 'owner', workspace_ids: [a.workspaceId] });
  expectError(await t.request({ url: '/v1/audit', key: limited.api_key }), 403);
});

test('retention: rows older than the setting are deleted when an instance starts', async () => {
  let now = Date.parse('2026-03-01T00:00:00Z');
  const clock = { now: () => new Date(now) };
  const first = await createTestApp({ sharedDb: t.testDb, clock });
  try {
    const a = await first.account();
    await first.call(a, 'POST', '/v1/prompts', { name: 'Old', content: 'x' });
    now += 3 * 86_400_000;
    await first.call(a, 'POST', '/v1/prompts', { name: 'New', content: 'y' });
    const second = await createTestApp({ sharedDb: t.testDb, clock, settings: { auditRetentionDays: 2 } });
    try {
      // The first purge is done before the instance is ready.
      const left = entries(await second.request({ url: '/v1/audit', key: a.key }));
      assert.deepEqual(left.map((e) => e.action).reverse(), ['prompt.create', 'prompt_version.create']);
    } finally {
      await second.close();
    }
  } finally {
    await first.close();
  }
});
