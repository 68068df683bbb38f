import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createKey, rowsWhere } from '../../../test/support/fixtures.js';
import { asUser, signedInUser, type UserSession } from '../../../test/support/people-fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { LabelMove, Prompt, PromptLabel, Version } from '../prompts/prompts.schemas.js';
import { Release, ReleaseSettings } from './releases.schemas.js';

// Issue 23: protected labels, release requests gated by the offline analyses, label history.

const t = testAppPerFile();
const Releases = Type.Array(Release);
const Moves = Type.Array(LabelMove);

interface Team {
  a: TestAccount;
  admin: UserSession;
  admin2: UserSession;
  editor: UserSession;
  writeKey: string;
}

async function team(): Promise<Team> {
  const a = await t.account();
  const role = (r: 'admin' | 'editor') => ({ workspaces: [{ workspace_id: a.workspaceId, role: r }] });
  return {
    a,
    admin: await signedInUser(t, a, role('admin')),
    admin2: await signedInUser(t, a, role('admin')),
    editor: await signedInUser(t, a, role('editor')),
    writeKey: (await createKey(t, a, { name: 'w', scope: 'write' })).api_key,
  };
}

/** A request in the team's workspace as a user. */
const as = (
  tm: Team,
  u: UserSession,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) => asUser(t, u, { method, url, workspace: tm.a.workspaceId, ...(body === undefined ? {} : { body }) });

/** A release request by `u`: point `production` at the version; the request as answered (201). */
async function askRelease(tm: Team, u: UserSession, url: string, versionId: string | undefined) {
  return parseAs(
    Release,
    await as(tm, u, 'POST', `${url}/releases`, { label: 'production', version_id: versionId }),
  );
}

async function settings(tm: Team, body: Record<string, unknown>) {
  const res = await t.call(tm.a, 'PUT', '/v1/workspace/release-settings', {
    protected_labels: ['production'],
    protect_primary: false,
    allow_self_approval: false,
    gates: {},
    ...body,
  });
  return parseAs(ReleaseSettings, res);
}

/** A prompt with three versions, `production` on the first. */
async function prompt(
  tm: Team,
  contents = ['You answer {{question}} politely.', 'You answer {{question}} briefly.', 'Three {{question}}.'],
) {
  const p = parseAs(Prompt, await t.call(tm.a, 'POST', '/v1/prompts', { name: 'P', content: contents[0] }));
  const url = `/v1/prompts/${p.prompt_id}`;
  const v = [p.versions[0]!.version_id];
  for (const content of contents.slice(1))
    v.push(parseAs(Version, await t.call(tm.a, 'POST', `${url}/versions`, { content })).version_id);
  assert.equal((await t.call(tm.a, 'PUT', `${url}/labels/production`, { version_id: v[0] })).statusCode, 200);
  return { id: p.prompt_id, url, v };
}

const labelAt = async (tm: Team, url: string, label = 'production') =>
  parseAs(Version, await t.call(tm.a, 'GET', `${url}/labels/${label}`)).version_id;

