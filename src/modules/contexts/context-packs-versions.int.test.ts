import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createdAs, primaryIds, withVersions } from '../../../test/support/fixtures.js';
import { expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { Pack, PackVersion } from './context-packs.schemas.js';
import { Context } from './contexts.schemas.js';

// Versions of a context pack: primary rules, items changed with ETags, races. Deleting the primary
// and the database's guard: src/versioned/resource.int.test.ts.

const t = testAppPerFile();

/** The tokens of a context's primary version (what a pack item of it counts). */
const tokens = (c: { versions: { token_info: { token_count: number } | null }[] }) =>
  c.versions[0]!.token_info?.token_count ?? 0;

describe('context pack versions', () => {
  test('list, primary rules, PATCH items with ETags', async () => {
    const a = await t.account();
    const c1 = await createdAs(t, a, Context, '/v1/contexts/text', { name: 'c1', content: 'one' });
    const c2 = await createdAs(t, a, Context, '/v1/contexts/text', { name: 'c2', content: 'two two' });
    const pack = await createdAs(t, a, Pack, '/v1/context/packs', { name: 'rules' });
    assert.deepEqual(pack.versions, []);
    const base = `/v1/context/packs/${pack.pack_id}/versions`;
    // The first version is primary even when is_primary: false (as for prompts).
    const first = parseAs(
      PackVersion,
      await t.call(a, 'POST', base, { items: [{ context_id: c1.context_id }], is_primary: false }),
    );
    assert.equal(first.is_primary, true);
    const second = parseAs(
      PackVersion,
      await t.call(a, 'POST', base, { items: [{ context_id: c2.context_id }], name: 's' }),
    );
    assert.equal(second.is_primary, false);
    const list = parseAs(Type.Array(PackVersion), await t.call(a, 'GET', base));
    assert.deepEqual(
      list.map((v) => v.version_id),
      [second.version_id, first.version_id],
    );

    const got = await t.call(a, 'GET', `${base}/${second.version_id}`);
    const etag = String(got.headers.etag);
    const patched = await t.call(
      a,
      'PATCH',
      `${base}/${second.version_id}`,
      { items: [{ context_id: c2.context_id }, { context_id: c1.context_id }], is_primary: true },
      { 'if-match': etag },
    );
    assert.equal(patched.statusCode, 200, patched.body);
    const pv = parseAs(PackVersion, patched);
    assert.deepEqual(
      [pv.is_primary, pv.items.length, pv.token_info.token_count],
      [true, 2, tokens(c1) + tokens(c2)],
    );
    expectError(
      await t.call(a, 'PATCH', `${base}/${second.version_id}`, { name: 'x' }, { 'if-match': etag }),
      412,
    );
    expectError(
      await t.call(a, 'PATCH', `${base}/${second.version_id}`, { is_primary: false }),
      400,
      /primary version cannot be unset/,
    );
    expectError(
      await t.call(a, 'PATCH', `${base}/${second.version_id}`, { items: [{ context_id: 'ctx_nope' }] }),
      400,
    );
    assert.deepEqual(await primaryIds(t, 'pack', pack.pack_id), [second.version_id]);
  });

  test('concurrent primary switches leave exactly one primary', async () => {
    const a = await t.account();
    const { id, addUrl, ids, versionBody } = await withVersions(t, a, 'pack', 6);
    const results = await Promise.all(
      ids.map((vId) => t.call(a, 'PATCH', `${addUrl}/${vId}`, { is_primary: true })),
    );
    assert.ok(results.every((r) => r.statusCode === 200));
    const made = await Promise.all(
      ids.map(() => t.call(a, 'POST', addUrl, { ...versionBody(0), is_primary: true })),
    );
    assert.ok(made.every((r) => r.statusCode === 201));
    assert.equal((await primaryIds(t, 'pack', id)).length, 1);
  });
});
