import { createSign } from 'node:crypto';
import { egressRefusal } from './provider-egress.js';
import { GOOGLE_TOKEN_URL, type ServiceAccountKey } from './service-account-key.js';

/**
 * Access tokens for a Google service account, minted here rather than by google-auth-library:
 * that library sends its requests with its own HTTP client (gaxios), past the egress guard, to
 * URLs the credential document names. Here the JWT bearer grant (RFC 7523, Google's "OAuth 2.0
 * for server to server applications") is signed with node:crypto and posted to one fixed token
 * endpoint through the guarded fetch the provider's calls use. A token is reused until five
 * minutes before it expires; concurrent callers share one exchange.
 */

const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';
/** Google's longest assertion lifetime. */
const ASSERTION_LIFETIME_S = 3600;
const RENEW_BEFORE_MS = 5 * 60_000;
const TIMEOUT_MS = 30_000;

/** Why no token was obtained; `refused`: Google turned the key down (a credentials problem). */
export type GoogleTokenFailure = 'refused' | 'egress' | 'timeout' | 'upstream';

/** A failed exchange; the message is ours (Google's answer is never copied into it). */
export class GoogleTokenError extends Error {
  constructor(
    readonly failure: GoogleTokenFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GoogleTokenError';
  }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The signed assertion: header.claims.signature, RS256 with the key's private key. */
export function signAssertion(key: ServiceAccountKey, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(key.private_key_id ? { kid: key.private_key_id } : {}) };
  // The audience is Google's token endpoint, also when the exchange is sent elsewhere (tests).
  const claims = {
    iss: key.client_email,
    scope: SCOPE,
    aud: GOOGLE_TOKEN_URL,
    iat,
    exp: iat + ASSERTION_LIFETIME_S,
  };
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key.private_key);
  return `${input}.${base64url(signature)}`;
}

export interface GoogleTokenSource {
  /** A valid access token, exchanged when none is cached; rejects with GoogleTokenError. */
  token(): Promise<string>;
}

export function createGoogleTokenSource(deps: {
  key: ServiceAccountKey;
  /** The egress-guarded fetch (provider-egress.ts). */
  fetch: typeof fetch;
  /** GOOGLE_TOKEN_URL in production; tests name a fake. */
  tokenUrl: string;
  now?: () => number;
}): GoogleTokenSource {
  const now = deps.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function post(): Promise<Response> {
    const body = new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: signAssertion(deps.key, now()),
    });
    try {
      return await deps.fetch(deps.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      if (egressRefusal(error)) {
        throw new GoogleTokenError(
          'egress',
          "Google's token endpoint resolves to a non-public address, which this server refuses",
          { cause: error },
        );
      }
      const name = (error as { name?: string } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new GoogleTokenError(
          'timeout',
          `Google's token endpoint did not answer within ${TIMEOUT_MS / 1000} s`,
          {
            cause: error,
          },
        );
      }
      throw new GoogleTokenError('upstream', "Google's token endpoint could not be reached", {
        cause: error,
      });
    }
  }

  async function exchange(): Promise<string> {
    const response = await post();
    const status = response.status;
    const text = await response.text().catch(() => '');
    if (status >= 300 && status < 400) {
      throw new GoogleTokenError(
        'upstream',
        `Google's token endpoint answered with a redirect (HTTP ${status}), which is not followed`,
      );
    }
    // invalid_grant (400) for a deleted, disabled or wrong key; invalid_client (401).
    if (status === 400 || status === 401 || status === 403) {
      throw new GoogleTokenError(
        'refused',
        `Google's token endpoint refused the service account key (HTTP ${status}). Check that the key is ` +
          'valid and has not been deleted or disabled',
      );
    }
    if (status !== 200)
      throw new GoogleTokenError('upstream', `Google's token endpoint answered HTTP ${status}`);
    let answer: { access_token?: unknown; expires_in?: unknown } = {};
    try {
      answer = JSON.parse(text);
    } catch {
      // Reported below.
    }
    const token = answer?.access_token;
    // It goes into an Authorization header: visible ASCII only.
    if (typeof token !== 'string' || !/^[\x21-\x7e]{1,4096}$/.test(token)) {
      throw new GoogleTokenError(
        'upstream',
        "Google's token endpoint answered without a usable access token",
      );
    }
    const seconds = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 3600;
    cached = { token, expiresAt: now() + seconds * 1000 };
    return token;
  }

  return {
    async token() {
      if (cached && cached.expiresAt - RENEW_BEFORE_MS > now()) return cached.token;
      pending ??= exchange().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
