import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { Type } from 'typebox';
import {
  created,
  expectDeleted,
  expectWorkspaceRules,
  promptWithVersion,
  rowsWhere,
  workspaceFixture,
} from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { Prompt, PromptLabel, Version } from './prompts.schemas.js';

// Labels (issue 13 §3): named pointers to versions beyond the primary, at most one version per
// label per prompt, moved atomically; the label routes and what they do to versions and prompts.

const t = testAppPerFile();
const Labels = Type.Array(PromptLabel);

/** A prompt with two versions (the first primary), its URL and the two version ids. */
async function twoVersions(a: TestAccount, name = 'P') {
  const p = parseAs(Prompt, await t.call(a, 'POST', '/v1/prompts', { name, content: 'one' }));
  const url = `/v1/prompts/${p.prompt_id}`;
  const second = parseAs(Version, await t.call(a, 'POST', `${url}/versions`, { content: 'two' }));
  return { id: p.prompt_id, url, v1: p.versions[0]!.version_id, v2: second.version_id };
}
const put = (a: TestAccount, url: string, label: string, version_id: unknown) =>
  t.call(a, 'PUT', `${url}/labels/${label}`, { version_id });

describe('PUT, GET and DELETE /v1/prompts/{promptId}/labels/{label}', () => {
  test('set, read, move and remove a label; versions show their labels', async () => {
    const a = await t.account();
    const { id, url, v1, v2 } = await twoVersions(a);
    const res = await put(a, url, 'production', v2);
    assert.equal(res.statusCode, 200, res.body);
    const label = parseAs(PromptLabel, res);
    assert.deepEqual(
      { ...label, created_at: '', updated_at: '' },
      { label: 'production', version_id: v2, prompt_id: id, created_at: '', updated_at: '' },
    );
    assert.equal(label.created_at, label.updated_at);
    assert.equal(res.headers.etag, undefined);

    const read = await t.call(a, 'GET', `${url}/labels/production`);
    assert.equal(read.statusCode, 200);
    const version = parseAs(Version, read);
    assert.equal(version.version_id, v2);
    assert.equal(version.content, 'two');
    assert.deepEqual(version.labels, ['production']);
    const direct = await t.call(a, 'GET', `${url}/versions/${v2}`);
    assert.deepEqual(direct.json(), read.json());
    assert.equal(read.headers.etag, direct.headers.etag);
    const primary = parseAs(Version, await t.call(a, 'GET', `${url}/labels/primary`));
    assert.equal(primary.version_id, v1);
    assert.equal(primary.is_primary, true);
    assert.deepEqual(primary.labels, []);

    // Same version again: unchanged. Another version: moved (one row), created_at kept.
    assert.deepEqual(parseAs(PromptLabel, await put(a, url, 'production', v2)), label);
    await put(a, url, 'staging', v2);
    const moved = parseAs(PromptLabel, await put(a, url, 'production', v1));
    assert.equal(moved.version_id, v1);
    assert.equal(moved.created_at, label.created_at);
    assert.equal((await rowsWhere(t, 'prompt_labels', { prompt_id: id })).length, 2);
    const prompt = parseAs(Prompt, await t.call(a, 'GET', `${url}?expand=versions`));
    const labelsOf = Object.fromEntries(prompt.versions.map((v) => [v.version_id, v.labels]));
    assert.deepEqual(labelsOf, { [v1]: ['production'], [v2]: ['staging'] });
    const listed = parseAs(Labels, await t.call(a, 'GET', `${url}/labels`));
    assert.deepEqual(
      listed.map((l) => [l.label, l.version_id]),
      [
        ['production', v1],
        ['staging', v2],
      ],
    );

    expectDeleted(await t.call(a, 'DELETE', `${url}/labels/staging`));
    expectError(await t.call(a, 'DELETE', `${url}/labels/staging`), 404, 'Label not found.');
    expectError(await t.call(a, 'GET', `${url}/labels/staging`), 404, 'Label not found.');
    assert.deepEqual(parseAs(Version, await t.call(a, 'GET', `${url}/versions/${v2}`)).labels, []);
  });

  test('validation: label names, the reserved primary, the body, foreign versions', async () => {
    const a = await t.account();
    const { url, v1 } = await twoVersions(a);
    const other = await promptWithVersion(t, a, 'elsewhere');
    for (const bad of ['Prod', '-x', '.x', 'a b', 'x'.repeat(64), 'é']) {
      expectError(await put(a, url, encodeURIComponent(bad), v1), 400, /params\.label: must match pattern/);
      expectError(await t.call(a, 'GET', `${url}/labels/${encodeURIComponent(bad)}`), 400, /params\.label/);
    }
    assert.equal((await put(a, url, `a${'b'.repeat(62)}`, v1)).statusCode, 200);
    assert.equal((await put(a, url, '0.v_1-rc', v1)).statusCode, 200);
    expectError(await put(a, url, 'primary', v1), 400, /'primary' is reserved/);
    expectError(await t.call(a, 'DELETE', `${url}/labels/primary`), 400, /'primary' is reserved/);
    expectError(await t.call(a, 'PUT', `${url}/labels/x`, {}), 400, /body\.version_id: is required/);
    expectError(await put(a, url, 'x', 5), 400, /body\.version_id/);
    expectError(await t.call(a, 'PUT', `${url}/labels/x`, { version_id: v1, extra: 1 }), 400);
    expectError(await put(a, url, 'x', other.versionId), 404, 'Version not found.');
    expectError(await put(a, url, 'x', 'ver_missing'), 404, 'Version not found.');
    const missing = '/v1/prompts/prm_missing';
    expectError(await put(a, missing, 'x', v1), 404, 'Prompt not found.');
    expectError(await t.call(a, 'GET', `${missing}/labels`), 404, 'Prompt not found.');
    expectError(await t.call(a, 'GET', `${missing}/labels/x`), 404, 'Prompt not found.');
    expectError(await t.call(a, 'GET', `${missing}/labels/primary`), 404, 'Prompt not found.');
    expectError(await t.call(a, 'DELETE', `${missing}/labels/x`), 404, 'Prompt not found.');
    const empty = await created(t, a, '/v1/prompts', { name: 'empty' });
    expectError(
      await t.call(a, 'GET', `/v1/prompts/${empty.prompt_id}/labels/primary`),
      404,
      'Label not found.',
    );
  });

  test('the list is paged by label name', async () => {
    const a = await t.account();
    const { url, v1 } = await twoVersions(a);
    for (const l of ['c', 'a', 'b']) await put(a, url, l, v1);
    const first = await t.call(a, 'GET', `${url}/labels?limit=2`);
    assert.deepEqual(
      parseAs(Labels, first).map((l) => l.label),
      ['a', 'b'],
    );
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.link as string)?.[1];
    assert.ok(next);
    assert.deepEqual(
      parseAs(Labels, await t.call(a, 'GET', next)).map((l) => l.label),
      ['c'],
    );
  });

  test('deleting a version or the prompt deletes its labels (foreign keys cascade)', async () => {
    const a = await t.account();
    const { id, url, v1, v2 } = await twoVersions(a);
    await put(a, url, 'one', v1);
    await put(a, url, 'two', v2);
    expectDeleted(await t.call(a, 'DELETE', `${url}/versions/${v2}`));
    assert.deepEqual(
      (await rowsWhere(t, 'prompt_labels', { prompt_id: id })).map((r) => r.label),
      ['one'],
    );
    expectError(await t.call(a, 'GET', `${url}/labels/two`), 404, 'Label not found.');
    expectDeleted(await t.call(a, 'DELETE', url));
    assert.equal((await rowsWhere(t, 'prompt_labels', { prompt_id: id })).length, 0);
  });

  test('one version per label per prompt is a database constraint', async () => {
    const a = await t.account();
    const { id, url, v1, v2 } = await twoVersions(a);
    await put(a, url, 'live', v1);
    const now = new Date().toISOString();
    await assert.rejects(
      sql`insert into prompt_labels (workspace_id, prompt_id, label, version_id, created_at, updated_at)
          values (${a.workspaceId}, ${id}, 'live', ${v2}, ${now}, ${now})`.execute(t.db.kysely),
    );
  });

  test('concurrent PUTs of one label leave one row, pointing at one of the versions', async () => {
    const a = await t.account();
    const { id, url, v1, v2 } = await twoVersions(a);
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all([
        put(a, url, 'live', v1),
        put(a, url, 'live', v2),
        put(a, url, 'live', v1),
      ]);
      for (const r of results) assert.equal(r.statusCode, 200, r.body);
      const rows = await rowsWhere(t, 'prompt_labels', { prompt_id: id, label: 'live' });
      assert.equal(rows.length, 1);
      const where = rows[0]!.version_id;
      const p = parseAs(Prompt, await t.call(a, 'GET', `${url}?expand=versions`));
      for (const v of p.versions) assert.deepEqual(v.labels, v.version_id === where ? ['live'] : []);
    }
  });

  test('security: no key, bad key, other account, read key for writes, other workspace', async () => {
    const f = await workspaceFixture(t);
    const { url, v1 } = await twoVersions(f.owner, 'Secured');
    await put(f.owner, url, 'live', v1);
    for (const e of [
      { method: 'GET' as const, url: `${url}/labels`, byId: true },
      { method: 'GET' as const, url: `${url}/labels/live`, byId: true },
      { method: 'PUT' as const, url: `${url}/labels/live`, body: { version_id: v1 }, byId: true },
      { method: 'DELETE' as const, url: `${url}/labels/live`, byId: true },
      { method: 'GET' as const, url: '/v1/prompts-by-name/Secured', byId: true },
      { method: 'GET' as const, url: '/v1/prompts-by-name/Secured/labels/live', byId: true },
    ]) {
      await expectWorkspaceRules(t, f, e);
    }
    // Nothing changed: the label still points at v1.
    assert.equal(parseAs(Version, await t.call(f.owner, 'GET', `${url}/labels/live`)).version_id, v1);
  });
});

