import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { InvitedUser, SignedIn } from '../../src/modules/people/people.schemas.js';
import { parseAs, type RequestOptions, type TestAccount, type TestApp } from './test-app.js';

export const PASSWORD = 'correct horse battery staple';
/** The Origin of requests the console makes (inject sends Host: localhost:80). */
export const OWN_ORIGIN = 'http://localhost:80';

/** A signed-in user: the cookie to send back, the CSRF token, who they are. */
export interface UserSession {
  cookie: string;
  csrf: string;
  userId: string;
  sessionId: string;
  name: string;
  email: string;
}

/** The `name=value` of the session cookie a response sets. */
export function cookieOf(res: LightMyRequestResponse): string {
  const header = [res.headers['set-cookie'] ?? []].flat()[0] as string | undefined;
  assert.ok(header, `no Set-Cookie in ${res.statusCode} ${res.body.slice(0, 200)}`);
  return header.split(';')[0] as string;
}

let n = 0;
/**
 * Invites a user into `a`'s account with its owner key (roles as given), accepts the invitation and
 * returns the session the acceptance opened.
 */
export async function signedInUser(
  t: TestApp,
  a: TestAccount,
  invite: {
    owner?: boolean;
    workspaces?: { workspace_id: string; role: 'viewer' | 'editor' | 'admin' }[];
  } = {},
): Promise<UserSession> {
  n += 1;
  const email = `person${n}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const name = `Person ${n}`;
  const res = await inviteUser(t, a, { email, name, ...invite });
  assert.equal(res.statusCode, 201, res.body);
  const invited = parseAs(InvitedUser, res);
  const accepted = await acceptInvitation(t, invited.invitation.token);
  assert.equal(accepted.statusCode, 200, accepted.body);
  const body = parseAs(SignedIn, accepted);
  return {
    cookie: cookieOf(accepted),
    csrf: body.csrf_token,
    userId: body.user.user_id,
    sessionId: body.session.session_id,
    name,
    email,
  };
}

/** The owner key invites a user (`POST /v1/account/users`): the response. */
export function inviteUser(t: TestApp, a: TestAccount, body: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/v1/account/users', key: a.key, body });
}

/** Accepts an invitation, setting the password (`POST /v1/auth/invitation`): the response. */
export function acceptInvitation(t: TestApp, token: string, password = PASSWORD) {
  return t.request({ method: 'POST', url: '/v1/auth/invitation', body: { token, password } });
}

/**
 * A request as the signed-in user: the cookie, and on changes the Origin and CSRF token our pages
 * send (`csrf: false` leaves them out).
 */
export function asUser(
  t: TestApp,
  u: Pick<UserSession, 'cookie' | 'csrf'>,
  opts: Omit<RequestOptions, 'key'> & { csrf?: boolean },
) {
  const method = opts.method ?? 'GET';
  const changes = method !== 'GET' && method !== 'HEAD';
  const headers: Record<string, string> = { cookie: u.cookie, ...opts.headers };
  if (changes && opts.csrf !== false) {
    headers.origin ??= OWN_ORIGIN;
    headers['x-csrf-token'] ??= u.csrf;
  }
  return t.request({ ...opts, headers });
}
