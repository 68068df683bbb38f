import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createKey, createWorkspace } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { Pack, PackVersion } from './context-packs.schemas.js';
import { Context, ContextVersion } from './contexts.schemas.js';

const t = testAppPerFile();

async function context(a: TestAccount, name: string, content: string) {
  const res = await t.call(a, 'POST', '/v1/contexts/text', { name, content });
  assert.equal(res.statusCode, 201, res.body);
  const ctx = parseAs(Context, res);
  return { id: ctx.context_id, version: ctx.versions[0]! };
}
async function createPack(a: TestAccount, body: Record<string, unknown>) {
  const res = await t.call(a, 'POST', '/v1/context/packs', body);
  assert.equal(res.statusCode, 201, res.body);
  return { res, pack: parseAs(Pack, res) };
}
const tokens = (v: { token_info: { token_count: number } | null }) => v.token_info?.token_count ?? 0;

describe('context packs', () => {
  test('create with items: a primary version whose token_info is the sum of its items', async () => {
    const a = await t.account();
    const one = await context(a, 'One', 'The first reusable paragraph of text.');
    const two = await context(a, 'Two', 'A second piece, a little longer than the first one is.');
    const { pack, res } = await createPack(a, {
      name: 'Onboarding',
      description: 'what new prompts start from',
      version_name: 'v1',
      items: [{ context_id: one.id }, { context_id: two.id, version_id: two.version.version_id }],
    });
    assert.match(pack.pack_id, /^cpk_/);
    assert.equal(res.headers.etag, `"${pack.pack_id}.1"`);
    const v = pack.versions[0]!;
    assert.match(v.version_id, /^cpv_/);
    assert.deepEqual([v.is_primary, v.name, v.missing_count], [true, 'v1', 0]);
    assert.deepEqual(
      v.items.map((i) => [
        i.context_id,
        i.version_id,
        i.resolved_version_id,
        i.context_name,
        i.token_count,
        i.missing,
      ]),
      [
        [one.id, null, one.version.version_id, 'One', tokens(one.version), false],
        [two.id, two.version.version_id, two.version.version_id, 'Two', tokens(two.version), false],
      ],
    );
    assert.equal(v.token_info.token_count, tokens(one.version) + tokens(two.version));
    assert.equal(v.token_info.model, 'gpt-4o');
    // Priced like a text of that many tokens.
    const perToken = (one.version.token_info?.cost_per_1m ?? 0) / tokens(one.version) / 1e6;
    assert.ok(Math.abs(v.token_info.cost_per_use - perToken * v.token_info.token_count) < 1e-12);

    const row = await t.db.kysely
      .selectFrom('context_pack_versions')
      .selectAll()
      .where('id', '=', v.version_id)
      .executeTakeFirstOrThrow();
    assert.equal(row.workspace_id, a.workspaceId);
    assert.deepEqual(JSON.parse(row.items), [
      { context_id: one.id, version_id: null },
      { context_id: two.id, version_id: two.version.version_id },
    ]);
    assert.deepEqual(parseAs(Pack, await t.call(a, 'GET', `/v1/context/packs/${pack.pack_id}`)), pack);
  });

  test('resolution at read time: following the primary, and deleted contexts/versions reported missing', async () => {
    const a = await t.account();
    const one = await context(a, 'one', 'alpha');
    const two = await context(a, 'two', 'beta gamma');
    const v2 = parseAs(
      ContextVersion,
      await t.call(a, 'POST', `/v1/contexts/${two.id}/versions/text`, {
        content: 'beta gamma delta epsilon zeta eta',
      }),
    );
    const { pack } = await createPack(a, {
      name: 'p',
      items: [
        { context_id: one.id },
        { context_id: two.id },
        { context_id: two.id, version_id: v2.version_id },
      ],
    });
    const url = `/v1/context/packs/${pack.pack_id}/versions/${pack.versions[0]!.version_id}`;
    // Making v2 primary moves the following item with it.
    await t.call(a, 'PATCH', `/v1/contexts/${two.id}/versions/${v2.version_id}/text`, { is_primary: true });
    let v = parseAs(PackVersion, await t.call(a, 'GET', url));
    assert.equal(v.items[1]!.resolved_version_id, v2.version_id);
    assert.equal(v.token_info.token_count, tokens(one.version) + 2 * tokens(v2));

    // Deleting the pinned version (not primary any more after switching back) → that item is missing.
    await t.call(a, 'PATCH', `/v1/contexts/${two.id}/versions/${two.version.version_id}/text`, {
      is_primary: true,
    });
    assert.equal(
      (await t.call(a, 'DELETE', `/v1/contexts/${two.id}/versions/${v2.version_id}`)).statusCode,
      204,
    );
    v = parseAs(PackVersion, await t.call(a, 'GET', url));
    assert.deepEqual(
      v.items.map((i) => i.missing),
      [false, false, true],
    );
    assert.deepEqual(
      [v.items[2]!.resolved_version_id, v.items[2]!.token_count, v.items[2]!.context_name],
      [null, null, 'two'],
    );
    assert.equal(v.missing_count, 1);
    assert.equal(v.token_info.token_count, tokens(one.version) + tokens(two.version));

    // Deleting a whole context → its items are missing, the pack still reads.
    assert.equal((await t.call(a, 'DELETE', `/v1/contexts/${one.id}`)).statusCode, 204);
    v = parseAs(PackVersion, await t.call(a, 'GET', url));
    assert.deepEqual(
      v.items.map((i) => i.missing),
      [true, false, true],
    );
    assert.equal(v.items[0]!.context_name, null);
    assert.equal(v.token_info.token_count, tokens(two.version));
    // A context whose last version is deleted: a following item is missing too.
    assert.equal(
      (await t.call(a, 'DELETE', `/v1/contexts/${two.id}/versions/${two.version.version_id}`)).statusCode,
      204,
    );
    v = parseAs(PackVersion, await t.call(a, 'GET', url));
    assert.deepEqual([v.missing_count, v.token_info.token_count, v.token_info.cost_per_use], [3, 0, 0]);
  });

  test('references must be contexts (and versions of them) of the same workspace', async () => {
    const a = await t.account();
    const mine = await context(a, 'mine', 'x');
    const other = await context(a, 'other', 'y');
    const b = await t.account();
    const foreign = await context(b, 'foreign', 'z');
    const ws2 = await createWorkspace(t, a, 'w2');
    const sameAccount = await context({ ...a, workspaceId: ws2.workspace_id }, 'elsewhere', 'w');
    const post = (items: unknown) => t.call(a, 'POST', '/v1/context/packs', { name: 'p', items });
    expectError(
      await post([{ context_id: foreign.id }]),
      400,
      `body.items.0.context_id: no context '${foreign.id}' in this workspace.`,
    );
    expectError(
      await post([{ context_id: mine.id }, { context_id: sameAccount.id }]),
      400,
      /items\.1\.context_id/,
    );
    expectError(
      await post([{ context_id: mine.id, version_id: other.version.version_id }]),
      400,
      `body.items.0.version_id: '${other.version.version_id}' is not a version of context '${mine.id}'.`,
    );
    expectError(await post([{ context_id: mine.id, version_id: 'cv_nope' }]), 400, /is not a version/);
    expectError(await post([]), 400, /body\.items/);
    expectError(await post([{ context_id: mine.id, extra: 1 }]), 400, /is not an accepted property/);
    expectError(await post([{ version_id: 'x' }]), 400, /context_id: is required/);
    const names = await t.db.kysely
      .selectFrom('context_packs')
      .select('id')
      .where('workspace_id', '=', a.workspaceId)
      .execute();
    assert.deepEqual(names, []);
  });

  test('pack versions: list, primary rules, PATCH items with ETags, delete rules', async () => {
    const a = await t.account();
    const c1 = await context(a, 'c1', 'one');
    const c2 = await context(a, 'c2', 'two two');
    const { pack } = await createPack(a, { name: 'rules' });
    assert.deepEqual(pack.versions, []);
    const base = `/v1/context/packs/${pack.pack_id}/versions`;
    // The first version is primary even when is_primary: false (as for prompts).
    const first = parseAs(
      PackVersion,
      await t.call(a, 'POST', base, { items: [{ context_id: c1.id }], is_primary: false }),
    );
    assert.equal(first.is_primary, true);
    const second = parseAs(
      PackVersion,
      await t.call(a, 'POST', base, { items: [{ context_id: c2.id }], name: 's' }),
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
      { items: [{ context_id: c2.id }, { context_id: c1.id }], is_primary: true },
      { 'if-match': etag },
    );
    assert.equal(patched.statusCode, 200, patched.body);
    const pv = parseAs(PackVersion, patched);
    assert.deepEqual(
      [pv.is_primary, pv.items.length, pv.token_info.token_count],
      [true, 2, tokens(c1.version) + tokens(c2.version)],
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
    const primaries = await t.db.kysely
      .selectFrom('context_pack_versions')
      .select('id')
      .where('pack_id', '=', pack.pack_id)
      .where('is_primary', '=', 1)
      .execute();
    assert.deepEqual(
      primaries.map((r) => r.id),
      [second.version_id],
    );

    expectError(
      await t.call(a, 'DELETE', `${base}/${second.version_id}`),
      400,
      /primary version cannot be deleted/,
    );
    assert.equal((await t.call(a, 'DELETE', `${base}/${first.version_id}`)).statusCode, 204);
    assert.equal((await t.call(a, 'DELETE', `${base}/${second.version_id}`)).statusCode, 204);
    expectError(
      await t.call(a, 'GET', `${base}/${second.version_id}`),
      404,
      'Context pack version not found.',
    );
  });

  test('concurrent primary switches leave exactly one primary', async () => {
    const a = await t.account();
    const c = await context(a, 'c', 'x');
    const { pack } = await createPack(a, { name: 'race', items: [{ context_id: c.id }] });
    const base = `/v1/context/packs/${pack.pack_id}/versions`;
    const ids = [pack.versions[0]!.version_id];
    for (let i = 0; i < 5; i++)
      ids.push(
        parseAs(PackVersion, await t.call(a, 'POST', base, { items: [{ context_id: c.id }] })).version_id,
      );
    const results = await Promise.all(
      ids.map((id) => t.call(a, 'PATCH', `${base}/${id}`, { is_primary: true })),
    );
    assert.ok(results.every((r) => r.statusCode === 200));
    const made = await Promise.all(
      ids.map(() => t.call(a, 'POST', base, { items: [{ context_id: c.id }], is_primary: true })),
    );
    assert.ok(made.every((r) => r.statusCode === 201));
    const primaries = await t.db.kysely
      .selectFrom('context_pack_versions')
      .select('id')
      .where('pack_id', '=', pack.pack_id)
      .where('is_primary', '=', 1)
      .execute();
    assert.equal(primaries.length, 1);
  });

  test('list sorted by name with expand; PATCH/DELETE the pack with ETags; the contexts stay', async () => {
    const a = await t.account();
    const c = await context(a, 'c', 'x');
    await createPack(a, { name: 'beta', items: [{ context_id: c.id }] });
    const { pack, res } = await createPack(a, { name: 'Alpha', items: [{ context_id: c.id }] });
    await t.call(a, 'POST', `/v1/context/packs/${pack.pack_id}/versions`, {
      items: [{ context_id: c.id }, { context_id: c.id }],
    });
    const list = parseAs(Type.Array(Pack), await t.call(a, 'GET', '/v1/context/packs'));
    assert.deepEqual(
      list.map((p) => [p.name, p.versions.length]),
      [
        ['Alpha', 1],
        ['beta', 1],
      ],
    );
    const expanded = parseAs(Type.Array(Pack), await t.call(a, 'GET', '/v1/context/packs?expand=versions'));
    assert.deepEqual(
      expanded.map((p) => p.versions.length),
      [2, 1],
    );
    assert.equal(
      parseAs(Pack, await t.call(a, 'GET', `/v1/context/packs/${pack.pack_id}?expand=versions`)).versions
        .length,
      2,
    );

    const url = `/v1/context/packs/${pack.pack_id}`;
    expectError(await t.call(a, 'PATCH', url, { name: 'x' }, { 'if-match': String(res.headers.etag) }), 412);
    const fresh = String((await t.call(a, 'GET', url)).headers.etag);
    const renamed = parseAs(
      Pack,
      await t.call(a, 'PATCH', url, { name: 'Gamma', description: 'd' }, { 'if-match': fresh }),
    );
    assert.deepEqual([renamed.name, renamed.description], ['Gamma', 'd']);
    assert.equal((await t.call(a, 'DELETE', url)).statusCode, 204);
    expectError(await t.call(a, 'GET', url), 404, 'Context pack not found.');
    const left = await t.db.kysely
      .selectFrom('context_pack_versions')
      .select('id')
      .where('pack_id', '=', pack.pack_id)
      .execute();
    assert.deepEqual(left, []);
    assert.equal((await t.call(a, 'GET', `/v1/contexts/${c.id}`)).statusCode, 200);
  });

  test('security: 401s, read key 403 on writes, no workspace 400, another workspace 404', async () => {
    const a = await t.account();
    const c = await context(a, 'c', 'x');
    const { pack } = await createPack(a, { name: 'p', items: [{ context_id: c.id }] });
    const vUrl = `/v1/context/packs/${pack.pack_id}/versions/${pack.versions[0]!.version_id}`;
    expectError(await t.request({ url: '/v1/context/packs', workspace: a.workspaceId }), 401);
    expectError(await t.request({ url: '/v1/context/packs', key: 'pk_bad', workspace: a.workspaceId }), 401);
    expectError(await t.request({ url: '/v1/context/packs', key: a.key }), 400, /workspace id is required/);
    const readKey = (await createKey(t, a, { name: 'r', scope: 'read' })).api_key;
    const r = { ...a, key: readKey };
    assert.equal((await t.call(r, 'GET', vUrl)).statusCode, 200);
    for (const [method, url, body] of [
      ['POST', '/v1/context/packs', { name: 'x' }],
      ['PATCH', `/v1/context/packs/${pack.pack_id}`, { name: 'x' }],
      ['DELETE', `/v1/context/packs/${pack.pack_id}`, undefined],
      ['POST', `/v1/context/packs/${pack.pack_id}/versions`, { items: [{ context_id: c.id }] }],
      ['PATCH', vUrl, { name: 'x' }],
      ['DELETE', vUrl, undefined],
    ] as const) {
      expectError(await t.call(r, method, url, body), 403, /'write' is required/);
    }
    const ws2 = await createWorkspace(t, a, 'w2');
    const other = { ...a, workspaceId: ws2.workspace_id };
    for (const [method, url, body] of [
      ['GET', `/v1/context/packs/${pack.pack_id}`, undefined],
      ['PATCH', `/v1/context/packs/${pack.pack_id}`, { name: 'x' }],
      ['DELETE', `/v1/context/packs/${pack.pack_id}`, undefined],
      ['GET', `/v1/context/packs/${pack.pack_id}/versions`, undefined],
      ['POST', `/v1/context/packs/${pack.pack_id}/versions`, { items: [{ context_id: c.id }] }],
      ['GET', vUrl, undefined],
      ['PATCH', vUrl, { name: 'x' }],
      ['DELETE', vUrl, undefined],
    ] as const) {
      const foreign = expectError(await t.call(other, method, url, body), 404);
      assert.equal(
        foreign,
        expectError(await t.call(a, method, url.replace(pack.pack_id, 'cpk_missing'), body), 404),
      );
    }
    assert.deepEqual(parseAs(Type.Array(Pack), await t.call(other, 'GET', '/v1/context/packs')), []);
  });
});