describe('protected labels (issue 23 §1)', () => {
  test('an editor and a write key are refused on a protected label, an admin and an owner key are not', async () => {
    const tm = await team();
    const { url, v } = await prompt(tm);
    await settings(tm, { protect_primary: true });
    const msg = expectError(
      await as(tm, tm.editor, 'PUT', `${url}/labels/production`, { version_id: v[1] }),
      403,
      /protected.*POST \/v1\/prompts\/\{promptId\}\/releases/,
    );
    assert.match(msg, /admin role or an owner key/);
    const byKey = await t.request({
      method: 'PUT',
      url: `${url}/labels/production`,
      key: tm.writeKey,
      workspace: tm.a.workspaceId,
      body: { version_id: v[1] },
    });
    expectError(byKey, 403, /protected/);
    expectError(await as(tm, tm.editor, 'DELETE', `${url}/labels/production`), 403, /protected/);
    // An unprotected label is the editor's to move; the primary is protected too.
    assert.equal(
      (await as(tm, tm.editor, 'PUT', `${url}/labels/staging`, { version_id: v[1] })).statusCode,
      200,
    );
    expectError(
      await as(tm, tm.editor, 'PATCH', `${url}/versions/${v[1]}`, { is_primary: true }),
      403,
      /primary version is protected/,
    );
    assert.equal(
      (await as(tm, tm.admin, 'PUT', `${url}/labels/production`, { version_id: v[1] })).statusCode,
      200,
    );
    assert.equal(
      (await t.call(tm.a, 'PUT', `${url}/labels/production`, { version_id: v[2] })).statusCode,
      200,
    );
    assert.equal(await labelAt(tm, url), v[2]);
    // Settings are the admin's: an editor may read them, not change them.
    assert.equal((await as(tm, tm.editor, 'GET', '/v1/workspace/release-settings')).statusCode, 200);
    expectError(
      await as(tm, tm.editor, 'PUT', '/v1/workspace/release-settings', {
        protected_labels: [],
        protect_primary: false,
        allow_self_approval: true,
        gates: {},
      }),
      403,
    );
  });

  test('an import by a write key obeys the protection too', async () => {
    const tm = await team();
    const { url, v } = await prompt(tm);
    await settings(tm, {});
    const doc = await t.call(tm.a, 'GET', '/v1/workspace/export');
    assert.equal(doc.statusCode, 200);
    const body = doc.json();
    // The export names production on the first version; import it under a new name elsewhere.
    body.prompts[0].name = 'Q';
    const res = await t.request({
      method: 'POST',
      url: '/v1/workspace/import',
      key: tm.writeKey,
      workspace: tm.a.workspaceId,
      body,
    });
    assert.equal(res.statusCode, 403, res.body);
    assert.equal(await labelAt(tm, url), v[0]);
  });
});

