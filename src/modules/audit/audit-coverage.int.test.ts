import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { asUser, signedInUser, type UserSession } from '../../../test/support/people-fixtures.js';
import { parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { AuditEntry } from './audit.schemas.js';

// Issue 22 §3, the rest of the coverage: labels, criteria, projects, workspaces, clients, account
// settings and AI providers write exactly one audit row per change (the right actor, action and
// resource, a content hash where content changed), in the change's transaction: a refused change
// writes none.

const t = testAppPerFile();

async function log(a: TestAccount) {
  const res = await t.request({ url: '/v1/audit?limit=1000', key: a.key });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as unknown[]).map((e) => parseAs(AuditEntry, { json: () => e } as never));
}

type Expect = {
  action: string;
  resource_type: string;
  resource_id?: string;
  /** undefined: not known before the change (checked after it). */
  workspace_id: string | null | undefined;
  /** Which of before/after carry a content hash. */
  hashes?: 'before' | 'after' | 'both' | 'none';
};

/** Runs `change`, expects `status`, and exactly one new row shaped as `expect` by `actor`. */
async function oneRow(
  a: TestAccount,
  actor: { id: string; name?: string },
  status: number,
  expect: Expect,
  change: () => Promise<LightMyRequestResponse>,
) {
  const before = await log(a);
  const res = await change();
  assert.equal(res.statusCode, status, res.body);
  const after = await log(a);
  assert.equal(
    after.length,
    before.length + 1,
    `${expect.action}: one row, got ${after.length - before.length}`,
  );
  const row = after[0] as AuditEntry;
  assert.equal(row.action, expect.action);
  assert.equal(row.resource_type, expect.resource_type);
  if (expect.resource_id) assert.equal(row.resource_id, expect.resource_id);
  if (expect.workspace_id !== undefined) assert.equal(row.workspace_id, expect.workspace_id);
  assert.equal(row.actor.id, actor.id);
  if (actor.name) assert.equal(row.actor.name, actor.name);
  const hashes = expect.hashes ?? 'none';
  const hex = /^[0-9a-f]{64}$/;
  assert.equal(
    hex.test(row.before_hash ?? ''),
    hashes === 'before' || hashes === 'both',
    `${row.action} before`,
  );
  assert.equal(
    hex.test(row.after_hash ?? ''),
    hashes === 'after' || hashes === 'both',
    `${row.action} after`,
  );
  if (hashes === 'both') assert.notEqual(row.before_hash, row.after_hash);
  return res;
}

/** A refused change: `status`, and no row at all. */
async function noRow(a: TestAccount, status: number, change: () => Promise<LightMyRequestResponse>) {
  const before = (await log(a)).length;
  const res = await change();
  assert.equal(res.statusCode, status, res.body);
  assert.equal((await log(a)).length, before, `a refused change (${res.statusCode}) wrote a row`);
}

const as =
  (u: UserSession, a: TestAccount) =>
  (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object) =>
    asUser(t, u, { method, url, workspace: a.workspaceId, body });

/** A new account and its owner key: `req` sends a change by that key, `row` expects its one row. */
async function byOwnerKey() {
  const a = await t.account();
  const key = { id: a.keyId };
  const req = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
    t.request({ method, url, key: a.key, body });
  const row = (status: number, expect: Expect, change: () => Promise<LightMyRequestResponse>) =>
    oneRow(a, key, status, expect, change);
  return { a, req, row };
}

/** A new account and an editor of its workspace: `call` sends as the editor, `row` expects one row. */
async function byEditor() {
  const a = await t.account();
  const editor = await signedInUser(t, a, { workspaces: [{ workspace_id: a.workspaceId, role: 'editor' }] });
  const who = { id: editor.userId, name: editor.name };
  const row = (status: number, expect: Expect, change: () => Promise<LightMyRequestResponse>) =>
    oneRow(a, who, status, expect, change);
  return { a, call: as(editor, a), row, ws: a.workspaceId };
}

