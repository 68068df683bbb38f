import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { workspaceFixture } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestApp, testAppPerFile } from '../../../test/support/test-app.js';
import type { RequestContext } from '../../lib/request-context.js';
import { Criterion, ScoringCriteria } from './criteria.schemas.js';
import { DEFAULT_CRITERIA_NAME, DEFAULT_CRITERION_SET } from './default-criteria.js';

const t = testAppPerFile();

type Account = Awaited<ReturnType<TestApp['account']>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const BASE = '/v1/prompts/scoring/criteria';
const call = (a: Account, method: Method, url: string, body?: unknown) =>
  t.request({ method, url, key: a.key, workspace: a.workspaceId, body });
const crit = (slug: string, weight = 10) => ({
  slug,
  label: `L ${slug}`,
  description: `D ${slug}`,
  questions: `Q ${slug}?`,
  weight,
});
const createCriteria = async (a: Account, body: Record<string, unknown>) => {
  const res = await call(a, 'POST', BASE, body);
  assert.equal(res.statusCode, 201, res.body);
  return parseAs(ScoringCriteria, res);
};

describe('scoring criteria', () => {
  test('create with a criterion set; get; list sorted by name with the built-in Default last', async () => {
    const a = await t.account();
    const c = await createCriteria(a, {
      name: ' Support ',
      use_case: 'Help desk',
      criterion_set: [crit('tone'), crit('accuracy', 30)],
    });
    assert.match(c.criteria_id, /^sca_[0-9a-z]{26}$/);
    assert.equal(c.name, 'Support');
    assert.equal(c.use_case, 'Help desk');
    assert.equal(c.is_default, false);
    assert.deepEqual(
      c.criterion_set.map((x) => x.slug),
      ['tone', 'accuracy'],
    );
    assert.match(c.criterion_set[0]!.criterion_id, /^scn_/);
    assert.deepEqual(parseAs(ScoringCriteria, await call(a, 'GET', `${BASE}/${c.criteria_id}`)), c);
    const rows = await t.db.kysely
      .selectFrom('scoring_criterion')
      .selectAll()
      .where('criteria_id', '=', c.criteria_id)
      .execute();
    assert.equal(rows.length, 2);

    await createCriteria(a, { name: 'alpha' });
    await createCriteria(a, { name: 'Zed' });
    const list = parseAs(Type.Array(ScoringCriteria), await call(a, 'GET', BASE));
    assert.deepEqual(
      list.map((x) => x.name),
      ['alpha', 'Support', 'Zed', DEFAULT_CRITERIA_NAME],
    );
    const def = list.at(-1)!;
    assert.equal(def.criteria_id, 'sca_default');
    assert.equal(def.is_default, true);
    assert.deepEqual(
      def.criterion_set.map(({ criterion_id, ...rest }) => rest),
      DEFAULT_CRITERION_SET,
    );
    assert.ok(def.criterion_set.every((x) => x.criterion_id.startsWith('scn_')));
    // Another workspace sees only its own criteria (and its Default).
    const b = await t.account();
    assert.deepEqual(
      parseAs(Type.Array(ScoringCriteria), await call(b, 'GET', BASE)).map((x) => x.criteria_id),
      ['sca_default'],
    );
    expectError(await call(b, 'GET', `${BASE}/${c.criteria_id}`), 404, 'Scoring criteria not found.');
  });

  test('the Default criteria: readable by id in every workspace, never changed or deleted (403)', async () => {
    const a = await t.account();
    const def = parseAs(ScoringCriteria, await call(a, 'GET', `${BASE}/sca_default`));
    assert.equal(def.name, 'Default');
    const first = def.criterion_set[0]!;
    assert.deepEqual(
      parseAs(Criterion, await call(a, 'GET', `${BASE}/sca_default/criterionset/${first.criterion_id}`)),
      first,
    );
    const ro = /built-in Default scoring criteria are read-only/;
    expectError(await call(a, 'PUT', `${BASE}/sca_default`, { name: 'Mine' }), 403, ro);
    expectError(await call(a, 'PATCH', `${BASE}/sca_default`, { use_case: 'x' }), 403, ro);
    expectError(await call(a, 'DELETE', `${BASE}/sca_default`), 403, ro);
    expectError(await call(a, 'POST', `${BASE}/sca_default/criterionset`, crit('extra')), 403, ro);
    expectError(
      await call(a, 'PUT', `${BASE}/sca_default/criterionset/${first.criterion_id}`, crit('x')),
      403,
      ro,
    );
    expectError(
      await call(a, 'PATCH', `${BASE}/sca_default/criterionset/${first.criterion_id}`, { weight: 1 }),
      403,
      ro,
    );
    expectError(await call(a, 'DELETE', `${BASE}/sca_default/criterionset/${first.criterion_id}`), 403, ro);
    expectError(
      await call(a, 'GET', `${BASE}/sca_default/criterionset/scn_nope`),
      404,
      'Criterion not found.',
    );
    expectError(
      await call(a, 'POST', BASE, { name: 'default' }),
      400,
      /body\.name: 'Default' is the name of the built-in criteria/,
    );
  });

  test('PUT and PATCH name/use_case; DELETE removes the criteria and its criterion', async () => {
    const a = await t.account();
    const c = await createCriteria(a, { name: 'one', use_case: 'u', criterion_set: [crit('a')] });
    const url = `${BASE}/${c.criteria_id}`;
    const put = parseAs(ScoringCriteria, await call(a, 'PUT', url, { name: 'two' }));
    assert.equal(put.name, 'two');
    assert.equal(put.use_case, 'u');
    assert.equal(put.criterion_set.length, 1);
    assert.equal(
      parseAs(ScoringCriteria, await call(a, 'PUT', url, { name: 'two', use_case: null })).use_case,
      null,
    );
    const patched = parseAs(ScoringCriteria, await call(a, 'PATCH', url, { use_case: 'new' }));
    assert.deepEqual([patched.name, patched.use_case], ['two', 'new']);
    expectError(await call(a, 'PUT', url, { use_case: 'x' }), 400, 'body.name: is required.');
    expectError(await call(a, 'PATCH', url, {}), 400, /must NOT have fewer than 1 properties/);
    expectError(await call(a, 'PATCH', url, { name: '  ' }), 400, 'body.name: must not be blank.');
    expectError(await call(a, 'PUT', `${BASE}/sca_nope`, { name: 'x' }), 404, 'Scoring criteria not found.');
    const del = await call(a, 'DELETE', url);
    assert.equal(del.statusCode, 204);
    assert.equal(del.body, '');
    expectError(await call(a, 'GET', url), 404);
    expectError(await call(a, 'DELETE', url), 404);
    const rows = await t.db.kysely
      .selectFrom('scoring_criterion')
      .selectAll()
      .where('criteria_id', '=', c.criteria_id)
      .execute();
    assert.equal(rows.length, 0);
  });

  test('validation of create: each rule is a 400 naming the field', async () => {
    const a = await t.account();
    const post = (body: unknown) => call(a, 'POST', BASE, body);
    expectError(await post({}), 400, 'body.name: is required.');
    expectError(await post({ name: '' }), 400, /body\.name/);
    expectError(await post({ name: ' ' }), 400, 'body.name: must not be blank.');
    expectError(await post({ name: 'x'.repeat(256) }), 400, /body\.name: must NOT have more than 255/);
    expectError(await post({ name: 'x', use_case: 'u'.repeat(10_001) }), 400, /body\.use_case/);
    expectError(
      await post({ name: 'x', criterion_set: [crit('a'), crit('a')] }),
      400,
      "body.criterion_set.1.slug: 'a' is already used by another criterion of these criteria.",
    );
    expectError(
      await post({ name: 'x', criterion_set: [{ ...crit('a'), slug: 'Bad-Slug' }] }),
      400,
      /body\.criterion_set\.0\.slug: must match pattern/,
    );
    expectError(
      await post({ name: 'x', criterion_set: [{ ...crit('a'), weight: 0 }] }),
      400,
      /body\.criterion_set\.0\.weight: must be >= 1/,
    );
    expectError(
      await post({ name: 'x', criterion_set: [{ ...crit('a'), label: '  ' }] }),
      400,
      'body.criterion_set.0.label: must not be blank.',
    );
    expectError(
      await post({ name: 'x', criterion_set: [{ ...crit('a'), extra: 1 }] }),
      400,
      /body\.criterion_set\.0\.extra: is not an accepted property/,
    );
    const { questions: _q, ...noQuestions } = crit('a');
    expectError(
      await post({ name: 'x', criterion_set: [noQuestions] }),
      400,
      'body.criterion_set.0.questions: is required.',
    );
    assert.equal(parseAs(Type.Array(ScoringCriteria), await call(a, 'GET', BASE)).length, 1);
  });
});

