// callApi against a real HTTPS server that resets a kept-alive connection when a second request
// arrives on it — what a request meets when the service closed the connection as idle (its
// keep-alive timeout) while this process was too busy to read the close (the fresh-clone CI saw
// `promptkeep prompts diff` fail so: "cannot reach …: read ECONNRESET").
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { after, before, test } from 'node:test';
import { tempDirsPerFile } from '../../test/support/temp-dirs.js';
import { loadTls } from '../lib/tls.js';
import { type ApiTarget, ConnectError, callApi } from './api-client.js';

const tempDir = tempDirsPerFile('pk-api-client-');
const seen: string[] = [];
const served = new WeakMap<Socket, number>();
let server: ReturnType<typeof createServer>;
let target: ApiTarget;

before(async () => {
  const tls = await loadTls(tempDir(), null, null);
  server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const n = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, n);
    // The second request on a connection: reset, unanswered (the service's idle close, raced).
    if (n === 2) return void req.socket.destroy();
    req.resume();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ n }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  target = { url: `https://localhost:${port}`, key: 'k', ca: tls.certPath, insecure: false };
});
after(() => server.close());

test('a safe request reset on a reused connection is sent again on a new one', async () => {
  seen.length = 0;
  assert.deepEqual((await callApi(target, 'GET', '/first')).body, { n: 1 });
  // Kept alive: the next request goes on the same connection, which the server resets.
  const second = await callApi(target, 'GET', '/second');
  assert.equal(second.status, 200);
  assert.deepEqual(second.body, { n: 1 }, 'answered on a new connection');
  assert.deepEqual(seen, ['GET /first', 'GET /second', 'GET /second']);
});

test('a write reset on a reused connection is not sent twice: the failure is reported', async () => {
  await callApi(target, 'GET', '/first'); // the POST then goes on this connection, kept alive
  seen.length = 0;
  await assert.rejects(callApi(target, 'POST', '/write', { a: 1 }), (e) => e instanceof ConnectError);
  assert.deepEqual(seen, ['POST /write']);
});
