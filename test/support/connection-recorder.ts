import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach } from 'node:test';

/**
 * An HTTP server on 127.0.0.1 that records every TCP connection and every request it gets, and
 * answers each request with `status` and a body holding `canary` (or a redirect to `redirectTo`).
 * Egress tests point a destination the service must never reach at it and assert that
 * `connections` stays 0; the canary lets them check that an upstream answer is never echoed.
 */
export interface RecordedHit {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ConnectionRecorder {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** TCP connections accepted so far. */
  connections: number;
  hits: RecordedHit[];
  /** A string in every answer body: finding it in a response to the client means upstream content leaked. */
  canary: string;
  /** Status of the answers (default 200); a 3xx with `redirectTo` sends `Location: <redirectTo>`. */
  status: number;
  redirectTo: string | null;
  reset(): void;
  close(): Promise<void>;
}

export async function startConnectionRecorder(): Promise<ConnectionRecorder> {
  const canary = `canary-${Math.random().toString(36).slice(2)}`;
  const state = {
    connections: 0,
    hits: [] as RecordedHit[],
    status: 200,
    redirectTo: null as string | null,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.hits.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (state.redirectTo) headers.location = state.redirectTo;
      res.writeHead(state.status, headers);
      // A body in the shapes the SDKs and token clients read messages from, all carrying the canary.
      res.end(
        JSON.stringify({
          error: { message: canary, code: canary, status: canary },
          error_description: canary,
          access_token: canary,
          expires_in: 3600,
        }),
      );
    });
  });
  server.on('connection', () => {
    state.connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    canary,
    get connections() {
      return state.connections;
    },
    get hits() {
      return state.hits;
    },
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    get redirectTo() {
      return state.redirectTo;
    },
    set redirectTo(value: string | null) {
      state.redirectTo = value;
    },
    reset() {
      state.connections = 0;
      state.hits.length = 0;
      state.status = 200;
      state.redirectTo = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The usual pair of an egress test file: `first`, where the destinations under test point (a test
 * makes it answer a redirect to `second`), and `second`, which must see no connection. Reset before
 * each test, closed after the file; the file's own `before` awaits `started()` before configuring
 * its app with their URLs (root hooks do not wait for one another).
 */
export function connectionRecordersPerFile() {
  let starting: Promise<void> | undefined;
  const pair = {
    first: undefined as unknown as ConnectionRecorder,
    second: undefined as unknown as ConnectionRecorder,
    started() {
      starting ??= Promise.all([startConnectionRecorder(), startConnectionRecorder()]).then(([a, b]) => {
        pair.first = a;
        pair.second = b;
      });
      return starting;
    },
  };
  before(() => pair.started());
  after(() => Promise.all([pair.first.close(), pair.second.close()]));
  beforeEach(() => {
    pair.first.reset();
    pair.second.reset();
  });
  return pair;
}
