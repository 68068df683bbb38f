import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { type TSchema, Type } from 'typebox';
import {
  created,
  expectDeleted,
  primaryIds,
  VERSIONED,
  type VersionedKind,
  withVersions,
} from '../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../test/support/test-app.js';
import { PackVersion } from '../modules/contexts/context-packs.schemas.js';
import { ContextVersion } from '../modules/contexts/contexts.schemas.js';
import { Version } from '../modules/prompts/prompts.schemas.js';

// One set of rules for every versioned resource (src/versioned/): a
// write that loses a race without If-Match is retried (never a 412); with a stale If-Match it is a
// 412; exactly one version stays primary, and only the last version may be deleted while primary.
// Each kind is driven through its own routes.

const t = testAppPerFile();

interface Kind {
  kind: VersionedKind;
  version: TSchema;
  /** The PATCH path of a version (contexts: by kind). */
  patch(parent: string, id: string): string;
  /** A body that changes the version's content. */
  change(a: TestAccount, label: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** A body that changes the parent. */
  rename: (i: number) => Record<string, unknown>;
}

const KINDS: Kind[] = [
  {
    kind: 'prompt',
    version: Version,
    patch: (parent, id) => `${parent}/versions/${id}`,
    change: (_, label) => ({ content: `Text {{x}} ${label}`, variables: { '{{x}}': label } }),
    rename: (i) => ({ name: `race ${i}` }),
  },
  {
    kind: 'context',
    version: ContextVersion,
    patch: (parent, id) => `${parent}/versions/${id}/text`,
    change: (_, label) => ({ content: `Context text ${label}` }),
    rename: (i) => ({ name: `race ${i}`, description: `d${i}` }),
  },
  {
    kind: 'pack',
    version: PackVersion,
    patch: (parent, id) => `${parent}/versions/${id}`,
    async change(a, label) {
      const c = await created(t, a, '/v1/contexts/text', { name: `item ${label}`, content: label });
      return { name: label, items: [{ context_id: c.context_id }] };
    },
    rename: (i) => ({ name: `race ${i}` }),
  },
];

for (const kind of KINDS) {
  describe(`concurrent writes: ${VERSIONED[kind.kind].table}`, () => {
    test('24 parallel PATCHes without If-Match (content and primary switches): all 200, one primary', async () => {
      const a = await t.account();
      const { parent, ids } = await withVersions(t, a, kind.kind, 8);
      // Per version: two content changes and a primary switch, all at once. Losing a race means
      // another write to the same version committed meanwhile; a version gets at most 5 here (its
      // 3 requests, and being demoted at most twice), so each request wins within the helper's 10
      // attempts: none may be a 409, and none a 412 (no If-Match was sent).
      const bodies = await Promise.all(
        ids.flatMap((_, i) => [kind.change(a, `${i}a`), kind.change(a, `${i}b`), { is_primary: true }]),
      );
      const results = await Promise.all(
        bodies.map((body, j) => t.call(a, 'PATCH', kind.patch(parent, ids[Math.floor(j / 3)]!), body)),
      );
      assert.deepEqual(
        results.map((r) => r.statusCode),
        results.map(() => 200),
        results.map((r) => r.body.slice(0, 200)).join('\n'),
      );
      const list = parseAs(Type.Array(kind.version), await t.call(a, 'GET', `${parent}/versions`)) as {
        version_id: string;
        is_primary: boolean;
      }[];
      assert.equal(list.length, 8);
      assert.equal(list.filter((v) => v.is_primary).length, 1);
      // Every ETag handed out names the revision the response shows: the last one is current.
      for (const [j, r] of results.entries()) {
        const id = ids[Math.floor(j / 3)]!;
        assert.match(String(r.headers.etag), new RegExp(`^"${id}\\.\\d+"$`));
      }
    });

    test('a stale If-Match is a 412; parallel PATCHes with one current tag: one 200, the rest 412', async () => {
      const a = await t.account();
      const { parent, ids } = await withVersions(t, a, kind.kind, 2);
      const url = kind.patch(parent, ids[1]!);
      const before = await t.call(a, 'GET', `${parent}/versions/${ids[1]}`);
      const stale = String(before.headers.etag);
      assert.equal((await t.call(a, 'PATCH', url, await kind.change(a, 'moved'))).statusCode, 200);
      const refused = await t.call(a, 'PATCH', url, await kind.change(a, 'late'), { 'if-match': stale });
      assert.equal(refused.statusCode, 412, refused.body);
      const fresh = String((await t.call(a, 'GET', `${parent}/versions/${ids[1]}`)).headers.etag);
      const bodies = await Promise.all(Array.from({ length: 8 }, (_, i) => kind.change(a, `t${i}`)));
      const results = await Promise.all(
        bodies.map((body) => t.call(a, 'PATCH', url, body, { 'if-match': fresh })),
      );
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, ...Array(7).fill(412)]);
      // `*` asks only that the version exists: a lost race is retried as without If-Match (8
      // writers on one version: each loses at most 7 times, within the bound).
      const any = await Promise.all(bodies.map((body) => t.call(a, 'PATCH', url, body, { 'if-match': '*' })));
      assert.deepEqual(
        any.map((r) => r.statusCode),
        any.map(() => 200),
      );
    });

    test('parents: parallel PATCHes without If-Match all apply; with one tag, one wins', async () => {
      const a = await t.account();
      const { parent } = await withVersions(t, a, kind.kind, 1);
      const free = await Promise.all(
        Array.from({ length: 12 }, (_, i) => t.call(a, 'PATCH', parent, kind.rename(i))),
      );
      assert.deepEqual(
        free.map((r) => r.statusCode),
        free.map(() => 200),
      );
      const tag = String((await t.call(a, 'GET', parent)).headers.etag);
      const tagged = await Promise.all(
        Array.from({ length: 6 }, (_, i) => t.call(a, 'PATCH', parent, kind.rename(i), { 'if-match': tag })),
      );
      assert.deepEqual(tagged.map((r) => r.statusCode).sort(), [200, ...Array(5).fill(412)]);
    });
  });
}

