import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PASSWORD, type UserSession } from '../support/people-fixtures.js';
import { checkScreen, consoleFixture, signInAs } from './browser.js';

// Releases by people (issue 23 §3/§4), end to end in Debian's headless Chromium against a real
// HTTPS server: an editor asks for `production` (protected, gated), a gate fails, the editor fixes
// the version and asks again, the gate passes, a second user — the workspace's admin — approves,
// the label moves and fetch-by-label serves the new version; then the label's history on the
// prompt page, and a roll back in one click (a request for the editor, a move for the admin). Two
// browser contexts, each with its user's session cookie.
const NAME = 'Refund reply';
const V1 = 'Answer {{customer}} about the refund of order {{order_id}}.\nBe brief and kind.';

const { live, owner, pages, users, data, problems } = consoleFixture(['editor', 'admin'], {
  roles: { editor: 'editor', admin: 'admin' },
  setup: async (): Promise<{ promptId: string; v1: string }> => {
    const made = await live.call(owner, 'POST', '/v1/prompts', { name: NAME, content: V1 });
    assert.equal(made.statusCode, 201, made.body);
    const { prompt_id: promptId, versions } = made.json();
    const v1: string = versions[0].version_id;
    const labelled = await live.call(owner, 'PUT', `/v1/prompts/${promptId}/labels/production`, {
      version_id: v1,
    });
    assert.equal(labelled.statusCode, 200, labelled.body);
    const settings = await live.call(owner, 'PUT', '/v1/workspace/release-settings', {
      protected_labels: ['production'],
      protect_primary: false,
      allow_self_approval: false,
      gates: { production: { variables_unchanged: true, max_token_increase_percent: 100 } },
    });
    assert.equal(settings.statusCode, 200, settings.body);
    return { promptId, v1 };
  },
});

const signIn = (page: Page, user: UserSession) => signInAs(page, user, PASSWORD);

async function go(page: Page, label: string, h1: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
}

