import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { test } from 'node:test';
import { type GetHeaders, getHeaders } from './get-headers.js';

// The GET fast path reads its headers from `req.rawHeaders` (get-headers.ts), not `req.headers`:
// each value must be the one `req.headers` gives for the same request, whatever the case of the
// name and however often it is repeated, and a request announcing a body must be refused. Checked
// on a real server, against Node's own `req.headers` for the same request.

const NAMES: (keyof GetHeaders)[] = [
  'x-api-key',
  'x-request-id',
  'x-workspace-id',
  'x-api-client',
  'if-none-match',
  'accept-encoding',
];

/** Each request's `req.headers` and `getHeaders(req.rawHeaders)`, as one server saw them. */
async function seen(
  requests: string[][],
  body = '',
): Promise<{ node: IncomingHttpHeaders; ours: GetHeaders | null }[]> {
  const out: { node: IncomingHttpHeaders; ours: GetHeaders | null }[] = [];
  const server = createServer((req, res) => {
    out.push({ ours: getHeaders(req.rawHeaders), node: { ...req.headers } });
    req.resume();
    res.end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  // One connection, every request pipelined on it; the last closes it.
  const text = requests
    .map((lines, i) => {
      const close = i === requests.length - 1 ? ['Connection: close'] : [];
      return `${['GET /x HTTP/1.1', 'Host: h', ...lines, ...close, '', ''].join('\r\n')}${body}`;
    })
    .join('');
  await new Promise<void>((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    socket.on('data', () => {});
    socket.on('close', () => done());
    socket.on('error', fail);
  });
  await new Promise<void>((done) => server.close(() => done()));
  assert.equal(out.length, requests.length);
  return out;
}

test('getHeaders reads what req.headers holds: any case, repeated names joined, lists as sent', async () => {
  const requests = [
    ['X-Api-Key: k1', 'X-Workspace-Id: ws_1', 'If-None-Match: "p.1"'],
    ['x-api-key: k1', 'x-workspace-id: ws_1', 'if-none-match: W/"p.1"', 'accept-encoding: br'],
    ['X-API-KEY: k1', 'X-WORKSPACE-ID: ws_1', 'IF-NONE-MATCH: *', 'ACCEPT-ENCODING: gzip, br'],
    ['x-Api-kEy: k1', 'X-Request-Id: r-1', 'x-api-client: c1'],
    // Repeated: Node joins these names' values with ", " (x-…, If-None-Match, Accept-Encoding).
    ['X-Api-Key: k1', 'x-api-key: k2'],
    ['X-Api-Key: k1', 'X-Workspace-Id: ws_1', 'x-workspace-id: ws_2', 'X-WORKSPACE-ID: ws_3'],
    ['If-None-Match: "a"', 'if-none-match: W/"b", "c"', 'Accept-Encoding: gzip', 'accept-encoding: br'],
    ['X-Request-Id: a', 'X-Request-Id: b', 'X-Api-Client: c', 'x-api-client: d'],
    // An empty value first: Node still joins (", k1").
    ['X-Api-Key:', 'X-Api-Key: k1'],
    // Names that share a length with ours, and none of ours at all.
    ['X-Api-Kez: k1', 'X-Request-Ix: r', 'If-Nonematchx: "a"', 'Accept-Encodinx: br', 'Accept: */*'],
    [],
  ];
  for (const [i, { node, ours }] of (await seen(requests)).entries()) {
    assert.ok(ours !== null, `request ${i}`);
    for (const name of NAMES) assert.equal(ours[name], node[name], `request ${i}: ${name}`);
  }
});

test('getHeaders refuses a request that announces a body, in any case', async () => {
  const requests = [
    ['X-Api-Key: k1', 'Content-Length: 0'],
    ['X-Api-Key: k1', 'content-length: 0'],
    ['X-Api-Key: k1', 'CONTENT-TYPE: application/json'],
    ['X-Api-Key: k1', 'Content-Type: text/plain'],
  ];
  for (const [i, { ours }] of (await seen(requests)).entries()) assert.equal(ours, null, `request ${i}`);
  // Transfer-Encoding: chunked, with its (empty) body, on a connection of its own.
  const [chunked] = await seen([['X-Api-Key: k1', 'transfer-encoding: chunked']], '0\r\n\r\n');
  assert.equal(chunked?.ours, null);
});

test('getHeaders refuses more header lines than it reads; up to them it reads as Node does', async () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => `X-Filler-${i}: v`);
  const [under, over] = await seen([
    [...many(126), 'X-Api-Key: k1'],
    [...many(127), 'X-Api-Key: k1'],
  ]);
  // Host and the key make 128 lines (256 entries) under; 129 over.
  assert.equal(under?.ours?.['x-api-key'], 'k1');
  assert.equal(over?.ours, null);
});
