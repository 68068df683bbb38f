import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  createdAs,
  createKey,
  createWorkspace,
  expectDeleted,
  rowsWhere,
} from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { createAnalysesRepo } from '../analysis/analyses.repo.js';
import { Prompt, Version } from './prompts.schemas.js';

// One prompt: read, change (If-Match), delete with all it holds.

const t = testAppPerFile();

const create = (a: TestAccount, body: Record<string, unknown>) =>
  createdAs(t, a, Prompt, '/v1/prompts', body);

describe('GET/PATCH/DELETE /v1/prompts/{promptId}', () => {
  test('get; patch name and use_case (updated_by is the key); ETag changes; content is not patchable', async () => {
    const a = await t.account();
    const p = await create(a, { name: 'one', content: 'hello' });
    const got = await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}`);
    assert.deepEqual(parseAs(Prompt, got), p);
    const etag = String(got.headers.etag);

    const writer = await createKey(t, a, { name: 'ci-bot', scope: 'write' });
    const res = await t.request({
      method: 'PATCH',
      url: `/v1/prompts/${p.prompt_id}`,
      key: writer.api_key,
      workspace: a.workspaceId,
      body: { name: ' two ', use_case: 'demo' },
    });
    const patched = parseAs(Prompt, res);
    assert.equal(patched.name, 'two');
    assert.equal(patched.use_case, 'demo');
    assert.equal(patched.updated_by, 'ci-bot');
    assert.equal(patched.created_by, 'owner');
    assert.ok(patched.updated >= p.updated);
    assert.equal(patched.versions[0]?.content, 'hello');
    assert.notEqual(res.headers.etag, etag);
    const cleared = parseAs(
      Prompt,
      await t.call(a, 'PATCH', `/v1/prompts/${p.prompt_id}`, { use_case: null }),
    );
    assert.equal(cleared.use_case, null);
    assert.equal(cleared.name, 'two');

    const refused: [Record<string, unknown>, string | RegExp][] = [
      [{ content: 'x' }, 'body.content: is not an accepted property.'],
      [{}, /must NOT have fewer than 1 properties/],
      [{ name: ' ' }, 'body.name: must not be blank.'],
    ];
    for (const [body, message] of refused)
      expectError(await t.call(a, 'PATCH', `/v1/prompts/${p.prompt_id}`, body), 400, message);
    expectError(await t.call(a, 'PATCH', '/v1/prompts/prm_nope', { name: 'x' }), 404, 'Prompt not found.');
    expectError(await t.call(a, 'GET', '/v1/prompts/prm_nope'), 404, 'Prompt not found.');
  });

  test('If-Match: a stale tag is a 412 and changes nothing; the current tag and * pass', async () => {
    const a = await t.account();
    const p = await create(a, { name: 'etag' });
    const first = await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}`);
    const tag = String(first.headers.etag);
    const ok = await t.call(a, 'PATCH', `/v1/prompts/${p.prompt_id}`, { name: 'n2' }, { 'if-match': tag });
    assert.equal(ok.statusCode, 200);
    expectError(
      await t.call(a, 'PATCH', `/v1/prompts/${p.prompt_id}`, { name: 'n3' }, { 'if-match': tag }),
      412,
    );
    expectError(await t.call(a, 'DELETE', `/v1/prompts/${p.prompt_id}`, undefined, { 'if-match': tag }), 412);
    assert.equal(parseAs(Prompt, await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}`)).name, 'n2');
    assert.equal(
      (await t.call(a, 'PATCH', `/v1/prompts/${p.prompt_id}`, { name: 'n4' }, { 'if-match': '*' }))
        .statusCode,
      200,
    );
    expectError(await t.call(a, 'PATCH', '/v1/prompts/prm_nope', { name: 'x' }, { 'if-match': '*' }), 404);
    // A version change moves the prompt's tag too (its body shows the primary version).
    const before = String((await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}`)).headers.etag);
    await t.call(a, 'POST', `/v1/prompts/${p.prompt_id}/versions`, { content: 'c' });
    assert.notEqual(String((await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}`)).headers.etag), before);
  });

  test('two concurrent PATCHes with the same If-Match: exactly one wins', async () => {
    const a = await t.account();
    const p = await create(a, { name: 'race' });
    const tag = String((await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}`)).headers.etag);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call(a, 'PATCH', `/v1/prompts/${p.prompt_id}`, { name: `n${i}` }, { 'if-match': tag }),
      ),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, ...Array(9).fill(412)]);
  });

  test('DELETE removes the prompt, its versions and their analyses', async () => {
    const a = await t.account();
    const p = await create(a, { name: 'gone', content: 'one' });
    const v2 = await createdAs(t, a, Version, `/v1/prompts/${p.prompt_id}/versions`, { content: 'two' });
    await createAnalysesRepo(t.db.kysely).insert({
      id: 'van_test_delete',
      workspace_id: a.workspaceId,
      version_id: v2.version_id,
      kind: 'heatmap',
      result: JSON.stringify({
        version_timestamp: null,
        heatmap_timestamp: new Date().toISOString(),
        summary: 's',
        phrases: [],
      }),
      cache_key: null,
      created: new Date().toISOString(),
    });
    expectDeleted(await t.call(a, 'DELETE', `/v1/prompts/${p.prompt_id}`));
    expectError(await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}`), 404);
    expectError(await t.call(a, 'DELETE', `/v1/prompts/${p.prompt_id}`), 404);
    assert.equal((await rowsWhere(t, 'prompt_versions', { prompt_id: p.prompt_id })).length, 0);
    assert.equal((await rowsWhere(t, 'version_analyses', { version_id: v2.version_id })).length, 0);
  });

  test('deleting a workspace deletes its prompts', async () => {
    const a = await t.account();
    const ws = await createWorkspace(t, a, 'tmp');
    const p = await create({ ...a, workspaceId: ws.workspace_id }, { name: 'p', content: 'c' });
    await t.request({ method: 'DELETE', url: `/v1/account/workspaces/${ws.workspace_id}`, key: a.key });
    assert.equal((await rowsWhere(t, 'prompts', { id: p.prompt_id })).length, 0);
  });
});
