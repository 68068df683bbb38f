import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createdAs, expectDeleted, rowsWhere } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { Context, ContextVersion } from './contexts.schemas.js';

// Contexts and their text versions: create, read, list, change, delete, and the /v1/context/items
// alias. Primary rules: contexts-versions.int.test.ts; keys and workspaces: contexts-security.

const t = testAppPerFile();

const createText = (a: TestAccount, body: Record<string, unknown>, base = '/v1/contexts') =>
  createdAs(t, a, Context, `${base}/text`, body);

describe('POST /v1/contexts/text and GET', () => {
  test('creates a context with its primary version; token_info matches /v1/tokens/count', async () => {
    const a = await t.account();
    const content = 'You are a helpful assistant. Reply in French, briefly.';
    const body = { name: 'Style guide', description: 'tone', content, version_name: 'v1' };
    const res = await t.call(a, 'POST', '/v1/contexts/text', body);
    assert.equal(res.statusCode, 201, res.body);
    const ctx = parseAs(Context, res);
    assert.match(ctx.context_id, /^ctx_[0-9a-z]{26}$/);
    assert.equal(ctx.workspace_id, a.workspaceId);
    assert.equal(ctx.created_by, 'owner');
    assert.equal(ctx.description, 'tone');
    assert.equal(ctx.versions.length, 1);
    const v = ctx.versions[0]!;
    assert.match(v.version_id, /^cv_/);
    assert.deepEqual([v.is_primary, v.type, v.content, v.name, v.file], [true, 'text', content, 'v1', null]);
    const count = await t.request({
      method: 'POST',
      url: '/v1/tokens/count',
      key: a.key,
      body: { input: content, type: 'text', models: ['gpt-4o'] },
    });
    assert.equal(v.token_info?.model, 'gpt-4o');
    assert.equal(v.token_info?.token_count, count.json()[0].token_count);
    assert.ok((v.token_info?.cost_per_1m ?? 0) > 0);
    assert.equal(res.headers.etag, `"${ctx.context_id}.1"`);

    // DB effect: rows in the request's workspace, stamped with the key's name.
    const [row] = await rowsWhere(t, 'contexts', { id: ctx.context_id });
    assert.deepEqual(
      [row?.workspace_id, row?.name_key, row?.created_by],
      [a.workspaceId, 'style guide', 'owner'],
    );
    const [vrow] = await rowsWhere(t, 'context_versions', { id: v.version_id });
    assert.deepEqual([vrow?.workspace_id, vrow?.kind, vrow?.is_primary], [a.workspaceId, 'text', 1]);

    const got = await t.call(a, 'GET', `/v1/contexts/${ctx.context_id}`);
    assert.deepEqual(parseAs(Context, got), ctx);
    assert.equal(got.headers.etag, res.headers.etag);
  });

  test('list: sorted by name case-insensitively; primary only unless expand=versions', async () => {
    const a = await t.account();
    const b1 = await createText(a, { name: 'banana', content: 'b' });
    await createText(a, { name: 'Apple', content: 'a' });
    await createText(a, { name: 'cherry', content: 'c' });
    await createdAs(t, a, ContextVersion, `/v1/contexts/${b1.context_id}/versions/text`, { content: 'b2' });
    const list = parseAs(Type.Array(Context), await t.call(a, 'GET', '/v1/contexts'));
    assert.deepEqual(
      list.map((c) => c.name),
      ['Apple', 'banana', 'cherry'],
    );
    assert.deepEqual(
      list.map((c) => c.versions.length),
      [1, 1, 1],
    );
    assert.equal(list[1]!.versions[0]!.content, 'b');
    const expanded = parseAs(Type.Array(Context), await t.call(a, 'GET', '/v1/contexts?expand=versions'));
    assert.deepEqual(
      expanded[1]!.versions.map((v) => v.content),
      ['b2', 'b'],
    );
    const one = parseAs(Context, await t.call(a, 'GET', `/v1/contexts/${b1.context_id}?expand=versions`));
    assert.equal(one.versions.length, 2);
    expectError(
      await t.call(a, 'GET', '/v1/contexts?expand=scoring'),
      400,
      /expand: unknown name\(s\): scoring/,
    );
    // Another account's list is its own.
    const b = await t.account();
    assert.deepEqual(parseAs(Type.Array(Context), await t.call(b, 'GET', '/v1/contexts')), []);
  });

  test('validation', async () => {
    const a = await t.account();
    const post = (body: unknown) => t.call(a, 'POST', '/v1/contexts/text', body);
    expectError(await post({ content: 'x' }), 400, 'body.name: is required.');
    expectError(await post({ name: 'x' }), 400, 'body.content: is required.');
    expectError(await post({ name: 'x', content: '' }), 400, /body\.content/);
    expectError(await post({ name: '   ', content: 'x' }), 400, 'body.name: must not be blank.');
    expectError(
      await post({ name: 'x', content: 'x', color: 'red' }),
      400,
      'body.color: is not an accepted property.',
    );
    expectError(await post({ name: 'x', content: 'a\u0000b' }), 400, /NUL/);
    expectError(await post({ name: 'x'.repeat(256), content: 'x' }), 400, /body\.name/);
    expectError(await post({ name: 'x', content: 5 }), 400, /body\.content: must be string/);
  });
});

