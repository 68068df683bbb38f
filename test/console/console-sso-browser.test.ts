import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import { SignedIn } from '../../src/modules/people/people.schemas.js';
import { IDP_CLIENT, startTestIdp, type TestIdp } from '../support/oidc-provider.js';
import { assertAccessible, consoleFixture, signInWithKey } from './browser.js';

// Single sign-on in the console, in Chromium: the owner sets it up on Account → Single sign-on, then
// "Sign in with SSO" goes through a real OpenID provider (oidc-provider on loopback) and back,
// signed in with a session cookie.
let idp: TestIdp;
let page: Page;
const { live, owner, pages, problems } = consoleFixture(['main'], {
  setup: async () => {
    page = pages.main;
    idp = await startTestIdp([`https://localhost:${live.port}/v1/auth/sso/callback`]);
  },
});
after(() => idp?.close());

test('the owner sets up SSO; a new user signs in through the identity provider', async () => {
  await signInWithKey(page, owner.key);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  const sso = page.getByRole('region', { name: 'Single sign-on' });
  await sso.getByLabel('Issuer URL').fill(idp.issuer);
  await sso.getByLabel('Client id').fill(IDP_CLIENT.id);
  await sso.getByLabel(/Client secret/).fill(IDP_CLIENT.secret);
  await sso.getByLabel('Allowed e-mail domains').fill('sso-browser.example');
  await sso.getByRole('button', { name: 'Save single sign-on' }).click();
  await sso.getByRole('status').filter({ hasText: 'sign-in link' }).waitFor();
  await sso.getByText('(stored: empty keeps it)').waitFor();
  await assertAccessible(page, 'account-sso');

  // A fresh page (signed out): "Sign in with SSO" with an address of the allowed domain.
  await page.goto('/');
  const email = 'grace@sso-browser.example';
  idp.signInAs({ sub: 'grace', email, name: 'Grace Hopper' });
  const form = page.getByRole('form', { name: 'Single sign-on' });
  await form.getByLabel('Work e-mail address').fill(email);
  await form.getByRole('button', { name: 'Continue with SSO' }).click();
  // Through the identity provider and back to the console.
  await page.waitForURL((url) => url.pathname === '/' && url.port === String(live.port));
  // The console finds the session the cookie holds: signed in, by name.
  await page.locator('.user-name').filter({ hasText: 'Grace Hopper' }).waitFor();
  const me = await page.evaluate(async () => {
    const res = await fetch('/v1/auth/session');
    return { status: res.status, body: await res.json() };
  });
  assert.equal(me.status, 200, JSON.stringify(me.body));
  assert.ok(Value.Check(SignedIn, me.body), JSON.stringify(me.body));
  const signedIn = me.body as Static<typeof SignedIn>;
  assert.equal(signedIn.user.email, email);
  assert.equal(signedIn.user.name, 'Grace Hopper');
  assert.equal(signedIn.session.method, 'sso');
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === '__Host-pk_session');
  assert.ok(session?.httpOnly && session.secure && session.sameSite === 'Lax');
  assert.ok(!cookies.some((c) => c.name === '__Host-pk_sso'), 'the state cookie is gone');
  assert.deepEqual(problems(), []);
});
