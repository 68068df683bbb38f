import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { expectError, testAppPerFile } from '../../test/support/test-app.js';
import { registerErrorHandling } from './errors.js';

const t = testAppPerFile();

describe('errors', () => {
  test('unknown routes get the spec error body with a trace id', async () => {
    const res = await t.request({ url: '/v1/nope' });
    expectError(res, 404, 'Route GET /v1/nope not found.');
    assert.match(String(res.headers['x-trace-id']), /^req_/);
  });

  test('a 500 never shows internals', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });
    const res = await app.inject({ url: '/boom' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), {
      status_code: 500,
      title: 'Internal Server Error',
      message: 'Internal server error.',
      trace_id: String(res.json().trace_id),
      event_id: null,
    });
    assert.ok(!res.body.includes('hunter2'));
    await app.close();
  });
});

describe('health', () => {
  test('/healthz and /readyz answer without a key', async () => {
    assert.deepEqual((await t.request({ url: '/healthz' })).json(), { status: 'ok' });
    assert.deepEqual((await t.request({ url: '/readyz' })).json(), { status: 'ready' });
  });
});

describe('GET /v1/openapi.json', () => {
  test('is a valid OpenAPI 3.1 document listing every registered route', async () => {
    const res = await t.request({ url: '/v1/openapi.json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.equal(doc.openapi, '3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc);
    assert.equal(result.valid, true, JSON.stringify(result.errors)?.slice(0, 2000));

    const missing = t.routes
      .filter((r) => r.method !== 'HEAD' && r.url !== '/v1/openapi.json')
      .filter((r) => {
        const path = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
        return !doc.paths?.[path]?.[r.method.toLowerCase()];
      })
      .map((r) => `${r.method} ${r.url}`);
    assert.deepEqual(missing, []);
    assert.ok(doc.components.securitySchemes.apiKey);
    // Every authenticated operation documents the spec's error body.
    const count = doc.paths['/v1/tokens/count'].post;
    assert.ok(count.responses['400'] && count.responses['401'] && count.responses['429']);
  });
});
