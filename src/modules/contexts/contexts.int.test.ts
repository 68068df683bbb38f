import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createKey, createWorkspace } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { Context, ContextVersion } from './contexts.schemas.js';

const t = testAppPerFile();

async function createText(a: TestAccount, body: Record<string, unknown>, base = '/v1/contexts') {
  const res = await t.call(a, 'POST', `${base}/text`, body);
  assert.equal(res.statusCode, 201, res.body);
  return { res, ctx: parseAs(Context, res) };
}
async function addVersion(a: TestAccount, contextId: string, body: Record<string, unknown>) {
  const res = await t.call(a, 'POST', `/v1/contexts/${contextId}/versions/text`, body);
  assert.equal(res.statusCode, 201, res.body);
  return parseAs(ContextVersion, res);
}
async function primaryCount(contextId: string) {
  const rows = await t.db.kysely
    .selectFrom('context_versions')
    .select(['id', 'is_primary'])
    .where('context_id', '=', contextId)
    .where('is_primary', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}

describe('POST /v1/contexts/text and GET', () => {
  test('creates a context with its primary version; token_info matches /v1/tokens/count', async () => {
    const a = await t.account();
    const content = 'You are a helpful assistant. Reply in French, briefly.';
    const { res, ctx } = await createText(a, {
      name: 'Style guide',
      description: 'tone',
      content,
      version_name: 'v1',
    });
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
    const row = await t.db.kysely
      .selectFrom('contexts')
      .selectAll()
      .where('id', '=', ctx.context_id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      [row.workspace_id, row.name_key, row.created_by],
      [a.workspaceId, 'style guide', 'owner'],
    );
    const vrow = await t.db.kysely
      .selectFrom('context_versions')
      .selectAll()
      .where('id', '=', v.version_id)
      .executeTakeFirstOrThrow();
    assert.deepEqual([vrow.workspace_id, vrow.kind, vrow.is_primary], [a.workspaceId, 'text', 1]);

    const got = await t.call(a, 'GET', `/v1/contexts/${ctx.context_id}`);
    assert.deepEqual(parseAs(Context, got), ctx);
    assert.equal(got.headers.etag, res.headers.etag);
  });

  test('list: sorted by name case-insensitively; primary only unless expand=versions', async () => {
    const a = await t.account();
    const b1 = (await createText(a, { name: 'banana', content: 'b' })).ctx;
    await createText(a, { name: 'Apple', content: 'a' });
    await createText(a, { name: 'cherry', content: 'c' });
    await addVersion(a, b1.context_id, { content: 'b2' });
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
    const { ctx, res } = await createText(a, { name: 'one', content: 'x' });
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
    const del = await t.call(a, 'DELETE', url, undefined, { 'if-match': String(patched.headers.etag) });
    assert.equal(del.statusCode, 204);
    assert.equal(del.body, '');
    expectError(await t.call(a, 'GET', url), 404, 'Context not found.');
    const left = await t.db.kysely
      .selectFrom('context_versions')
      .select('id')
      .where('context_id', '=', ctx.context_id)
      .execute();
    assert.deepEqual(left, []);
    expectError(await t.call(a, 'DELETE', url), 404);
    expectError(await t.call(a, 'PATCH', url, { name: 'x' }), 404);
  });
});

describe('versions: primary rules', () => {
  test('later versions are not primary unless asked; is_primary:true switches; false on the primary is a 400', async () => {
    const a = await t.account();
    const { ctx } = await createText(a, { name: 'c', content: 'one' });
    const first = ctx.versions[0]!;
    const second = await addVersion(a, ctx.context_id, { content: 'two', name: 'second' });
    assert.equal(second.is_primary, false);
    const third = await addVersion(a, ctx.context_id, { content: 'three', is_primary: true });
    assert.equal(third.is_primary, true);
    assert.deepEqual(await primaryCount(ctx.context_id), [third.version_id]);

    const base = `/v1/contexts/${ctx.context_id}/versions`;
    const list = parseAs(Type.Array(ContextVersion), await t.call(a, 'GET', base));
    assert.deepEqual(
      list.map((v) => v.version_id),
      [third.version_id, second.version_id, first.version_id],
    );

    const res = await t.call(a, 'PATCH', `${base}/${second.version_id}/text`, {
      is_primary: true,
      content: 'two!',
    });
    assert.equal(res.statusCode, 200, res.body);
    const updated = parseAs(ContextVersion, res);
    assert.deepEqual([updated.is_primary, updated.content, updated.name], [true, 'two!', 'second']);
    assert.deepEqual(await primaryCount(ctx.context_id), [second.version_id]);
    const oldPrimary = parseAs(ContextVersion, await t.call(a, 'GET', `${base}/${third.version_id}`));
    assert.equal(oldPrimary.is_primary, false);

    expectError(
      await t.call(a, 'PATCH', `${base}/${second.version_id}/text`, { is_primary: false }),
      400,
      'body.is_primary: the primary version cannot be unset; make another version primary instead.',
    );
    expectError(await t.call(a, 'POST', `${base}/text`, { content: 'x', is_primary: 'yes' }), 400);
    // The context's primary (default GET) follows.
    const got = parseAs(Context, await t.call(a, 'GET', `/v1/contexts/${ctx.context_id}`));
    assert.equal(got.versions[0]!.version_id, second.version_id);
  });

  test('the primary cannot be deleted while others exist; the last version can; a new one is then primary', async () => {
    const a = await t.account();
    const { ctx } = await createText(a, { name: 'c', content: 'one' });
    const base = `/v1/contexts/${ctx.context_id}/versions`;
    const first = ctx.versions[0]!;
    const second = await addVersion(a, ctx.context_id, { content: 'two' });
    expectError(
      await t.call(a, 'DELETE', `${base}/${first.version_id}`),
      400,
      /primary version cannot be deleted/,
    );
    assert.equal((await t.call(a, 'DELETE', `${base}/${second.version_id}`)).statusCode, 204);
    assert.equal((await t.call(a, 'DELETE', `${base}/${first.version_id}`)).statusCode, 204);
    const empty = parseAs(Context, await t.call(a, 'GET', `/v1/contexts/${ctx.context_id}`));
    assert.deepEqual(empty.versions, []);
    // As for prompts: a version created while there is no primary becomes it, is_primary: false or not.
    const next = await addVersion(a, ctx.context_id, { content: 'again', is_primary: false });
    assert.equal(next.is_primary, true);
    expectError(await t.call(a, 'GET', `${base}/${second.version_id}`), 404, 'Context version not found.');
  });

  test('version ETags: If-Match on PATCH and DELETE; content PATCH recomputes token_info', async () => {
    const a = await t.account();
    const { ctx } = await createText(a, { name: 'c', content: 'short' });
    const url = `/v1/contexts/${ctx.context_id}/versions/${ctx.versions[0]!.version_id}`;
    const got = await t.call(a, 'GET', url);
    const etag = String(got.headers.etag);
    const patched = await t.call(
      a,
      'PATCH',
      `${url}/text`,
      { content: 'a much longer text than before, with more tokens' },
      { 'if-match': etag },
    );
    assert.equal(patched.statusCode, 200, patched.body);
    const v = parseAs(ContextVersion, patched);
    assert.ok((v.token_info?.token_count ?? 0) > (ctx.versions[0]!.token_info?.token_count ?? 0));
    expectError(await t.call(a, 'PATCH', `${url}/text`, { name: 'n' }, { 'if-match': etag }), 412);
    expectError(await t.call(a, 'DELETE', url, undefined, { 'if-match': etag }), 412);
    assert.equal(
      (await t.call(a, 'PATCH', `${url}/text`, { name: null }, { 'if-match': '*' })).statusCode,
      200,
    );
    expectError(await t.call(a, 'PATCH', `${url}/file`, { name: 'x' }), 400, /This is a text version/);
    expectError(await t.call(a, 'GET', `${url}/content`), 400, /text version/);
  });

  test('concurrent primary switches and creations never leave zero or two primaries', async () => {
    const a = await t.account();
    const { ctx } = await createText(a, { name: 'race', content: 'v0' });
    const ids = [ctx.versions[0]!.version_id];
    for (let i = 1; i < 6; i++)
      ids.push((await addVersion(a, ctx.context_id, { content: `v${i}` })).version_id);
    const base = `/v1/contexts/${ctx.context_id}/versions`;
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(
        ids.map((id) => t.call(a, 'PATCH', `${base}/${id}/text`, { is_primary: true })),
      );
      assert.deepEqual(
        results.map((r) => r.statusCode),
        ids.map(() => 200),
        results.map((r) => r.body).join('\n'),
      );
      assert.equal((await primaryCount(ctx.context_id)).length, 1);
    }
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call(a, 'POST', `${base}/text`, { content: `p${i}`, is_primary: true }),
      ),
    );
    assert.ok(created.every((r) => r.statusCode === 201));
    assert.equal((await primaryCount(ctx.context_id)).length, 1);

    // From zero versions: concurrent first versions, exactly one becomes primary.
    const { ctx: empty } = await createText(a, { name: 'empty', content: 'x' });
    const only = `/v1/contexts/${empty.context_id}/versions`;
    assert.equal((await t.call(a, 'DELETE', `${only}/${empty.versions[0]!.version_id}`)).statusCode, 204);
    const firsts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.call(a, 'POST', `${only}/text`, { content: `f${i}` })),
    );
    assert.ok(
      firsts.every((r) => r.statusCode === 201),
      firsts.map((r) => r.body).join('\n'),
    );
    assert.equal(firsts.filter((r) => r.json().is_primary).length, 1);
    assert.equal((await primaryCount(empty.context_id)).length, 1);
  });

  test('the database refuses a second primary whatever the application does', async () => {
    const a = await t.account();
    const { ctx } = await createText(a, { name: 'c', content: 'x' });
    const second = await addVersion(a, ctx.context_id, { content: 'y' });
    await assert.rejects(
      t.db.kysely
        .updateTable('context_versions')
        .set({ is_primary: 1 })
        .where('id', '=', second.version_id)
        .execute(),
    );
  });
});