describe('criterion', () => {
  test('add, get, PUT, PATCH, delete; order of creation kept', async () => {
    const a = await t.account();
    const c = await createCriteria(a, { name: 'c', criterion_set: [crit('first')] });
    const set = `${BASE}/${c.criteria_id}/criterionset`;
    const res = await call(a, 'POST', set, crit('second', 999));
    assert.equal(res.statusCode, 201);
    const added = parseAs(Criterion, res);
    assert.match(added.criterion_id, /^scn_/);
    assert.deepEqual(
      { ...added, criterion_id: undefined },
      { ...crit('second', 999), criterion_id: undefined },
    );
    const url = `${set}/${added.criterion_id}`;
    assert.deepEqual(parseAs(Criterion, await call(a, 'GET', url)), added);
    const put = parseAs(Criterion, await call(a, 'PUT', url, crit('renamed', 5)));
    assert.equal(put.slug, 'renamed');
    assert.equal(put.criterion_id, added.criterion_id);
    const patched = parseAs(Criterion, await call(a, 'PATCH', url, { weight: 7, label: ' New label ' }));
    assert.deepEqual([patched.slug, patched.weight, patched.label], ['renamed', 7, 'New label']);
    await call(a, 'POST', set, crit('third'));
    const full = parseAs(ScoringCriteria, await call(a, 'GET', `${BASE}/${c.criteria_id}`));
    assert.deepEqual(
      full.criterion_set.map((x) => x.slug),
      ['first', 'renamed', 'third'],
    );
    assert.equal((await call(a, 'DELETE', url)).statusCode, 204);
    expectError(await call(a, 'GET', url), 404, 'Criterion not found.');
    expectError(await call(a, 'DELETE', url), 404, 'Criterion not found.');
    expectError(
      await call(a, 'POST', `${BASE}/sca_nope/criterionset`, crit('x')),
      404,
      'Scoring criteria not found.',
    );
  });

  test('validation: slug, label, description, questions, weight; duplicate slugs; PUT needs every field', async () => {
    const a = await t.account();
    const c = await createCriteria(a, { name: 'v', criterion_set: [crit('taken'), crit('other')] });
    const set = `${BASE}/${c.criteria_id}/criterionset`;
    const post = (body: unknown) => call(a, 'POST', set, body);
    expectError(await post({ ...crit('x'), slug: '' }), 400, /body\.slug/);
    expectError(await post({ ...crit('x'), slug: 'has space' }), 400, /body\.slug: must match pattern/);
    expectError(await post({ ...crit('x'), slug: 'digits1' }), 400, /body\.slug: must match pattern/);
    expectError(
      await post({ ...crit('x'), slug: 'a'.repeat(65) }),
      400,
      /body\.slug: must NOT have more than 64/,
    );
    expectError(await post({ ...crit('x'), weight: 1000 }), 400, /body\.weight: must be <= 999/);
    expectError(await post({ ...crit('x'), weight: 1.5 }), 400, /body\.weight: must be integer/);
    expectError(await post({ ...crit('x'), weight: '5' }), 400, /body\.weight: must be integer/);
    expectError(await post({ ...crit('x'), description: '' }), 400, /body\.description/);
    expectError(await post({ ...crit('x'), questions: '   ' }), 400, 'body.questions: must not be blank.');
    expectError(
      await post({ ...crit('x'), label: 'l'.repeat(256) }),
      400,
      /body\.label: must NOT have more than 255/,
    );
    expectError(
      await post(crit('taken')),
      400,
      "body.slug: 'taken' is already used by another criterion of these criteria.",
    );
    const other = c.criterion_set[1]!;
    const url = `${set}/${other.criterion_id}`;
    expectError(await call(a, 'PUT', url, { slug: 'y' }), 400, /body\.label: is required/);
    expectError(await call(a, 'PATCH', url, { slug: 'taken' }), 400, /'taken' is already used/);
    expectError(await call(a, 'PATCH', url, {}), 400, /must NOT have fewer than 1 properties/);
    // Its own slug is not a duplicate of itself.
    assert.equal(parseAs(Criterion, await call(a, 'PATCH', url, { slug: 'other', weight: 2 })).weight, 2);
    // The same slug in other criteria is fine.
    const d = await createCriteria(a, { name: 'd' });
    assert.equal(
      (await call(a, 'POST', `${BASE}/${d.criteria_id}/criterionset`, crit('taken'))).statusCode,
      201,
    );
  });

  test('concurrent adds of one slug: exactly one wins, the rest are 400 (the unique index holds)', async () => {
    const a = await t.account();
    const c = await createCriteria(a, { name: 'race' });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(a, 'POST', `${BASE}/${c.criteria_id}/criterionset`, crit('same'))),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, ...Array(7).fill(400)]);
    // The database itself refuses a second criterion with the slug.
    const [row] = await t.db.kysely
      .selectFrom('scoring_criterion')
      .selectAll()
      .where('criteria_id', '=', c.criteria_id)
      .execute();
    await assert.rejects(
      t.db.kysely
        .insertInto('scoring_criterion')
        .values({ ...row!, id: 'scn_dup' })
        .execute(),
    );
  });
});

