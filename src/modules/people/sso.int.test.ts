import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { Type } from 'typebox';
import { setUserStatus } from '../../../test/support/fixtures.js';
import {
  IDP_CLIENT,
  type IdpPerson,
  startTestIdp,
  type TestIdp,
  throughIdp,
} from '../../../test/support/oidc-provider.js';
import {
  acceptInvitation,
  asUser,
  cookieOf,
  inviteUser,
  PASSWORD,
  signedInUser,
} from '../../../test/support/people-fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { AuditEntry } from '../audit/audit.schemas.js';
import { InvitedUser, SignedIn } from './people.schemas.js';
import { SsoConfig } from './sso.schemas.js';

/**
 * Single sign-on against a real OpenID provider (oidc-provider) on loopback: the owner's
 * configuration, the code flow with PKCE, state and nonce, users found or made, SSO only.
 */
const t = testAppPerFile();
/** inject() sends Host: localhost:80, so the service's address is http://localhost. */
const CALLBACK = 'http://localhost/v1/auth/sso/callback';
let idp: TestIdp;
before(async () => {
  idp = await startTestIdp([CALLBACK]);
});
after(() => idp?.close());

let n = 0;
const unique = (domain: string) => `sso${++n}-${Math.random().toString(36).slice(2, 8)}@${domain}`;
const person = (email: string, name = 'Sam SSO'): IdpPerson => ({ sub: `sub-${email}`, email, name });

async function configure(a: TestAccount, body: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'PUT',
    url: '/v1/account/sso',
    key: a.key,
    body: {
      issuer: idp.issuer,
      client_id: IDP_CLIENT.id,
      client_secret: IDP_CLIENT.secret,
      allowed_domains: [],
      ...body,
    },
  });
  assert.equal(res.statusCode, 200, res.body);
  return parseAs(SsoConfig, res);
}

/** GET /v1/auth/sso/start: the redirect to the identity provider and the state cookie. */
async function start(query: string) {
  const res = await t.request({ url: `/v1/auth/sso/start?${query}` });
  assert.equal(res.statusCode, 302, res.body);
  return { location: String(res.headers.location), cookie: cookieOf(res) };
}

/** The callback as the browser sends it (its state cookie with it). */
const callback = (url: URL, cookie: string | null): Promise<LightMyRequestResponse> =>
  t.request({ url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });

/** Start → the identity provider signs `who` in → back at our callback (not sent yet). */
async function signInAt(idpPerson: IdpPerson, query: string) {
  const begun = await start(query);
  idp.signInAs(idpPerson);
  return { ...begun, back: await throughIdp(begun.location, CALLBACK) };
}

/** The whole sign-in; the session it opened. */
async function ssoSignIn(idpPerson: IdpPerson, query: string) {
  const { back, cookie } = await signInAt(idpPerson, query);
  const res = await callback(back, cookie);
  assert.equal(res.statusCode, 302, res.body);
  assert.equal(res.headers.location, '/');
  const cookies = [res.headers['set-cookie']].flat().map(String);
  const session = cookies.find((c) => c.startsWith('__Host-pk_session='));
  assert.ok(session, cookies.join(' | '));
  assert.match(session, /HttpOnly; Secure; SameSite=Lax/);
  assert.ok(cookies.some((c) => c.startsWith('__Host-pk_sso=;') && /Max-Age=0/.test(c)));
  const cookieHeader = session.split(';')[0] as string;
  const me = await t.request({ url: '/v1/auth/session', headers: { cookie: cookieHeader } });
  assert.equal(me.statusCode, 200, me.body);
  return { cookie: cookieHeader, signedIn: parseAs(SignedIn, me) };
}