describe('PATCH/DELETE /v1/contexts/{id}', () => {
  test('renames with ETags; a stale If-Match is a 412; delete removes versions', async () => {
    const a = await t.account();
    const res = await t.call(a, 'POST', '/v1/contexts/text', { name: 'one', content: 'x' });
    const ctx = parseAs(Context, res);
    const url = `/v1/contexts/${ctx.context_id}`;
    const patched = await t.call(
      a,
      'PATCH',
      url,
      { name: 'Two', description: null },
      { 'if-match': String(res.headers.etag) },
    );
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(parseAs(Context, patched).name, 'Two');
    assert.notEqual(patched.headers.etag, res.headers.etag);
    expectError(
      await t.call(a, 'PATCH', url, { name: 'Three' }, { 'if-match': String(res.headers.etag) }),
      412,
    );
    expectError(await t.call(a, 'PATCH', url, {}), 400, /fewer than 1 properties/);
    expectError(await t.call(a, 'DELETE', url, undefined, { 'if-match': String(res.headers.etag) }), 412);
    expectDeleted(await t.call(a, 'DELETE', url, undefined, { 'if-match': String(patched.headers.etag) }));
    expectError(await t.call(a, 'GET', url), 404, 'Context not found.');
    assert.deepEqual(await rowsWhere(t, 'context_versions', { context_id: ctx.context_id }), []);
    expectError(await t.call(a, 'DELETE', url), 404);
    expectError(await t.call(a, 'PATCH', url, { name: 'x' }), 404);
  });
});

describe('/v1/context/items: the same operations and objects', () => {
  test('items and contexts are two views of one set', async () => {
    const a = await t.account();
    const ctx = await createText(a, { name: 'via items', content: 'hello' }, '/v1/context/items');
    const viaContexts = parseAs(Context, await t.call(a, 'GET', `/v1/contexts/${ctx.context_id}`));
    assert.deepEqual(viaContexts, ctx);
    const res = await t.call(a, 'POST', `/v1/context/items/${ctx.context_id}/versions/text`, {
      content: 'v2',
      is_primary: true,
    });
    assert.equal(res.statusCode, 201);
    const v = parseAs(ContextVersion, res);
    const list = parseAs(
      Type.Array(ContextVersion),
      await t.call(a, 'GET', `/v1/context/items/${ctx.context_id}/versions`),
    );
    assert.equal(list.length, 2);
    const patched = await t.call(
      a,
      'PATCH',
      `/v1/context/items/${ctx.context_id}/versions/${v.version_id}/text`,
      { name: 'n' },
    );
    assert.equal(parseAs(ContextVersion, patched).name, 'n');
    assert.equal(parseAs(Type.Array(Context), await t.call(a, 'GET', '/v1/context/items')).length, 1);
    assert.equal(
      (await t.call(a, 'PATCH', `/v1/context/items/${ctx.context_id}`, { name: 'renamed' })).statusCode,
      200,
    );
    assert.equal(parseAs(Context, await t.call(a, 'GET', `/v1/contexts/${ctx.context_id}`)).name, 'renamed');
    assert.equal((await t.call(a, 'DELETE', `/v1/context/items/${ctx.context_id}`)).statusCode, 204);
    expectError(await t.call(a, 'GET', `/v1/contexts/${ctx.context_id}`), 404);
  });

  test('the OpenAPI document lists both forms', async () => {
    const doc = (await t.request({ url: '/v1/openapi.json' })).json();
    for (const path of [
      '/v1/contexts/{contextId}/versions/{versionId}/file',
      '/v1/context/items/{contextItemId}/versions/{versionId}/file',
      '/v1/context/items/{contextItemId}/versions/{versionId}/content',
      '/v1/context/packs/{contextPackId}/versions/{versionId}',
    ]) {
      assert.ok(doc.paths[path], path);
    }
    const content = doc.paths['/v1/contexts/{contextId}/versions/{versionId}/content'].get;
    assert.ok(content.responses['200'].content['application/octet-stream']);
    assert.ok(content.responses['404']);
  });
});
