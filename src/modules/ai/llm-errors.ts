import type { APICallError } from 'ai';
import { DomainError, type ErrorCode } from '../../lib/domain-error.js';
import { GoogleTokenError, type GoogleTokenFailure } from './google-access-token.js';
import { egressRefusal, findCause } from './provider-egress.js';

export interface ErrorSubject {
  providerName: string;
  modelName: string;
  timeoutMs: number;
  /**
   * The account's own provider: the kind of a connection failure is named (refused, unknown host,
   * TLS) to help fix its settings. A platform provider's internals are not shown. Upstream
   * bodies are never shown for either: they are logged with the error (`upstream`).
   */
  detailedErrors: boolean;
}

const LOGGED_BODY = 2000;

/**
 * The AI SDK's error classes, from the caller's `import('ai')`: the SDK is read on the first call,
 * not at start (bench/RESULTS.md, "Start-up").
 */
export type SdkErrors = Pick<typeof import('ai'), 'APICallError' | 'RetryError'>;

/** A failed Google token exchange's error: Google refusing the key is the caller's to fix (400). */
const GOOGLE_TOKEN_ERROR: Record<GoogleTokenFailure, ErrorCode> = {
  refused: 'bad_request',
  timeout: 'upstream_timeout',
  egress: 'upstream_invalid',
  upstream: 'upstream_invalid',
};

/** The error to throw, with what the log needs (the upstream answer) and the original cause. */
function withUpstream(error: DomainError, cause: unknown, upstream?: APICallError): DomainError {
  const extra = upstream
    ? {
        upstream: {
          status: upstream.statusCode,
          url: upstream.url,
          body: upstream.responseBody?.slice(0, LOGGED_BODY),
        },
      }
    : {};
  return Object.assign(error, { cause, ...extra });
}

function unwrap(sdk: SdkErrors, error: unknown): unknown {
  return sdk.RetryError.isInstance(error) ? (error.lastError ?? error) : error;
}

function isAbort(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

function authFailure(error: APICallError): boolean {
  if (error.statusCode === 401 || error.statusCode === 403) return true;
  // Google answers a bad key with 400 INVALID_ARGUMENT "API key not valid".
  return (
    error.statusCode === 400 && /api key not valid|API_KEY_INVALID/i.test(error.responseBody ?? error.message)
  );
}

/** Seconds the provider asked us to wait (Retry-After / retry-after-ms), if it said. */
export function retryAfterSeconds(sdk: SdkErrors, error: unknown): number | null {
  const cause = unwrap(sdk, error);
  if (!sdk.APICallError.isInstance(cause)) return null;
  const headers = cause.responseHeaders ?? {};
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms / 1000;
  const raw = headers['retry-after'];
  if (!raw) return null;
  const seconds = Number.parseFloat(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}

/** Which connection failure it was, in words (no addresses: they would map the network). */
function connectionFailure(error: unknown): string {
  let current = error as { code?: string; cause?: unknown; errors?: unknown[] } | undefined;
  for (let depth = 0; current && depth < 6; depth++) {
    const code = current.code ?? '';
    if (code === 'ECONNREFUSED') return 'the connection was refused';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'its host name does not resolve';
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'the connection was reset';
    if (/CERT|TLS|SSL/.test(code)) return 'the TLS handshake failed';
    current = (current.cause ?? current.errors?.[0]) as typeof current;
  }
  return 'it could not be reached';
}

/**
 * Maps a failed provider call to the service's errors: timeout → upstream_timeout (504); the
 * provider refusing our credentials → bad_request (400) naming the provider; a failed Google token
 * exchange (Vertex service account) → 400 when Google refused the key, else 502/504; an account
 * provider's base URL refused by the egress policy → bad_request (400) naming base_url (a platform
 * provider's → 502: the caller cannot change it); anything else from the provider (HTTP errors,
 * redirects, unreachable host) → upstream_invalid (502) with the upstream status and a fixed text.
 * Upstream response bodies never reach the client.
 */
export function mapProviderError(
  sdk: SdkErrors,
  error: unknown,
  subject: ErrorSubject,
  timedOut: boolean,
): DomainError {
  if (error instanceof DomainError) return error;
  const who = `The AI provider '${subject.providerName}'`;
  const cause = unwrap(sdk, error);
  const token = findCause(error, (e): e is GoogleTokenError => e instanceof GoogleTokenError);
  if (token) {
    const code = GOOGLE_TOKEN_ERROR[token.failure];
    const fix =
      token.failure === 'refused' && subject.detailedErrors
        ? ' (PATCH /v1/account/providers/{id} to replace it).'
        : '. No result was produced.';
    return withUpstream(
      new DomainError(code, `${who} could not get a Google access token: ${token.message}${fix}`),
      error,
    );
  }
  const refused = egressRefusal(error);
  if (refused && !subject.detailedErrors) {
    // A platform provider: the operator's setting, which the caller cannot change.
    return withUpstream(
      new DomainError(
        'upstream_invalid',
        `${who} could not be used: its address is refused by the egress policy (cloud metadata and reserved ` +
          'addresses are never reached). No result was produced.',
      ),
      error,
    );
  }
  if (refused) {
    return withUpstream(
      new DomainError(
        'bad_request',
        `${who} has a base_url that resolves to a non-public address, which this server refuses for account ` +
          'providers (the operator can allow private addresses with PROMPTKEEP_ALLOW_PRIVATE_PROVIDER_URLS). ' +
          'Change the base_url (PATCH /v1/account/providers/{id}).',
      ),
      error,
    );
  }
  if (timedOut || isAbort(cause)) {
    const seconds = Math.round((subject.timeoutMs / 1000) * 10) / 10;
    return withUpstream(
      new DomainError(
        'upstream_timeout',
        `${who} did not answer within ${seconds} s (model '${subject.modelName}'). No result was produced.`,
      ),
      error,
    );
  }
  if (sdk.APICallError.isInstance(cause) && cause.statusCode !== undefined) {
    const status = cause.statusCode;
    if (authFailure(cause)) {
      return withUpstream(
        new DomainError(
          'bad_request',
          `${who} rejected the credentials (HTTP ${status}). Check the provider's API key or access keys.`,
        ),
        error,
        cause,
      );
    }
    const wait = retryAfterSeconds(sdk, cause);
    const what =
      status < 300
        ? `returned a response that does not follow its API (HTTP ${status})`
        : status >= 300 && status < 400
          ? `answered with a redirect (HTTP ${status}), which is not followed`
          : status === 429
            ? `is rate limiting requests (HTTP 429${wait !== null ? `, retry after ${Math.ceil(wait)} s` : ''})`
            : `answered HTTP ${status}`;
    const headers: Record<string, string> = wait !== null ? { 'retry-after': String(Math.ceil(wait)) } : {};
    return withUpstream(
      new DomainError(
        'upstream_invalid',
        `${who} ${what} for model '${subject.modelName}'. No result was produced.`,
        headers,
      ),
      error,
      cause,
    );
  }
  const how = subject.detailedErrors ? `: ${connectionFailure(cause)}` : '';
  return withUpstream(
    new DomainError('upstream_invalid', `${who} could not be used${how}. No result was produced.`),
    error,
  );
}
