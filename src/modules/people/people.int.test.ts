import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createWorkspace, setUserStatus } from '../../../test/support/fixtures.js';
import {
  asUser,
  cookieOf,
  OWN_ORIGIN,
  PASSWORD,
  signedInUser,
} from '../../../test/support/people-fixtures.js';
import { expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { Prompt } from '../prompts/prompts.schemas.js';
import { InvitedUser, SignedIn, User } from './people.schemas.js';

const t = testAppPerFile();

const invite = async (key: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/v1/account/users', key, body });
const signIn = (email: string, password: string, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in',
    payload: { email, password },
    ...(ip ? { remoteAddress: ip } : {}),
  });

describe('invitations', () => {
  test('the owner invites; the link works once and sets a __Host- session cookie', async () => {
    const a = await t.account();
    const res = await invite(a.key, { email: 'Ada@Example.com', name: 'Ada' });
    assert.equal(res.statusCode, 201, res.body);
    const invited = parseAs(InvitedUser, res);
    assert.equal(invited.email, 'ada@example.com');
    assert.equal(invited.status, 'invited');
    assert.equal(invited.invitation.emailed, false);
    assert.equal(invited.invitation.url, `/invitation#${invited.invitation.token}`);

    const accept = (password: string) =>
      t.request({
        method: 'POST',
        url: '/v1/auth/invitation',
        body: { token: invited.invitation.token, password },
      });
    expectError(await accept('short'), 400, /at least 10 characters/);
    expectError(await accept('Password123!'), 400, /most common/);
    expectError(await accept('qwertyuiop'), 400, /most common/);
    const ok = await accept(PASSWORD);
    assert.equal(ok.statusCode, 200, ok.body);
    const signed = parseAs(SignedIn, ok);
    assert.equal(signed.user.status, 'active');
    const header = String([ok.headers['set-cookie']].flat()[0]);
    assert.match(
      header,
      /^__Host-pk_session=pks_[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Lax$/,
    );
    expectError(await accept('another fine passphrase'), 400, /not valid/);

    // A second invitation to the same address is a conflict, in this account or another.
    expectError(await invite(a.key, { email: 'ada@example.COM', name: 'Ada again' }), 409);
    const b = await t.account();
    expectError(await invite(b.key, { email: 'ada@example.com', name: 'Ada' }), 409);
  });

  test('a new link replaces the old one; an expired or unknown token is refused alike', async () => {
    const a = await t.account();
    const first = parseAs(
      InvitedUser,
      await invite(a.key, { email: `r${Date.now()}@example.com`, name: 'R' }),
    );
    const again = await t.request({
      method: 'POST',
      url: `/v1/account/users/${first.user_id}/invitation`,
      key: a.key,
    });
    assert.equal(again.statusCode, 201, again.body);
    const accept = (token: string) =>
      t.request({ method: 'POST', url: '/v1/auth/invitation', body: { token, password: PASSWORD } });
    const old = expectError(await accept(first.invitation.token), 400);
    const unknown = expectError(await accept('inv_nothing'), 400);
    assert.equal(old, unknown);
    assert.equal((await accept(again.json().token)).statusCode, 200);
  });

  test('only an unrestricted owner key or an owner user manages users', async () => {
    const a = await t.account();
    const member = await signedInUser(t, a, { workspaces: [{ workspace_id: a.workspaceId, role: 'admin' }] });
    const owner = await signedInUser(t, a, { owner: true });
    expectError(await asUser(t, member, { url: '/v1/account/users' }), 403, /not the account owner/);
    const listed = await asUser(t, owner, { url: '/v1/account/users' });
    assert.equal(listed.statusCode, 200, listed.body);
    const users = listed.json().map((u: unknown) => parseAs(User, { json: () => u } as never));
    assert.deepEqual(
      users.map((u: { user_id: string }) => u.user_id).sort(),
      [member.userId, owner.userId].sort(),
    );
    const made = await asUser(t, owner, {
      method: 'POST',
      url: '/v1/account/users',
      body: { email: `by-owner-${Date.now()}@example.com`, name: 'By owner' },
    });
    assert.equal(made.statusCode, 201, made.body);
  });
  test("a user's memberships carry the workspaces' names, as they are now", async () => {
    const a = await t.account();
    const support = await createWorkspace(t, a, `Support ${Date.now()}`);
    const res = await invite(a.key, {
      email: `named-${Date.now()}@example.com`,
      name: 'Named',
      workspaces: [{ workspace_id: support.workspace_id, role: 'viewer' }],
    });
    assert.equal(res.statusCode, 201, res.body);
    const invited = parseAs(InvitedUser, res);
    assert.deepEqual(invited.workspaces, [
      { workspace_id: support.workspace_id, workspace_name: support.name, role: 'viewer' },
    ]);
    const renamed = await t.request({
      method: 'PATCH',
      url: `/v1/account/workspaces/${support.workspace_id}`,
      key: a.key,
      body: { name: 'Support desk' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const ok = await t.request({
      method: 'POST',
      url: '/v1/auth/invitation',
      body: { token: invited.invitation.token, password: PASSWORD },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(parseAs(SignedIn, ok).user.workspaces, [
      { workspace_id: support.workspace_id, workspace_name: 'Support desk', role: 'viewer' },
    ]);
  });
});

describe('sign-in', () => {
  test('one message for an unknown address, a wrong password, an invited and a disabled user', async () => {
    const a = await t.account();
    const active = await signedInUser(t, a);
    const invited = `invited-${Date.now()}@example.com`;
    await invite(a.key, { email: invited, name: 'Invited' });
    const disabled = await signedInUser(t, a);
    const off = await setUserStatus(t, a, disabled.userId, 'disabled');
    assert.equal(off.statusCode, 200, off.body);

    const messages = [
      await signIn('nobody@example.com', PASSWORD),
      await signIn(active.email, 'wrong password entirely'),
      await signIn(invited, PASSWORD),
      await signIn(disabled.email, PASSWORD),
    ].map((r) => expectError(r, 401));
    assert.deepEqual(new Set(messages), new Set(['Invalid e-mail or password.']));

    const ok = await signIn(active.email.toUpperCase(), PASSWORD);
    assert.equal(ok.statusCode, 200, ok.body);
    const again = await signIn(active.email, PASSWORD);
    assert.notEqual(cookieOf(ok), cookieOf(again), 'a new session secret at every sign-in');
  });

  test('failures are throttled per account and per address, before the password is checked', async () => {
    const { createTestApp } = await import('../../../test/support/test-app.js');
    // The throttle counts in fixed 15-minute windows of the clock: a run that crossed a window's end
    // (CI failed so at 15:44:59 → 15:45:00) saw its count start again. The clock runs at real speed
    // here, shifted to one minute into a window, so the test's seconds stay in one window.
    const windowMs = 15 * 60_000;
    const shift = windowMs - (Date.now() % windowMs) + 60_000;
    const app = await createTestApp({
      settings: { people: { signInFailuresPerAccount: 3, signInFailuresPerAddress: 5 } },
      clock: { now: () => new Date(Date.now() + shift) },
    });
    try {
      const a = await app.account();
      const u = await signedInUser(app, a);
      const send = (email: string, password: string, ip: string) =>
        app.app.inject({
          method: 'POST',
          url: '/v1/auth/sign-in',
          payload: { email, password },
          remoteAddress: ip,
        });
      for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
        expectError(await send(u.email, 'wrong wrong wrong', ip), 401);
      // The account is throttled even with the right password, from a fresh address.
      const blocked = await send(u.email, PASSWORD, '10.0.0.4');
      expectError(blocked, 429, /to this account/);
      assert.ok(Number(blocked.headers['retry-after']) > 0);
      // The address: five failures on unknown accounts, then even a right password from it waits.
      const other = await signedInUser(app, a);
      for (let i = 0; i < 5; i++)
        expectError(await send(`ghost${i}@example.com`, 'whatever it is', '10.0.0.9'), 401);
      expectError(await send(other.email, PASSWORD, '10.0.0.9'), 429, /from this address/);
      assert.equal((await send(other.email, PASSWORD, '10.0.0.10')).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

describe('sessions act like keys, with roles', () => {
  test('an editor writes (created_by is their name), a viewer reads only, a stranger is refused', async () => {
    const a = await t.account();
    const w2 = (await createWorkspace(t, a, 'second')).workspace_id;
    const editor = await signedInUser(t, a, {
      workspaces: [{ workspace_id: a.workspaceId, role: 'editor' }],
    });
    const viewer = await signedInUser(t, a, {
      workspaces: [{ workspace_id: a.workspaceId, role: 'viewer' }],
    });
    const post = (u: typeof editor, workspace: string) =>
      asUser(t, u, {
        method: 'POST',
        url: '/v1/prompts',
        workspace,
        body: { name: `P ${Math.random()}`, content: 'Hi' },
      });

    const made = await post(editor, a.workspaceId);
    assert.equal(made.statusCode, 201, made.body);
    assert.equal(parseAs(Prompt, made).created_by, editor.name);
    expectError(await post(viewer, a.workspaceId), 403, /'read' permission; 'write' is required|viewer/);
    assert.equal((await asUser(t, viewer, { url: '/v1/prompts', workspace: a.workspaceId })).statusCode, 200);
    expectError(await asUser(t, editor, { url: '/v1/prompts', workspace: w2 }), 403, /not a member/);
    expectError(await asUser(t, editor, { url: '/v1/account/keys' }), 403);
    // Token counting is for any member of the account.
    const count = await asUser(t, viewer, {
      method: 'POST',
      url: '/v1/tokens/count',
      body: { input: 'hi', type: 'text', models: ['gpt-4o'] },
    });
    assert.equal(count.statusCode, 200, count.body);
  });

  test('a change needs our Origin and the CSRF token; reads and API keys need neither', async () => {
    const a = await t.account();
    const u = await signedInUser(t, a, { workspaces: [{ workspace_id: a.workspaceId, role: 'editor' }] });
    const body = { name: 'CSRF', content: 'x' };
    const send = (headers: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: '/v1/prompts',
        workspace: a.workspaceId,
        body,
        headers: { cookie: u.cookie, ...headers },
      });
    expectError(await send({}), 403, /no Origin/);
    expectError(
      await send({ origin: 'https://evil.example', 'x-csrf-token': u.csrf }),
      403,
      /not this service/,
    );
    expectError(await send({ origin: OWN_ORIGIN }), 403, /X-CSRF-Token/);
    expectError(
      await send({ origin: OWN_ORIGIN, 'x-csrf-token': `${u.csrf.slice(1)}0` }),
      403,
      /X-CSRF-Token/,
    );
    assert.equal((await send({ origin: OWN_ORIGIN, 'x-csrf-token': u.csrf })).statusCode, 201);
    // A key and a cookie: the key decides, and needs no CSRF token.
    const withKey = await t.request({
      method: 'POST',
      url: '/v1/prompts',
      key: a.key,
      workspace: a.workspaceId,
      body: { name: 'by key', content: 'x' },
      headers: { cookie: u.cookie, origin: 'https://evil.example' },
    });
    assert.equal(withKey.statusCode, 201, withKey.body);
    assert.notEqual(withKey.json().created_by, u.name);
  });

  test('session routes take only a session', async () => {
    const a = await t.account();
    expectError(await t.request({ url: '/v1/auth/session', key: a.key }), 401, /signed-in user/);
    expectError(await t.request({ url: '/v1/auth/sessions' }), 401);
  });
});
