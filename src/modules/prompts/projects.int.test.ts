import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createdAs, createKey, createWorkspace, expectDeleted } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { Project } from './projects.schemas.js';
import { Prompt } from './prompts.schemas.js';

// Projects: CRUD, the name rule, prompts joining and leaving one, the filter, the delete rule.

const t = testAppPerFile();
const Projects = Type.Array(Project);
const Prompts = Type.Array(Prompt);

const project = (a: TestAccount, body: Record<string, unknown>) =>
  createdAs(t, a, Project, '/v1/projects', body);
const prompt = (a: TestAccount, body: Record<string, unknown>) =>
  createdAs(t, a, Prompt, '/v1/prompts', body);
/** POST /v1/projects with API key `key` in `workspace`: the response. */
const postProject = (key: string, workspace: string, name: string) =>
  t.request({ method: 'POST', url: '/v1/projects', key, workspace, body: { name } });

describe('/v1/projects', () => {
  test('create, get, list by name, patch, delete; names unique in the workspace (case-insensitive)', async () => {
    const a = await t.account();
    const writer = await createKey(t, a, { name: 'ci-bot', scope: 'write' });
    const support = await project(a, { name: ' Support ', brief: 'Support prompts' });
    assert.match(support.project_id, /^prj_/);
    assert.equal(support.name, 'Support');
    assert.equal(support.brief, 'Support prompts');
    assert.equal(support.created_by, 'owner');
    assert.equal(support.workspace_id, a.workspaceId);
    assert.equal(support.prompts, undefined);
    const alpha = await project(a, { name: 'alpha' });
    assert.equal(alpha.brief, null);

    expectError(
      await t.call(a, 'POST', '/v1/projects', { name: 'SUPPORT' }),
      409,
      "A project named 'SUPPORT' already exists in this workspace.",
    );
    expectError(
      await t.call(a, 'POST', '/v1/projects', { name: '  ' }),
      400,
      'body.name: must not be blank.',
    );
    expectError(await t.call(a, 'POST', '/v1/projects', {}), 400, /name/);
    expectError(await t.call(a, 'POST', '/v1/projects', { name: 'x', extra: 1 }), 400, /extra/);
    // Another workspace may use the name.
    const other = await createWorkspace(t, a, 'second');
    const res = await postProject(a.key, other.workspace_id, 'support');
    assert.equal(res.statusCode, 201, res.body);

    assert.deepEqual(parseAs(Project, await t.call(a, 'GET', `/v1/projects/${support.project_id}`)), support);
    const list = parseAs(Projects, await t.call(a, 'GET', '/v1/projects'));
    assert.deepEqual(
      list.map((p) => p.name),
      ['alpha', 'Support'],
    );
    const first = await t.call(a, 'GET', '/v1/projects?limit=1');
    assert.deepEqual(
      parseAs(Projects, first).map((p) => p.name),
      ['alpha'],
    );
    const next = String(first.headers.link).match(/<([^>]+)>/)?.[1];
    assert.ok(next, 'a Link to the next page');
    assert.deepEqual(
      parseAs(Projects, await t.call(a, 'GET', `/v1/${next.replace(/^\/?(v1\/)?/, '')}`)).map((p) => p.name),
      ['Support'],
    );

    const patched = parseAs(
      Project,
      await t.request({
        method: 'PATCH',
        url: `/v1/projects/${support.project_id}`,
        key: writer.api_key,
        workspace: a.workspaceId,
        body: { name: 'Help desk', brief: null },
      }),
    );
    assert.equal(patched.name, 'Help desk');
    assert.equal(patched.brief, null);
    assert.equal(patched.updated_by, 'ci-bot');
    expectError(
      await t.call(a, 'PATCH', `/v1/projects/${support.project_id}`, { name: 'ALPHA' }),
      409,
      "A project named 'ALPHA' already exists in this workspace.",
    );
    expectError(await t.call(a, 'PATCH', `/v1/projects/${support.project_id}`, {}), 400, /fewer than 1/);
    expectError(await t.call(a, 'PATCH', '/v1/projects/prj_nope', { name: 'x' }), 404, 'Project not found.');
    expectError(await t.call(a, 'GET', '/v1/projects/prj_nope'), 404, 'Project not found.');
    expectError(
      await t.call(a, 'GET', `/v1/projects/${support.project_id}?expand=versions`),
      400,
      /unknown name\(s\): versions/,
    );

    expectDeleted(await t.call(a, 'DELETE', `/v1/projects/${support.project_id}`));
    expectError(await t.call(a, 'DELETE', `/v1/projects/${support.project_id}`), 404, 'Project not found.');
    const reader = await createKey(t, a, { name: 'reader', scope: 'read' });
    const denied = await postProject(reader.api_key, a.workspaceId, 'nope');
    assert.equal(denied.statusCode, 403, denied.body);
  });

  test('prompts join a project on create and PATCH, leave it with null; the list filters; expand=prompts', async () => {
    const a = await t.account();
    const support = await project(a, { name: 'Support' });
    const sales = await project(a, { name: 'Sales' });
    const greet = await prompt(a, { name: 'greet', content: 'Hello', project_id: support.project_id });
    assert.equal(greet.project_id, support.project_id);
    const close = await prompt(a, { name: 'close', content: 'Bye' });
    assert.equal(close.project_id, null);
    const moved = await t.call(a, 'PATCH', `/v1/prompts/${close.prompt_id}`, {
      project_id: support.project_id,
    });
    assert.equal(parseAs(Prompt, moved).project_id, support.project_id);
    await prompt(a, { name: 'pitch', project_id: sales.project_id });
    await prompt(a, { name: 'loose' });

    const names = async (query: string) =>
      parseAs(Prompts, await t.call(a, 'GET', `/v1/prompts?${query}`)).map((p) => p.name);
    assert.deepEqual(await names(`project_id=${support.project_id}`), ['close', 'greet']);
    assert.deepEqual(await names(`project_id=${support.project_id}&expand=versions`), ['close', 'greet']);
    assert.deepEqual(await names(`project_id=${support.project_id}&name=greet`), ['greet']);
    assert.deepEqual(await names('project_id=none'), ['loose']);
    assert.deepEqual(await names('project_id=prj_nothing'), []);
    assert.deepEqual(await names(`project_id=${support.project_id}&limit=1`), ['close']);
    const page = await t.call(a, 'GET', `/v1/prompts?project_id=${support.project_id}&limit=1`);
    const next = String(page.headers.link).match(/<([^>]+)>/)?.[1] ?? '';
    assert.match(next, /project_id=/);
    assert.deepEqual(
      parseAs(Prompts, await t.call(a, 'GET', `/v1/prompts${next.slice(next.indexOf('?'))}`)).map(
        (p) => p.name,
      ),
      ['greet'],
    );

    const expanded = parseAs(
      Project,
      await t.call(a, 'GET', `/v1/projects/${support.project_id}?expand=prompts`),
    );
    assert.deepEqual(
      expanded.prompts?.map((p) => [p.name, p.versions.length]),
      [
        ['close', 1],
        ['greet', 1],
      ],
    );

    const out = parseAs(
      Prompt,
      await t.call(a, 'PATCH', `/v1/prompts/${greet.prompt_id}`, { project_id: null }),
    );
    assert.equal(out.project_id, null);
    expectError(
      await t.call(a, 'PATCH', `/v1/prompts/${greet.prompt_id}`, { project_id: 'prj_missing' }),
      400,
      "body.project_id: no project 'prj_missing' in this workspace.",
    );
    expectError(
      await t.call(a, 'POST', '/v1/prompts', { name: 'x', project_id: 'prj_missing' }),
      400,
      "body.project_id: no project 'prj_missing' in this workspace.",
    );
  });

  test('a project holding prompts: DELETE is a 409 unless move_prompts=true, which moves them to no project', async () => {
    const a = await t.account();
    const p = await project(a, { name: 'Doomed' });
    const inside = await prompt(a, { name: 'inside', content: 'x', project_id: p.project_id });
    const before = await t.call(a, 'GET', `/v1/prompts/${inside.prompt_id}`);
    expectError(
      await t.call(a, 'DELETE', `/v1/projects/${p.project_id}`),
      409,
      'The project holds 1 prompt(s): move them out first, or delete with move_prompts=true to move them to no project.',
    );
    expectError(
      await t.call(a, 'DELETE', `/v1/projects/${p.project_id}?move_prompts=yes`),
      400,
      /move_prompts/,
    );
    expectDeleted(await t.call(a, 'DELETE', `/v1/projects/${p.project_id}?move_prompts=true`));
    const after = await t.call(a, 'GET', `/v1/prompts/${inside.prompt_id}`);
    assert.equal(parseAs(Prompt, after).project_id, null);
    assert.notEqual(after.headers.etag, before.headers.etag, 'the prompt body changed: so does its ETag');
    expectError(await t.call(a, 'GET', `/v1/projects/${p.project_id}`), 404, 'Project not found.');
    // An empty project goes without the flag; deleting the workspace takes projects and prompts.
    const empty = await project(a, { name: 'Empty' });
    expectDeleted(await t.call(a, 'DELETE', `/v1/projects/${empty.project_id}?move_prompts=false`));
  });

  test("another workspace's project: neither readable nor joinable, refused as a missing one", async () => {
    const victim = await t.account();
    const attacker = await t.account();
    const secret = await project(victim, { name: 'Secret' });
    await prompt(victim, { name: 'hidden', project_id: secret.project_id });
    const mine = await prompt(attacker, { name: 'mine' });
    for (const id of [secret.project_id, 'prj_00000000000000000000000000']) {
      expectError(await t.call(attacker, 'GET', `/v1/projects/${id}`), 404, 'Project not found.');
      expectError(
        await t.call(attacker, 'PATCH', `/v1/prompts/${mine.prompt_id}`, { project_id: id }),
        400,
        `body.project_id: no project '${id}' in this workspace.`,
      );
      expectError(
        await t.call(attacker, 'POST', '/v1/prompts', { name: 'x', project_id: id }),
        400,
        `body.project_id: no project '${id}' in this workspace.`,
      );
      assert.deepEqual(parseAs(Prompts, await t.call(attacker, 'GET', `/v1/prompts?project_id=${id}`)), []);
    }
    // The victim's workspace deletes cleanly with its projects and prompts in it.
    const ws = await createWorkspace(t, victim, 'to delete');
    const inWs = { key: victim.key, workspaceId: ws.workspace_id };
    const p = await createdAs(t, inWs as TestAccount, Project, '/v1/projects', { name: 'P' });
    await createdAs(t, inWs as TestAccount, Prompt, '/v1/prompts', { name: 'q', project_id: p.project_id });
    expectDeleted(await t.call(victim, 'DELETE', `/v1/account/workspaces/${ws.workspace_id}`));
  });
});
