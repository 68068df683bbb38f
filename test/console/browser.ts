import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before } from 'node:test';
import { type Browser, chromium, type Page } from 'playwright-core';
import { createLiveApp, type LiveApp } from '../support/live-server.js';
import { signedInUser, type UserSession } from '../support/people-fixtures.js';
import { standIn, type TestAccount, type TestAppOptions } from '../support/test-app.js';

/** Debian's chromium package (`.ci/run` installs it when missing). */
export const CHROMIUM = '/usr/bin/chromium';
export const CONSOLE_DIR = join(process.cwd(), 'dist/console');
/**
 * Where the screens' screenshots go: a folder of the run's own (test runs leave the repository as
 * they found it), unless PROMPTKEEP_CONSOLE_SCREENSHOTS names one: `npm run docs:screenshots` names
 * docs/console, the README's images.
 */
export function screenshotsDir(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.PROMPTKEEP_CONSOLE_SCREENSHOTS;
  return named ? resolve(process.cwd(), named) : join(tmpdir(), 'promptkeep-console-screenshots');
}
export const SCREENSHOTS = screenshotsDir();

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

/** The screen's screenshot, `<name>.png` in SCREENSHOTS (the README shows docs/console's). */
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

type Role = 'viewer' | 'editor' | 'admin';

/**
 * A browser test file's server and browser, built in one `before` hook and closed in `after`
 * (Node 20 starts root-level hooks as they are registered, so what needs them comes in as
 * options): the live app serving the built console (with `settings()`, which may start what they
 * name), a fresh account, Chromium with a page per name in `pageNames` (each in its own context:
 * one per person), users invited into the account's default workspace with the `roles` given and
 * signed in, then `setup` (the file's own data, which it answers). `live`, `owner` and `data`
 * stand for the app, the account and setup's answer as testAppPerFile's object does; `pages` and
 * `users` are filled by the hook, by name; `problems()`: every page's CSP violations and page errors.
 */
export function consoleFixture<P extends string, U extends string = never, D extends object = object>(
  pageNames: readonly P[],
  options: {
    settings?: () => TestAppOptions['settings'] | Promise<TestAppOptions['settings']>;
    roles?: Record<U, Role>;
    setup?: () => D | undefined | Promise<D | undefined>;
  } = {},
) {
  let live: LiveApp | undefined;
  let owner: TestAccount | undefined;
  let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
  let data: D | undefined;
  const pages = {} as Record<P, Page>;
  const users = {} as Record<U, UserSession>;
  before(async () => {
    live = await consoleApp(await options.settings?.());
    owner = await live.account();
    browser = await openBrowser(live, pageNames.length);
    for (const [i, name] of pageNames.entries()) pages[name] = browser.pages[i] as Page;
    for (const [name, role] of Object.entries(options.roles ?? {}) as [U, Role][]) {
      users[name] = await signedInUser(live, owner, {
        workspaces: [{ workspace_id: owner.workspaceId, role }],
      });
    }
    data = await options.setup?.();
  });
  after(async () => {
    await browser?.close();
    await live?.close();
  });
  return {
    live: standIn(() => live),
    owner: standIn(() => owner),
    data: standIn(() => data),
    pages,
    users,
    problems: () => browser?.problems(),
  };
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
