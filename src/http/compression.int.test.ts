import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { testAppPerFile } from '../../test/support/test-app.js';
import { COMPRESS_MIN_BYTES, pickEncoding, registerCompression } from './compression.js';

const t = testAppPerFile();
const decode = { gzip: gunzipSync, br: brotliDecompressSync } as const;

describe('response compression', () => {
  test('a prompt list and the OpenAPI document round-trip through gzip and br', async () => {
    const a = await t.account();
    for (let i = 0; i < 3; i++) {
      const content = `Prompt ${i}: ${'Summarise the ticket in plain words, then list the actions. '.repeat(12)}`;
      assert.equal((await t.call(a, 'POST', '/v1/prompts', { name: `p${i}`, content })).statusCode, 201);
    }
    for (const url of ['/v1/prompts', '/v1/openapi.json']) {
      const plain = await t.call(a, 'GET', url);
      assert.equal(plain.statusCode, 200);
      assert.ok(plain.rawPayload.length >= COMPRESS_MIN_BYTES, `${url} is above the threshold`);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.match(String(plain.headers.vary), /accept-encoding/i);
      for (const coding of ['gzip', 'br'] as const) {
        const res = await t.call(a, 'GET', url, undefined, { 'accept-encoding': coding });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-encoding'], coding, `${url} ${coding}`);
        assert.match(String(res.headers.vary), /accept-encoding/i);
        assert.ok(res.rawPayload.length < plain.rawPayload.length / 2, `${url} ${coding} is smaller`);
        assert.deepEqual(decode[coding](res.rawPayload), plain.rawPayload);
      }
    }
  });

  test('nothing is compressed below the threshold or without Accept-Encoding', async () => {
    const a = await t.account();
    const small = await t.call(a, 'GET', '/v1/prompts', undefined, { 'accept-encoding': 'gzip, br' });
    assert.equal(small.statusCode, 200);
    assert.equal(small.body, '[]');
    assert.equal(small.headers['content-encoding'], undefined);
    const refused = await t.call(a, 'GET', '/v1/openapi.json', undefined, { 'accept-encoding': 'gzip;q=0' });
    assert.equal(refused.headers['content-encoding'], undefined);
    assert.equal(refused.headers['content-length'], String(refused.rawPayload.length));
    JSON.parse(refused.body);
  });

  test('streams and binary bodies pass through untouched', async () => {
    const app = Fastify({ logger: false });
    registerCompression(app);
    const bytes = Buffer.alloc(64 * 1024, 7);
    app.get('/png', async (_req, reply) => reply.type('image/png').send(bytes));
    app.get('/stream', async (_req, reply) => reply.type('text/plain').send(Readable.from([bytes])));
    for (const url of ['/png', '/stream']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], undefined, url);
      assert.deepEqual(res.rawPayload, bytes);
    }
    await app.close();
  });

  test('Accept-Encoding: q-values are honoured, br preferred on a tie', () => {
    assert.equal(pickEncoding(undefined), null);
    assert.equal(pickEncoding('identity'), null);
    assert.equal(pickEncoding('gzip, deflate, br'), 'br');
    assert.equal(pickEncoding('br;q=0.5, gzip'), 'gzip');
    assert.equal(pickEncoding('br;q=0, gzip;q=0'), null);
    assert.equal(pickEncoding('*'), 'br');
    assert.equal(pickEncoding('*, br;q=0'), 'gzip');
  });
});
