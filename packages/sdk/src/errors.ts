/** The error body every API failure has (the spec's): status_code, title, message, trace_id, event_id. */
export interface ErrorBody {
  status_code?: number;
  title?: string;
  message?: string;
  trace_id?: string;
  event_id?: string | null;
}

/** A stable name per status, so callers can branch without remembering numbers. */
const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  412: 'precondition_failed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal',
  502: 'bad_gateway',
  503: 'unavailable',
  504: 'gateway_timeout',
};

/** An answer of the API with an error status. */
export class PromptkeepError extends Error {
  override readonly name: string = 'PromptkeepError';
  /** The HTTP status; 0 when no answer came (PromptkeepConnectionError). */
  readonly status: number;
  /** `bad_request`, `not_found`, `precondition_failed`, `rate_limited`, … (from the status). */
  readonly code: string;
  /** The request id the service logged the request under (X-Trace-Id, or the body's trace_id). */
  readonly traceId: string | null;
  readonly body: ErrorBody | null;
  readonly headers: Headers | null;
  /** When the answer said when to try again (Retry-After), in milliseconds. */
  readonly retryAfterMs: number | null;

  constructor(
    message: string,
    init: {
      status: number;
      code?: string;
      traceId?: string | null;
      body?: ErrorBody | null;
      headers?: Headers | null;
      retryAfterMs?: number | null;
      cause?: unknown;
    },
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code ?? CODES[init.status] ?? `http_${init.status}`;
    this.traceId = init.traceId ?? null;
    this.body = init.body ?? null;
    this.headers = init.headers ?? null;
    this.retryAfterMs = init.retryAfterMs ?? null;
  }
}

/** No answer at all: the service is unreachable, the connection failed, or the timeout passed. */
export class PromptkeepConnectionError extends PromptkeepError {
  override readonly name: string = 'PromptkeepConnectionError';
  constructor(message: string, code: 'connection_failed' | 'timeout', cause?: unknown) {
    super(message, { status: 0, code, cause });
  }
}

/** Builds the error for a non-2xx answer from its body (JSON error body, or whatever text came). */
export function errorFromResponse(res: Response, text: string, retryAfterMs: number | null): PromptkeepError {
  let body: ErrorBody | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as ErrorBody;
  } catch {
    // Not JSON (a proxy's page): the message says what came instead.
  }
  const message = body?.message ?? (text.trim().slice(0, 200) || `HTTP ${res.status}`);
  const traceId = res.headers.get('x-trace-id') ?? (body?.trace_id || null);
  return new PromptkeepError(message, {
    status: res.status,
    traceId,
    body,
    headers: res.headers,
    retryAfterMs,
  });
}
