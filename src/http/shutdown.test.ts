import assert from 'node:assert/strict';
import { test } from 'node:test';
import inject from 'light-my-request';
import { createTestApp, expectError } from '../../test/support/test-app.js';

// A request that still arrives while the app shuts down (on a connection opened before): Fastify's
// inject() refuses a closing app, so the request goes through the app's own request handler
// (`app.routing`), as the HTTP server would hand it over.
test('while shutting down: 503 in the spec error body, and the connection is closed', async () => {
  const t = await createTestApp();
  const before = await inject(t.app.routing, { method: 'GET', url: '/healthz' });
  assert.equal(before.statusCode, 200);
  const closing = t.close();
  try {
    await new Promise((resolve) => setImmediate(resolve));
    for (const url of ['/healthz', '/v1/prompts', '/no/such/route']) {
      const res = await inject(t.app.routing, { method: 'GET', url });
      expectError(res, 503, 'The service is shutting down; retry the request.');
      assert.equal(res.headers.connection, 'close');
    }
  } finally {
    await closing;
  }
});
