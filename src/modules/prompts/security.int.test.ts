import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Type } from 'typebox';
import {
  createKey,
  expectWorkspaceRules,
  type WorkspaceEndpoint,
  workspaceFixture,
} from '../../../test/support/fixtures.js';
import { expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { Prompt, Version } from './prompts.schemas.js';

const t = testAppPerFile();

const createPrompt = async (key: string, workspace: string, body: { name: string; content: string }) =>
  parseAs(Prompt, await t.request({ method: 'POST', url: '/v1/prompts', key, workspace, body }));

/** Every prompt and version endpoint, against one prompt P with one version V. */
const endpoints = (p: string, v: string): WorkspaceEndpoint[] => [
  { method: 'GET', url: '/v1/prompts', byId: false },
  { method: 'POST', url: '/v1/prompts', body: { name: 'x' }, byId: false },
  { method: 'GET', url: `/v1/prompts/${p}`, byId: true },
  { method: 'PATCH', url: `/v1/prompts/${p}`, body: { name: 'x' }, byId: true },
  { method: 'DELETE', url: `/v1/prompts/${p}`, byId: true },
  { method: 'GET', url: `/v1/prompts/${p}/versions`, byId: true },
  { method: 'POST', url: `/v1/prompts/${p}/versions`, body: { content: 'x' }, byId: true },
  { method: 'GET', url: `/v1/prompts/${p}/versions/${v}`, byId: true },
  { method: 'PATCH', url: `/v1/prompts/${p}/versions/${v}`, body: { name: 'x' }, byId: true },
  { method: 'DELETE', url: `/v1/prompts/${p}/versions/${v}`, byId: true },
];

test('every prompt and version endpoint: 401, 400, 403 and 404 as the spec and the issue say', async () => {
  const f = await workspaceFixture(t);
  const { owner: a, otherWorkspace } = f;
  const limited = await createKey(t, a, { name: 'limited', scope: 'write', workspace_ids: [a.workspaceId] });
  const p = await createPrompt(a.key, a.workspaceId, { name: 'P', content: 'V' });
  const v = p.versions[0]!;

  for (const e of endpoints(p.prompt_id, v.version_id)) {
    const send = await expectWorkspaceRules(t, f, e);
    expectError(await send(limited.api_key, otherWorkspace), 403, /may not use the requested workspace/);
    expectError(await send(a.key, 'wrk_nope'), 403);
  }

  // Nothing was changed by the refused requests.
  const still = parseAs(
    Prompt,
    await t.request({ url: `/v1/prompts/${p.prompt_id}`, key: a.key, workspace: a.workspaceId }),
  );
  assert.deepEqual(still, p);
  const list = parseAs(
    Type.Array(Prompt),
    await t.request({ url: '/v1/prompts', key: a.key, workspace: otherWorkspace }),
  );
  assert.deepEqual(list, []);
});

test('the key and workspace may come in the query; the query wins over the headers', async () => {
  const a = await t.account();
  const b = await t.account();
  const url = `/v1/prompts?api-key=${a.key}&workspace-id=${a.workspaceId}`;
  const res = await t.request({
    method: 'POST',
    url,
    key: b.key,
    workspace: b.workspaceId,
    body: { name: 'q', content: 'c' },
  });
  assert.equal(res.statusCode, 201, res.body);
  const p = parseAs(Prompt, res);
  assert.equal(p.workspace_id, a.workspaceId);
  const v = parseAs(
    Version,
    await t.request({
      url: `/v1/prompts/${p.prompt_id}/versions/${p.versions[0]!.version_id}?workspace-id=${a.workspaceId}`,
      key: a.key,
      workspace: b.workspaceId,
    }),
  );
  assert.equal(v.content, 'c');
});

test('a limited key works in its own workspace; created_by names it', async () => {
  const a = await t.account();
  const limited = await createKey(t, a, { name: 'deploy', scope: 'write', workspace_ids: [a.workspaceId] });
  const p = await createPrompt(limited.api_key, a.workspaceId, { name: 'x', content: 'y' });
  assert.equal(p.created_by, 'deploy');
  assert.equal(p.versions[0]?.created_by, 'deploy');
});
