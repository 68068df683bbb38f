import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createdAs, createWorkspace, rowsWhere } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { Pack, PackVersion } from './context-packs.schemas.js';
import { Context, ContextVersion } from './contexts.schemas.js';

// Context packs: items resolved at read time, references, list and changes of the pack. Its
// versions: context-packs-versions.int.test.ts; keys and workspaces: contexts-security.

const t = testAppPerFile();

async function context(a: TestAccount, name: string, content: string) {
  const ctx = await createdAs(t, a, Context, '/v1/contexts/text', { name, content });
  return { id: ctx.context_id, version: ctx.versions[0]! };
}
const createPack = (a: TestAccount, body: Record<string, unknown>) =>
  createdAs(t, a, Pack, '/v1/context/packs', body);
const tokens = (v: { token_info: { token_count: number } | null }) => v.token_info?.token_count ?? 0;

describe('context packs', () => {
  test('create with items: a primary version whose token_info is the sum of its items', async () => {
    const a = await t.account();
    const one = await context(a, 'One', 'The first reusable paragraph of text.');
    const two = await context(a, 'Two', 'A second piece, a little longer than the first one is.');
    const res = await t.call(a, 'POST', '/v1/context/packs', {
      name: 'Onboarding',
      description: 'what new prompts start from',
      version_name: 'v1',
      items: [{ context_id: one.id }, { context_id: two.id, version_id: two.version.version_id }],
    });
    const pack = parseAs(Pack, res);
    assert.match(pack.pack_id, /^cpk_/);
    assert.equal(res.headers.etag, `"${pack.pack_id}.1"`);
    const v = pack.versions[0]!;
    assert.match(v.version_id, /^cpv_/);
    assert.deepEqual([v.is_primary, v.name, v.missing_count], [true, 'v1', 0]);
    const resolved = (c: typeof one, pinned: boolean, name: string) => ({
      context_id: c.id,
      version_id: pinned ? c.version.version_id : null,
      resolved_version_id: c.version.version_id,
      context_name: name,
      token_count: tokens(c.version),
      missing: false,
    });
    assert.deepEqual(v.items, [resolved(one, false, 'One'), resolved(two, true, 'Two')]);
    assert.equal(v.token_info.token_count, tokens(one.version) + tokens(two.version));
    assert.equal(v.token_info.model, 'gpt-4o');
    // Priced like a text of that many tokens.
    const perToken = (one.version.token_info?.cost_per_1m ?? 0) / tokens(one.version) / 1e6;
    assert.ok(Math.abs(v.token_info.cost_per_use - perToken * v.token_info.token_count) < 1e-12);

    const [row] = await rowsWhere(t, 'context_pack_versions', { id: v.version_id });
    assert.equal(row?.workspace_id, a.workspaceId);
    assert.deepEqual(JSON.parse(row!.items), [
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
    const pack = await createPack(a, {
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
    assert.deepEqual(await rowsWhere(t, 'context_packs', { workspace_id: a.workspaceId }), []);
  });

  test('list sorted by name with expand; PATCH/DELETE the pack with ETags; the contexts stay', async () => {
    const a = await t.account();
    const c = await context(a, 'c', 'x');
    await createPack(a, { name: 'beta', items: [{ context_id: c.id }] });
    const res = await t.call(a, 'POST', '/v1/context/packs', {
      name: 'Alpha',
      items: [{ context_id: c.id }],
    });
    const pack = parseAs(Pack, res);
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
    assert.deepEqual(await rowsWhere(t, 'context_pack_versions', { pack_id: pack.pack_id }), []);
    assert.equal((await t.call(a, 'GET', `/v1/contexts/${c.id}`)).statusCode, 200);
  });
});
