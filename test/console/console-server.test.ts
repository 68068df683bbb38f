import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CONSOLE_CSP } from '../../src/http/console.js';
import { tempDirsPerFile } from '../support/temp-dirs.js';
import { createTestApp, expectError, type TestApp } from '../support/test-app.js';

// The server side of the web console (src/http/console.ts) on a stand-in build, so these tests
// need no `vite build`; test/console/console-browser.test.ts drives the real one.
const tempDir = tempDirsPerFile('promptkeep-console-');
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';

function fakeBuild(): string {
  const dir = tempDir();
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("console");');
  writeFileSync(join(dir, 'assets', 'style-abc123.css'), 'body{margin:0}');
  return dir;
}

describe('the console, built', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ settings: { consoleDir: fakeBuild() } });
  });
  after(() => t.close());

  test('GET / is the page, with the strict CSP, revalidated on every load', async () => {
    const res = await t.request({ url: '/' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, INDEX);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.equal(res.headers['content-security-policy'], CONSOLE_CSP);
    assert.match(CONSOLE_CSP, /script-src 'self';/);
    assert.match(CONSOLE_CSP, /connect-src 'self';/);
    assert.match(CONSOLE_CSP, /frame-ancestors 'none'/);
    assert.doesNotMatch(CONSOLE_CSP, /unsafe-inline|unsafe-eval/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
  });

  test("the console's own paths (bookmarks, reloads) get the same page", async () => {
    for (const url of ['/prompts', '/prompts/prm_1/compare?from=a&to=b', '/account']) {
      const res = await t.request({ url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.body, INDEX, url);
      assert.equal(res.headers['content-security-policy'], CONSOLE_CSP, url);
    }
  });

  test('hashed assets are cached for a year, with their type', async () => {
    const js = await t.request({ url: '/assets/index-abc123.js' });
    assert.equal(js.statusCode, 200);
    assert.equal(js.body, 'console.log("console");');
    assert.match(String(js.headers['content-type']), /^text\/javascript/);
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(js.headers['x-content-type-options'], 'nosniff');
    const css = await t.request({ url: '/assets/style-abc123.css' });
    assert.match(String(css.headers['content-type']), /^text\/css/);
  });

  test('an unknown asset is a 404, never the page', async () => {
    const res = await t.request({ url: '/assets/index-old.js' });
    expectError(res, 404);
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test('the API is untouched: its 404s, its auth, health, other methods', async () => {
    expectError(await t.request({ url: '/v1/nothing-here' }), 404, /Route GET \/v1\/nothing-here not found/);
    expectError(await t.request({ url: '/v1' }), 404);
    expectError(await t.request({ url: '/v1/prompts' }), 401);
    expectError(await t.request({ method: 'POST', url: '/prompts', body: {} }), 404);
    assert.equal((await t.request({ url: '/healthz' })).json().status, 'ok');
    const a = await t.account();
    const res = await t.call(a, 'GET', '/v1/prompts');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-security-policy'], undefined);
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test("the console's scope probe: renaming a missing prompt is 403 for a read key, 404 for a write key", async () => {
    const a = await t.account();
    const keyOf = async (scope: string) =>
      (await t.call(a, 'POST', '/v1/account/keys', { name: scope, scope })).json().api_key as string;
    const probe = (key: string) =>
      t.request({
        method: 'PATCH',
        url: '/v1/prompts/prm_0000000000000000000000000000',
        key,
        workspace: a.workspaceId,
        body: { name: 'scope probe' },
      });
    expectError(await probe(await keyOf('read')), 403);
    expectError(await probe(await keyOf('write')), 404);
  });

  test('the console routes stay out of the OpenAPI document', async () => {
    const doc = (await t.request({ url: '/v1/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    assert.ok(paths.length > 10);
    assert.deepEqual(
      paths.filter((p) => !p.startsWith('/v1/') && !['/healthz', '/readyz', '/metrics', '/mcp'].includes(p)),
      [],
    );
  });
});

describe('the console, not built', () => {
  test('GET / says how to build it; the API still answers', async () => {
    const t = await createTestApp({ settings: { consoleDir: join(tempDir(), 'missing') } });
    try {
      const res = await t.request({ url: '/' });
      assert.equal(res.statusCode, 503);
      assert.match(res.body, /not built: run `npm run build`/);
      assert.equal((await t.request({ url: '/prompts' })).statusCode, 503);
      expectError(await t.request({ url: '/assets/x.js' }), 404);
      expectError(await t.request({ url: '/v1/prompts' }), 401);
    } finally {
      await t.close();
    }
  });

  test('without a console directory the app is the API only', async () => {
    const t = await createTestApp();
    try {
      expectError(await t.request({ url: '/' }), 404);
    } finally {
      await t.close();
    }
  });
});