async function openPrompt(page: Page) {
  await go(page, 'Prompts', 'Prompts');
  await page.getByRole('link', { name: NAME, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
}

/** The editor writes a new version from `base` (its Edit button) and asks for production on it. */
async function newVersionAndAsk(page: Page, base: string, content: string, title: string) {
  await page.getByRole('button', { name: `Edit ${base}`, exact: true }).click();
  await page.getByLabel('Content', { exact: true }).fill(content);
  await page.getByRole('button', { name: 'Save as new version' }).click();
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).waitFor();
  const labels = page.locator('section[aria-label="Labels"]');
  await labels.getByLabel('Label', { exact: true }).fill('production');
  await labels.getByLabel('On version').selectOption({ label: title });
  await labels.getByRole('button', { name: 'Ask for release' }).click();
  await labels.getByText('Release requested').waitFor();
}

/** The open requests and the prompt's versions, as the API has them. */
async function openRequests() {
  const open = (await live.call(owner, 'GET', `/v1/releases?state=open`)).json() as {
    release_id: string;
    version_id: string;
  }[];
  const versions = (await live.call(owner, 'GET', `/v1/prompts/${data.promptId}/versions`)).json() as {
    version_id: string;
    content: string;
  }[];
  return { open, versions };
}

const card = (page: Page, id: string) => page.locator(`li[aria-label="Release ${id}"]`);
const served = async () =>
  (await live.call(owner, 'GET', `/v1/prompts-by-name/${encodeURIComponent(NAME)}/labels/production`)).json()
    .version_id as string;

describe('releases by people in the web console', () => {
  let bad = '';
  let good = '';
  let fixed = '';

  test('the editor asks for production; the variables gate fails', async () => {
    await signIn(pages.editor, users.editor);
    await openPrompt(pages.editor);
    // production is on Version 1: its chip says so.
    await pages.editor.getByRole('button', { name: 'production Version 1' }).waitFor();
    await newVersionAndAsk(
      pages.editor,
      'Version 1 (primary)',
      'Answer about the refund of order {{order_id}}.\nBe brief and kind.',
      'Version 2',
    );
    const { open } = await openRequests();
    assert.equal(open.length, 1);
    bad = open[0]!.release_id;
    await go(pages.editor, 'Releases', 'Releases');
    await card(pages.editor, bad)
      .getByText(/Failed variables_unchanged/)
      .waitFor();
  });

  test('the editor fixes the version and asks again; the gate passes', async () => {
    await openPrompt(pages.editor);
    await newVersionAndAsk(
      pages.editor,
      'Version 2',
      'Answer {{customer}} about the refund of order {{order_id}}.\nBe brief and kind. Thank them.',
      'Version 3',
    );
    const { open, versions } = await openRequests();
    fixed = versions.find((v) => v.content.endsWith('Thank them.'))!.version_id;
    good = open.find((r) => r.version_id === fixed)!.release_id;
    await go(pages.editor, 'Releases', 'Releases');
    await card(pages.editor, good)
      .getByText(/Passed variables_unchanged/)
      .waitFor();
    await card(pages.editor, bad)
      .getByText(/Failed variables_unchanged/)
      .waitFor();
    // Titles, not ids; an editor decides nothing here, and may withdraw their own request.
    await card(pages.editor, good).getByText(`Version 3 of ${NAME}`).waitFor();
    await card(pages.editor, good).getByText('now on Version 1', { exact: false }).waitFor();
    await card(pages.editor, good).getByText('The workspace admin approves or rejects it.').waitFor();
    assert.equal(
      await pages.editor.getByRole('button', { name: /^(Approve|Reject|Save settings)$/ }).count(),
      0,
    );
    await checkScreen(pages.editor, 'releases-editor');
    const settings = pages.editor.locator('section[aria-label="Release settings"]');
    assert.ok(await settings.getByLabel('Protected labels (comma-separated)').isDisabled());
    assert.ok(await settings.getByLabel('Max token increase (%)').isDisabled());
    await card(pages.editor, bad).getByRole('button', { name: 'Withdraw' }).click();
    await card(pages.editor, bad).waitFor({ state: 'detached' });
    assert.equal(
      (await live.call(owner, 'GET', `/v1/prompts/${data.promptId}/releases/${bad}`)).json().state,
      'withdrawn',
    );
    assert.equal(await served(), data.v1);
  });

  test('a second user, the admin, approves; the label moves and fetch by label serves it', async () => {
    await signIn(pages.admin, users.admin);
    await go(pages.admin, 'Releases', 'Releases');
    await card(pages.admin, good).getByRole('button', { name: 'Approve' }).click();
    await card(pages.admin, good).waitFor({ state: 'detached' });
    assert.equal(await served(), fixed);
    const release = (await live.call(owner, 'GET', `/v1/prompts/${data.promptId}/releases/${good}`)).json();
    assert.equal(release.state, 'approved');
    assert.equal(release.decided_by.name, users.admin.name);
    assert.equal(release.requested_by.name, users.editor.name);
  });

  test("the label's history on the prompt page; the editor's roll back is a request", async () => {
    // The console keeps what it read for a while: the admin's approval shows after a reload.
    await pages.editor.reload();
    await pages.editor.locator('header.top').getByText(users.editor.name).waitFor();
    await openPrompt(pages.editor);
    await pages.editor.getByRole('button', { name: 'production Version 3' }).click();
    const history = pages.editor.locator('section[aria-label="History of production"]');
    const moves = history.locator('li.move');
    await moves.nth(1).waitFor();
    assert.match(await moves.nth(0).innerText(), /Version 1 → Version 3\s+by .*via a release request/);
    assert.match(await moves.nth(1).innerText(), /created → Version 1\s+by .*directly/);
    await history.getByText('protected').waitFor();
    await moves.nth(1).getByRole('button', { name: 'Ask to roll back to this version' }).click();
    await history.getByText(/a release request to roll back to Version 1 is open/).waitFor();
    const asked = (await live.call(owner, 'GET', `/v1/prompts/${data.promptId}/releases?state=open`)).json();
    assert.ok(asked.some((r: { version_id: string; label: string }) => r.version_id === data.v1));
    assert.equal(await served(), fixed);
  });

  test('the admin rolls back in one click: a new move, both moves in the history', async () => {
    await openPrompt(pages.admin);
    await pages.admin.getByRole('button', { name: 'production Version 3' }).click();
    const history = pages.admin.locator('section[aria-label="History of production"]');
    const moves = history.locator('li.move');
    await moves.nth(1).waitFor();
    await moves.nth(1).getByRole('button', { name: 'Roll back to this version' }).click();
    await history.getByText('production points at Version 1 again.').waitFor();
    await moves.nth(2).waitFor();
    assert.match(
      await moves.nth(0).innerText(),
      new RegExp(`Version 3 → Version 1\\s+by ${users.admin.name}.*directly`),
    );
    assert.match(await moves.nth(1).innerText(), /Version 1 → Version 3\s+by .*via a release request/);
    await pages.admin.getByRole('button', { name: 'production Version 1' }).waitFor();
    await checkScreen(pages.admin, 'prompt-label-history');
    assert.equal(await served(), data.v1);
  });

  test('the admin edits the gates in the settings form', async () => {
    await go(pages.admin, 'Releases', 'Releases');
    const panel = pages.admin.locator('section[aria-label="Release settings"]');
    const production = panel.locator('fieldset[aria-label="Gates of production"]');
    assert.equal(await production.getByLabel('Max token increase (%)').inputValue(), '100');
    await production.getByLabel('Max risk').selectOption('high');
    await production.getByLabel('Max tokens').fill('500');
    await production.getByLabel('Variables unchanged').uncheck();
    await panel.getByLabel('Gate another label').fill('staging');
    await panel.getByRole('button', { name: 'Add gates' }).click();
    const staging = panel.locator('fieldset[aria-label="Gates of staging"]');
    await staging.getByLabel('Min score (0–100)').fill('40');
    await staging.getByLabel('Max cost per use (USD)').fill('0.01');
    await checkScreen(pages.admin, 'release-settings-gates');
    await panel.getByRole('button', { name: 'Save settings' }).click();
    await panel.getByText('Saved.').waitFor();
    const saved = (await live.call(owner, 'GET', '/v1/workspace/release-settings')).json();
    assert.deepEqual(saved.gates, {
      production: { max_risk: 'high', max_tokens: 500, max_token_increase_percent: 100 },
      staging: { min_score: { at_least: 40 }, max_cost_per_use: 0.01 },
    });
  });

  test('no CSP violation and no script error', () => {
    assert.deepEqual(problems(), []);
  });
});
