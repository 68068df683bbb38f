import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { connect as tlsConnect } from 'node:tls';
import { createLiveApp, type LiveApp, parseResponse, readUntilClosed } from '../support/live-server.js';
import { startTcpProxy } from '../support/tcp-proxy.js';

// Issue 9, hole 5: slow clients are cut off, connections are capped, and an early 401/404 closes
// the connection instead of reading the rest of the body. Short settings (1–2 s) keep the test
// quick; the assertions are about behaviour (closed or not), with generous bounds, never timing.
const LIMITS = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 2000,
  keepAliveTimeoutMs: 1000,
  maxConnections: 8,
};
// The server must have closed the connection well within this (the settings are 1–2 s).
const GENEROUS_MS = 20_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Writes `bytes` one at a time every `everyMs` until the socket closes or `bytes` run out. */
async function drip(
  socket: { write(b: string): boolean; destroyed: boolean },
  bytes: string,
  everyMs: number,
) {
  for (const byte of bytes) {
    if (socket.destroyed) return;
    socket.write(byte);
    await sleep(everyMs);
  }
}

describe('slow clients and connection caps', () => {
  let t: LiveApp;
  test('set-up', async () => {
    t = await createLiveApp({ settings: { hardening: LIMITS } });
  });

  test('a client that sends its headers slowly is cut off (408 in the spec body)', async () => {
    const socket = await t.connect();
    const reading = readUntilClosed(socket, GENEROUS_MS);
    void drip(socket, `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`, 100);
    const { text, closedByServer } = await reading;
    assert.ok(closedByServer, 'the server kept the connection open');
    const res = parseResponse(text);
    assert.equal(res.status, 408);
    assert.equal(JSON.parse(res.body).status_code, 408);
  });

  test('a request whose body drips in is cut off, with a valid key and route', async () => {
    const a = await t.account();
    const socket = await t.connect();
    const reading = readUntilClosed(socket, GENEROUS_MS);
    socket.write(
      `POST /v1/prompts HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${a.key}\r\n` +
        `X-Workspace-Id: ${a.workspaceId}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
    );
    void drip(socket, `{"name":"slow","content":"${'a'.repeat(900)}"}`, 100);
    const { closedByServer } = await reading;
    assert.ok(closedByServer, 'the server kept the connection open');
  });

  test('a connection that sends nothing after the handshake is closed', async () => {
    const socket = await t.connect();
    const { closedByServer } = await readUntilClosed(socket, GENEROUS_MS);
    assert.ok(closedByServer);
  });

  test('an early 401 closes the connection instead of reading the rest of the body', async () => {
    for (const path of ['/v1/prompts', '/v1/no-such-route']) {
      const socket = await t.connect();
      const reading = readUntilClosed(socket, GENEROUS_MS);
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: pk_wrong\r\nContent-Type: application/json\r\n` +
          'Content-Length: 100000\r\n\r\n{"name":',
      );
      const { text, closedByServer } = await reading;
      assert.ok(closedByServer, `${path}: the server waited for the body`);
      const res = parseResponse(text);
      assert.equal(res.status, path === '/v1/prompts' ? 401 : 404, res.body);
      assert.equal(res.headers.connection, 'close');
    }
  });

  test('connections over the cap are refused; the service answers again once they go', async () => {
    const open = [];
    for (let i = 0; i < LIMITS.maxConnections; i++) {
      const socket = await t.connect();
      socket.on('error', () => {});
      open.push(socket);
    }
    // One more: closed by the server (the TLS handshake fails or the socket ends at once).
    const refused = await t.connect().then(
      async (socket) => (await readUntilClosed(socket, GENEROUS_MS)).text,
      (error: Error) => `refused: ${error.message}`,
    );
    assert.ok(!refused.startsWith('HTTP/1.1 2'), refused);
    for (const socket of open) socket.destroy();
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      await sleep(50);
      const socket = await t.connect().catch(() => null);
      if (!socket) continue;
      const reading = readUntilClosed(socket, GENEROUS_MS);
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      const { text } = await reading;
      if (text.startsWith('HTTP/1.1')) status = parseResponse(text).status;
    }
    assert.equal(status, 200);
  });

  test('a TLS handshake that timed out gets no HTTP answer, even when it completes after', async () => {
    // The client's second flight (its Finished, then the request) reaches the server after the
    // server's handshake timeout.
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: t.port });
    proxy.holdAfterFirst(LIMITS.headersTimeoutMs + 300);
    const socket = tlsConnect({ host: '127.0.0.1', port: proxy.port, ca: t.ca, servername: 'localhost' });
    socket.on('error', () => {});
    // TLS 1.3: the client is secure once the server's flight arrives, and sends its request.
    socket.once('secureConnect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    const { text, closedByServer } = await readUntilClosed(socket, GENEROUS_MS);
    await proxy.close();
    assert.ok(closedByServer, 'the server kept the connection open');
    // Before: the 400 written on the TLS error waited for the handshake and came back as the
    // answer to this request ("The request is malformed").
    assert.equal(text, '', 'an answer the request did not cause');
  });

  test('tear-down', async () => {
    await t.close();
  });
});
