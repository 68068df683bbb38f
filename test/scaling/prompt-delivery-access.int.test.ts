import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import { createKey, createWorkspace } from '../support/fixtures.js';
import { asUser, signedInUser, type UserSession } from '../support/people-fixtures.js';
import { expectError, parseAs, type TestApp, twoInstancesPerFile } from '../support/test-app.js';

// Issue 29: the delivery cache (src/versioned/delivery-cache.ts) answers prompt reads from memory,
// but only after the access rules have run. Here every caller first has its answers kept on A (and
// its key or session known to A's auth cache), then loses its access through B; A must refuse it,
// with or without If-None-Match, while the answers are still kept (the owner is still served them).
// A TTL far beyond the test: only the invalidation between instances can make A see a revoke.
const { a, b } = twoInstancesPerFile({ keyCacheTtlMs: 60_000 });

type Caller = { key: string } | { user: UserSession };
const long = (word: string) => `${word} `.repeat(400);

function read(app: TestApp, who: Caller, ws: string, url: string, headers: Record<string, string> = {}) {
  return 'key' in who
    ? app.request({ url, key: who.key, workspace: ws, headers })
    : asUser(app, who.user, { url, workspace: ws, headers });
}

/**
 * Waits (a few event-loop turns) until A has handled the revoke B broadcast through Redis: its
 * arrival on A is not ordered with B's answer (test/scaling/two-instances.int.test.ts covers that
 * path); what is tested here is what A does once it knows, with the answers still kept.
 */
async function invalidationReached(app: TestApp, key: string) {
  for (let turn = 0; turn < 200; turn++) {
    if ((await app.request({ url: '/v1/tokens/authors', key })).statusCode === 401) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  assert.fail('the revoke never reached the other instance');
}

describe('prompt delivery: access rules before any kept answer, across two instances', () => {
  test('a key revoked, a member removed, a key or user of another workspace: refused on A', async () => {
    const owner = await a.account();
    const ws = owner.workspaceId;
    const second = (await createWorkspace(b, owner, 'second')).workspace_id;
    const made = await b.call(owner, 'POST', '/v1/prompts', { name: 'kept', content: long('one') });
    const p = parseAs(Prompt, made);
    const label = await b.call(owner, 'PUT', `/v1/prompts/${p.prompt_id}/labels/production`, {
      version_id: p.versions[0]!.version_id,
    });
    assert.equal(label.statusCode, 200, label.body);
    const urls = [
      `/v1/prompts/${p.prompt_id}`,
      '/v1/prompts-by-name/kept',
      `/v1/prompts/${p.prompt_id}/labels/production`,
      '/v1/prompts-by-name/kept/labels/production',
    ];

    const reader = await createKey(a, owner, { name: 'reader', scope: 'read' });
    const viewer = await signedInUser(a, owner, { workspaces: [{ workspace_id: ws, role: 'viewer' }] });
    // Callers that never had access to `ws`: they read in `second`, where they may.
    const elsewhere = await createKey(a, owner, {
      name: 'elsewhere',
      scope: 'read',
      workspace_ids: [second],
    });
    const outsider = await signedInUser(a, owner, {
      workspaces: [{ workspace_id: second, role: 'editor' }],
    });

    // Every caller with access reads every URL on A twice (kept, then a hit) and once conditionally.
    const etags: string[] = [];
    for (const url of urls) {
      const first = await read(a, { key: owner.key }, ws, url);
      assert.equal(first.statusCode, 200, first.body);
      etags.push(first.headers.etag as string);
    }
    for (const who of [{ key: reader.api_key }, { user: viewer }] as Caller[]) {
      for (const [i, url] of urls.entries()) {
        for (let n = 0; n < 2; n++) assert.equal((await read(a, who, ws, url)).statusCode, 200, url);
        const conditional = await read(a, who, ws, url, { 'if-none-match': etags[i]! });
        assert.equal(conditional.statusCode, 304, url);
      }
    }
    for (const who of [{ key: elsewhere.api_key }, { user: outsider }] as Caller[]) {
      assert.equal((await read(a, who, second, '/v1/prompts')).statusCode, 200);
    }

    // Through B: the reader's key revoked, the viewer removed from the workspace.
    const revoked = await b.request({
      method: 'DELETE',
      url: `/v1/account/keys/${reader.key_id}`,
      key: owner.key,
    });
    assert.equal(revoked.statusCode, 204, revoked.body);
    await invalidationReached(a, reader.api_key);
    const removed = await b.request({
      method: 'DELETE',
      url: `/v1/account/workspaces/${ws}/members/${viewer.userId}`,
      key: owner.key,
    });
    assert.equal(removed.statusCode, 204, removed.body);

    const refusals: [Caller, number, RegExp | string][] = [
      [{ key: reader.api_key }, 401, 'Invalid API key.'],
      [{ user: viewer }, 403, /not a member/],
      [{ key: elsewhere.api_key }, 403, 'This API key or client may not use the requested workspace.'],
      [{ user: outsider }, 403, /not a member/],
    ];
    for (const [i, url] of urls.entries()) {
      for (const [who, status, message] of refusals) {
        expectError(await read(a, who, ws, url), status, message);
        expectError(await read(a, who, ws, url, { 'if-none-match': etags[i]! }), status, message);
      }
      // The answers are still kept, for those who may have them.
      const kept = await read(a, { key: owner.key }, ws, url, { 'if-none-match': etags[i]! });
      assert.equal(kept.statusCode, 304, url);
    }
  });
});