test('routing: the criteria paths are not taken for a prompt id', async () => {
  const a = await t.account();
  const res = await call(a, 'GET', BASE);
  assert.equal(res.statusCode, 200);
  assert.ok(Array.isArray(res.json()));
  expectError(await call(a, 'GET', '/v1/prompts/scoring'), 404, 'Prompt not found.');
});

test('security on every criteria endpoint', async () => {
  const { owner: a, otherAccount: b, readKey, otherWorkspace } = await workspaceFixture(t);
  const c = await createCriteria(a, { name: 'sec', criterion_set: [crit('one')] });
  const one = `${BASE}/${c.criteria_id}`;
  const member = `${one}/criterionset/${c.criterion_set[0]!.criterion_id}`;
  const endpoints: { method: Method; url: string; body?: unknown; byId: boolean }[] = [
    { method: 'GET', url: BASE, byId: false },
    { method: 'POST', url: BASE, body: { name: 'x' }, byId: false },
    { method: 'GET', url: one, byId: true },
    { method: 'PUT', url: one, body: { name: 'x' }, byId: true },
    { method: 'PATCH', url: one, body: { name: 'x' }, byId: true },
    { method: 'DELETE', url: one, byId: true },
    { method: 'POST', url: `${one}/criterionset`, body: crit('two'), byId: true },
    { method: 'GET', url: member, byId: true },
    { method: 'PUT', url: member, body: crit('one'), byId: true },
    { method: 'PATCH', url: member, body: { weight: 3 }, byId: true },
    { method: 'DELETE', url: member, byId: true },
  ];
  for (const e of endpoints) {
    const send = (key: string | null, workspace: string | null) =>
      t.request({ method: e.method, url: e.url, key, workspace, body: e.body });
    expectError(await send(null, a.workspaceId), 401, 'Invalid API key.');
    expectError(await send('pk_bad', a.workspaceId), 401, 'Invalid API key.');
    expectError(await send(a.key, null), 400, /workspace id is required/);
    expectError(await send(a.key, b.workspaceId), 403);
    if (e.method === 'GET') assert.equal((await send(readKey, a.workspaceId)).statusCode, 200);
    else expectError(await send(readKey, a.workspaceId), 403, /'write' is required/);
    if (e.byId) expectError(await send(a.key, otherWorkspace), 404);
  }
  assert.deepEqual(parseAs(ScoringCriteria, await call(a, 'GET', one)), c);
});

