import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver took: headers, raw body, and whether the library verified it. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  verified: boolean;
  /** The parsed body (when it verified). */
  event: {
    type: string;
    id: string;
    timestamp: string;
    workspace_id: string;
    actor: unknown;
    data: Record<string, unknown>;
  } | null;
}

/**
 * A webhook receiver on loopback (node:http) that verifies each request with the `standardwebhooks`
 * library under the secret it is given (202 when valid, 400 otherwise), as a customer's would.
 * `stop()` closes the port (connections refused: the receiver is down); `start()` listens again on
 * the same port.
 */
export async function startReceiver() {
  const received: Received[] = [];
  let secret: string | null = null;
  /** Requests still to take and never answer (a receiver hanging mid-delivery). */
  let hold = 0;
  let port = 0;
  let server: Server | null = null;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          let event: Received['event'] = null;
          try {
            if (!secret) throw new Error('no secret');
            event = new Webhook(secret).verify(
              body,
              req.headers as Record<string, string>,
            ) as Received['event'];
          } catch {
            event = null;
          }
          received.push({ headers: req.headers, body, verified: event !== null, event });
          if (hold > 0) {
            hold--;
            return; // no answer: the sender waits (until its timeout, or its death)
          }
          res.writeHead(event ? 202 : 400, { 'content-type': 'text/plain' });
          res.end(event ? 'ok' : 'bad signature: a body the service must not keep');
        });
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  await listen();
  return {
    received,
    get url() {
      return `http://127.0.0.1:${port}/hook`;
    },
    setSecret(s: string) {
      secret = s;
    },
    /** The next `n` requests are taken and never answered. */
    holdNext(n: number) {
      hold = n;
    },
    verifiedOf(type: string) {
      return received.filter((r) => r.verified && r.event?.type === type);
    },
    start: listen,
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = null;
        if (!s) return resolve();
        s.closeAllConnections();
        s.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Polls `check` until it returns a value that is not undefined/false (no timed assertion: the test runner's timeout bounds it). */
export async function waitUntil<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  everyMs = 20,
): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
