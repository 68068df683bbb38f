import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createdAs, rowsWhere } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { Prompt } from './prompts.schemas.js';

// Prompts: create (the rules of the spec), list. Read, change and delete one:
// prompts-edit.int.test.ts; versions: prompt-versions.int.test.ts.

const t = testAppPerFile();

const Prompts = Type.Array(Prompt);
const create = (a: TestAccount, body: Record<string, unknown>) =>
  createdAs(t, a, Prompt, '/v1/prompts', body);

describe('POST /v1/prompts', () => {
  test('rule 1: only a name gives a prompt without versions; created_by is the key name', async () => {
    const a = await t.account();
    const res = await t.call(a, 'POST', '/v1/prompts', { name: '  Greeter  ' });
    assert.equal(res.statusCode, 201);
    const p = parseAs(Prompt, res);
    assert.match(p.prompt_id, /^prm_[0-9a-z]{26}$/);
    assert.equal(p.workspace_id, a.workspaceId);
    assert.equal(p.name, 'Greeter');
    assert.equal(p.use_case, null);
    assert.deepEqual(p.versions, []);
    assert.equal(p.created_by, 'owner');
    assert.equal(p.updated_by, 'owner');
    assert.equal(p.created, p.updated);
    assert.ok(!Number.isNaN(Date.parse(p.created)) && p.created.endsWith('Z'));
    assert.equal(res.headers.etag, `"${p.prompt_id}.1"`);
    assert.deepEqual(parseAs(Prompt, await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}`)), p);
    assert.deepEqual(
      parseAs(Prompt, await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}?expand=versions,scoring`)),
      p,
    );
    const rows = await rowsWhere(t, 'prompts', { id: p.prompt_id });
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.workspace_id, a.workspaceId);
  });

  test('rules 2–3: content makes a primary first version named version_name, variables substituted', async () => {
    const a = await t.account();
    const p = await create(a, {
      name: 'Mailer',
      use_case: 'Write emails',
      content: 'Dear {{name}}, about [[topic]] and {{ name }}; {{sign}}',
      version_name: 'v1',
      variables: { '{{name}}': 'Ann', '{{sign}}': 'Bob' },
    });
    assert.equal(p.use_case, 'Write emails');
    assert.equal(p.versions.length, 1);
    const v = p.versions[0]!;
    assert.match(v.version_id, /^ver_/);
    assert.equal(v.prompt_id, p.prompt_id);
    assert.equal(v.is_primary, true);
    assert.equal(v.name, 'v1');
    assert.equal(v.content, 'Dear Ann, about [[topic]] and Ann; Bob');
    assert.deepEqual(v.variables, ['[[topic]]']);
    assert.equal(v.token_info.model, 'gpt-4o');
    assert.ok(v.token_info.token_count > 5);
    assert.equal(v.created_by, 'owner');
    for (const k of ['scoring', 'risk', 'balance', 'heatmap'] as const) assert.equal(v[k], null);
    const stored = await rowsWhere(t, 'prompt_versions', { prompt_id: p.prompt_id });
    assert.equal(stored.length, 1);
    assert.equal(stored[0]?.is_primary, 1);
  });

  test('validation: each rule is a 400 naming the field', async () => {
    const a = await t.account();
    const post = (body: unknown) => t.call(a, 'POST', '/v1/prompts', body);
    expectError(await post({}), 400, 'body.name: is required.');
    expectError(await post({ name: '' }), 400, /body\.name: must NOT have fewer than 1 characters/);
    expectError(await post({ name: '   ' }), 400, 'body.name: must not be blank.');
    expectError(
      await post({ name: 'x'.repeat(256) }),
      400,
      /body\.name: must NOT have more than 255 characters/,
    );
    expectError(await post({ name: 7 }), 400, /body\.name: must be string/);
    expectError(await post({ name: 'a', use_case: 'u'.repeat(10_001) }), 400, /body\.use_case/);
    expectError(await post({ name: 'a', content: '' }), 400, /body\.content/);
    expectError(await post({ name: 'a', nickname: 'x' }), 400, 'body.nickname: is not an accepted property.');
    expectError(
      await post({ name: 'a', variables: { '{{x}}': 'y' } }),
      400,
      /body\.variables: is only accepted together with content/,
    );
    expectError(
      await post({ name: 'a', version_name: 'v' }),
      400,
      /body\.version_name: is only accepted together with content/,
    );
    expectError(
      await post({ name: 'a', content: 'c', version_name: ' ' }),
      400,
      'body.version_name: must not be blank.',
    );
    expectError(
      await post({ name: 'a', content: 'c', variables: { name: 'x' } }),
      400,
      /body\.variables: key\(s\) 'name' must be written/,
    );
    expectError(
      await post({ name: 'a', content: 'c', variables: { '{{n}}': 5 } }),
      400,
      /body\.variables\.\{\{n\}\}: must be string/,
    );
    expectError(await post({ name: 'a', content: 'c', variables: { '{{n}}': true } }), 400, /must be string/);
    expectError(
      await post({ name: 'a', content: 'c', variables: ['x'] }),
      400,
      /body\.variables: must be object/,
    );
    assert.equal((await rowsWhere(t, 'prompts', { workspace_id: a.workspaceId })).length, 0);
    // Bounds are inclusive.
    await create(a, { name: 'n'.repeat(255), use_case: 'u'.repeat(10_000) });
  });

  test('content beyond the size limit (the max input size) is a 413', async () => {
    const a = await t.account();
    const res = await t.call(a, 'POST', '/v1/prompts', {
      name: 'a',
      content: 'x'.repeat(4 * 1024 * 1024 + 1),
    });
    expectError(res, 413, `content is ${4 * 1024 * 1024 + 1} bytes; the limit is ${4 * 1024 * 1024} bytes.`);
  });
});

