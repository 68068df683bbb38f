import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  created,
  createWorkspace,
  expectWorkspaceRules,
  workspaceFixture,
} from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { DEFAULTS } from '../../config.js';
import { ImportReport, WorkspaceDocument } from './transfer.schemas.js';

// Export / import of a workspace (issue 13 §3): one document, idempotent import matched by name,
// validated, size-limited, workspace-bound.

const t = testAppPerFile();
type Doc = ReturnType<typeof parseAs<typeof WorkspaceDocument>>;

/** A workspace holding one of everything: prompts (versions, labels), criteria, contexts, a pack. */
async function fill(a: TestAccount) {
  const project = await created(t, a, '/v1/projects', { name: 'Support', brief: 'The support team' });
  const p = await created(t, a, '/v1/prompts', {
    name: 'Greeter',
    use_case: 'hi',
    content: 'Hello {{who}}',
    project_id: project.project_id,
  });
  const url = `/v1/prompts/${p.prompt_id}`;
  const v1 = p.versions[0].version_id;
  await created(t, a, `${url}/versions`, { name: 'two', content: 'Hi there', is_primary: true });
  const v3 = (await created(t, a, `${url}/versions`, { content: 'Yo' })).version_id;
  assert.equal((await t.call(a, 'PUT', `${url}/labels/production`, { version_id: v1 })).statusCode, 200);
  assert.equal((await t.call(a, 'PUT', `${url}/labels/staging`, { version_id: v3 })).statusCode, 200);
  await created(t, a, '/v1/prompts', { name: 'Empty' });
  await created(t, a, '/v1/prompts/scoring/criteria', {
    name: 'Crit',
    use_case: null,
    criterion_set: [{ slug: 'clarity', label: 'Clarity', description: 'd', questions: 'q?', weight: 2 }],
  });
  const notes = await created(t, a, '/v1/contexts/text', { name: 'Notes', content: 'First notes.' });
  await created(t, a, `/v1/contexts/${notes.context_id}/versions/text`, {
    content: 'Second notes.',
    is_primary: true,
  });
  const file = await created(t, a, '/v1/contexts/file', {
    name: 'File',
    filename: 'a.txt',
    media_type: 'text/plain',
    data: Buffer.from('file bytes').toString('base64'),
  });
  const pinned = [{ context_id: notes.context_id, version_id: notes.versions[0].version_id }];
  const pack = await created(t, a, '/v1/context/packs', { name: 'Pack', items: pinned });
  await created(t, a, `/v1/context/packs/${pack.pack_id}/versions`, {
    items: [...pinned, { context_id: file.context_id }],
    is_primary: true,
  });
  return { url };
}

const exported = async (a: TestAccount) => {
  const res = await t.call(a, 'GET', '/v1/workspace/export');
  assert.equal(res.statusCode, 200, res.body);
  return parseAs(WorkspaceDocument, res);
};
const imported = async (a: TestAccount, doc: unknown) => {
  const res = await t.call(a, 'POST', '/v1/workspace/import', doc);
  assert.equal(res.statusCode, 200, res.body);
  return parseAs(ImportReport, res);
};
const sansDate = (d: Doc) => ({ ...d, exported_at: '' });

