import assert from 'node:assert/strict';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { SCREENSHOTS, screenshotsDir } from './browser.js';

// The browser tests photograph every screen they check. A test run writes those pictures outside
// the repository (it used to rewrite docs/console/*.png, leaving the working tree changed after
// every run); the README's images are refreshed on purpose, by `npm run docs:screenshots`.
const inRepo = (dir: string) => !relative(process.cwd(), dir).startsWith('..');

test("a test run's screenshots go outside the repository", () => {
  assert.ok(!inRepo(screenshotsDir({})), screenshotsDir({}));
  if (!process.env.PROMPTKEEP_CONSOLE_SCREENSHOTS) assert.ok(!inRepo(SCREENSHOTS), SCREENSHOTS);
});

test('docs:screenshots names docs/console', () => {
  assert.equal(
    screenshotsDir({ PROMPTKEEP_CONSOLE_SCREENSHOTS: 'docs/console' }),
    join(process.cwd(), 'docs/console'),
  );
});
