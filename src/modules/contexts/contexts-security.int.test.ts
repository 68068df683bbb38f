import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createdAs, workspaceFixture } from '../../../test/support/fixtures.js';
import type { Method } from '../../../test/support/test-app.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { Pack } from './context-packs.schemas.js';
import { Context } from './contexts.schemas.js';

// Keys, scopes and workspaces on the contexts and context packs routes: another workspace's
// resource answers exactly as a missing one.

const t = testAppPerFile();

type Call = readonly [Method, string, unknown];

/** No key and a bad key are 401, no workspace a 400; `list` is the collection's URL. */
async function expectAuthRequired(a: TestAccount, list: string) {
  expectError(await t.request({ url: list, workspace: a.workspaceId }), 401, 'Invalid API key.');
  expectError(
    await t.request({ url: list, key: 'pk_bad', workspace: a.workspaceId }),
    401,
    'Invalid API key.',
  );
  expectError(await t.request({ url: list, key: a.key }), 400, /workspace id is required/);
}

/** Every write of a read key is a 403 naming the scope it lacks. */
async function expectWritesForbidden(reader: TestAccount, writes: Call[]) {
  for (const [method, url, body] of writes) {
    expectError(await t.call(reader, method, url, body), 403, /'write' is required/);
  }
}

/** From another workspace, each call is the 404 it would be were `id` missing. */
async function expectForeignLikeMissing(a: TestAccount, other: TestAccount, calls: Call[], id: string) {
  for (const [method, url, body] of calls) {
    const foreign = expectError(await t.call(other, method, url, body), 404);
    const missing = expectError(
      await t.call(a, method, url.replace(id, `${id.split('_')[0]}_missing`), body),
      404,
    );
    assert.equal(foreign, missing);
  }
}

describe('contexts', () => {
  test('no key 401, bad key 401, read key 403 on writes, no workspace 400, foreign workspace 403', async () => {
    const { owner: a, otherAccount: b, reader: r } = await workspaceFixture(t);
    const ctx = await createdAs(t, a, Context, '/v1/contexts/text', { name: 'secret', content: 'x' });
    const vUrl = `/v1/contexts/${ctx.context_id}/versions/${ctx.versions[0]!.version_id}`;
    await expectAuthRequired(a, '/v1/contexts');
    expectError(await t.request({ url: '/v1/contexts', key: a.key, workspace: b.workspaceId }), 403);

    assert.equal((await t.call(r, 'GET', `/v1/contexts/${ctx.context_id}`)).statusCode, 200);
    assert.equal((await t.call(r, 'GET', vUrl)).statusCode, 200);
    await expectWritesForbidden(r, [
      ['POST', '/v1/contexts/text', { name: 'x', content: 'x' }],
      ['POST', '/v1/contexts/file', { name: 'x', filename: 'a.txt', media_type: 'text/plain', data: 'eA==' }],
      ['PATCH', `/v1/contexts/${ctx.context_id}`, { name: 'y' }],
      ['DELETE', `/v1/contexts/${ctx.context_id}`, undefined],
      ['POST', `/v1/contexts/${ctx.context_id}/versions/text`, { content: 'x' }],
      ['PATCH', `${vUrl}/text`, { name: 'x' }],
      ['DELETE', vUrl, undefined],
      ['POST', '/v1/context/items/text', { name: 'x', content: 'x' }],
    ]);
  });

  test("another workspace's context is a 404, exactly like a missing one", async () => {
    const { owner: a, inOther: other } = await workspaceFixture(t);
    const ctx = await createdAs(t, a, Context, '/v1/contexts/text', { name: 'mine', content: 'x' });
    const vId = ctx.versions[0]!.version_id;
    const one = `/v1/contexts/${ctx.context_id}`;
    await expectForeignLikeMissing(
      a,
      other,
      [
        ['GET', one, undefined],
        ['PATCH', one, { name: 'x' }],
        ['DELETE', one, undefined],
        ['GET', `${one}/versions`, undefined],
        ['POST', `${one}/versions/text`, { content: 'x' }],
        ['GET', `${one}/versions/${vId}`, undefined],
        ['PATCH', `${one}/versions/${vId}/text`, { name: 'x' }],
        ['DELETE', `${one}/versions/${vId}`, undefined],
        ['GET', `${one}/versions/${vId}/content`, undefined],
        ['GET', `/v1/context/items/${ctx.context_id}`, undefined],
      ],
      ctx.context_id,
    );
    assert.deepEqual(parseAs(Type.Array(Context), await t.call(other, 'GET', '/v1/contexts')), []);
    // Nothing changed in the first workspace.
    assert.equal(parseAs(Context, await t.call(a, 'GET', `${one}?expand=versions`)).versions.length, 1);
    // A version id under another context of the same workspace is not found either.
    const second = await createdAs(t, a, Context, '/v1/contexts/text', { name: 'two', content: 'y' });
    expectError(await t.call(a, 'GET', `/v1/contexts/${second.context_id}/versions/${vId}`), 404);
  });
});

describe('context packs', () => {
  test('401s, read key 403 on writes, no workspace 400, another workspace 404', async () => {
    const { owner: a, reader: r, inOther: other } = await workspaceFixture(t);
    const c = await createdAs(t, a, Context, '/v1/contexts/text', { name: 'c', content: 'x' });
    const items = [{ context_id: c.context_id }];
    const pack = await createdAs(t, a, Pack, '/v1/context/packs', { name: 'p', items });
    const one = `/v1/context/packs/${pack.pack_id}`;
    const vUrl = `${one}/versions/${pack.versions[0]!.version_id}`;
    await expectAuthRequired(a, '/v1/context/packs');
    assert.equal((await t.call(r, 'GET', vUrl)).statusCode, 200);
    const writes: Call[] = [
      ['PATCH', one, { name: 'x' }],
      ['DELETE', one, undefined],
      ['POST', `${one}/versions`, { items }],
      ['PATCH', vUrl, { name: 'x' }],
      ['DELETE', vUrl, undefined],
    ];
    await expectWritesForbidden(r, [['POST', '/v1/context/packs', { name: 'x' }], ...writes]);
    await expectForeignLikeMissing(
      a,
      other,
      [['GET', one, undefined], ['GET', `${one}/versions`, undefined], ['GET', vUrl, undefined], ...writes],
      pack.pack_id,
    );
    assert.deepEqual(parseAs(Type.Array(Pack), await t.call(other, 'GET', '/v1/context/packs')), []);
  });
});
