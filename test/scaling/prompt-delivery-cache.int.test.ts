import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { RenderResult } from '../../src/modules/prompts/prompt-delivery.schemas.js';
import { Prompt, Version } from '../../src/modules/prompts/prompts.schemas.js';
import { createKey, createWorkspace } from '../support/fixtures.js';
import { twoInstancesOnOwnConnections } from '../support/instances.js';
import { createLiveApp, liveGet } from '../support/live-server.js';
import { ADMIN_KEY, expectError, parseAs, type TestApp } from '../support/test-app.js';

// Issue 29: prompt reads are answered from each instance's delivery cache
// (src/versioned/delivery-cache.ts; render's sources: src/modules/prompts/prompt-render-sources.ts). Two instances on one database, no shared store: the
// cache must not rely on messages between them. A change made on B is what A serves next, and the
// cache answers nobody the access checks refuse. On SQLite, B has its own connection to the file,
// as another process would: A knows its revisions current without a query until the file changes
// (src/db/database.ts, changeStamp), so B's commits must move A's stamp. On PostgreSQL, B has its
// own pool: A knows its revisions current until PostgreSQL notifies a change of the workspace's
// prompts (migration 0065's trigger, src/db/pg-change-stamp.ts), and A reads right after B's
// answer, with no wait: the notification must be counted by then.
// A listens on a real socket too: its cache hits by HTTPS are the fast path's (src/http/fast-path.ts).
// B has its own connections (test/support/instances.ts), so A learns of B's writes only from the database.
const { a, b } = twoInstancesOnOwnConnections((shared) => createLiveApp({ sharedDb: shared }));

type Caller = { key: string; workspaceId: string };
// Over COMPRESS_MIN_BYTES, so compressed answers are made and kept too.
const long = (word: string) => `${word} `.repeat(400);

/** The body of a GET, decoded whatever its coding, with its ETag. */
function decoded(res: LightMyRequestResponse) {
  assert.equal(res.statusCode, 200, res.body);
  const coding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text = (
    coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw
  ).toString();
  return { etag: res.headers.etag as string, json: JSON.parse(text), coding };
}

/** Reads `url` on `app` the ways a client does (plain, br, gzip), twice each: the second is a cache hit. */
async function readAll(app: TestApp, who: Caller, url: string) {
  const seen = [];
  for (const encoding of [undefined, 'br', 'gzip']) {
    for (let i = 0; i < 2; i++) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      seen.push(decoded(await app.call(who, 'GET', url, undefined, headers)));
    }
  }
  for (const s of seen) assert.deepEqual(s, { ...seen[0], coding: s.coding });
  return seen[0]!;
}

async function promptWithLabel(who: Caller, name: string) {
  const p = parseAs(Prompt, await b.call(who, 'POST', '/v1/prompts', { name, content: long('one') }));
  const first = p.versions[0]!.version_id;
  const put = await b.call(who, 'PUT', `/v1/prompts/${p.prompt_id}/labels/production`, { version_id: first });
  assert.equal(put.statusCode, 200, put.body);
  return { id: p.prompt_id, first };
}

