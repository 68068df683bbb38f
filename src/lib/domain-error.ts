/**
 * The closed set of failures a service may report. Services throw these (never HTTP objects);
 * `errors.ts` maps each code to a status and the spec's error body in one table.
 */
export type ErrorCode =
  | 'bad_request'
  | 'invalid_api_key'
  | 'invalid_api_client'
  | 'unauthenticated'
  | 'forbidden'
  | 'token_limit_reached'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'precondition_failed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'rate_limited'
  | 'quota_exceeded'
  | 'upstream_invalid'
  | 'upstream_timeout'
  | 'unavailable'
  | 'internal';

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new DomainError('bad_request', message);
export const notFound = (what: string) => new DomainError('not_found', `${what} not found.`);
export const forbidden = (message: string) => new DomainError('forbidden', message);
