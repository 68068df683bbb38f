import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { checkScreen, consoleFixture, signInWithKey } from './browser.js';

// People in the console (issue 22 §4), end to end in Debian's headless Chromium against a real
// HTTPS server: the owner invites a user from Account → Members, the user accepts the link and sets
// a password, signs in with it, edits a prompt as an editor; made a viewer, they see no button that
// changes something, and a change they make anyway is refused. Two browser contexts: the owner's
// (an API key) and the user's (the session cookie).
const PASSWORD = 'a long and unusual passphrase';
const EMAIL = 'dana.reviewer@example.com';
let invitationLink = '';

const { live, owner, pages, data, problems } = consoleFixture(['owner', 'user'], {
  setup: async (): Promise<{ promptId: string }> => {
    const made = await live.call(owner, 'POST', '/v1/prompts', {
      name: 'Greeting',
      content: 'Say hello to {{customer}}.',
    });
    assert.equal(made.statusCode, 201, made.body);
    return { promptId: made.json().prompt_id as string };
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
    await signInWithKey(pages.owner, owner.key);
    await heading(pages.owner, 'Token counter');
    await go(pages.owner, 'Members', 'Members');
    await pages.owner.getByLabel('E-mail', { exact: true }).fill(EMAIL);
    await pages.owner.getByLabel('Name', { exact: true }).fill('Dana Reviewer');
    await pages.owner.getByLabel('Role in this workspace').selectOption('editor');
    await pages.owner.getByRole('button', { name: 'Invite', exact: true }).click();
    invitationLink = (await pages.owner.getByTestId('invitation-link').innerText()).trim();
    assert.match(invitationLink, /^https:\/\/localhost:\d+\/invitation#inv_/);
    const row = pages.owner.locator('tr', { hasText: EMAIL });
    await row.getByText('invited').waitFor();
    assert.equal(
      await pages.owner.getByLabel('Role of Dana Reviewer in this workspace').inputValue(),
      'editor',
    );
    await checkScreen(pages.owner, 'members');
  });

  test('the user accepts the invitation, sets a password, and is signed in', async () => {
    await pages.user.goto(invitationLink);
    await pages.user.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    await pages.user.getByLabel('New password').fill(PASSWORD);
    await pages.user.getByLabel('Repeat the password').fill(PASSWORD);
    await checkScreen(pages.user, 'invitation');
    await pages.user.getByRole('button', { name: 'Set password and sign in' }).click();
    await heading(pages.user, 'Prompts');
    // The token left the address bar with the visit.
    assert.equal(new URL(pages.user.url()).hash, '');
    const header = pages.user.locator('header.top');
    await header.getByText('Dana Reviewer').waitFor();
    await header.getByText('editor', { exact: true }).waitFor();
    // An editor sees neither the Account screen nor the members and audit screens.
    const nav = pages.user.getByRole('navigation', { name: 'Main' });
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
    await pages.user.getByRole('button', { name: 'Sign out' }).click();
    await pages.user.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    await pages.user.getByLabel('E-mail', { exact: true }).fill(EMAIL);
    await pages.user.getByLabel('Password', { exact: true }).fill('not the password at all');
    await pages.user.getByRole('button', { name: 'Sign in with password' }).click();
    await pages.user.getByRole('alert').filter({ hasText: 'Invalid e-mail or password.' }).waitFor();
    await pages.user.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await checkScreen(pages.user, 'sign-in-people');
    await pages.user.getByRole('button', { name: 'Sign in with password' }).click();
    await pages.user.locator('header.top').getByText('Dana Reviewer').waitFor();
  });

  test('as editor, edits a prompt (a new version, written by the user)', async () => {
    await go(pages.user, 'Prompts', 'Prompts');
    await pages.user.getByRole('link', { name: 'Greeting' }).click();
    await heading(pages.user, 'Greeting');
    await pages.user.getByRole('button', { name: 'Edit Version 1 (primary)' }).click();
    await pages.user.getByLabel('Content', { exact: true }).fill('Say hello to {{customer}}, warmly.');
    await pages.user.getByRole('button', { name: 'Save as new version' }).click();
    await pages.user.getByRole('button', { name: 'Edit Version 2', exact: true }).waitFor();
    const versions = (await live.call(owner, 'GET', `/v1/prompts/${data.promptId}/versions`)).json();
    const mine = versions.find((v: { content: string }) => v.content.endsWith('warmly.'));
    assert.equal(mine?.created_by, 'Dana Reviewer');
    assert.match(mine?.created_by_id ?? '', /^usr_/);
  });

  test('made a viewer by the owner: no write button, and a direct change is refused', async () => {
    await signInWithKey(pages.owner, owner.key);
    await go(pages.owner, 'Members', 'Members');
    const role = pages.owner.getByLabel('Role of Dana Reviewer in this workspace');
    await pages.owner.locator('tr', { hasText: EMAIL }).getByText('active').waitFor();
    await Promise.all([
      pages.owner.waitForResponse((r) => r.url().includes('/members/') && r.request().method() === 'PUT'),
      role.selectOption('viewer'),
    ]);

    // The session survives a reload (the cookie); the console asks who the user is again.
    await pages.user.reload();
    const header = pages.user.locator('header.top');
    await header.getByText('viewer', { exact: true }).waitFor();
    await go(pages.user, 'Prompts', 'Prompts');
    assert.equal(await pages.user.getByRole('button', { name: 'Create prompt' }).count(), 0);
    await pages.user.getByRole('link', { name: 'Greeting' }).click();
    await heading(pages.user, 'Greeting');
    await pages.user.locator('section[aria-label="Versions"] tbody tr').first().waitFor();
    assert.equal(await pages.user.getByRole('button', { name: /^(Edit|Set primary|Delete)/ }).count(), 0);
    assert.equal(await pages.user.locator('section[aria-label="New version"]').count(), 0);
    await checkScreen(pages.user, 'prompt-viewer');

    const refused = await directWrite(pages.user, `/v1/prompts/${data.promptId}`, owner.workspaceId, {
      name: 'Renamed by a viewer',
    });
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    const still = (await live.call(owner, 'GET', `/v1/prompts/${data.promptId}`)).json();
    assert.equal(still.name, 'Greeting');
  });

  test('the audit screen shows who changed what, filtered and paged', async () => {
    await go(pages.owner, 'Audit', 'Audit log');
    const table = pages.owner.locator('table.audit');
    await table.locator('tbody tr').first().waitFor();
    const users = (await live.request({ url: '/v1/account/users', key: owner.key })).json();
    const dana = users.find((u: { email: string }) => u.email === EMAIL);
    await pages.owner.getByLabel('Who (user or key id)').fill(dana.user_id);
    await pages.owner.getByRole('button', { name: 'Apply' }).click();
    await table.getByText('prompt_version.create').waitFor();
    const rows = await table.locator('tbody tr').allInnerTexts();
    assert.ok(rows.length >= 1 && rows.every((r) => r.includes('Dana Reviewer')), rows.join('\n'));
    await pages.owner.getByRole('button', { name: 'Clear' }).click();
    await table.getByText('role.viewer').waitFor();
    await checkScreen(pages.owner, 'audit');
  });

  test("made the workspace's admin: the members and audit of that workspace only", async () => {
    await go(pages.owner, 'Members', 'Members');
    await Promise.all([
      pages.owner.waitForResponse((r) => r.url().includes('/members/') && r.request().method() === 'PUT'),
      pages.owner.getByLabel('Role of Dana Reviewer in this workspace').selectOption('admin'),
    ]);
    await pages.user.reload();
    await pages.user.locator('header.top').getByText('admin', { exact: true }).waitFor();
    const nav = pages.user.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.getByRole('link', { name: 'Account', exact: true }).count(), 0);
    await go(pages.user, 'Members', 'Members');
    const members = pages.user.locator('section[aria-label="Members of this workspace"]');
    await members.getByText('admin (you)').waitFor();
    assert.equal(await pages.user.locator('section[aria-label="Invite a user"]').count(), 0);
    await checkScreen(pages.user, 'members-admin');
    await go(pages.user, 'Audit', 'Audit log');
    const rows = pages.user.locator('table.audit tbody tr');
    await rows.first().waitFor();
    for (const text of await rows.allInnerTexts()) assert.match(text, new RegExp(owner.workspaceId));
  });

  test('disabling the user ends their session at once', async () => {
    await go(pages.owner, 'Members', 'Members');
    await pages.owner.getByRole('button', { name: 'Disable Dana Reviewer' }).click();
    await pages.owner.locator('tr', { hasText: EMAIL }).getByText('disabled').waitFor();
    await pages.user.reload();
    await pages.user.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
  });

  test('no CSP violation and no script error', () => {
    assert.deepEqual(problems(), []);
  });
});
