import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
export type Reply = { status: number; headers?: Record<string, string>; body?: unknown };

/**
 * A plain HTTP server on loopback that answers what the test scripts (one reply per request, in
 * order; the last one repeats) and records what it was sent: for the client behaviours the real
 * service cannot be made to show on demand (a 503, a Retry-After of our choosing, an outage).
 */
export async function fakeServer(script: (seen: Seen, n: number) => Reply) {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      const reply = script(request, seen.length);
      const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        ...(text ? { 'content-type': 'application/json' } : {}),
        ...reply.headers,
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    seen,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const errorReply = (status: number, message: string, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'x-trace-id': 'req-fake', ...headers },
  body: { status_code: status, title: 'Error', message, trace_id: 'req-fake', event_id: null },
});
