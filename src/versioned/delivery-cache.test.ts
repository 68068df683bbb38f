import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { Type } from 'typebox';
import type { RequestContext } from '../lib/request-context.js';
import { createDeliveryCache } from './delivery-cache.js';

// The cache's own rules, on a bare Fastify app whose one route reads a "prompt" held in a variable
// (the database's part is tested with two instances: test/scaling/prompt-delivery-cache.int.test.ts).
const ctx = { workspaceId: 'wrk_1', scope: 'read', actor: { type: 'api_key' } } as unknown as RequestContext;

async function harness(maxBytes: number) {
  const cache = createDeliveryCache({ maxBytes });
  const state = { revision: 1, reads: 0, probes: 0, bumpDuringRead: false };
  const app = Fastify();
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (req) => {
    req.ctx = ctx;
  });
  const body = Type.Object({ id: Type.String(), text: Type.String() });
  app.get<{ Params: { id: string } }>('/p/:id', { schema: { response: { 200: body } } }, (req, reply) =>
    cache.deliver(req, reply, {
      probe: async () => {
        state.probes++;
        return `"${req.params.id}.${state.revision}"`;
      },
      variant: 'prompt',
      read: async () => {
        state.reads++;
        const etag = `"${req.params.id}.${state.revision}"`;
        if (state.bumpDuringRead) state.revision++;
        return { etag, body: { id: req.params.id, text: `${req.params.id} `.repeat(600) } };
      },
    }),
  );
  await app.ready();
  return { app, cache, state };
}

