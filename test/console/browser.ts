import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { type Browser, chromium, type Page } from 'playwright-core';
import { createLiveApp, type LiveApp } from '../support/live-server.js';
import { standIn, type TestAccount, type TestAppOptions } from '../support/test-app.js';

/** Debian's chromium package (`.ci/run` installs it when missing). */
export const CHROMIUM = '/usr/bin/chromium';
export const CONSOLE_DIR = join(process.cwd(), 'dist/console');
export const SCREENSHOTS = join(process.cwd(), 'docs/console');

const AXE = readFileSync(join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8');

export function assertBuilt() {
  assert.ok(
    existsSync(join(CONSOLE_DIR, 'index.html')),
    'dist/console is missing: run `npm run build` before the browser tests',
  );
}

export function launch(): Promise<Browser> {
  // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

/**
 * A page that records every CSP violation and page error, for the test to assert none happened.
 * 1366 px wide: the most common laptop width (the phone test narrows it to 390 px).
 */
export async function openPage(browser: Browser, base: string, viewport = { width: 1366, height: 860 }) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport, baseURL: base });
  const page = await context.newPage();
  // Generous: the first count loads tokenizer vocabularies, slow on a busy CI machine.
  page.setDefaultTimeout(60_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  // The page's own confirm() dialogs (delete, revoke): the test means it.
  page.on('dialog', (dialog) => dialog.accept());
  return { page, problems, close: () => context.close() };
}

/**
 * axe-core on the page as it is: no serious or critical violation. Evaluated through the
 * DevTools protocol (not a <script> tag), so the page's CSP stays as strict as in production.
 */
export async function assertAccessible(page: Page, screen: string) {
  // Once per document: client-side navigation keeps it.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the global the script above defined
    const axe = (globalThis as any).axe;
    // No context argument: the whole document (this file has no DOM types).
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations.map((v: { id: string; impact: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  const serious = violations.filter(
    (v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical',
  );
  assert.deepEqual(serious, [], `${screen}: accessibility violations ${JSON.stringify(serious)}`);
}

/** The screenshot the README shows (docs/console/<name>.png), written by every run. */
export async function screenshot(page: Page, name: string, fullPage = true) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage, animations: 'disabled' });
}

/** Both checks of a screen at once. */
export async function checkScreen(page: Page, name: string) {
  await assertAccessible(page, name);
  await screenshot(page, name);
}

/** Several pages, each in a browser context of its own (its own cookies): one per person. */
export async function openPages(browser: Browser, base: string, count: number) {
  const opened: Awaited<ReturnType<typeof openPage>>[] = [];
  for (let i = 0; i < count; i += 1) opened.push(await openPage(browser, base));
  return {
    pages: opened.map((o) => o.page),
    problems: () => opened.flatMap((o) => o.problems),
    close: async () => {
      for (const o of opened) await o.close();
    },
  };
}

/** A browser test's server: a live app serving the built console, with any further `settings`. */
export function consoleApp(settings: TestAppOptions['settings'] = {}): Promise<LiveApp> {
  assertBuilt();
  return createLiveApp({ settings: { consoleDir: CONSOLE_DIR, ...settings } });
}

/**
 * Chromium with `count` pages on the app (each in its own context, as openPages); `close` closes
 * the pages, then the browser.
 */
export async function openBrowser(live: LiveApp, count: number) {
  const browser = await launch();
  const opened = await openPages(browser, `https://localhost:${live.port}`, count);
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await browser.close();
    },
  };
}

/**
 * A browser test file's server and browser, built in one `before` hook and closed in `after`
 * (Node 20 starts root-level hooks as they are registered, so what needs them comes in as
 * options): the live app serving the built console (with `settings()`, which may start what they
 * name), a fresh account, Chromium with `count` pages (each in its own context), then `setup`
 * with those pages (the file's own data). `live` and `owner` stand for the app and the account
 * as testAppPerFile's object does; `problems()`: every page's CSP violations and page errors.
 */
export function consoleFixture(
  count: number,
  options: {
    settings?: () => TestAppOptions['settings'] | Promise<TestAppOptions['settings']>;
    setup?: (pages: Page[]) => void | Promise<void>;
  } = {},
) {
  let live: LiveApp | undefined;
  let owner: TestAccount | undefined;
  let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
  before(async () => {
    live = await consoleApp(await options.settings?.());
    owner = await live.account();
    browser = await openBrowser(live, count);
    await options.setup?.(browser.pages);
  });
  after(async () => {
    await browser?.close();
    await live?.close();
  });
  return { live: standIn(() => live), owner: standIn(() => owner), problems: () => browser?.problems() };
}

/** Signs in with an API key (and a workspace id when given): the sign-in form's key half. */
export async function signInWithKey(page: Page, key: string, workspaceId = '') {
  await page.goto('/');
  await page.getByLabel('API key').fill(key);
  if (workspaceId) await page.getByLabel(/Workspace id/).fill(workspaceId);
  await page.getByRole('button', { name: 'Sign in with key' }).click();
}

/** A person signs in with e-mail and password and waits for their name in the header. */
export async function signInAs(page: Page, user: { email: string; name: string }, password: string) {
  await page.goto('/');
  await page.getByLabel('E-mail', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.locator('header.top').getByText(user.name).waitFor();
}
