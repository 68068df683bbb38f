import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createdAs, primaryIds, withVersions } from '../../../test/support/fixtures.js';
import { expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { Context, ContextVersion } from './contexts.schemas.js';

// Text versions of a context: which one is primary, ETags, races. The rules every versioned
// resource shares (deleting the primary, the database's own guard): src/versioned/resource.int.test.ts.

const t = testAppPerFile();

describe('versions: primary rules', () => {
  test('later versions are not primary unless asked; is_primary:true switches; false on the primary is a 400', async () => {
    const a = await t.account();
    const ctx = await createdAs(t, a, Context, '/v1/contexts/text', { name: 'c', content: 'one' });
    const first = ctx.versions[0]!;
    const base = `/v1/contexts/${ctx.context_id}/versions`;
    const add = (body: Record<string, unknown>) => createdAs(t, a, ContextVersion, `${base}/text`, body);
    const second = await add({ content: 'two', name: 'second' });
    assert.equal(second.is_primary, false);
    const third = await add({ content: 'three', is_primary: true });
    assert.equal(third.is_primary, true);
    assert.deepEqual(await primaryIds(t, 'context', ctx.context_id), [third.version_id]);

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
    assert.deepEqual(await primaryIds(t, 'context', ctx.context_id), [second.version_id]);
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

  test('version ETags: If-Match on PATCH and DELETE; content PATCH recomputes token_info', async () => {
    const a = await t.account();
    const ctx = await createdAs(t, a, Context, '/v1/contexts/text', { name: 'c', content: 'short' });
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
    const { id, parent, ids } = await withVersions(t, a, 'context', 6);
    const base = `${parent}/versions`;
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(
        ids.map((id) => t.call(a, 'PATCH', `${base}/${id}/text`, { is_primary: true })),
      );
      assert.deepEqual(
        results.map((r) => r.statusCode),
        ids.map(() => 200),
        results.map((r) => r.body).join('\n'),
      );
      assert.equal((await primaryIds(t, 'context', id)).length, 1);
    }
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call(a, 'POST', `${base}/text`, { content: `p${i}`, is_primary: true }),
      ),
    );
    assert.ok(created.every((r) => r.statusCode === 201));
    assert.equal((await primaryIds(t, 'context', id)).length, 1);

    // From zero versions: concurrent first versions, exactly one becomes primary.
    const empty = await createdAs(t, a, Context, '/v1/contexts/text', { name: 'empty', content: 'x' });
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
    assert.equal((await primaryIds(t, 'context', empty.context_id)).length, 1);
  });
});
