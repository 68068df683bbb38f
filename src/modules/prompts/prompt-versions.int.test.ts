import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createdAs, primaryIds, rowsWhere } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { Model } from '../tokens/tokens.schemas.js';
import { Prompt, Version } from './prompts.schemas.js';

// Prompt versions: create, read, change, primary switches, ETags. Races:
// prompt-versions-concurrency.int.test.ts; deleting the primary and the database's guard:
// src/versioned/resource.int.test.ts.

const t = testAppPerFile();

const Versions = Type.Array(Version);
const newPrompt = async (a: TestAccount, content?: string) =>
  parseAs(
    Prompt,
    await t.call(a, 'POST', '/v1/prompts', content === undefined ? { name: 'p' } : { name: 'p', content }),
  );
const addVersion = (a: TestAccount, promptId: string, body: Record<string, unknown>) =>
  createdAs(t, a, Version, `/v1/prompts/${promptId}/versions`, body);
const primaries = (promptId: string) => primaryIds(t, 'prompt', promptId);

describe('POST /v1/prompts/{promptId}/versions', () => {
  test('the first version is primary; later ones are not unless is_primary: true (which demotes the old)', async () => {
    const a = await t.account();
    const p = await newPrompt(a);
    const v1 = await addVersion(a, p.prompt_id, { content: 'first', name: ' one ' });
    assert.equal(v1.is_primary, true);
    assert.equal(v1.name, 'one');
    const v2 = await addVersion(a, p.prompt_id, { content: 'second' });
    assert.equal(v2.is_primary, false);
    assert.equal(v2.name, null);
    assert.deepEqual(await primaries(p.prompt_id), [v1.version_id]);
    const v3 = await addVersion(a, p.prompt_id, { content: 'third', is_primary: true });
    assert.equal(v3.is_primary, true);
    assert.deepEqual(await primaries(p.prompt_id), [v3.version_id]);
    const got = parseAs(
      Version,
      await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}/versions/${v1.version_id}`),
    );
    assert.equal(got.is_primary, false);
    assert.equal(
      parseAs(Prompt, await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}`)).versions[0]?.version_id,
      v3.version_id,
    );
  });

  test('token_info is computed at write time for gpt-4o: count and the three costs', async () => {
    const a = await t.account();
    const p = await newPrompt(a);
    const v = await addVersion(a, p.prompt_id, { content: 'a'.repeat(1000) });
    const [model] = parseAs(
      Type.Array(Model),
      await t.request({ url: '/v1/tokens/models?name=gpt-4o', key: a.key }),
    );
    const price = model!.price_per_input_token!;
    const cost = (n: number) => Number((n * price).toPrecision(12));
    assert.deepEqual(v.token_info, {
      model: 'gpt-4o',
      token_count: 125,
      cost_per_use: cost(125),
      cost_per_1k: cost(125_000),
      cost_per_1m: cost(125_000_000),
    });
    const [row] = await rowsWhere(t, 'prompt_versions', { id: v.version_id });
    assert.deepEqual(JSON.parse(row!.token_info), v.token_info);
  });

  test('variables: substituted, then the remaining placeholders listed as written', async () => {
    const a = await t.account();
    const p = await newPrompt(a);
    const v = await addVersion(a, p.prompt_id, {
      content: '[[b]] {{a}} {{ c }} {{a}} [[b]] {{d.e-f_1}}',
      variables: { '{{ a }}': 'A' },
    });
    assert.equal(v.content, '[[b]] A {{ c }} A [[b]] {{d.e-f_1}}');
    assert.deepEqual(v.variables, ['[[b]]', '{{c}}', '{{d.e-f_1}}']);
  });

  test('validation and unknown prompts', async () => {
    const a = await t.account();
    const p = await newPrompt(a);
    const post = (body: unknown) => t.call(a, 'POST', `/v1/prompts/${p.prompt_id}/versions`, body);
    expectError(await post({}), 400, 'body.content: is required.');
    expectError(await post({ content: '' }), 400, /body\.content/);
    expectError(await post({ content: 'x', name: '  ' }), 400, 'body.name: must not be blank.');
    expectError(await post({ content: 'x', name: 'n'.repeat(256) }), 400, /body\.name/);
    expectError(await post({ content: 'x', is_primary: 'yes' }), 400, /body\.is_primary: must be boolean/);
    expectError(
      await post({ content: 'x', variables: { a: 'b' } }),
      400,
      /body\.variables: key\(s\) 'a' must be written/,
    );
    expectError(await post({ content: 'x', variables: { '{{a}}': 1 } }), 400, /must be string/);
    expectError(await post({ content: 'x', extra: 1 }), 400, 'body.extra: is not an accepted property.');
    expectError(
      await t.call(a, 'POST', '/v1/prompts/prm_nope/versions', { content: 'x' }),
      404,
      'Prompt not found.',
    );
    assert.deepEqual(await primaries(p.prompt_id), []);
  });
});