describe('prompt delivery cache across two instances', () => {
  test('a change made on B is what A serves next, by id, name and label, in every coding', async () => {
    const who = await a.account();
    const p = await promptWithLabel(who, 'greeting');
    const urls = {
      byId: `/v1/prompts/${p.id}`,
      byIdVersions: `/v1/prompts/${p.id}?expand=versions`,
      byName: '/v1/prompts-by-name/greeting',
      label: `/v1/prompts/${p.id}/labels/production`,
      primary: `/v1/prompts/${p.id}/labels/primary`,
      labelByName: '/v1/prompts-by-name/greeting/labels/production',
    };
    const before: Record<string, { etag: string }> = {};
    for (const [k, url] of Object.entries(urls)) before[k] = await readAll(a, who, url);

    // On B: a second version, made primary and labelled production.
    const made = await b.call(who, 'POST', `/v1/prompts/${p.id}/versions`, { content: long('two') });
    assert.equal(made.statusCode, 201, made.body);
    const second = parseAs(Version, made).version_id;
    const primary = await b.call(who, 'PATCH', `/v1/prompts/${p.id}/versions/${second}`, {
      is_primary: true,
    });
    assert.equal(primary.statusCode, 200, primary.body);
    const moved = await b.call(who, 'PUT', `/v1/prompts/${p.id}/labels/production`, { version_id: second });
    assert.equal(moved.statusCode, 200, moved.body);

    for (const [k, url] of Object.entries(urls)) {
      const now = await readAll(a, who, url);
      assert.notEqual(now.etag, before[k]!.etag, k);
      assert.deepEqual(now, { ...(await readAll(b, who, url)), coding: now.coding }, k);
      // An old ETag is not answered 304; the current one is.
      const stale = await a.call(who, 'GET', url, undefined, { 'if-none-match': before[k]!.etag });
      assert.equal(decoded(stale).etag, now.etag, k);
      const fresh = await a.call(who, 'GET', url, undefined, { 'if-none-match': now.etag });
      assert.equal(fresh.statusCode, 304, k);
      assert.equal(fresh.headers.etag, now.etag, k);
      assert.equal(fresh.body, '', k);
    }
    const json = (await readAll(a, who, urls.label)).json;
    assert.equal(json.version_id, second);
    assert.equal(json.content, long('two'));
    assert.deepEqual((await readAll(a, who, urls.byIdVersions)).json.versions.length, 2);

    // A rename on B: the old name is gone on A, the new one found.
    const renamed = await b.call(who, 'PATCH', `/v1/prompts/${p.id}`, { name: 'welcome' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    expectError(await a.call(who, 'GET', urls.byName), 404);
    expectError(await a.call(who, 'GET', urls.labelByName), 404);
    assert.equal((await readAll(a, who, '/v1/prompts-by-name/welcome')).json.name, 'welcome');
    // The label removed on B: A answers 404, whatever ETag the client holds.
    const removed = await b.call(who, 'DELETE', urls.label);
    assert.equal(removed.statusCode, 204, removed.body);
    expectError(await a.call(who, 'GET', urls.label, undefined, { 'if-none-match': '*' }), 404);
    // The prompt deleted on B: A answers 404.
    assert.equal((await b.call(who, 'DELETE', urls.byId)).statusCode, 204);
    expectError(await a.call(who, 'GET', urls.byId), 404);
    expectError(await a.call(who, 'GET', urls.primary), 404);
  });

  test("over sockets, A's fast path never serves what B changed: by id, name and label, 304s too", async () => {
    const who = await a.account();
    const p = await promptWithLabel(who, 'fast');
    const urls = [
      `/v1/prompts/${p.id}`,
      '/v1/prompts-by-name/fast',
      `/v1/prompts/${p.id}/labels/production`,
      '/v1/prompts-by-name/fast/labels/production',
    ];
    const fastAnswers = async () => {
      const text = (await a.request({ url: '/metrics', key: ADMIN_KEY })).body;
      return Number(/^promptkeep_http_fast_path_total (\d+)/m.exec(text)?.[1] ?? 0);
    };
    /** Reads `url` on A by HTTPS in every coding, twice each; every answer decoded, with its ETag. */
    const readLive = async (url: string, extra: Record<string, string> = {}) => {
      const seen = [];
      for (const encoding of [undefined, 'br', 'gzip']) {
        for (let i = 0; i < 2; i++) {
          const headers: Record<string, string> = {
            'x-api-key': who.key,
            'x-workspace-id': who.workspaceId,
            ...(encoding ? { 'accept-encoding': encoding } : {}),
            ...extra,
          };
          const res = await liveGet(a, url, headers);
          const header = (name: string) => res.headers.find(([n]) => n === name)?.[1];
          if (res.status !== 200) {
            seen.push({ status: res.status, etag: header('etag') }); // 304, or an error (its own trace id)
            continue;
          }
          const coding = header('content-encoding');
          const text = (
            coding === 'br'
              ? brotliDecompressSync(res.body)
              : coding === 'gzip'
                ? gunzipSync(res.body)
                : res.body
          ).toString();
          seen.push({ status: res.status, etag: header('etag'), json: JSON.parse(text) });
        }
      }
      for (const s of seen) assert.deepEqual(s, seen[0], url);
      return seen[0]!;
    };
    const fast0 = await fastAnswers();
    const before = [];
    for (const url of urls) before.push(await readLive(url));
    assert.ok((await fastAnswers()) > fast0, 'no read was answered by the fast path');

    // On B: a second version, made primary and labelled production.
    const made = await b.call(who, 'POST', `/v1/prompts/${p.id}/versions`, { content: long('two') });
    const second = parseAs(Version, made).version_id;
    await b.call(who, 'PATCH', `/v1/prompts/${p.id}/versions/${second}`, { is_primary: true });
    await b.call(who, 'PUT', `/v1/prompts/${p.id}/labels/production`, { version_id: second });
    for (const [i, url] of urls.entries()) {
      const now = await readLive(url);
      assert.equal(now.status, 200, url);
      assert.notEqual(now.etag, before[i]!.etag, url);
      assert.deepEqual(now.json, parseAs(i < 2 ? Prompt : Version, await b.call(who, 'GET', url)), url);
      // The old ETag is answered with the new bytes, the new one 304.
      assert.deepEqual(await readLive(url, { 'if-none-match': before[i]!.etag as string }), now, url);
      assert.deepEqual(await readLive(url, { 'if-none-match': now.etag as string }), {
        status: 304,
        etag: now.etag,
      });
    }
    // Renamed, then deleted, on B: A answers 404 (Fastify's), whatever the client holds.
    assert.equal((await b.call(who, 'PATCH', `/v1/prompts/${p.id}`, { name: 'moved' })).statusCode, 200);
    for (const url of urls.slice(1, 2).concat(urls.slice(3))) {
      assert.equal((await readLive(url)).status, 404, url);
    }
    assert.equal((await b.call(who, 'DELETE', `/v1/prompts/${p.id}`)).statusCode, 204);
    for (const url of [urls[0]!, urls[2]!]) {
      assert.equal((await readLive(url, { 'if-none-match': '*' })).status, 404, url);
    }
  });

  test('an included piece changed on B: A resolves the new piece (resolve=true is read in full)', async () => {
    const who = await a.account();
    const piece = parseAs(
      Prompt,
      await b.call(who, 'POST', '/v1/prompts', { name: 'tone', content: 'Be kind.' }),
    );
    const host = await promptWithLabel(who, 'host');
    const made = await b.call(who, 'POST', `/v1/prompts/${host.id}/versions`, {
      content: `${long('intro')} {{> tone}}`,
    });
    const withInclude = parseAs(Version, made).version_id;
    await b.call(who, 'PUT', `/v1/prompts/${host.id}/labels/production`, { version_id: withInclude });
    const url = '/v1/prompts-by-name/host/labels/production?resolve=true';
    const first = await readAll(a, who, url);
    assert.match(first.json.content, /Be kind\.$/);
    const next = await b.call(who, 'POST', `/v1/prompts/${piece.prompt_id}/versions`, {
      content: 'Be brief.',
    });
    const nextId = parseAs(Version, next).version_id;
    await b.call(who, 'PATCH', `/v1/prompts/${piece.prompt_id}/versions/${nextId}`, { is_primary: true });
    const now = await readAll(a, who, url);
    assert.match(now.json.content, /Be brief\.$/);
    assert.notEqual(now.etag, first.etag);
    assert.equal((await a.call(who, 'GET', url, undefined, { 'if-none-match': first.etag })).statusCode, 200);
  });

  test('render on A after a change on B renders what B wrote (the sources render keeps)', async () => {
    const who = await a.account();
    const p = await promptWithLabel(who, 'rendered');
    const render = async (body: Record<string, unknown>) => {
      const res = await a.call(who, 'POST', `/v1/prompts/${p.id}/render`, { variables: {}, ...body });
      return parseAs(RenderResult, res);
    };
    for (let i = 0; i < 2; i++) assert.equal((await render({ label: 'production' })).content, long('one'));
    assert.equal((await render({})).version_id, p.first);
    // On B: a second version, primary and labelled production; the first one's content unchanged.
    const made = await b.call(who, 'POST', `/v1/prompts/${p.id}/versions`, { content: long('two') });
    const second = parseAs(Version, made).version_id;
    await b.call(who, 'PATCH', `/v1/prompts/${p.id}/versions/${second}`, { is_primary: true });
    await b.call(who, 'PUT', `/v1/prompts/${p.id}/labels/production`, { version_id: second });
    const now = await render({ label: 'production' });
    assert.equal(now.version_id, second);
    assert.equal(now.content, long('two'));
    assert.equal((await render({})).version_id, second);
    assert.equal((await render({ version_id: p.first })).content, long('one'));
    // The label removed, then the prompt deleted, on B: A says so.
    assert.equal((await b.call(who, 'DELETE', `/v1/prompts/${p.id}/labels/production`)).statusCode, 204);
    expectError(
      await a.call(who, 'POST', `/v1/prompts/${p.id}/render`, { label: 'production', variables: {} }),
      404,
    );
    assert.equal((await b.call(who, 'DELETE', `/v1/prompts/${p.id}`)).statusCode, 204);
    expectError(await a.call(who, 'POST', `/v1/prompts/${p.id}/render`, { variables: {} }), 404);
  });

  test('the access checks run before the cache: refused callers get no bytes and no 304', async () => {
    const owner = await a.account();
    const p = await promptWithLabel(owner, 'secret');
    const urls = [
      `/v1/prompts/${p.id}`,
      `/v1/prompts/${p.id}/labels/production`,
      '/v1/prompts-by-name/secret',
    ];
    const etags = [];
    for (const url of urls) etags.push((await readAll(a, owner, url)).etag);

    const stranger = await a.account();
    const second = (await createWorkspace(a, owner, 'second')).workspace_id;
    const elsewhere = (
      await createKey(a, owner, { name: 'elsewhere', scope: 'read', workspace_ids: [second] })
    ).api_key;
    const revoked = await createKey(a, owner, { name: 'gone', scope: 'read' });
    const gone = await a.request({
      method: 'DELETE',
      url: `/v1/account/keys/${revoked.key_id}`,
      key: owner.key,
    });
    assert.equal(gone.statusCode, 204, gone.body);

    const refusals: [Caller, number][] = [
      [{ key: stranger.key, workspaceId: owner.workspaceId }, 403], // another account's key
      [{ key: elsewhere, workspaceId: owner.workspaceId }, 403], // a key limited to another workspace
      [{ key: revoked.api_key, workspaceId: owner.workspaceId }, 401], // a revoked key
      [{ key: owner.key, workspaceId: second }, 404], // the right key, another workspace of the account
      [{ key: stranger.key, workspaceId: stranger.workspaceId }, 404], // the stranger in its own workspace
    ];
    for (const [i, url] of urls.entries()) {
      for (const [who, status] of refusals) {
        expectError(await a.call(who, 'GET', url), status);
        expectError(await a.call(who, 'GET', url, undefined, { 'if-none-match': etags[i]! }), status);
      }
    }
  });
});