for (const { kind } of KINDS) {
  const { table, noun, notFound } = VERSIONED[kind];
  describe(`primary rules: ${table}`, () => {
    test('the primary is deleted only when it is the last; a new first version is primary, whatever it asks', async () => {
      const a = await t.account();
      const { id, parent, ids, addUrl, versionBody } = await withVersions(t, a, kind, 2);
      const [first, second] = ids as [string, string];
      expectError(
        await t.call(a, 'DELETE', `${parent}/versions/${first}`),
        400,
        new RegExp(`primary version cannot be deleted while the ${noun} has other versions`),
      );
      expectDeleted(await t.call(a, 'DELETE', `${parent}/versions/${second}`));
      expectError(await t.call(a, 'DELETE', `${parent}/versions/${second}`), 404);
      expectDeleted(await t.call(a, 'DELETE', `${parent}/versions/${first}`));
      assert.deepEqual((await t.call(a, 'GET', parent)).json().versions, []);
      expectError(await t.call(a, 'GET', `${parent}/versions/${second}`), 404, notFound);
      // With no version left, the next one is the first again, so primary (asked not to be, or not asked).
      const unasked = await created(t, a, addUrl, { ...versionBody(2), is_primary: false });
      assert.equal(unasked.is_primary, true);
      expectDeleted(await t.call(a, 'DELETE', `${parent}/versions/${unasked.version_id}`));
      assert.equal((await created(t, a, addUrl, versionBody(3))).is_primary, true);
      assert.equal((await primaryIds(t, kind, id)).length, 1);
    });

    test('the database refuses a second primary whatever the application does', async () => {
      const a = await t.account();
      const { ids } = await withVersions(t, a, kind, 2);
      await assert.rejects(
        sql`update ${sql.table(table)} set is_primary = 1 where id = ${ids[1]}`.execute(t.db.kysely),
      );
    });
  });
}