describe('GET /v1/prompts/{promptId}/versions[/{versionId}]', () => {
  test('list sorted by updated, newest first; analyses null; empty prompt → []; unknown → 404', async () => {
    const a = await t.account();
    const p = await newPrompt(a, 'one');
    const v2 = await addVersion(a, p.prompt_id, { content: 'two' });
    const v3 = await addVersion(a, p.prompt_id, { content: 'three' });
    await t.call(a, 'PATCH', `/v1/prompts/${p.prompt_id}/versions/${v2.version_id}`, { name: 'touched' });
    const list = parseAs(Versions, await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}/versions`));
    assert.deepEqual(
      list.map((v) => v.content),
      ['two', 'three', 'one'],
    );
    assert.ok(
      list.every((v) => v.scoring === null && v.risk === null && v.balance === null && v.heatmap === null),
    );
    assert.deepEqual(list.map((v) => v.version_id).slice(0, 2), [v2.version_id, v3.version_id]);
    const empty = await newPrompt(a);
    assert.deepEqual(
      parseAs(Versions, await t.call(a, 'GET', `/v1/prompts/${empty.prompt_id}/versions`)),
      [],
    );
    expectError(await t.call(a, 'GET', '/v1/prompts/prm_nope/versions'), 404, 'Prompt not found.');
    expectError(
      await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}/versions/ver_nope`),
      404,
      'Version not found.',
    );
    // A version is found only under its own prompt.
    expectError(await t.call(a, 'GET', `/v1/prompts/${empty.prompt_id}/versions/${v2.version_id}`), 404);
    const one = await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}/versions/${v3.version_id}`);
    assert.equal(parseAs(Version, one).content, 'three');
    assert.equal(one.headers.etag, `"${v3.version_id}.1"`);
  });
});

describe('PATCH /v1/prompts/{promptId}/versions/{versionId}', () => {
  test('content recomputes variables, token_info and updated; variables alone fill the current content', async () => {
    const a = await t.account();
    const p = await newPrompt(a, 'Hi {{name}}');
    const v = p.versions[0]!;
    const url = `/v1/prompts/${p.prompt_id}/versions/${v.version_id}`;
    await new Promise((r) => setTimeout(r, 5));
    const changed = parseAs(
      Version,
      await t.call(a, 'PATCH', url, { content: 'a'.repeat(1000) + ' [[x]] {{y}}' }),
    );
    assert.deepEqual(changed.variables, ['[[x]]', '{{y}}']);
    assert.ok(changed.token_info.token_count > 125);
    assert.ok(changed.updated > v.updated);
    assert.equal(changed.created, v.created);
    const filled = parseAs(Version, await t.call(a, 'PATCH', url, { variables: { '[[x]]': 'X' } }));
    assert.equal(filled.content, 'a'.repeat(1000) + ' X {{y}}');
    assert.deepEqual(filled.variables, ['{{y}}']);
    const both = parseAs(
      Version,
      await t.call(a, 'PATCH', url, { content: '{{q}} {{r}}', variables: { '{{q}}': 'Q' }, name: 'n' }),
    );
    assert.equal(both.content, 'Q {{r}}');
    assert.equal(both.name, 'n');
    assert.equal(parseAs(Version, await t.call(a, 'PATCH', url, { name: null })).name, null);
  });

  test('is_primary: true switches the primary in one step; false on the primary is a 400', async () => {
    const a = await t.account();
    const p = await newPrompt(a, 'one');
    const v1 = p.versions[0]!;
    const v2 = await addVersion(a, p.prompt_id, { content: 'two' });
    const url = (id: string) => `/v1/prompts/${p.prompt_id}/versions/${id}`;
    expectError(
      await t.call(a, 'PATCH', url(v1.version_id), { is_primary: false }),
      400,
      /body\.is_primary: the primary version cannot be unset/,
    );
    assert.equal(
      parseAs(Version, await t.call(a, 'PATCH', url(v2.version_id), { is_primary: false })).is_primary,
      false,
    );
    assert.equal(
      parseAs(Version, await t.call(a, 'PATCH', url(v2.version_id), { is_primary: true })).is_primary,
      true,
    );
    assert.deepEqual(await primaries(p.prompt_id), [v2.version_id]);
    assert.equal(
      parseAs(Version, await t.call(a, 'PATCH', url(v2.version_id), { is_primary: true })).is_primary,
      true,
    );
    assert.deepEqual(await primaries(p.prompt_id), [v2.version_id]);
  });

  test('validation and 404s', async () => {
    const a = await t.account();
    const p = await newPrompt(a, 'one');
    const url = `/v1/prompts/${p.prompt_id}/versions/${p.versions[0]!.version_id}`;
    expectError(await t.call(a, 'PATCH', url, {}), 400, /must NOT have fewer than 1 properties/);
    expectError(await t.call(a, 'PATCH', url, { content: '' }), 400, /body\.content/);
    expectError(await t.call(a, 'PATCH', url, { variables: { bad: 'x' } }), 400, /body\.variables/);
    expectError(
      await t.call(a, 'PATCH', url, { prompt_id: 'x' }),
      400,
      'body.prompt_id: is not an accepted property.',
    );
    expectError(
      await t.call(a, 'PATCH', `/v1/prompts/${p.prompt_id}/versions/ver_nope`, { name: 'x' }),
      404,
      'Version not found.',
    );
    expectError(
      await t.call(a, 'PATCH', `/v1/prompts/prm_nope/versions/${p.versions[0]!.version_id}`, { name: 'x' }),
      404,
    );
  });

  test('ETag/If-Match: a stale tag is a 412; demotion changes the demoted version’s tag', async () => {
    const a = await t.account();
    const p = await newPrompt(a, 'one');
    const v1 = p.versions[0]!;
    const url = (id: string) => `/v1/prompts/${p.prompt_id}/versions/${id}`;
    const tag = String((await t.call(a, 'GET', url(v1.version_id))).headers.etag);
    const ok = await t.call(a, 'PATCH', url(v1.version_id), { name: 'a' }, { 'if-match': tag });
    assert.equal(ok.statusCode, 200);
    assert.notEqual(ok.headers.etag, tag);
    expectError(await t.call(a, 'PATCH', url(v1.version_id), { name: 'b' }, { 'if-match': tag }), 412);
    assert.equal(parseAs(Version, await t.call(a, 'GET', url(v1.version_id))).name, 'a');
    const fresh = String(ok.headers.etag);
    await addVersion(a, p.prompt_id, { content: 'two', is_primary: true });
    expectError(await t.call(a, 'PATCH', url(v1.version_id), { name: 'c' }, { 'if-match': fresh }), 412);
    expectError(await t.call(a, 'DELETE', url(v1.version_id), undefined, { 'if-match': fresh }), 412);
    const current = String((await t.call(a, 'GET', url(v1.version_id))).headers.etag);
    const same = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call(a, 'PATCH', url(v1.version_id), { name: `n${i}` }, { 'if-match': current }),
      ),
    );
    assert.deepEqual(same.map((r) => r.statusCode).sort(), [200, ...Array(7).fill(412)]);
  });
});
