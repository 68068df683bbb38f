import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { CRITERIA_URL, createCriteria, criterionBody } from '../../../test/support/criteria-fixtures.js';
import { expectDeleted, ownerContext, rowsWhere } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { Criterion, ScoringCriteria } from './criteria.schemas.js';
import { DEFAULT_CRITERIA_NAME, DEFAULT_CRITERION_SET } from './default-criteria.js';

// Scoring criteria: create, read, change, delete, the built-in Default, and what the analysis area
// reads. Their criterion and the keys' rights: criteria-criterion.int.test.ts.

const t = testAppPerFile();

const [BASE, crit] = [CRITERIA_URL, criterionBody];
const create = (a: TestAccount, body: Record<string, unknown>) => createCriteria(t, a, body);

describe('scoring criteria', () => {
  test('create with a criterion set; get; list sorted by name with the built-in Default last', async () => {
    const a = await t.account();
    const c = await create(a, {
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
    assert.deepEqual(parseAs(ScoringCriteria, await t.call(a, 'GET', `${BASE}/${c.criteria_id}`)), c);
    assert.equal((await rowsWhere(t, 'scoring_criterion', { criteria_id: c.criteria_id })).length, 2);

    await create(a, { name: 'alpha' });
    await create(a, { name: 'Zed' });
    const list = parseAs(Type.Array(ScoringCriteria), await t.call(a, 'GET', BASE));
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
      parseAs(Type.Array(ScoringCriteria), await t.call(b, 'GET', BASE)).map((x) => x.criteria_id),
      ['sca_default'],
    );
    expectError(await t.call(b, 'GET', `${BASE}/${c.criteria_id}`), 404, 'Scoring criteria not found.');
  });

  test('the Default criteria: readable by id in every workspace, never changed or deleted (403)', async () => {
    const a = await t.account();
    const def = parseAs(ScoringCriteria, await t.call(a, 'GET', `${BASE}/sca_default`));
    assert.equal(def.name, 'Default');
    const first = def.criterion_set[0]!;
    assert.deepEqual(
      parseAs(Criterion, await t.call(a, 'GET', `${BASE}/sca_default/criterionset/${first.criterion_id}`)),
      first,
    );
    const ro = /built-in Default scoring criteria are read-only/;
    expectError(await t.call(a, 'PUT', `${BASE}/sca_default`, { name: 'Mine' }), 403, ro);
    expectError(await t.call(a, 'PATCH', `${BASE}/sca_default`, { use_case: 'x' }), 403, ro);
    expectError(await t.call(a, 'DELETE', `${BASE}/sca_default`), 403, ro);
    expectError(await t.call(a, 'POST', `${BASE}/sca_default/criterionset`, crit('extra')), 403, ro);
    expectError(
      await t.call(a, 'PUT', `${BASE}/sca_default/criterionset/${first.criterion_id}`, crit('x')),
      403,
      ro,
    );
    expectError(
      await t.call(a, 'PATCH', `${BASE}/sca_default/criterionset/${first.criterion_id}`, { weight: 1 }),
      403,
      ro,
    );
    expectError(await t.call(a, 'DELETE', `${BASE}/sca_default/criterionset/${first.criterion_id}`), 403, ro);
    expectError(
      await t.call(a, 'GET', `${BASE}/sca_default/criterionset/scn_nope`),
      404,
      'Criterion not found.',
    );
    expectError(
      await t.call(a, 'POST', BASE, { name: 'default' }),
      400,
      /body\.name: 'Default' is the name of the built-in criteria/,
    );
  });

  test('PUT and PATCH name/use_case; DELETE removes the criteria and its criterion', async () => {
    const a = await t.account();
    const c = await create(a, { name: 'one', use_case: 'u', criterion_set: [crit('a')] });
    const url = `${BASE}/${c.criteria_id}`;
    const put = parseAs(ScoringCriteria, await t.call(a, 'PUT', url, { name: 'two' }));
    assert.equal(put.name, 'two');
    assert.equal(put.use_case, 'u');
    assert.equal(put.criterion_set.length, 1);
    assert.equal(
      parseAs(ScoringCriteria, await t.call(a, 'PUT', url, { name: 'two', use_case: null })).use_case,
      null,
    );
    const patched = parseAs(ScoringCriteria, await t.call(a, 'PATCH', url, { use_case: 'new' }));
    assert.deepEqual([patched.name, patched.use_case], ['two', 'new']);
    expectError(await t.call(a, 'PUT', url, { use_case: 'x' }), 400, 'body.name: is required.');
    expectError(await t.call(a, 'PATCH', url, {}), 400, /must NOT have fewer than 1 properties/);
    expectError(await t.call(a, 'PATCH', url, { name: '  ' }), 400, 'body.name: must not be blank.');
    expectError(
      await t.call(a, 'PUT', `${BASE}/sca_nope`, { name: 'x' }),
      404,
      'Scoring criteria not found.',
    );
    expectDeleted(await t.call(a, 'DELETE', url));
    expectError(await t.call(a, 'GET', url), 404);
    expectError(await t.call(a, 'DELETE', url), 404);
    assert.equal((await rowsWhere(t, 'scoring_criterion', { criteria_id: c.criteria_id })).length, 0);
  });

  test('validation of create: each rule is a 400 naming the field', async () => {
    const a = await t.account();
    const post = (body: unknown) => t.call(a, 'POST', BASE, body);
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
    assert.equal(parseAs(Type.Array(ScoringCriteria), await t.call(a, 'GET', BASE)).length, 1);
  });
});

test('routing: the criteria paths are not taken for a prompt id', async () => {
  const a = await t.account();
  const res = await t.call(a, 'GET', BASE);
  assert.equal(res.statusCode, 200);
  assert.ok(Array.isArray(res.json()));
  expectError(await t.call(a, 'GET', '/v1/prompts/scoring'), 404, 'Prompt not found.');
});

test('getForScoring (for the analysis area): Default without an id, the workspace’s own by id, 404 otherwise', async () => {
  const a = await t.account();
  const b = await t.account();
  const c = await create(a, { name: 'mine', use_case: 'u', criterion_set: [crit('one', 3)] });
  const ctx = ownerContext;
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