describe('/v1/context/items: the same operations and objects', () => {
  test('items and contexts are two views of one set', async () => {
    const a = await t.account();
    const { ctx } = await createText(a, { name: 'via items', content: 'hello' }, '/v1/context/items');
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

describe('security and workspaces', () => {
  test('no key 401, bad key 401, read key 403 on writes, no workspace 400, foreign workspace 403', async () => {
    const a = await t.account();
    const { ctx } = await createText(a, { name: 'secret', content: 'x' });
    const vUrl = `/v1/contexts/${ctx.context_id}/versions/${ctx.versions[0]!.version_id}`;
    expectError(await t.request({ url: '/v1/contexts', workspace: a.workspaceId }), 401, 'Invalid API key.');
    expectError(
      await t.request({ url: '/v1/contexts', key: 'pk_bad', workspace: a.workspaceId }),
      401,
      'Invalid API key.',
    );
    expectError(await t.request({ url: '/v1/contexts', key: a.key }), 400, /workspace id is required/);
    const b = await t.account();
    expectError(await t.request({ url: '/v1/contexts', key: a.key, workspace: b.workspaceId }), 403);

    const readKey = (await createKey(t, a, { name: 'reader', scope: 'read' })).api_key;
    const r = { ...a, key: readKey };
    assert.equal((await t.call(r, 'GET', `/v1/contexts/${ctx.context_id}`)).statusCode, 200);
    assert.equal((await t.call(r, 'GET', vUrl)).statusCode, 200);
    const writes: [string, string, unknown][] = [
      ['POST', '/v1/contexts/text', { name: 'x', content: 'x' }],
      ['POST', '/v1/contexts/file', { name: 'x', filename: 'a.txt', media_type: 'text/plain', data: 'eA==' }],
      ['PATCH', `/v1/contexts/${ctx.context_id}`, { name: 'y' }],
      ['DELETE', `/v1/contexts/${ctx.context_id}`, undefined],
      ['POST', `/v1/contexts/${ctx.context_id}/versions/text`, { content: 'x' }],
      ['PATCH', `${vUrl}/text`, { name: 'x' }],
      ['DELETE', vUrl, undefined],
      ['POST', '/v1/context/items/text', { name: 'x', content: 'x' }],
    ];
    for (const [method, url, body] of writes) {
      expectError(await t.call(r, method as 'POST', url, body), 403, /'write' is required/);
    }
  });

  test("another workspace's context is a 404, exactly like a missing one", async () => {
    const a = await t.account();
    const { ctx } = await createText(a, { name: 'mine', content: 'x' });
    const ws2 = await createWorkspace(t, a, 'second');
    const other = { ...a, workspaceId: ws2.workspace_id };
    const vId = ctx.versions[0]!.version_id;
    const urls: [string, string, unknown][] = [
      ['GET', `/v1/contexts/${ctx.context_id}`, undefined],
      ['PATCH', `/v1/contexts/${ctx.context_id}`, { name: 'x' }],
      ['DELETE', `/v1/contexts/${ctx.context_id}`, undefined],
      ['GET', `/v1/contexts/${ctx.context_id}/versions`, undefined],
      ['POST', `/v1/contexts/${ctx.context_id}/versions/text`, { content: 'x' }],
      ['GET', `/v1/contexts/${ctx.context_id}/versions/${vId}`, undefined],
      ['PATCH', `/v1/contexts/${ctx.context_id}/versions/${vId}/text`, { name: 'x' }],
      ['DELETE', `/v1/contexts/${ctx.context_id}/versions/${vId}`, undefined],
      ['GET', `/v1/contexts/${ctx.context_id}/versions/${vId}/content`, undefined],
      ['GET', `/v1/context/items/${ctx.context_id}`, undefined],
    ];
    for (const [method, url, body] of urls) {
      const foreign = expectError(await t.call(other, method as 'GET', url, body), 404);
      const missing = expectError(
        await t.call(a, method as 'GET', url.replace(ctx.context_id, 'ctx_missing'), body),
        404,
      );
      assert.equal(foreign, missing);
    }
    assert.deepEqual(parseAs(Type.Array(Context), await t.call(other, 'GET', '/v1/contexts')), []);
    // Nothing changed in the first workspace.
    assert.equal(
      parseAs(Context, await t.call(a, 'GET', `/v1/contexts/${ctx.context_id}?expand=versions`)).versions
        .length,
      1,
    );
    // A version id under another context of the same workspace is not found either.
    const { ctx: second } = await createText(a, { name: 'two', content: 'y' });
    expectError(await t.call(a, 'GET', `/v1/contexts/${second.context_id}/versions/${vId}`), 404);
  });
});