describe('GET /v1/prompts-by-name/{name}', () => {
  test('the prompt as GET by id gives it (expand, ETag); its labels by name', async () => {
    const a = await t.account();
    const name = 'Support / Q&A: ünïcode?#%';
    const { url, v2 } = await twoVersions(a, name);
    await put(a, url, 'staging', v2);
    const byName = `/v1/prompts-by-name/${encodeURIComponent(name)}`;
    for (const q of ['', '?expand=versions,scoring']) {
      const res = await t.call(a, 'GET', `${byName}${q}`);
      assert.equal(res.statusCode, 200, res.body);
      const byId = await t.call(a, 'GET', `${url}${q}`);
      assert.deepEqual(res.json(), byId.json());
      assert.equal(res.headers.etag, byId.headers.etag);
    }
    const staged = parseAs(Version, await t.call(a, 'GET', `${byName}/labels/staging`));
    assert.equal(staged.version_id, v2);
    const primary = parseAs(Version, await t.call(a, 'GET', `${byName}/labels/primary?expand=scoring`));
    assert.equal(primary.is_primary, true);
    expectError(await t.call(a, 'GET', `${byName}/labels/nope`), 404, 'Label not found.');
    expectError(await t.call(a, 'GET', '/v1/prompts-by-name/absent'), 404, 'Prompt not found.');
    expectError(await t.call(a, 'GET', '/v1/prompts-by-name/absent/labels/x'), 404, 'Prompt not found.');
    // Exact: another case is another name.
    expectError(await t.call(a, 'GET', `/v1/prompts-by-name/${encodeURIComponent(name.toUpperCase())}`), 404);
    expectError(await t.call(a, 'GET', `${byName}?expand=bogus`), 400, /querystring\.expand/);
    // Over the length of any name: refused before the route (the input guard's 414).
    expectError(await t.call(a, 'GET', `/v1/prompts-by-name/${'x'.repeat(256)}`), 414);
  });

  test('names are not unique: the oldest prompt of the name is the one served', async () => {
    const a = await t.account();
    const first = await twoVersions(a, 'Twin');
    await twoVersions(a, 'Twin');
    assert.equal(parseAs(Prompt, await t.call(a, 'GET', '/v1/prompts-by-name/Twin')).prompt_id, first.id);
  });
});
