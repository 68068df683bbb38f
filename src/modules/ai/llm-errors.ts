import { APICallError, RetryError } from 'ai';
import { DomainError } from '../../lib/domain-error.js';

export interface ErrorSubject {
  providerName: string;
  modelName: string;
  timeoutMs: number;
  /**
   * The account's own provider: provider messages are passed on (they help fix the provider's
   * settings). A platform provider's internals (hosts, upstream messages) are not shown.
   */
  detailedErrors: boolean;
}

const MAX_DETAIL = 300;

function withCause(error: DomainError, cause: unknown): DomainError {
  return Object.assign(error, { cause });
}

function unwrap(error: unknown): unknown {
  return RetryError.isInstance(error) ? (error.lastError ?? error) : error;
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

function detail(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_DETAIL ? `${oneLine.slice(0, MAX_DETAIL)}…` : oneLine;
}

/**
 * Maps a failed provider call to the service's errors: timeout → upstream_timeout (504); the
 * provider refusing our credentials → bad_request (400) naming the provider; anything else from
 * the provider (HTTP errors, unreachable host) → upstream_invalid (502).
 */
export function mapProviderError(error: unknown, subject: ErrorSubject, timedOut: boolean): DomainError {
  if (error instanceof DomainError) return error;
  const who = `The AI provider '${subject.providerName}'`;
  const cause = unwrap(error);
  if (timedOut || isAbort(cause)) {
    const seconds = Math.round((subject.timeoutMs / 1000) * 10) / 10;
    return withCause(
      new DomainError(
        'upstream_timeout',
        `${who} did not answer within ${seconds} s (model '${subject.modelName}'). No result was produced.`,
      ),
      error,
    );
  }
  if (APICallError.isInstance(cause)) {
    if (authFailure(cause)) {
      return withCause(
        new DomainError(
          'bad_request',
          `${who} rejected the credentials (HTTP ${cause.statusCode}). Check the provider's API key or access keys.`,
        ),
        error,
      );
    }
    const status = cause.statusCode ? `HTTP ${cause.statusCode}` : 'no HTTP response';
    const more = subject.detailedErrors ? `: ${detail(cause.message)}` : '.';
    return withCause(
      new DomainError(
        'upstream_invalid',
        `${who} failed for model '${subject.modelName}' (${status})${more}`,
      ),
      error,
    );
  }
  const more = subject.detailedErrors && cause instanceof Error ? `: ${detail(cause.message)}` : '.';
  return withCause(new DomainError('upstream_invalid', `${who} could not be used${more}`), error);
}
