import { connect } from 'node:net';
import type { ResourceFixture } from './resource-fixture.js';

/**
 * Requests only a real socket can send: Node's HTTP parser refuses them before Fastify routes
 * anything (inject() bypasses that parser), and the answer must still be the spec's error body.
 */
export interface WireCase {
  name: string;
  requests(f: ResourceFixture): Buffer[];
}

const head = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');

function authed(f: ResourceFixture, path: string, extra: string[] = []) {
  return head([
    `GET ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `X-Api-Key: ${f.account.key}`,
    `X-Workspace-Id: ${f.workspaceId}`,
    'Connection: close',
    ...extra,
  ]);
}

export const WIRE_CASES: WireCase[] = [
  {
    name: 'headers over 16 KB (431)',
    requests: (f) => [
      authed(f, '/v1/prompts', [`X-Junk: ${'a'.repeat(20_000)}`]),
      authed(
        f,
        '/v1/prompts',
        Array.from({ length: 40 }, (_, i) => `X-Junk-${i}: ${'b'.repeat(1000)}`),
      ),
      authed(f, '/healthz', [`Cookie: ${'c=d; '.repeat(4000)}`]),
    ],
  },
  {
    name: 'URLs over 16 KB',
    requests: (f) => [
      authed(f, `/v1/prompts?expand=${'x'.repeat(20_000)}`),
      authed(f, `/v1/prompts/${f.ids.promptId}${'y'.repeat(20_000)}`),
    ],
  },
  {
    name: 'malformed requests (Node client errors)',
    requests: (f) => [
      Buffer.from('GARBAGE\r\n\r\n'),
      head(['GET /v1/prompts HTTP/9.9', 'Host: x']),
      head(['POST /v1/prompts HTTP/1.1', 'Host: x', 'Content-Length: abc']),
      head(['POST /v1/prompts HTTP/1.1', 'Host: x', 'Transfer-Encoding: chunked', 'Content-Length: 5']),
      head(['GET /v1/prompts HTTP/1.1', 'Host: x', 'NoColonHere']),
      head(['GET /v1/prompts HTTP/1.1', 'Host: x', `X-Api-Key: ${f.account.key}\u0000`]),
      Buffer.concat([
        Buffer.from('GET /v1/prompts/'),
        Buffer.from([0xff, 0x00, 0x20]),
        Buffer.from(' HTTP/1.1\r\n\r\n'),
      ]),
    ],
  },
];

/** Writes `raw`, reads until the server closes (or 5 s), and parses the status and the body. */
export function sendRaw(port: number, raw: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      const split = text.indexOf('\r\n\r\n');
      let body = split >= 0 ? text.slice(split + 4) : '';
      if (/\r\ntransfer-encoding: chunked/i.test(text.slice(0, split))) body = unchunk(body);
      resolve({ status, body });
    };
    const timer = setTimeout(done, 5000);
    socket.on('data', (c) => chunks.push(c));
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.write(raw);
  });
}

function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, eol), 16);
    if (!(size > 0)) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 4 + size);
  }
}