describe('GET /v1/prompts', () => {
  test('sorted by name case-insensitively, then creation; primary version only; name filter', async () => {
    const a = await t.account();
    const b1 = await create(a, { name: 'beta' });
    await create(a, { name: 'Alpha', content: 'A1' });
    const b2 = await create(a, { name: 'Beta', content: 'B' });
    await create(a, { name: 'gamma' });
    await t.call(a, 'POST', `/v1/prompts/${b2.prompt_id}/versions`, { content: 'B2' });
    const list = parseAs(Prompts, await t.call(a, 'GET', '/v1/prompts'));
    assert.deepEqual(
      list.map((p) => p.name),
      ['Alpha', 'beta', 'Beta', 'gamma'],
    );
    assert.equal(list[1]?.prompt_id, b1.prompt_id);
    assert.deepEqual(
      list.map((p) => p.versions.length),
      [1, 0, 1, 0],
    );
    assert.equal(list[2]?.versions[0]?.content, 'B');
    assert.equal(list[2]?.versions[0]?.is_primary, true);

    const all = parseAs(Prompts, await t.call(a, 'GET', '/v1/prompts?expand=versions'));
    assert.deepEqual(
      all[2]?.versions.map((v) => v.content),
      ['B2', 'B'],
    );

    const named = parseAs(Prompts, await t.call(a, 'GET', '/v1/prompts?name=Beta'));
    assert.deepEqual(
      named.map((p) => p.prompt_id),
      [b2.prompt_id],
    );
    assert.equal(named[0]?.versions.length, 1);
    assert.deepEqual(
      parseAs(Prompts, await t.call(a, 'GET', '/v1/prompts?name=beta&expand=versions')).map(
        (p) => p.prompt_id,
      ),
      [b1.prompt_id],
    );
    assert.deepEqual(parseAs(Prompts, await t.call(a, 'GET', '/v1/prompts?name=nope')), []);
  });

  test('only the workspace’s own prompts', async () => {
    const a = await t.account();
    const other = await t.account();
    await create(a, { name: 'mine', content: 'x' });
    await create(other, { name: 'theirs', content: 'y' });
    assert.deepEqual(
      parseAs(Prompts, await t.call(a, 'GET', '/v1/prompts')).map((p) => p.name),
      ['mine'],
    );
  });

  test('unknown expand names are a 400 naming them', async () => {
    const a = await t.account();
    expectError(
      await t.call(a, 'GET', '/v1/prompts?expand=versions,foo'),
      400,
      /querystring\.expand: unknown name\(s\): foo\./,
    );
  });
});
