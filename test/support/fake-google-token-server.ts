import { createPublicKey, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ConnectionRecorder, startConnectionRecorder } from './connection-recorder.js';

/**
 * A fake of Google's OAuth 2.0 token endpoint for service accounts (the JWT bearer grant,
 * https://developers.google.com/identity/protocols/oauth2/service-account#httprest), over real
 * HTTP on 127.0.0.1: `POST /token` with `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer`
 * and `assertion=<JWT>`. The JWT must be RS256, signed by the private key of a registered service
 * account (`register`), with `iss` its client_email, `aud` https://oauth2.googleapis.com/token,
 * the cloud-platform scope and a lifetime of at most an hour. A good one gets
 * `{access_token, expires_in: 3599, token_type: "Bearer"}`; anything else Google's
 * `{error, error_description}` with 400.
 */
export interface ServiceAccountKey {
  type: 'service_account';
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  client_id: string;
  auth_uri: string;
  token_uri: string;
  auth_provider_x509_cert_url: string;
  client_x509_cert_url: string;
  universe_domain: string;
}

/** A service-account key with every field Google's console writes, under a fresh RSA key. */
export function makeServiceAccountKey(name = 'promptkeep-test'): ServiceAccountKey {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const email = `${name}@my-project.iam.gserviceaccount.com`;
  return {
    type: 'service_account',
    project_id: 'my-project',
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey,
    client_email: email,
    client_id: '1'.padEnd(21, '0'),
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: 'https://oauth2.googleapis.com/token',
    auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
    client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(email)}`,
    universe_domain: 'googleapis.com',
  };
}

export interface TokenExchange {
  /** The decoded JWT header and claims of the assertion. */
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  /** The access token answered, or null when refused. */
  issued: string | null;
}

export interface FakeGoogleTokenServer {
  /** `http://127.0.0.1:<port>/token` */
  tokenUrl: string;
  exchanges: TokenExchange[];
  /** Accepts assertions signed by `key` from now on. */
  register(key: ServiceAccountKey): void;
  close(): Promise<void>;
}

const GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const AUDIENCE = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';

const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

export async function startFakeGoogleTokenServer(): Promise<FakeGoogleTokenServer> {
  const publicKeys = new Map<string, string>(); // client_email → public key PEM
  const exchanges: TokenExchange[] = [];

  function check(form: URLSearchParams): { exchange: TokenExchange; problem: string | null } {
    const [h = '', c = '', s = ''] = (form.get('assertion') ?? '').split('.');
    let header: Record<string, unknown> = {};
    let claims: Record<string, unknown> = {};
    try {
      header = decode(h);
      claims = decode(c);
    } catch {
      return { exchange: { header, claims, issued: null }, problem: 'Invalid JWT.' };
    }
    const exchange: TokenExchange = { header, claims, issued: null };
    if (form.get('grant_type') !== GRANT) return { exchange, problem: 'Invalid grant_type.' };
    if (header.alg !== 'RS256') return { exchange, problem: 'Invalid JWT: alg must be RS256.' };
    const pem = publicKeys.get(String(claims.iss));
    if (!pem) return { exchange, problem: 'Invalid JWT: unknown issuer.' };
    const verify = createVerify('RSA-SHA256');
    verify.update(`${h}.${c}`);
    if (!verify.verify(pem, Buffer.from(s, 'base64url')))
      return { exchange, problem: 'Invalid JWT Signature.' };
    const now = Math.floor(Date.now() / 1000);
    const iat = Number(claims.iat);
    const exp = Number(claims.exp);
    if (claims.aud !== AUDIENCE) return { exchange, problem: 'Invalid JWT: aud.' };
    if (claims.scope !== SCOPE) return { exchange, problem: 'Invalid JWT: scope.' };
    if (!(iat <= now + 60 && exp > now && exp - iat <= 3600)) {
      return { exchange, problem: 'Invalid JWT: Token must be a short-lived token (60 minutes).' };
    }
    return { exchange, problem: null };
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/token') return send(404, { error: 'not_found' });
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return send(400, { error: 'invalid_request', error_description: 'Bad content type.' });
      }
      const { exchange, problem } = check(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      exchanges.push(exchange);
      if (problem) return send(400, { error: 'invalid_grant', error_description: problem });
      exchange.issued = `ya29.fake-${randomBytes(12).toString('base64url')}`;
      send(200, { access_token: exchange.issued, expires_in: 3599, token_type: 'Bearer' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    tokenUrl: `http://127.0.0.1:${port}/token`,
    exchanges,
    register(key) {
      publicKeys.set(
        key.client_email,
        createPublicKey(key.private_key).export({ type: 'spki', format: 'pem' }).toString(),
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Where a test of a service-account key's use can connect: a fake token server that knows `key`,
 * and a connection recorder (a destination that must see no connection, or answers as told).
 */
export async function startKeyEndpoints(
  key: ServiceAccountKey,
): Promise<{ google: FakeGoogleTokenServer; recorder: ConnectionRecorder }> {
  const [google, recorder] = await Promise.all([startFakeGoogleTokenServer(), startConnectionRecorder()]);
  google.register(key);
  return { google, recorder };
}