test('kept by ETag: a hit reads nothing; a new revision is read again; If-None-Match is a 304', async () => {
  const { app, cache, state } = await harness(1 << 20);
  const first = await app.inject({ url: '/p/a' });
  const again = await app.inject({ url: '/p/a' });
  assert.equal(first.statusCode, 200);
  assert.equal(again.body, first.body);
  assert.equal(again.headers.etag, '"a.1"');
  assert.equal(again.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal(state.reads, 1);
  state.revision = 2;
  assert.equal((await app.inject({ url: '/p/a' })).headers.etag, '"a.2"');
  assert.equal(state.reads, 2);
  const notModified = await app.inject({ url: '/p/a', headers: { 'if-none-match': '"a.2"' } });
  assert.equal(notModified.statusCode, 304);
  assert.equal(notModified.body, '');
  assert.equal(state.reads, 2);
  // br made once, then kept; it decodes to the plain bytes.
  const br = await app.inject({ url: '/p/a', headers: { 'accept-encoding': 'br' } });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(brotliDecompressSync(br.rawPayload).toString(), first.body);
  const before = cache.stats().bytes;
  await app.inject({ url: '/p/a', headers: { 'accept-encoding': 'br' } });
  assert.equal(cache.stats().bytes, before);
  await app.close();
});

test('a revision that moves during the read is answered but not kept', async () => {
  const { app, cache, state } = await harness(1 << 20);
  state.bumpDuringRead = true;
  const res = await app.inject({ url: '/p/a' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers.etag, '"a.1"');
  assert.equal(cache.stats().entries, 0);
  state.bumpDuringRead = false;
  await app.inject({ url: '/p/a' });
  assert.equal(cache.stats().entries, 1);
  await app.close();
});

test('bounded: the least recently used entries leave first', async () => {
  // Each body is ~1.2 KB (over the compression minimum): room for three.
  const { app, cache, state } = await harness(4000);
  for (const id of ['a', 'b', 'c']) await app.inject({ url: `/p/${id}` });
  await app.inject({ url: '/p/a' }); // a is now the most recently used
  await app.inject({ url: '/p/d' }); // b leaves
  assert.ok(cache.stats().bytes <= 4000);
  const reads = state.reads;
  await app.inject({ url: '/p/a' });
  assert.equal(state.reads, reads);
  await app.inject({ url: '/p/b' });
  assert.equal(state.reads, reads + 1);
  await app.close();
});

test('a read whose ETag is the revision answers a current If-None-Match from the probe, kept or not', async () => {
  const cache = createDeliveryCache({ maxBytes: 1 << 20 });
  let reads = 0;
  const app = Fastify();
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (req) => {
    req.ctx = ctx;
  });
  const body = Type.Object({ id: Type.String() });
  app.get('/p', { schema: { response: { 200: body } } }, (req, reply) =>
    cache.deliver(req, reply, {
      probe: async () => '"p.3"',
      etagIsRevision: true,
      variant: null, // not kept (as a read with analyses expanded)
      read: async () => {
        reads++;
        return { etag: '"p.3"', body: { id: 'p' } };
      },
    }),
  );
  await app.ready();
  const notModified = await app.inject({ url: '/p', headers: { 'if-none-match': '"p.3"' } });
  assert.equal(notModified.statusCode, 304);
  assert.equal(notModified.headers.etag, '"p.3"');
  assert.equal(reads, 0);
  const stale = await app.inject({ url: '/p', headers: { 'if-none-match': '"p.2"' } });
  assert.equal(stale.statusCode, 200);
  assert.equal(reads, 1);
  assert.equal(cache.stats().entries, 0);
  await app.close();
});

test("the fast path's shortcut to a URL's last key: same workspace, same revision, still kept", async () => {
  // DeliveryRoute.last skips building the key; each of its conditions is one a wrong answer needs.
  const { app, cache, state } = await harness(4000);
  await app.inject({ url: '/p/a' });
  await app.inject({ url: '/p/a' }); // a hit: the URL is now one the fast path answers
  const route = cache.fast.routeOf('/p/a');
  assert.ok(route);
  const plain = (await cache.fast.answer(route, ctx, {}))?.body?.toString();
  assert.equal(plain, (await app.inject({ url: '/p/a' })).body);
  assert.ok(route.last.get('wrk_1'), 'the hit is remembered on the route');
  // Made once and given again: its headers as Fastify's reply sets them, Content-Length last, and
  // left as they were by the fast path's sending (it copies them into each answer's own list).
  const kept = await cache.fast.answer(route, ctx, {});
  assert.deepEqual(kept?.headers, [
    'etag',
    (await app.inject({ url: '/p/a' })).headers.etag,
    'content-type',
    'application/json; charset=utf-8',
    'vary', // a body large enough to compress, asked for without Accept-Encoding
    'Accept-Encoding',
    'content-length',
    String(Buffer.byteLength(plain ?? '')),
  ]);
  assert.equal(await cache.fast.answer(route, ctx, {}), kept);
  // Another workspace with the same revision string: not this workspace's bytes.
  const other = { ...ctx, workspaceId: 'wrk_2' } as RequestContext;
  assert.equal(await cache.fast.answer(route, other, {}), null);
  assert.equal((await cache.fast.answer(route, ctx, {}))?.body?.toString(), plain);
  // A new revision: not the old bytes.
  state.revision = 2;
  assert.equal(await cache.fast.answer(route, ctx, {}), null);
  state.revision = 1;
  assert.equal((await cache.fast.answer(route, ctx, {}))?.body?.toString(), plain);
  // Evicted (room for three): not kept any more, so not answered from the route either.
  for (const id of ['b', 'c', 'd']) await app.inject({ url: `/p/${id}` });
  assert.equal(await cache.fast.answer(route, ctx, {}), null);
  // A 304 needs no bytes: the ETag the route kept for this workspace and revision still answers it,
  // and only it (not another workspace's, not once the revision moved, not another tag).
  const current = { 'if-none-match': '"a.1"' };
  assert.deepEqual(await cache.fast.answer(route, ctx, current), {
    status: 304,
    headers: ['etag', '"a.1"'],
    body: null,
  });
  assert.equal(await cache.fast.answer(route, other, current), null);
  assert.equal(await cache.fast.answer(route, ctx, { 'if-none-match': '"a.0"' }), null);
  state.revision = 2;
  assert.equal(await cache.fast.answer(route, ctx, current), null);
  await app.close();
});