describe('GET /v1/workspace/export and POST /v1/workspace/import', () => {
  test('export, import into another workspace (all recreated), import again (nothing created)', async () => {
    const a = await t.account();
    await fill(a);
    const doc = await exported(a);
    assert.equal(doc.format, 'promptkeep.workspace');
    assert.equal(doc.format_version, 1);
    const greeter = doc.prompts.find((p) => p.name === 'Greeter')!;
    assert.deepEqual(
      greeter.versions.map((v) => [v.content, v.is_primary, v.labels]),
      [
        ['Hello {{who}}', false, ['production']],
        ['Hi there', true, []],
        ['Yo', false, ['staging']],
      ],
    );
    assert.deepEqual(greeter.versions[0]!.variables, ['{{who}}']);
    assert.equal(greeter.project, 'Support');
    assert.equal(doc.prompts.find((p) => p.name === 'Empty')?.project, null);
    assert.deepEqual(doc.projects, [{ name: 'Support', brief: 'The support team' }]);
    assert.deepEqual(
      doc.scoring_criteria.map((c) => c.name),
      ['Crit'],
    );
    assert.deepEqual(
      doc.contexts.map((c) => [c.name, c.versions.length]),
      [
        ['File', 1],
        ['Notes', 2],
      ],
    );
    assert.deepEqual(doc.context_packs[0]!.versions[1]!.items, [
      { context: 'Notes', version: 0 },
      { context: 'File', version: null },
    ]);

    // Another workspace of the same account: empty before, the same document after.
    const b = { ...a, workspaceId: (await createWorkspace(t, a, 'copy')).workspace_id };
    const empty = await exported(b);
    assert.deepEqual(
      [empty.prompts, empty.contexts, empty.context_packs, empty.scoring_criteria],
      [[], [], [], []],
    );
    const first = await imported(b, doc);
    assert.deepEqual(first.created, {
      projects: 1,
      prompts: 2,
      versions: 3,
      labels: 2,
      criteria: 1,
      contexts: 2,
      context_versions: 3,
      packs: 1,
      pack_versions: 2,
    });
    assert.ok(Object.values(first.unchanged).every((n) => n === 0));
    assert.deepEqual(sansDate(await exported(b)), sansDate(doc));

    const again = await imported(b, doc);
    assert.ok(
      Object.values(again.created).every((n) => n === 0),
      JSON.stringify(again),
    );
    assert.ok(
      Object.values(again.updated).every((n) => n === 0),
      JSON.stringify(again),
    );
    assert.equal(again.unchanged.versions, 3);
    assert.equal(again.unchanged.labels, 2);
    assert.deepEqual(sansDate(await exported(b)), sansDate(doc));
    // Into its own workspace: nothing to do either.
    assert.ok(Object.values((await imported(a, doc)).created).every((n) => n === 0));
  });

  test('a chat version whose config keys are written out of the schema order is matched on re-import', async () => {
    const a = await t.account();
    await created(t, a, '/v1/prompts', {
      name: 'chat',
      type: 'chat',
      messages: [{ role: 'user', content: 'Hi {{who}}' }],
      // seed before the penalties, metadata before the model: the document lists them as the schema does.
      config: { metadata: { b: 1, a: 2 }, model: 'gpt-4o', parameters: { seed: 7, temperature: 0.2 } },
    });
    const report = await imported(a, await exported(a));
    assert.ok(
      Object.values(report.created).every((n) => n === 0),
      JSON.stringify(report),
    );
  });

  test('projects: matched by name whatever its case; a prompt in none joins; old documents have none', async () => {
    const a = await t.account();
    await fill(a);
    const doc = await exported(a);
    const b = { ...a, workspaceId: (await createWorkspace(t, a, 'projects')).workspace_id };
    const existing = await created(t, b, '/v1/projects', { name: 'SUPPORT' });
    const greeter = await created(t, b, '/v1/prompts', { name: 'Greeter', content: 'Hello {{who}}' });
    const report = await imported(b, doc);
    assert.equal(report.unchanged.projects, 1);
    assert.equal(report.created.projects, 0);
    assert.equal(report.updated.prompts, 1);
    const got = await t.call(b, 'GET', `/v1/prompts/${greeter.prompt_id}`);
    assert.equal(got.json().project_id, existing.project_id);

    const { projects: _, ...old } = doc;
    const c = { ...a, workspaceId: (await createWorkspace(t, a, 'old')).workspace_id };
    const plain = { ...old, prompts: old.prompts.map(({ project: __, ...p }) => p) };
    assert.equal((await imported(c, plain)).created.projects, 0);
    assert.deepEqual((await exported(c)).projects, []);

    expectError(
      await t.call(c, 'POST', '/v1/workspace/import', { ...doc, projects: [] }),
      400,
      "body.prompts.1.project: no project 'Support' in the document.",
    );
    expectError(
      await t.call(c, 'POST', '/v1/workspace/import', {
        ...doc,
        projects: [
          { name: 'Support', brief: null },
          { name: 'support', brief: null },
        ],
      }),
      400,
      "body.projects.1.name: 'support' appears twice in projects.",
    );
  });

  test('a moved label and a switched primary are put back, as updates', async () => {
    const a = await t.account();
    const { url } = await fill(a);
    const doc = await exported(a);
    const versions = (await t.call(a, 'GET', `${url}/versions`)).json() as {
      version_id: string;
      content: string;
    }[];
    const yo = versions.find((v) => v.content === 'Yo')!.version_id;
    const hello = versions.find((v) => v.content.startsWith('Hello'))!.version_id;
    await t.call(a, 'PUT', `${url}/labels/production`, { version_id: yo });
    await t.call(a, 'PATCH', `${url}/versions/${hello}`, { is_primary: true });
    const report = await imported(a, doc);
    assert.equal(report.updated.labels, 1);
    assert.equal(report.updated.versions, 1);
    assert.deepEqual(sansDate(await exported(a)), sansDate(doc));
  });

  test('validation: the schema, then what it cannot say, each a 400 naming the place', async () => {
    const a = await t.account();
    await fill(a);
    const doc = await exported(a);
    const post = (body: unknown) => t.call(a, 'POST', '/v1/workspace/import', body);
    expectError(await post({}), 400, /body\.format: is required|body: must have required property/);
    expectError(await post({ ...doc, format_version: 2 }), 400, /body\.format_version/);
    expectError(await post({ ...doc, extra: 1 }), 400);
    expectError(await post({ ...doc, prompts: [{ name: 'x' }] }), 400, /body\.prompts\.0/);
    const twice = { ...doc, prompts: [doc.prompts[0], doc.prompts[0]] };
    expectError(await post(twice), 400, "body.prompts.1.name: 'Empty' appears twice in prompts.");
    const greeter = doc.prompts.find((p) => p.name === 'Greeter')!;
    const twoPrimaries = { ...greeter, versions: greeter.versions.map((v) => ({ ...v, is_primary: true })) };
    expectError(await post({ ...doc, prompts: [twoPrimaries] }), 400, /more than one version is_primary/);
    const reserved = { ...greeter, versions: [{ ...greeter.versions[0]!, labels: ['primary'] }] };
    expectError(await post({ ...doc, prompts: [reserved] }), 400, /'primary' is reserved/);
    const badLabel = { ...greeter, versions: [{ ...greeter.versions[0]!, labels: ['Not OK'] }] };
    expectError(await post({ ...doc, prompts: [badLabel] }), 400, /labels/);
    expectError(await post({ ...doc, contexts: [] }), 400, /no context 'Notes' in the document/);
    const pack = doc.context_packs[0]!;
    const far = { ...pack, versions: [{ ...pack.versions[0]!, items: [{ context: 'Notes', version: 7 }] }] };
    expectError(await post({ ...doc, context_packs: [far] }), 400, /has 2 version\(s\)/);
    // Nothing was written by the refused documents: the workspace exports as before.
    assert.deepEqual(sansDate(await exported(a)), sansDate(doc));
  });

  test(`a document over --max-import-bytes (${DEFAULTS.maxImportBytes / 1024 / 1024} MiB by default) is a 413`, async () => {
    const a = await t.account();
    const big = `{"format":"promptkeep.workspace","pad":"${'x'.repeat(DEFAULTS.maxImportBytes)}"}`;
    const res = await t.call(a, 'POST', '/v1/workspace/import', big, { 'content-type': 'application/json' });
    expectError(res, 413);
  });

  test('security: no key, bad key, another account, read key for import; nothing leaks', async () => {
    const f = await workspaceFixture(t);
    await fill(f.owner);
    const doc = await exported(f.owner);
    await expectWorkspaceRules(t, f, { method: 'GET', url: '/v1/workspace/export', byId: false });
    await expectWorkspaceRules(t, f, { method: 'POST', url: '/v1/workspace/import', body: doc, byId: false });
    // The owner's other workspace and the other account's see none of it.
    for (const who of [f.inOther, f.otherAccount]) {
      const other = await exported(who);
      assert.deepEqual([other.prompts, other.contexts, other.context_packs], [[], [], []]);
    }
  });
});
