import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import type { Socket } from 'node:net';

export interface ApiTarget {
  url: string;
  key: string;
  ca: string | null;
  insecure: boolean;
}

export interface ApiResponse {
  status: number;
  body: unknown;
  /** Response headers, lower-cased names (ETag, Link, X-Trace-Id, …). */
  headers: Record<string, string | string[] | undefined>;
}

/** A failure to talk to the service at all (not an API error): its message is shown as is. */
export class ConnectError extends Error {}

const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);
const TIMEOUT_MS = 60_000;

/** Turns a socket or TLS error into one sentence that says what to do. */
export function explain(error: Error & { code?: string }, target: ApiTarget): string {
  const where = new URL(target.url).origin;
  const code = error.code ?? '';
  if (TLS_CODES.has(code)) {
    const tried = target.ca ? ` (trusted: ${target.ca})` : '';
    return (
      `cannot verify the TLS certificate of ${where}: ${error.message}${tried}. Pass --ca FILE with the ` +
      "service's certificate (by default <data-dir>/tls/cert.pem), or --insecure to skip verification."
    );
  }
  if (code === 'ECONNREFUSED')
    return `cannot reach ${where}: connection refused. Is the service running there? (--url, PROMPTKEEP_URL)`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `cannot reach ${where}: the host name does not resolve (--url, PROMPTKEEP_URL).`;
  if (code === 'ETIMEDOUT' || code === 'PK_TIMEOUT')
    return `no answer from ${where} within ${TIMEOUT_MS / 1000} s.`;
  if (code === 'EPROTO' || /wrong version number|packet length/i.test(error.message))
    return `${where} does not speak HTTPS (${error.message}); the service is HTTPS only — check --url.`;
  return `cannot reach ${where}: ${error.message}`;
}

function readCa(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new ConnectError(`cannot read --ca ${path}: ${(error as Error).message}`);
  }
}

/** Tries of a request whose connection closed before TLS was set up (then nothing was sent). */
const TRIES = 3;
const RETRY_MS = 250;

/** Methods that change nothing (RFC 9110's safe methods): sent again when a reused connection was reset. */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A connection closed before its TLS handshake finished (the request never left), or a reused
 * keep-alive connection reset before any answer to a safe request: sent again on a new one.
 */
class NotConnected extends Error {
  constructor(override readonly cause: Error) {
    super(cause.message);
  }
}

/**
 * A minimal HTTPS JSON client for the CLI's thin commands (they never touch the database). A
 * connection the service closes during the TLS handshake (its handshake timeout on a busy server, a
 * restart) carried no request, so the request is sent again on a new one, up to TRIES times, for
 * any method. A keep-alive connection used again can meet the service closing it as idle (its
 * keep-alive timeout, 5 s by default, passed while this process was busy: the close was not read
 * yet): reset before any answer, a safe request (GET, HEAD, OPTIONS) is sent again too. Any other
 * failure is final (a write is never sent twice).
 */
export async function callApi(
  target: ApiTarget,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await callOnce(target, method, path, body, headers);
    } catch (error) {
      if (!(error instanceof NotConnected)) throw error;
      if (attempt >= TRIES) throw new ConnectError(explain(error.cause, target));
      await new Promise((r) => setTimeout(r, RETRY_MS * attempt));
    }
  }
}

/**
 * Sockets whose TLS handshake finished (a keep-alive socket is used again by a later request). Node
 * has no public flag for it: TLSSocket.getProtocol() names the protocol before the handshake too.
 */
const secured = new WeakSet<Socket>();

function callOnce(
  target: ApiTarget,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<ApiResponse> {
  const url = new URL(path, target.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const ca = target.ca ? readCa(target.ca) : undefined;
  return new Promise((resolve, reject) => {
    let handshaken = false;
    let answered = false;
    const req = request(
      url,
      {
        method,
        headers: {
          accept: 'application/json',
          ...headers,
          'x-api-key': target.key,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
        ...(ca ? { ca } : {}),
        rejectUnauthorized: !target.insecure,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: text ? JSON.parse(text) : null,
              headers: res.headers,
            });
          } catch {
            reject(
              new ConnectError(`${url.origin} answered HTTP ${res.statusCode} with a body that is not JSON.`),
            );
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'PK_TIMEOUT' })));
    req.on('socket', (socket) => {
      handshaken = secured.has(socket);
      if (!handshaken)
        socket.once('secureConnect', () => {
          secured.add(socket);
          handshaken = true;
        });
    });
    req.on('error', (error: Error & { code?: string }) => {
      const reset = error.code === 'ECONNRESET';
      const again = reset && (!handshaken || (req.reusedSocket && !answered && SAFE.has(method)));
      reject(again ? new NotConnected(error) : new ConnectError(explain(error, target)));
    });
    req.end(payload);
  });
}