test('labels: set, move and remove, by an editor; refused changes leave no row', async () => {
  const { a, call, row } = await byEditor();
  const prompt = (await t.call(a, 'POST', '/v1/prompts', { name: 'Labelled', content: 'one' })).json();
  const v1 = prompt.versions[0].version_id;
  const v2 = (await t.call(a, 'POST', `/v1/prompts/${prompt.prompt_id}/versions`, { content: 'two' })).json()
    .version_id;
  const url = `/v1/prompts/${prompt.prompt_id}/labels/production`;
  const label = {
    resource_type: 'label',
    resource_id: `${prompt.prompt_id}:production`,
    workspace_id: a.workspaceId,
  };
  await row(200, { ...label, action: 'label.set', hashes: 'after' }, () =>
    call('PUT', url, { version_id: v1 }),
  );
  await row(200, { ...label, action: 'label.move', hashes: 'both' }, () =>
    call('PUT', url, { version_id: v2 }),
  );
  await noRow(a, 404, () => call('PUT', url, { version_id: 'ver_doesnotexist00000000000' }));
  await row(204, { ...label, action: 'label.remove', hashes: 'before' }, () => call('DELETE', url));
  await noRow(a, 404, () => call('DELETE', url));
  const viewer = await signedInUser(t, a, { workspaces: [{ workspace_id: a.workspaceId, role: 'viewer' }] });
  await noRow(a, 403, () => as(viewer, a)('PUT', url, { version_id: v1 }));
});

test('scoring criteria and their criterion', async () => {
  const { a, call, row, ws } = await byEditor();
  const criterion = {
    slug: 'clear',
    label: 'Clear',
    description: 'Is it clear?',
    questions: 'Clear?',
    weight: 2,
  };
  const made = await row(
    201,
    { action: 'criteria.create', resource_type: 'criteria', workspace_id: ws, hashes: 'after' },
    () => call('POST', '/v1/prompts/scoring/criteria', { name: 'Audited', criterion_set: [criterion] }),
  );
  const id = made.json().criteria_id as string;
  const one = `/v1/prompts/scoring/criteria/${id}`;
  const c = { resource_type: 'criteria', resource_id: id, workspace_id: ws };
  await row(200, { ...c, action: 'criteria.update', hashes: 'both' }, () =>
    call('PATCH', one, { use_case: 'support' }),
  );
  await noRow(a, 400, () => call('PATCH', one, { name: 'Default' }));
  const added = await row(
    201,
    { action: 'criterion.create', resource_type: 'criterion', workspace_id: ws, hashes: 'after' },
    () => call('POST', `${one}/criterionset`, { ...criterion, slug: 'short' }),
  );
  const member = `${one}/criterionset/${added.json().criterion_id}`;
  const m = { resource_type: 'criterion', resource_id: added.json().criterion_id, workspace_id: ws };
  await noRow(a, 400, () => call('PATCH', member, { slug: 'clear' })); // a duplicate slug
  await row(200, { ...m, action: 'criterion.update', hashes: 'both' }, () =>
    call('PATCH', member, { weight: 5 }),
  );
  await row(204, { ...m, action: 'criterion.delete', hashes: 'before' }, () => call('DELETE', member));
  await noRow(a, 404, () => call('DELETE', member));
  await row(204, { ...c, action: 'criteria.delete', hashes: 'before' }, () => call('DELETE', one));
  await noRow(a, 403, () => call('DELETE', '/v1/prompts/scoring/criteria/sca_default'));
});

test('projects', async () => {
  const { a, call, row, ws } = await byEditor();
  const made = await row(
    201,
    { action: 'project.create', resource_type: 'project', workspace_id: ws, hashes: 'after' },
    () => call('POST', '/v1/projects', { name: 'Support' }),
  );
  await noRow(a, 409, () => call('POST', '/v1/projects', { name: 'support' }));
  const id = made.json().project_id as string;
  const p = { resource_type: 'project', resource_id: id, workspace_id: ws };
  await row(200, { ...p, action: 'project.update', hashes: 'both' }, () =>
    call('PATCH', `/v1/projects/${id}`, { brief: 'Answers to customers' }),
  );
  await noRow(a, 404, () => call('PATCH', '/v1/projects/prj_doesnotexist0000000000000', { brief: 'x' }));
  await row(204, { ...p, action: 'project.delete', hashes: 'before' }, () =>
    call('DELETE', `/v1/projects/${id}`),
  );
});

