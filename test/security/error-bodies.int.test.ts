import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Value } from 'typebox/value';
import { ErrorBody } from '../../src/http/errors.js';
import { createKey } from '../support/fixtures.js';
import {
  createLiveApp,
  type LiveApp,
  parseResponse,
  type RawResponse,
  readUntilClosed,
} from '../support/live-server.js';
import { ADMIN_KEY, expectError } from '../support/test-app.js';

// Issue 9, holes 10 and 11: every response, whatever answered it (route, Fastify's router, Node's
// parser), has the spec error body with a trace id, and the security headers.
const SECURITY = {
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  for (const [name, value] of Object.entries(SECURITY)) {
    assert.equal(headers[name], value, `${where}: ${name}`);
  }
}

function expectSpecBody(res: RawResponse, status: number, where: string) {
  assert.equal(res.status, status, `${where}: ${res.status} ${res.body}`);
  const body = JSON.parse(res.body);
  assert.ok(Value.Check(ErrorBody, body), `${where}: not the spec body: ${res.body}`);
  assert.deepEqual(Object.keys(body).sort(), ['event_id', 'message', 'status_code', 'title', 'trace_id']);
  assert.equal(body.status_code, status);
  assert.match(body.trace_id, /^req_/);
  assert.equal(res.headers['x-trace-id'], body.trace_id, `${where}: x-trace-id`);
  expectSecurityHeaders(res.headers, where);
}

/** Sends raw bytes on a fresh TLS connection and returns the one response. */
async function raw(t: LiveApp, bytes: string): Promise<RawResponse> {
  const socket = await t.connect();
  const reading = readUntilClosed(socket);
  socket.write(bytes);
  const { text } = await reading;
  return parseResponse(text);
}

describe('every response has the spec error body and the security headers', () => {
  let t: LiveApp;
  test('set-up', async () => {
    t = await createLiveApp();
  });

  test('router errors: bad percent-encoding (400), a path parameter over 100 chars (414)', async () => {
    const a = await t.account();
    const bad = await t.request({ url: '/v1/prompts/%zz', key: a.key, workspace: a.workspaceId });
    expectError(bad, 400, /percent-encoding/);
    expectSecurityHeaders(bad.headers, 'bad percent-encoding');
    const long = await t.request({ url: `/v1/prompts/prm_${'x'.repeat(200)}`, key: a.key });
    expectError(long, 414);
    expectSecurityHeaders(long.headers, '414');
  });

  test('404 for unknown routes; 405 with Allow for an API path with another method', async () => {
    const unknown = await t.request({ url: '/v1/nothing-here?api-key=abc' });
    expectError(unknown, 404, 'Route GET /v1/nothing-here not found.');
    expectSecurityHeaders(unknown.headers, '404');
    // Outside /v1 (health, the console's paths) another method stays a 404.
    const wrongMethod = await t.request({ method: 'DELETE', url: '/healthz' });
    expectError(wrongMethod, 404);
    expectSecurityHeaders(wrongMethod.headers, 'wrong method');
    const notAllowed = await t.request({ method: 'PUT', url: '/v1/tokens/count' });
    expectError(notAllowed, 405, 'Method PUT is not allowed on /v1/tokens/count; allowed: POST.');
    assert.equal(notAllowed.headers.allow, 'POST');
    expectSecurityHeaders(notAllowed.headers, '405');
  });

  test("Node's client errors over a real socket: headers over 16 KB (431), a malformed request (400)", async () => {
    const big = await raw(
      t,
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectSpecBody(big, 431, 'headers over 16 KB');
    const longUrl = await raw(t, `GET /healthz?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expectSpecBody(longUrl, 431, 'URL over 16 KB');
    const malformed = await raw(t, 'THIS IS NOT HTTP\r\n\r\n');
    expectSpecBody(malformed, 400, 'malformed request line');
    const badHeader = await raw(t, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expectSpecBody(badHeader, 400, 'malformed header');
    const badPath = await raw(
      t,
      'GET /v1/prompts/%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expectSpecBody(badPath, 400, 'bad percent-encoding over a socket');
  });

  test('success responses carry the security headers; responses with secrets are no-store', async () => {
    const health = await t.request({ url: '/healthz' });
    assert.equal(health.statusCode, 200);
    expectSecurityHeaders(health.headers, '/healthz');

    const created = await t.request({
      method: 'POST',
      url: '/v1/admin/accounts',
      key: ADMIN_KEY,
      body: { name: 'headers' },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.match(created.body, /"api_key":"pk_/);
    expectSecurityHeaders(created.headers, 'new account');

    const a = await t.account();
    const key = await t.request({
      method: 'POST',
      url: '/v1/account/keys',
      key: a.key,
      body: { name: 'k', scope: 'read' },
    });
    assert.equal(key.statusCode, 201, key.body);
    expectSecurityHeaders(key.headers, 'new key');
    await createKey(t, a, { name: 'k2', scope: 'write' });

    const denied = await t.request({ url: '/v1/account', key: 'pk_wrong' });
    expectError(denied, 401);
    expectSecurityHeaders(denied.headers, '401');
  });

  test('tear-down', async () => {
    await t.close();
  });
});
