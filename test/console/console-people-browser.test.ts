import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { checkScreen, consoleFixture, signInWithKey } from './browser.js';

// People in the console (issue 22 §4), end to end in Debian's headless Chromium against a real
// HTTPS server: the owner invites a user from Account → Members, the user accepts the link and sets
// a password, signs in with it, edits a prompt as an editor; made a viewer, they see no button that
// changes something, and a change they make anyway is refused. Two browser contexts: the owner's
// (an API key) and the user's (the session cookie).
let ownerPage: Page;
let userPage: Page;
const PASSWORD = 'a long and unusual passphrase';
const EMAIL = 'dana.reviewer@example.com';
let invitationLink = '';
let promptId = '';

const { live, owner, problems } = consoleFixture(2, {
  setup: async (pages) => {
    [ownerPage, userPage] = pages as [Page, Page];
    const made = await live.call(owner, 'POST', '/v1/prompts', {
      name: 'Greeting',
      content: 'Say hello to {{customer}}.',
    });
    assert.equal(made.statusCode, 201, made.body);
    promptId = made.json().prompt_id;
  },
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
async function go(page: Page, label: string, h1: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await heading(page, h1);
}

/** A change made from the user's page with the session cookie and its CSRF token, as the console does. */
function directWrite(page: Page, path: string, workspace: string, body: object) {
  return page.evaluate(
    async ({ path, workspace, body }) => {
      const session = (await (await fetch('/v1/auth/session')).json()) as { csrf_token: string };
      const res = await fetch(path, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': session.csrf_token,
          'x-workspace-id': workspace,
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { path, workspace, body },
  );
}

describe('people in the web console', () => {
  test('the owner invites a user as editor and gets the single-use link', async () => {
    await signInWithKey(ownerPage, owner.key);
    await heading(ownerPage, 'Token counter');
    await go(ownerPage, 'Members', 'Members');
    await ownerPage.getByLabel('E-mail', { exact: true }).fill(EMAIL);
    await ownerPage.getByLabel('Name', { exact: true }).fill('Dana Reviewer');
    await ownerPage.getByLabel('Role in this workspace').selectOption('editor');
    await ownerPage.getByRole('button', { name: 'Invite', exact: true }).click();
    invitationLink = (await ownerPage.getByTestId('invitation-link').innerText()).trim();
    assert.match(invitationLink, /^https:\/\/localhost:\d+\/invitation#inv_/);
    const row = ownerPage.locator('tr', { hasText: EMAIL });
    await row.getByText('invited').waitFor();
    assert.equal(
      await ownerPage.getByLabel('Role of Dana Reviewer in this workspace').inputValue(),
      'editor',
    );
    await checkScreen(ownerPage, 'members');
  });

  test('the user accepts the invitation, sets a password, and is signed in', async () => {
    await userPage.goto(invitationLink);
    await userPage.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    await userPage.getByLabel('New password').fill(PASSWORD);
    await userPage.getByLabel('Repeat the password').fill(PASSWORD);
    await checkScreen(userPage, 'invitation');
    await userPage.getByRole('button', { name: 'Set password and sign in' }).click();
    await heading(userPage, 'Prompts');
    // The token left the address bar with the visit.
    assert.equal(new URL(userPage.url()).hash, '');
    const header = userPage.locator('header.top');
    await header.getByText('Dana Reviewer').waitFor();
    await header.getByText('editor', { exact: true }).waitFor();
    // An editor sees neither the Account screen nor the members and audit screens.
    const nav = userPage.getByRole('navigation', { name: 'Main' });
    for (const label of ['Account', 'Members', 'Audit'])
      assert.equal(await nav.getByRole('link', { name: label, exact: true }).count(), 0, label);
    // The link is single-use.
    const again = await live.request({
      method: 'POST',
      url: '/v1/auth/invitation',
      body: { token: invitationLink.split('#')[1], password: PASSWORD },
    });
    assert.equal(again.statusCode, 400, again.body);
  });

  test('signs out, then in with e-mail and password', async () => {
    await userPage.getByRole('button', { name: 'Sign out' }).click();
    await userPage.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    await userPage.getByLabel('E-mail', { exact: true }).fill(EMAIL);
    await userPage.getByLabel('Password', { exact: true }).fill('not the password at all');
    await userPage.getByRole('button', { name: 'Sign in with password' }).click();
    await userPage.getByRole('alert').filter({ hasText: 'Invalid e-mail or password.' }).waitFor();
    await userPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await checkScreen(userPage, 'sign-in-people');
    await userPage.getByRole('button', { name: 'Sign in with password' }).click();
    await userPage.locator('header.top').getByText('Dana Reviewer').waitFor();
  });

  test('as editor, edits a prompt (a new version, written by the user)', async () => {
    await go(userPage, 'Prompts', 'Prompts');
    await userPage.getByRole('link', { name: 'Greeting' }).click();
    await heading(userPage, 'Greeting');
    await userPage.getByRole('button', { name: 'Edit Version 1 (primary)' }).click();
    await userPage.getByLabel('Content', { exact: true }).fill('Say hello to {{customer}}, warmly.');
    await userPage.getByRole('button', { name: 'Save as new version' }).click();
    await userPage.getByRole('button', { name: 'Edit Version 2', exact: true }).waitFor();
    const versions = (await live.call(owner, 'GET', `/v1/prompts/${promptId}/versions`)).json();
    const mine = versions.find((v: { content: string }) => v.content.endsWith('warmly.'));
    assert.equal(mine?.created_by, 'Dana Reviewer');
    assert.match(mine?.created_by_id ?? '', /^usr_/);
  });

  test('made a viewer by the owner: no write button, and a direct change is refused', async () => {
    await signInWithKey(ownerPage, owner.key);
    await go(ownerPage, 'Members', 'Members');
    const role = ownerPage.getByLabel('Role of Dana Reviewer in this workspace');
    await ownerPage.locator('tr', { hasText: EMAIL }).getByText('active').waitFor();
    await Promise.all([
      ownerPage.waitForResponse((r) => r.url().includes('/members/') && r.request().method() === 'PUT'),
      role.selectOption('viewer'),
    ]);

    // The session survives a reload (the cookie); the console asks who the user is again.
    await userPage.reload();
    const header = userPage.locator('header.top');
    await header.getByText('viewer', { exact: true }).waitFor();
    await go(userPage, 'Prompts', 'Prompts');
    assert.equal(await userPage.getByRole('button', { name: 'Create prompt' }).count(), 0);
    await userPage.getByRole('link', { name: 'Greeting' }).click();
    await heading(userPage, 'Greeting');
    await userPage.locator('section[aria-label="Versions"] tbody tr').first().waitFor();
    assert.equal(await userPage.getByRole('button', { name: /^(Edit|Set primary|Delete)/ }).count(), 0);
    assert.equal(await userPage.locator('section[aria-label="New version"]').count(), 0);
    await checkScreen(userPage, 'prompt-viewer');

    const refused = await directWrite(userPage, `/v1/prompts/${promptId}`, owner.workspaceId, {
      name: 'Renamed by a viewer',
    });
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    const still = (await live.call(owner, 'GET', `/v1/prompts/${promptId}`)).json();
    assert.equal(still.name, 'Greeting');
  });

  test('the audit screen shows who changed what, filtered and paged', async () => {
    await go(ownerPage, 'Audit', 'Audit log');
    const table = ownerPage.locator('table.audit');
    await table.locator('tbody tr').first().waitFor();
    const users = (await live.request({ url: '/v1/account/users', key: owner.key })).json();
    const dana = users.find((u: { email: string }) => u.email === EMAIL);
    await ownerPage.getByLabel('Who (user or key id)').fill(dana.user_id);
    await ownerPage.getByRole('button', { name: 'Apply' }).click();
    await table.getByText('prompt_version.create').waitFor();
    const rows = await table.locator('tbody tr').allInnerTexts();
    assert.ok(rows.length >= 1 && rows.every((r) => r.includes('Dana Reviewer')), rows.join('\n'));
    await ownerPage.getByRole('button', { name: 'Clear' }).click();
    await table.getByText('role.viewer').waitFor();
    await checkScreen(ownerPage, 'audit');
  });

  test("made the workspace's admin: the members and audit of that workspace only", async () => {
    await go(ownerPage, 'Members', 'Members');
    await Promise.all([
      ownerPage.waitForResponse((r) => r.url().includes('/members/') && r.request().method() === 'PUT'),
      ownerPage.getByLabel('Role of Dana Reviewer in this workspace').selectOption('admin'),
    ]);
    await userPage.reload();
    await userPage.locator('header.top').getByText('admin', { exact: true }).waitFor();
    const nav = userPage.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.getByRole('link', { name: 'Account', exact: true }).count(), 0);
    await go(userPage, 'Members', 'Members');
    const members = userPage.locator('section[aria-label="Members of this workspace"]');
    await members.getByText('admin (you)').waitFor();
    assert.equal(await userPage.locator('section[aria-label="Invite a user"]').count(), 0);
    await checkScreen(userPage, 'members-admin');
    await go(userPage, 'Audit', 'Audit log');
    const rows = userPage.locator('table.audit tbody tr');
    await rows.first().waitFor();
    for (const text of await rows.allInnerTexts()) assert.match(text, new RegExp(owner.workspaceId));
  });

  test('disabling the user ends their session at once', async () => {
    await go(ownerPage, 'Members', 'Members');
    await ownerPage.getByRole('button', { name: 'Disable Dana Reviewer' }).click();
    await ownerPage.locator('tr', { hasText: EMAIL }).getByText('disabled').waitFor();
    await userPage.reload();
    await userPage.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
  });

  test('no CSP violation and no script error', () => {
    assert.deepEqual(problems(), []);
  });
});