test('getForScoring (for the analysis area): Default without an id, the workspace’s own by id, 404 otherwise', async () => {
  const a = await t.account();
  const b = await t.account();
  const c = await createCriteria(a, { name: 'mine', use_case: 'u', criterion_set: [crit('one', 3)] });
  const ctx = (acc: Account): RequestContext => ({
    requestId: 'req_test',
    accountId: acc.accountId,
    workspaceId: acc.workspaceId,
    actor: { type: 'api_key', id: acc.keyId, name: 'owner', clientId: null },
    scope: 'owner',
    limits: { rate_limit_per_second: null, monthly_request_quota: null, monthly_token_limit: null },
  });
  const def = await t.services.criteria.getForScoring({ ctx: ctx(a) });
  assert.equal(def.criteria_id, 'sca_default');
  assert.equal(def.name, DEFAULT_CRITERIA_NAME);
  assert.deepEqual(
    def.criterion_set.map(({ criterion_id, ...rest }) => rest),
    DEFAULT_CRITERION_SET,
  );
  const mine = await t.services.criteria.getForScoring({ ctx: ctx(a), criteriaId: c.criteria_id });
  assert.deepEqual(mine, {
    criteria_id: c.criteria_id,
    name: 'mine',
    use_case: 'u',
    criterion_set: c.criterion_set,
  });
  await assert.rejects(
    t.services.criteria.getForScoring({ ctx: ctx(b), criteriaId: c.criteria_id }),
    /Scoring criteria not found/,
  );
});
