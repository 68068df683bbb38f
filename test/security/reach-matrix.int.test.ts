import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { createKey, createWorkspace } from '../support/fixtures.js';
import { signedInUser, type UserSession } from '../support/people-fixtures.js';
import { createTestApp, expectError, type TestApp } from '../support/test-app.js';
import { COLUMNS, type Column, docLine, type Env, ROWS } from './reach-matrix.js';
import type { Row } from './reach-matrix-columns.js';
import { asUsersEnv, USER_COLUMNS, type UserColumn, userDocLine, userExpect } from './reach-matrix-users.js';

/**
 * Issue 9, hole 1: what each key may do, by scope (owner, write, read) × restriction (unrestricted,
 * limited to [W1]) × endpoint. Every cell of reach-matrix.ts is sent and its status checked (2xx
 * answers also by what they list; errors by the spec's body); the same table is in
 * docs/security.md.
 */
let t: TestApp;
let env: Env;
let usersEnv: Env;

after(() => t?.close());
before(async () => {
  t = await createTestApp();
  const root = await t.account();
  const w1 = (await createWorkspace(t, root, 'W1')).workspace_id;
  const w2 = (await createWorkspace(t, root, 'W2')).workspace_id;
  const keys = {} as Env['keys'];
  for (const col of COLUMNS) {
    const body = { name: col.name, scope: col.scope, ...(col.limited ? { workspace_ids: [w1] } : {}) };
    keys[col.name] = (await createKey(t, root, body)).api_key;
  }
  const make: Env['make'] = async (method, url, body, workspace) => {
    const res = await t.request({ method, url, key: root.key, workspace, body });
    assert.equal(res.statusCode, method === 'POST' ? 201 : 200, `setting up ${method} ${url}: ${res.body}`);
    return res.json();
  };
  const provider = await make('POST', '/v1/account/providers', {
    kind: 'openai_compatible',
    name: 'P',
    base_url: 'https://llm.example.com/v1',
    api_key: 'sk-x',
  });
  const keyFor = async (col: Column, workspaceId: string) =>
    col.limited
      ? (await createKey(t, root, { name: 'fresh', scope: col.scope, workspace_ids: [workspaceId] })).api_key
      : keys[col.name];
  env = { t, root, w1, w2, keys, providerId: provider.provider_id as string, make, keyFor };
  const role = (r: 'admin' | 'editor' | 'viewer') => ({ workspaces: [{ workspace_id: w1, role: r }] });
  const sessions: Record<UserColumn['name'], UserSession> = {
    'owner user': await signedInUser(t, root, { owner: true }),
    'admin of W1': await signedInUser(t, root, role('admin')),
    'editor of W1': await signedInUser(t, root, role('editor')),
    'viewer of W1': await signedInUser(t, root, role('viewer')),
  };
  usersEnv = asUsersEnv(env, sessions);
});

/**
 * Sends `row` as every column (with `keyOf` its credential) and lists the cells whose status is not
 * the expected one, or whose 2xx answer fails the row's check (errors are checked by the spec's body).
 */
async function failuresOf(
  row: Row,
  expect: string,
  columns: readonly Column[],
  e: Env,
  keyOf: (col: Column) => string,
) {
  const expected = expect.split(' ').map(Number);
  const failures: string[] = [];
  for (const [i, col] of columns.entries()) {
    const res = await row.send(e, col, keyOf(col));
    const want = expected[i];
    const where = `${col.name}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 200)}`;
    if (res.statusCode !== want) failures.push(where);
    else if (want >= 400) expectError(res, want);
    else if (row.check && res.statusCode < 300) {
      try {
        row.check(res.body ? res.json() : null, e, col);
      } catch (error) {
        failures.push(`${col.name}: ${(error as Error).message}`);
      }
    }
  }
  return failures;
}

/** The rows whose line (as `lineOf` writes it) is missing from docs/security.md. */
function missingFromDoc(lineOf: (row: Row) => string) {
  const doc = readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8');
  return ROWS.map(lineOf).filter((line) => !doc.includes(line));
}

describe('scope × restriction × endpoint', () => {
  for (const row of ROWS) {
    test(`${row.group}: ${row.what}`, async () => {
      assert.deepEqual(await failuresOf(row, row.expect, COLUMNS, env, (col) => env.keys[col.name]), []);
    });
  }

  test('docs/security.md shows this very matrix', () => {
    assert.deepEqual(missingFromDoc(docLine), [], 'rows of reach-matrix.ts not in docs/security.md');
  });
});

describe('users: role × endpoint (issue 22 §2)', () => {
  const columns = USER_COLUMNS as unknown as readonly Column[];
  for (const row of ROWS) {
    test(`${row.group}: ${row.what}`, async () => {
      assert.deepEqual(await failuresOf(row, userExpect(row), columns, usersEnv, (col) => col.name), []);
    });
  }

  test('docs/security.md shows this very matrix', () => {
    assert.deepEqual(missingFromDoc(userDocLine), [], 'rows of the users matrix not in docs/security.md');
  });
});

describe('the 403s say why', () => {
  test('account-wide operations name the unrestricted owner key; limited keys cannot grant more', async () => {
    const limited = env.keys['owner, limited'];
    const post = (url: string, body: unknown) => t.request({ method: 'POST', url, key: limited, body });
    expectError(await post('/v1/account/workspaces', { name: 'x' }), 403, /needs an unrestricted owner key/);
    expectError(await post('/v1/account/clients', { name: 'x' }), 403, /needs an unrestricted owner key/);
    expectError(await t.request({ url: '/v1/account/providers', key: limited }), 403, /unrestricted owner/);
    expectError(
      await post('/v1/account/keys', { name: 'x', scope: 'owner' }),
      403,
      /may create only keys whose workspace_ids are among its own/,
    );
    // The same answer for a workspace out of reach and one that does not exist.
    const other = await t.request({ url: `/v1/account/workspaces/${env.w2}`, key: limited });
    const none = await t.request({ url: '/v1/account/workspaces/wrk_doesnotexist00000000000', key: limited });
    assert.equal(expectError(other, 403), expectError(none, 403));
  });

  test('a limited owner key created by a limited one has the same reach, and no more', async () => {
    const made = await createKey(
      t,
      { ...env.root, key: env.keys['owner, limited'] },
      {
        name: 'child',
        scope: 'owner',
        workspace_ids: [env.w1, env.w1],
      },
    );
    assert.deepEqual(made.workspace_ids, [env.w1]);
    const res = await t.request({ url: '/v1/account/workspaces', key: made.api_key });
    assert.deepEqual(
      res.json().map((w: { workspace_id: string }) => w.workspace_id),
      [env.w1],
    );
  });
});