describe('single sign-on (OpenID Connect)', () => {
  test('the owner sets it up; the secret is write-only; changes are audited', async () => {
    const a = await t.account();
    expectError(await t.request({ url: '/v1/account/sso', key: a.key }), 404);
    const set = await configure(a, { allowed_domains: ['Example.COM', 'example.com'], sso_only: false });
    assert.equal(set.client_secret_set, true);
    assert.deepEqual(set.allowed_domains, ['example.com']);
    assert.equal(set.redirect_uri, CALLBACK);
    assert.equal(set.start_url, `http://localhost/v1/auth/sso/start?account=${a.accountId}`);
    const read = await t.request({ url: '/v1/account/sso', key: a.key });
    assert.doesNotMatch(read.body, new RegExp(IDP_CLIENT.secret));
    assert.doesNotMatch(set.issuer, /secret/);
    // A PUT without the secret keeps it; null removes it.
    const kept = await t.request({
      method: 'PUT',
      url: '/v1/account/sso',
      key: a.key,
      body: { issuer: idp.issuer, client_id: IDP_CLIENT.id, allowed_domains: [] },
    });
    assert.equal(parseAs(SsoConfig, kept).client_secret_set, true);
    assert.equal((await configure(a, { client_secret: null })).client_secret_set, false);
    // The stored secret is sealed: not in the row in clear.
    await configure(a);
    const row = await t.db.kysely
      .selectFrom('account_sso')
      .select('client_secret')
      .where('account_id', '=', a.accountId)
      .executeTakeFirstOrThrow();
    assert.match(String(row.client_secret), /^v1\./);
    assert.ok(!String(row.client_secret).includes(IDP_CLIENT.secret));

    expectError(
      await t.request({
        method: 'PUT',
        url: '/v1/account/sso',
        key: a.key,
        body: { issuer: 'ftp://idp.example.com', client_id: 'x', allowed_domains: [] },
      }),
      400,
      /issuer/,
    );
    const audit = await t.request({ url: '/v1/audit?resource_type=sso', key: a.key });
    const actions = parseAs(Type.Array(AuditEntry), audit).map((e) => e.action);
    assert.deepEqual(actions, ['sso.update', 'sso.update', 'sso.update', 'sso.create']);
    assert.equal((await t.request({ method: 'DELETE', url: '/v1/account/sso', key: a.key })).statusCode, 204);
    expectError(await t.request({ method: 'DELETE', url: '/v1/account/sso', key: a.key }), 404);
  });

  test('only the account owner (an unrestricted owner key or an owner user) manages it', async () => {
    const a = await t.account();
    await configure(a);
    const keyOf = async (scope: string) => {
      const res = await t.request({
        method: 'POST',
        url: '/v1/account/keys',
        key: a.key,
        body: { name: scope, scope },
      });
      return res.json().api_key as string;
    };
    for (const key of [await keyOf('write'), await keyOf('read')]) {
      expectError(await t.request({ url: '/v1/account/sso', key }), 403);
      expectError(await t.request({ method: 'DELETE', url: '/v1/account/sso', key }), 403);
    }
    const admin = await signedInUser(t, a, { workspaces: [{ workspace_id: a.workspaceId, role: 'admin' }] });
    expectError(await asUser(t, admin, { url: '/v1/account/sso' }), 403);
    expectError(
      await asUser(t, admin, {
        method: 'PUT',
        url: '/v1/account/sso',
        body: { issuer: idp.issuer, client_id: 'x', allowed_domains: [] },
      }),
      403,
    );
    const owner = await signedInUser(t, a, { owner: true });
    const seen = await asUser(t, owner, { url: '/v1/account/sso' });
    assert.equal(parseAs(SsoConfig, seen).client_id, IDP_CLIENT.id);
  });

  test('sign-in: an existing user gets a session like a password sign-in', async () => {
    const a = await t.account();
    await configure(a);
    const email = unique('corp.example');
    const invited = await inviteUser(t, a, { email, name: 'Ina' });
    const user = parseAs(InvitedUser, invited);
    // An invited user proves the address at the identity provider: now active, the link spent.
    const { signedIn, cookie } = await ssoSignIn(person(email), `account=${a.accountId}`);
    assert.equal(signedIn.user.user_id, user.user_id);
    assert.equal(signedIn.user.status, 'active');
    assert.equal(signedIn.session.method, 'sso');
    expectError(await acceptInvitation(t, user.invitation.token), 400);
    // The session works where a password session does.
    const list = await t.request({ url: '/v1/auth/sessions', headers: { cookie } });
    assert.equal(list.statusCode, 200);
    // A second sign-in is a new session of the same user.
    const again = await ssoSignIn(person(email), `account=${a.accountId}`);
    assert.equal(again.signedIn.user.user_id, user.user_id);
    assert.notEqual(again.signedIn.session.session_id, signedIn.session.session_id);
  });

  test('a new user is made at the first sign-in when the domain is allowed, refused otherwise', async () => {
    const a = await t.account();
    const domain = `allowed-${Math.random().toString(36).slice(2, 8)}.example`;
    await configure(a, { allowed_domains: [domain] });
    const email = unique(domain);
    // Started by e-mail address: the account is the one allowing its domain.
    const { signedIn } = await ssoSignIn(person(email, 'New Person'), `email=${encodeURIComponent(email)}`);
    assert.equal(signedIn.user.email, email);
    assert.equal(signedIn.user.name, 'New Person');
    assert.equal(signedIn.user.owner, false);
    assert.deepEqual(signedIn.user.workspaces, []);
    const audit = await t.request({ url: '/v1/audit?action=user.create_sso', key: a.key });
    const entries = parseAs(Type.Array(AuditEntry), audit);
    assert.equal(entries.length, 1);
    assert.equal(entries[0]?.actor.id, signedIn.user.user_id);

    // Another domain: no user is made.
    const stranger = unique('elsewhere.example');
    const { back, cookie } = await signInAt(person(stranger), `account=${a.accountId}`);
    expectError(await callback(back, cookie), 403, /may not sign in/);
    const users = await t.request({ url: '/v1/account/users', key: a.key });
    assert.ok(!users.body.includes(stranger));
    // A user of another account cannot sign in here either.
    const b = await t.account();
    const theirs = unique(domain);
    await inviteUser(t, b, { email: theirs, name: 'B' });
    const other = await signInAt(person(theirs), `account=${a.accountId}`);
    expectError(await callback(other.back, other.cookie), 403);
    // No SSO for an unknown domain or account (the same answer).
    expectError(
      await t.request({ url: `/v1/auth/sso/start?email=x%40nowhere-${n}.example` }),
      400,
      /not set up/,
    );
    expectError(await t.request({ url: `/v1/auth/sso/start?account=${b.accountId}` }), 400, /not set up/);
    expectError(await t.request({ url: '/v1/auth/sso/start' }), 400);
  });

  test('an identity keeps its user; another identity claiming the address is refused', async () => {
    const a = await t.account();
    const domain = `ids-${Math.random().toString(36).slice(2, 8)}.example`;
    await configure(a, { allowed_domains: [domain] });
    const email = unique(domain);
    const sub = `alice-${n}`;
    const first = await ssoSignIn({ sub, email, name: 'Alice' }, `account=${a.accountId}`);
    // The same identity with another address at the provider: still the same user.
    const moved = await ssoSignIn({ sub, email: unique(domain), name: 'Alice' }, `account=${a.accountId}`);
    assert.equal(moved.signedIn.user.user_id, first.signedIn.user.user_id);
    // Another identity at the provider now claiming Alice's address: refused, no user made.
    const other = await signInAt({ sub: `mallory-${n}`, email, name: 'Mallory' }, `account=${a.accountId}`);
    expectError(await callback(other.back, other.cookie), 403, /may not sign in/);
    // An existing user (made by invitation) is linked at their first SSO sign-in, then held to it.
    const invitedEmail = unique(domain);
    await inviteUser(t, a, { email: invitedEmail, name: 'Ivy' });
    const ivy = await ssoSignIn({ sub: `ivy-${n}`, email: invitedEmail }, `account=${a.accountId}`);
    const impostor = await signInAt({ sub: `ivy2-${n}`, email: invitedEmail }, `account=${a.accountId}`);
    expectError(await callback(impostor.back, impostor.cookie), 403);
    assert.equal(ivy.signedIn.user.status, 'active');
  });

  test('a tampered state, a missing state cookie, a reused state: refused', async () => {
    const a = await t.account();
    await configure(a, { allowed_domains: ['corp.example'] });
    const { back, cookie } = await signInAt(person(unique('corp.example')), `account=${a.accountId}`);
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    const altered = await callback(tampered, cookie);
    expectError(altered, 400, /state was altered/);
    // A refused callback ends the state cookie too.
    assert.match(String([altered.headers['set-cookie']].flat()), /__Host-pk_sso=;.*Max-Age=0/);
    // Another browser's callback (no state cookie, or another one).
    expectError(await callback(back, null), 400, /did not begin in this browser/);
    const elsewhere = await start(`account=${a.accountId}`);
    expectError(await callback(back, elsewhere.cookie), 400, /did not begin in this browser/);
    // The genuine one still works once; then the state is spent.
    assert.equal((await callback(back, cookie)).statusCode, 302);
    expectError(await callback(back, cookie), 400, /already finished/);
  });

  test('a nonce that is not the one we sent: refused', async () => {
    const a = await t.account();
    await configure(a, { allowed_domains: ['corp.example'] });
    const begun = await start(`account=${a.accountId}`);
    const altered = new URL(begun.location);
    altered.searchParams.set('nonce', 'a-nonce-of-the-attackers-choosing');
    idp.signInAs(person(unique('corp.example')));
    const back = await throughIdp(altered.href, CALLBACK);
    expectError(await callback(back, begun.cookie), 400, /nonce/);
  });

  test('a code used twice, a code from another sign-in, an expired code: refused', async () => {
    const a = await t.account();
    await configure(a, { allowed_domains: ['corp.example'] });
    const who = person(unique('corp.example'));
    const first = await signInAt(who, `account=${a.accountId}`);
    assert.equal((await callback(first.back, first.cookie)).statusCode, 302);
    // The spent code with a fresh sign-in's state: the identity provider refuses it (and PKCE would).
    const fresh = await start(`account=${a.accountId}`);
    const replay = new URL(first.back);
    replay.searchParams.set('state', fresh.cookie.split('=')[1] as string);
    expectError(await callback(replay, fresh.cookie), 400, /invalid_grant/);

    idp.setCodeTtl(1);
    try {
      const late = await signInAt(who, `account=${a.accountId}`);
      // Let the one-second code expire at the identity provider.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expectError(await callback(late.back, late.cookie), 400, /invalid_grant/);
    } finally {
      idp.setCodeTtl(60);
    }
  });

  test('SSO only: password sign-in and invitation passwords refused, without telling who exists', async () => {
    const a = await t.account();
    const u = await signedInUser(t, a);
    await configure(a, { sso_only: true });
    const signIn = (email: string, password: string) =>
      t.request({ method: 'POST', url: '/v1/auth/sign-in', body: { email, password } });
    expectError(await signIn(u.email, PASSWORD), 403, /single sign-on only/);
    // A wrong password, or an unknown address, is the usual 401: nothing about SSO or the user.
    const wrong = expectError(await signIn(u.email, 'not the password at all'), 401);
    const nobody = expectError(await signIn(`nobody-${n}@example.com`, PASSWORD), 401);
    assert.equal(wrong, nobody);
    const invited = parseAs(
      InvitedUser,
      await inviteUser(t, a, { email: unique('corp.example'), name: 'Late' }),
    );
    expectError(await acceptInvitation(t, invited.invitation.token), 403, /single sign-on only/);
    // SSO itself works; disabled, passwords work again.
    const { signedIn } = await ssoSignIn(person(u.email), `account=${a.accountId}`);
    assert.equal(signedIn.user.user_id, u.userId);
    await configure(a, { sso_only: true, enabled: false });
    assert.equal((await signIn(u.email, PASSWORD)).statusCode, 200);
    expectError(await t.request({ url: `/v1/auth/sso/start?account=${a.accountId}` }), 400, /not set up/);
  });

  test('a disabled user cannot sign in by SSO', async () => {
    const a = await t.account();
    await configure(a);
    const u = await signedInUser(t, a);
    await setUserStatus(t, a, u.userId, 'disabled');
    const { back, cookie } = await signInAt(person(u.email), `account=${a.accountId}`);
    expectError(await callback(back, cookie), 403);
  });

  test('SSO sign-ins begun from one address are limited (429 with Retry-After)', async () => {
    const { createTestApp } = await import('../../../test/support/test-app.js');
    // One failed sign-in per address: four SSO starts.
    const tight = await createTestApp({
      sharedDb: t.testDb,
      settings: { people: { signInFailuresPerAddress: 1 } },
    });
    try {
      const begin = () => tight.request({ url: '/v1/auth/sso/start?account=acc_00000000000000000000000000' });
      for (let i = 0; i < 4; i++) expectError(await begin(), 400, /not set up/);
      const refused = await begin();
      expectError(refused, 429, /Too many single sign-ons/);
      assert.ok(Number(refused.headers['retry-after']) > 0);
    } finally {
      await tight.close();
    }
  });

  test('an issuer the egress guard refuses, an issuer that is not there', async () => {
    const { createTestApp } = await import('../../../test/support/test-app.js');
    const strict = await createTestApp({ sharedDb: t.testDb, settings: { allowPrivateProviderUrls: false } });
    try {
      const a = await strict.account();
      const put = (issuer: string) =>
        strict.call(a, 'PUT', '/v1/account/sso', { issuer, client_id: 'x', allowed_domains: [] });
      expectError(await put(idp.issuer), 400, /not a public address/);
      expectError(await put('http://idp.example.com'), 400, /https/);
    } finally {
      await strict.close();
    }
    const a = await t.account();
    const { createServer } = await import('node:net');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await configure(a, { issuer: `http://127.0.0.1:${port}` });
    expectError(
      await t.request({ url: `/v1/auth/sso/start?account=${a.accountId}` }),
      502,
      /could not be reached/,
    );
  });
});
