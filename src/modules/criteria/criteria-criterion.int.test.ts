import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CRITERIA_URL, createCriteria, criterionBody } from '../../../test/support/criteria-fixtures.js';
import { rowsWhere, workspaceFixture } from '../../../test/support/fixtures.js';
import { expectError, type Method, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { Criterion, ScoringCriteria } from './criteria.schemas.js';

// The criterion of scoring criteria (add, change, remove, validation, races), and the keys' and
// workspaces' rights on every criteria endpoint.

const t = testAppPerFile();

/** The criteria of these tests, and a criterion of them, as their slugs name them. */
const [BASE, crit] = [CRITERIA_URL, criterionBody];

describe('criterion', () => {
  test('add, get, PUT, PATCH, delete; order of creation kept', async () => {
    const a = await t.account();
    const c = await createCriteria(t, a, { name: 'c', criterion_set: [crit('first')] });
    const set = `${BASE}/${c.criteria_id}/criterionset`;
    const res = await t.call(a, 'POST', set, crit('second', 999));
    assert.equal(res.statusCode, 201);
    const added = parseAs(Criterion, res);
    assert.match(added.criterion_id, /^scn_/);
    assert.deepEqual(
      { ...added, criterion_id: undefined },
      { ...crit('second', 999), criterion_id: undefined },
    );
    const url = `${set}/${added.criterion_id}`;
    assert.deepEqual(parseAs(Criterion, await t.call(a, 'GET', url)), added);
    const put = parseAs(Criterion, await t.call(a, 'PUT', url, crit('renamed', 5)));
    assert.equal(put.slug, 'renamed');
    assert.equal(put.criterion_id, added.criterion_id);
    const patched = parseAs(Criterion, await t.call(a, 'PATCH', url, { weight: 7, label: ' New label ' }));
    assert.deepEqual([patched.slug, patched.weight, patched.label], ['renamed', 7, 'New label']);
    await t.call(a, 'POST', set, crit('third'));
    const full = parseAs(ScoringCriteria, await t.call(a, 'GET', `${BASE}/${c.criteria_id}`));
    assert.deepEqual(
      full.criterion_set.map((x) => x.slug),
      ['first', 'renamed', 'third'],
    );
    assert.equal((await t.call(a, 'DELETE', url)).statusCode, 204);
    expectError(await t.call(a, 'GET', url), 404, 'Criterion not found.');
    expectError(await t.call(a, 'DELETE', url), 404, 'Criterion not found.');
    expectError(
      await t.call(a, 'POST', `${BASE}/sca_nope/criterionset`, crit('x')),
      404,
      'Scoring criteria not found.',
    );
  });

  test('validation: slug, label, description, questions, weight; duplicate slugs; PUT needs every field', async () => {
    const a = await t.account();
    const c = await createCriteria(t, a, { name: 'v', criterion_set: [crit('taken'), crit('other')] });
    const set = `${BASE}/${c.criteria_id}/criterionset`;
    const post = (body: unknown) => t.call(a, 'POST', set, body);
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
    expectError(await t.call(a, 'PUT', url, { slug: 'y' }), 400, /body\.label: is required/);
    expectError(await t.call(a, 'PATCH', url, { slug: 'taken' }), 400, /'taken' is already used/);
    expectError(await t.call(a, 'PATCH', url, {}), 400, /must NOT have fewer than 1 properties/);
    // Its own slug is not a duplicate of itself.
    assert.equal(parseAs(Criterion, await t.call(a, 'PATCH', url, { slug: 'other', weight: 2 })).weight, 2);
    // The same slug in other criteria is fine.
    const d = await createCriteria(t, a, { name: 'd' });
    assert.equal(
      (await t.call(a, 'POST', `${BASE}/${d.criteria_id}/criterionset`, crit('taken'))).statusCode,
      201,
    );
  });

  test('concurrent adds of one slug: exactly one wins, the rest are 400 (the unique index holds)', async () => {
    const a = await t.account();
    const c = await createCriteria(t, a, { name: 'race' });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call(a, 'POST', `${BASE}/${c.criteria_id}/criterionset`, crit('same')),
      ),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, ...Array(7).fill(400)]);
    // The database itself refuses a second criterion with the slug.
    const [row] = await rowsWhere(t, 'scoring_criterion', { criteria_id: c.criteria_id });
    await assert.rejects(
      t.db.kysely
        .insertInto('scoring_criterion')
        .values({ ...row!, id: 'scn_dup' })
        .execute(),
    );
  });
});

test('security on every criteria endpoint', async () => {
  const { owner: a, otherAccount: b, readKey, otherWorkspace } = await workspaceFixture(t);
  const c = await createCriteria(t, a, { name: 'sec', criterion_set: [crit('one')] });
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
  assert.deepEqual(parseAs(ScoringCriteria, await t.call(a, 'GET', one)), c);
});
