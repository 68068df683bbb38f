import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Agent, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { connect, type TLSSocket } from 'node:tls';
import { loadTls } from '../../src/lib/tls.js';
import { createTestApp, standIn, type TestAppOptions } from './test-app.js';

/** A test app listening with HTTPS on a loopback port (for tests that need real sockets). */
export async function createLiveApp(options: TestAppOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'promptkeep-tls-'));
  const tls = await loadTls(dir, null, null);
  const t = await createTestApp({ ...options, https: { key: tls.key, cert: tls.cert } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  return {
    ...t,
    port,
    ca: tls.cert,
    /** A TLS connection to the app, resolved once the handshake is done. */
    connect: () => tlsConnect(port, tls.cert),
    async close() {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type LiveApp = Awaited<ReturnType<typeof createLiveApp>>;

/**
 * The set-up of a CLI test file: a live app (built in `before`, closed in `after`; `live` stands for
 * it as testAppPerFile's object does) and a temporary folder (`dir`, removed after) holding its CA
 * certificate (`caFile`), which the commands are given.
 */
export function liveAppPerFile(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const caFile = join(dir, 'cert.pem');
  let app: LiveApp | undefined;
  before(async () => {
    app = await createLiveApp();
    writeFileSync(caFile, app.ca);
  });
  after(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { live: standIn(() => app), dir, caFile };
}

export function tlsConnect(port: number, ca: string): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, ca, servername: 'localhost' }, () => resolve(socket));
    socket.once('error', reject);
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Everything the server sends until it closes the connection (or `limitMs` passes). */
export function readUntilClosed(
  socket: TLSSocket,
  limitMs = 60_000,
): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ text, closedByServer });
    };
    const timer = setTimeout(() => {
      finish(false);
      socket.destroy();
    }, limitMs);
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

/** Parses the first HTTP/1.1 response in `text` (Content-Length bodies only). */
export function parseResponse(text: string): RawResponse {
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) throw new Error(`no complete response in ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const body = Buffer.from(text.slice(split + 4), 'utf8')
    .subarray(0, length)
    .toString('utf8');
  return { status: Number(statusLine?.split(' ')[1]), headers, body };
}

/** A GET's answer over a real socket: headers in the order sent (Date and X-Trace-Id values blanked). */
export interface LiveAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
  traceId: string;
}

/** GET `url` from a live app over HTTPS (through its server's request listener, as clients do). */
export function liveGet(
  app: { port: number; ca: string },
  url: string,
  headers: Record<string, string>,
  agent?: Agent,
): Promise<LiveAnswer> {
  return liveSend(app, { method: 'GET', url, headers }, agent);
}

/** A request with an optional body (sent with its Content-Length), as liveGet sends a GET. */
export function liveSend(
  app: { port: number; ca: string },
  r: { method: string; url: string; headers: Record<string, string>; body?: string },
  agent?: Agent,
): Promise<LiveAnswer> {
  return new Promise((resolve, reject) => {
    const tls = agent ? { agent } : { ca: app.ca, servername: 'localhost', agent: false };
    const { method, url: path } = r;
    const headers =
      r.body === undefined
        ? r.headers
        : { ...r.headers, 'content-length': String(Buffer.byteLength(r.body)) };
    const req = request({ host: '127.0.0.1', port: app.port, method, path, headers, ...tls }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = (res.rawHeaders[i] as string).toLowerCase();
          pairs.push([
            name,
            name === 'date' || name === 'x-trace-id' ? '' : (res.rawHeaders[i + 1] as string),
          ]);
        }
        const traceId = String(res.headers['x-trace-id']);
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks), traceId });
      });
    });
    req.on('error', reject);
    req.end(r.body);
  });
}