describe('release requests (issue 23 §2, §3)', () => {
  test('an editor asks, another admin approves: the label moves, the history and the audit log show it', async () => {
    const tm = await team();
    const { id, url, v } = await prompt(tm);
    await settings(tm, {});
    const res = await as(tm, tm.editor, 'POST', `${url}/releases`, {
      label: 'production',
      version_id: v[1],
      note: 'ship it',
    });
    assert.equal(res.statusCode, 201, res.body);
    const r = parseAs(Release, res);
    assert.equal(r.state, 'open');
    assert.equal(r.base_version_id, v[0]);
    assert.equal(r.requested_by.id, tm.editor.userId);
    assert.equal(r.gates.passed, true);
    assert.match(r.content_hash, /^[0-9a-f]{64}$/);
    // The same request twice: one open request per move.
    expectError(
      await as(tm, tm.editor, 'POST', `${url}/releases`, { label: 'production', version_id: v[1] }),
      409,
    );
    // An editor may not approve.
    expectError(await as(tm, tm.editor, 'POST', `${url}/releases/${r.release_id}/approve`, {}), 403);
    const ok = await as(tm, tm.admin, 'POST', `${url}/releases/${r.release_id}/approve`, { note: 'lgtm' });
    assert.equal(ok.statusCode, 200, ok.body);
    const approved = parseAs(Release, ok);
    assert.equal(approved.state, 'approved');
    assert.equal(approved.decided_by?.id, tm.admin.userId);
    assert.equal(await labelAt(tm, url), v[1]);
    // Approving again: no longer open.
    expectError(
      await as(tm, tm.admin, 'POST', `${url}/releases/${r.release_id}/approve`, {}),
      409,
      /approved/,
    );

    const history = parseAs(Moves, await t.call(tm.a, 'GET', `${url}/labels/production/history`));
    assert.deepEqual(
      history.map((m) => [m.from_version_id, m.to_version_id, m.via, m.release_id]),
      [
        [v[0], v[1], 'release', r.release_id],
        [null, v[0], 'direct', null],
      ],
    );
    assert.equal(history[0]!.actor.id, tm.admin.userId);
    const page = await t.call(tm.a, 'GET', `${url}/labels/production/history?limit=1`);
    assert.equal(parseAs(Moves, page).length, 1);
    assert.match(String(page.headers.link), /rel="next"/);

    const lists = [
      await t.call(tm.a, 'GET', `/v1/releases?state=approved`),
      await t.call(tm.a, 'GET', `${url}/releases`),
    ];
    for (const list of lists)
      assert.deepEqual(
        parseAs(Releases, list).map((x) => x.release_id),
        [r.release_id],
      );
    assert.deepEqual(parseAs(Releases, await t.call(tm.a, 'GET', '/v1/releases?state=open')), []);
    const audit = await rowsWhere(t, 'audit_log', { resource_id: r.release_id });
    assert.deepEqual(audit.map((row) => row.action).sort(), ['release.approve', 'release.request']);
    void id;
  });

  test('a stale approval answers 409 and the request stays open', async () => {
    const tm = await team();
    const { url, v } = await prompt(tm);
    await settings(tm, {});
    const r = await askRelease(tm, tm.editor, url, v[1]);
    // The label moved meanwhile.
    assert.equal(
      (await t.call(tm.a, 'PUT', `${url}/labels/production`, { version_id: v[2] })).statusCode,
      200,
    );
    expectError(
      await as(tm, tm.admin, 'POST', `${url}/releases/${r.release_id}/approve`, {}),
      409,
      /moved since/,
    );
    assert.equal(
      parseAs(Release, await t.call(tm.a, 'GET', `${url}/releases/${r.release_id}`)).state,
      'open',
    );
    assert.equal(await labelAt(tm, url), v[2]);
    // The version's content changed meanwhile.
    const r2 = await askRelease(tm, tm.editor, url, v[0]);
    const etag = (await t.call(tm.a, 'GET', `${url}/versions/${v[0]}`)).headers.etag as string;
    const patched = await t.call(
      tm.a,
      'PATCH',
      `${url}/versions/${v[0]}`,
      { content: 'Changed {{question}}.' },
      { 'if-match': etag },
    );
    assert.equal(patched.statusCode, 200, patched.body);
    expectError(
      await as(tm, tm.admin, 'POST', `${url}/releases/${r2.release_id}/approve`, {}),
      409,
      /content changed/,
    );
    // The requester withdraws; an editor who did not ask may not.
    const other = await signedInUser(t, tm.a, {
      workspaces: [{ workspace_id: tm.a.workspaceId, role: 'editor' }],
    });
    expectError(await as(tm, other, 'POST', `${url}/releases/${r2.release_id}/withdraw`, {}), 403);
    const gone = await as(tm, tm.editor, 'POST', `${url}/releases/${r2.release_id}/withdraw`, {});
    assert.equal(parseAs(Release, gone).state, 'withdrawn');
  });

  test('two approvals for the same label: exactly one moves it, the other answers 409', async () => {
    const tm = await team();
    const { url, v } = await prompt(tm);
    await settings(tm, {});
    const ask = async (version_id: string) => (await askRelease(tm, tm.editor, url, version_id)).release_id;
    const [r1, r2] = [await ask(v[1]!), await ask(v[2]!)];
    const answers = await Promise.all([
      as(tm, tm.admin, 'POST', `${url}/releases/${r1}/approve`, {}),
      as(tm, tm.admin2, 'POST', `${url}/releases/${r2}/approve`, {}),
    ]);
    assert.deepEqual(
      answers.map((a) => a.statusCode).sort(),
      [200, 409],
      answers.map((a) => a.body).join('\n'),
    );
    const winner = answers[0]!.statusCode === 200 ? v[1] : v[2];
    assert.equal(await labelAt(tm, url), winner);
    const open = parseAs(Releases, await t.call(tm.a, 'GET', `${url}/releases?state=open`));
    assert.equal(open.length, 1);
  });

  test('self-approval is refused unless the workspace allows it; an admin rejects', async () => {
    const tm = await team();
    const { url, v } = await prompt(tm);
    await settings(tm, {});
    const r = await askRelease(tm, tm.admin, url, v[1]);
    expectError(
      await as(tm, tm.admin, 'POST', `${url}/releases/${r.release_id}/approve`, {}),
      403,
      /another admin/,
    );
    await settings(tm, { allow_self_approval: true });
    assert.equal(
      (await as(tm, tm.admin, 'POST', `${url}/releases/${r.release_id}/approve`, {})).statusCode,
      200,
    );
    assert.equal(await labelAt(tm, url), v[1]);
    const r2 = await askRelease(tm, tm.editor, url, v[2]);
    const rejected = await as(tm, tm.admin, 'POST', `${url}/releases/${r2.release_id}/reject`, {
      note: 'not yet',
    });
    assert.equal(parseAs(Release, rejected).state, 'rejected');
    assert.equal(await labelAt(tm, url), v[1]);
  });

  test('a failing gate blocks approval; an admin overrides with a reason, recorded', async () => {
    const tm = await team();
    const { url, v } = await prompt(tm, [
      'You answer {{question}} politely, citing {{source}}.',
      'You answer {{question}} politely, at length, with many examples and a long and careful explanation of every step.',
      'Short.',
    ]);
    await settings(tm, {
      gates: {
        production: {
          max_risk: 'high',
          min_score: { at_least: 0 },
          max_token_increase_percent: 10,
          variables_unchanged: true,
        },
      },
    });
    const r = await askRelease(tm, tm.editor, url, v[1]);
    assert.equal(r.gates.passed, false);
    const byGate = Object.fromEntries(r.gates.results.map((g) => [g.gate, g]));
    assert.equal(byGate.max_risk?.passed, true);
    assert.equal(byGate.min_score?.passed, true);
    assert.equal(typeof byGate.min_score?.actual, 'number');
    assert.equal(byGate.max_token_increase_percent?.passed, false);
    assert.ok(Number(byGate.max_token_increase_percent?.actual) > 10);
    assert.equal(byGate.variables_unchanged?.passed, false);
    assert.equal(byGate.variables_unchanged?.actual, '{{source}}');
    expectError(
      await as(tm, tm.admin, 'POST', `${url}/releases/${r.release_id}/approve`, {}),
      422,
      /gate fails/,
    );
    assert.equal(await labelAt(tm, url), v[0]);
    const ok = await as(tm, tm.admin, 'POST', `${url}/releases/${r.release_id}/approve`, {
      override_reason: 'Longer on purpose: the support team asked for it.',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const done = parseAs(Release, ok);
    assert.equal(done.override_reason, 'Longer on purpose: the support team asked for it.');
    assert.equal(done.approval_gates?.passed, false);
    assert.equal(await labelAt(tm, url), v[1]);
    const audit = await rowsWhere(t, 'audit_log', { resource_id: r.release_id });
    assert.ok(audit.some((row) => row.action === 'release.override'));
    // Fetch by label serves the released version.
    const served = await t.call(tm.a, 'GET', `/v1/prompts-by-name/P/labels/production`);
    assert.equal(parseAs(Version, served).version_id, v[1]);
  });

  test('primary switches are in the history of `primary`', async () => {
    const tm = await team();
    const { url, v } = await prompt(tm);
    const etag = (await t.call(tm.a, 'GET', `${url}/versions/${v[1]}`)).headers.etag as string;
    const patched = await t.call(
      tm.a,
      'PATCH',
      `${url}/versions/${v[1]}`,
      { is_primary: true },
      { 'if-match': etag },
    );
    assert.equal(patched.statusCode, 200, patched.body);
    const made = await t.call(tm.a, 'POST', `${url}/versions`, {
      content: 'Four {{question}}.',
      is_primary: true,
    });
    const v4 = parseAs(Version, made).version_id;
    const history = parseAs(Moves, await t.call(tm.a, 'GET', `${url}/labels/primary/history`));
    assert.deepEqual(
      history.map((m) => [m.label, m.from_version_id, m.to_version_id, m.via]),
      [
        ['primary', v[1], v4, 'direct'],
        ['primary', v[0], v[1], 'direct'],
      ],
    );
  });

  test('bad requests: primary, a version of another prompt, the label already there', async () => {
    const tm = await team();
    const { url, v } = await prompt(tm);
    const other = await prompt(tm);
    expectError(await t.call(tm.a, 'POST', `${url}/releases`, { label: 'primary', version_id: v[1] }), 400);
    expectError(
      await t.call(tm.a, 'POST', `${url}/releases`, { label: 'production', version_id: other.v[1] }),
      404,
    );
    expectError(
      await t.call(tm.a, 'POST', `${url}/releases`, { label: 'production', version_id: v[0] }),
      409,
    );
    expectError(await t.call(tm.a, 'GET', `${url}/releases/rel_nothing`), 404);
    void PromptLabel;
  });
});