test('workspaces, clients and account settings, by the owner key and an owner user', async () => {
  const { a, req, row } = await byOwnerKey();
  const made = await row(
    201,
    { action: 'workspace.create', resource_type: 'workspace', workspace_id: undefined, hashes: 'after' },
    () => req('POST', '/v1/account/workspaces', { name: 'Audited' }),
  );
  const ws = made.json().workspace_id as string;
  // The row names the workspace it is about (so its admins see it in their log).
  const rows = await log(a);
  assert.equal(rows[0]?.workspace_id, ws);
  const w = { resource_type: 'workspace', resource_id: ws, workspace_id: ws };
  await row(200, { ...w, action: 'workspace.update', hashes: 'both' }, () =>
    req('PATCH', `/v1/account/workspaces/${ws}`, { name: 'Audited, renamed' }),
  );
  await noRow(a, 400, () => req('DELETE', `/v1/account/workspaces/${a.workspaceId}`)); // the default
  await row(204, { ...w, action: 'workspace.delete', hashes: 'before' }, () =>
    req('DELETE', `/v1/account/workspaces/${ws}`),
  );

  const client = await row(
    201,
    { action: 'client.create', resource_type: 'client', workspace_id: null },
    () => req('POST', '/v1/account/clients', { name: 'mobile app' }),
  );
  const clientId = client.json().client_id as string;
  await row(
    204,
    { action: 'client.delete', resource_type: 'client', resource_id: clientId, workspace_id: null },
    () => req('DELETE', `/v1/account/clients/${clientId}`),
  );
  await noRow(a, 404, () => req('DELETE', `/v1/account/clients/${clientId}`));

  const owner = await signedInUser(t, a, { owner: true });
  const settings = { action: 'account.update', resource_type: 'account', resource_id: a.accountId };
  await oneRow(
    a,
    { id: owner.userId, name: owner.name },
    200,
    { ...settings, workspace_id: null, hashes: 'both' },
    () =>
      asUser(t, owner, {
        method: 'PATCH',
        url: '/v1/account',
        body: { require_api_client: false, name: 'Renamed' },
      }),
  );
  await noRow(a, 400, () => req('PATCH', '/v1/account', { name: 'bad\u202Ename' }));
});

test('AI providers and their models', async () => {
  const { a, req, row } = await byOwnerKey();
  const made = await row(
    201,
    { action: 'provider.create', resource_type: 'provider', workspace_id: null, hashes: 'after' },
    () =>
      req('POST', '/v1/account/providers', {
        kind: 'openai_compatible',
        name: 'Team',
        base_url: 'http://127.0.0.1:9/v1',
        api_key: 'sk-first',
      }),
  );
  const id = made.json().provider_id as string;
  const p = { resource_type: 'provider', resource_id: id, workspace_id: null };
  await row(200, { ...p, action: 'provider.update', hashes: 'both' }, () =>
    req('PATCH', `/v1/account/providers/${id}`, { api_key: 'sk-rotated' }),
  );
  await noRow(a, 400, () => req('PATCH', `/v1/account/providers/${id}`, { base_url: 'not a url' }));
  const model = await row(
    201,
    { action: 'provider_model.create', resource_type: 'provider_model', workspace_id: null },
    () => req('POST', `/v1/account/providers/${id}/models`, { name: 'team-model' }),
  );
  await noRow(a, 409, () => req('POST', `/v1/account/providers/${id}/models`, { name: 'team-model' }));
  const modelId = model.json().model_id as string;
  await row(
    204,
    {
      action: 'provider_model.delete',
      resource_type: 'provider_model',
      resource_id: modelId,
      workspace_id: null,
    },
    () => req('DELETE', `/v1/account/providers/${id}/models/${modelId}`),
  );
  await row(204, { ...p, action: 'provider.delete', hashes: 'before' }, () =>
    req('DELETE', `/v1/account/providers/${id}`),
  );
  await noRow(a, 404, () => req('DELETE', `/v1/account/providers/${id}`));
});

test('a change that fails inside its transaction leaves no row (and no change)', async () => {
  // A rename onto an existing project's name fails on the unique index inside the transaction that
  // would also have written the row: neither the change nor a row is kept.
  const a = await t.account();
  await t.call(a, 'POST', '/v1/projects', { name: 'Taken' });
  const other = (await t.call(a, 'POST', '/v1/projects', { name: 'Other' })).json();
  await noRow(a, 409, () => t.call(a, 'PATCH', `/v1/projects/${other.project_id}`, { name: 'TAKEN' }));
  const still = await t.call(a, 'GET', `/v1/projects/${other.project_id}`);
  assert.equal(still.json().name, 'Other');
});
