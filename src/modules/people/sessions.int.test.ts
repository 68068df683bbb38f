import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setUserStatus } from '../../../test/support/fixtures.js';
import { asUser, cookieOf, PASSWORD, signedInUser } from '../../../test/support/people-fixtures.js';
import { expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { type Session, SignedIn, User } from './people.schemas.js';

/** A user's own sessions: list, revoke, sign out; disabling; idle and absolute expiry. */
const t = testAppPerFile();
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/sign-in', payload: { email, password } });

describe('the user’s sessions', () => {
  test('list, revoke one, sign out; a revoked cookie is refused', async () => {
    const a = await t.account();
    const u = await signedInUser(t, a);
    const second = await signIn(u.email, PASSWORD);
    const other = { cookie: cookieOf(second), csrf: parseAs(SignedIn, second).csrf_token };
    const current = await asUser(t, u, { url: '/v1/auth/session' });
    assert.equal(parseAs(SignedIn, current).user.user_id, u.userId);

    const list = await asUser(t, u, { url: '/v1/auth/sessions' });
    const sessions = list.json() as Session[];
    assert.equal(sessions.length, 2);
    assert.deepEqual(
      sessions.filter((s) => s.current).map((s) => s.session_id),
      [u.sessionId],
    );
    const otherId = sessions.find((s) => !s.current)?.session_id as string;

    // Another user's session id is "not found", like one that does not exist.
    const stranger = await signedInUser(t, await t.account());
    const foreign = await asUser(t, stranger, { method: 'DELETE', url: `/v1/auth/sessions/${otherId}` });
    const missing = await asUser(t, stranger, {
      method: 'DELETE',
      url: '/v1/auth/sessions/ses_00000000000000000000000000',
    });
    assert.equal(expectError(foreign, 404), expectError(missing, 404));

    assert.equal(
      (await asUser(t, u, { method: 'DELETE', url: `/v1/auth/sessions/${otherId}` })).statusCode,
      204,
    );
    expectError(await asUser(t, other, { url: '/v1/auth/session' }), 401, /ended/);
    const out = await asUser(t, u, { method: 'DELETE', url: '/v1/auth/session' });
    assert.equal(out.statusCode, 204);
    assert.match(String([out.headers['set-cookie']].flat()[0]), /Max-Age=0/);
    expectError(await asUser(t, u, { url: '/v1/auth/session' }), 401, /ended/);
  });

  test('disabling a user ends their sessions on every instance at once', async () => {
    const { createTestApp } = await import('../../../test/support/test-app.js');
    const other = await createTestApp({ sharedDb: t.testDb });
    try {
      const a = await t.account();
      const u = await signedInUser(t, a, { workspaces: [{ workspace_id: a.workspaceId, role: 'viewer' }] });
      const read = (app: typeof t) => asUser(app, u, { url: '/v1/prompts', workspace: a.workspaceId });
      assert.equal((await read(other)).statusCode, 200);
      const off = await setUserStatus(t, a, u.userId, 'disabled');
      assert.equal(parseAs(User, off).status, 'disabled');
      expectError(await read(other), 401);
      expectError(await read(t), 401);
      // Enabled again, the old sessions stay ended; a new sign-in works.
      await setUserStatus(t, a, u.userId, 'active');
      expectError(await read(t), 401);
      assert.equal((await signIn(u.email, PASSWORD)).statusCode, 200);
    } finally {
      await other.close();
    }
  });

  test('idle and absolute expiry', async () => {
    const { createTestApp } = await import('../../../test/support/test-app.js');
    let now = Date.parse('2026-01-01T00:00:00Z');
    const app = await createTestApp({
      clock: { now: () => new Date(now) },
      settings: { people: { sessionIdleMinutes: 10, sessionMaxHours: 1 } },
    });
    try {
      const a = await app.account();
      const u = await signedInUser(app, a);
      const read = () => asUser(app, u, { url: '/v1/auth/session' });
      // Active every 9 minutes: the idle limit never comes, the absolute one does.
      for (let i = 0; i < 6; i++) {
        now += 9 * 60_000;
        assert.equal((await read()).statusCode, 200, `after ${(i + 1) * 9} minutes`);
      }
      now += 7 * 60_000;
      expectError(await read(), 401, /ended/);
      const v = await signedInUser(app, a);
      now += 10 * 60_000;
      expectError(await asUser(app, v, { url: '/v1/auth/session' }), 401, /ended/);
    } finally {
      await app.close();
    }
  });
});
