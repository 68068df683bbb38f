import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { storeFailure } from '../db/db-errors.js';
import { DomainError, type ErrorCode } from '../lib/domain-error.js';
import { largeBodyError } from './large-text-body.js';
import { SECURITY_HEADERS } from './security-headers.js';

/** One table from domain codes to HTTP status. */
const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  invalid_api_key: 401,
  invalid_api_client: 401,
  unauthenticated: 401,
  forbidden: 403,
  token_limit_reached: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  quota_exceeded: 429,
  upstream_invalid: 502,
  upstream_timeout: 504,
  unavailable: 503,
  internal: 500,
};

/** The HTTP status of a domain code (the MCP tools answer a refused call with the same body). */
export const statusOf = (code: ErrorCode): number => STATUS[code];

export const ErrorBody = Type.Object(
  {
    status_code: Type.Integer({ examples: [400] }),
    title: Type.String({ examples: ['Bad Request'] }),
    message: Type.String({ examples: ['body.name: must NOT have fewer than 1 characters.'] }),
    trace_id: Type.String({ description: 'The request id, also sent as the X-Trace-Id header.' }),
    event_id: Type.Null(),
  },
  { title: 'Error' },
);

export function errorBody(status: number, message: string, traceId: string) {
  return {
    status_code: status,
    title: STATUS_CODES[status] ?? 'Error',
    message,
    trace_id: traceId,
    event_id: null,
  };
}

function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  reply.headers(headers);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(errorBody(status, message, String(reply.request.id)));
}

type ValidationItem = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** Turns Ajv's first failure into a message that names the field and the rule. */
function describeValidation(
  error: FastifyError & { validation?: ValidationItem[]; validationContext?: string },
) {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'body';
  const path = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  let field = path ? `${where}.${path}` : where;
  let rule = first.message ?? 'is invalid';
  const params = first.params ?? {};
  if (typeof params.missingProperty === 'string') {
    field = `${field === where ? where : field}.${params.missingProperty}`;
    rule = 'is required';
  } else if (typeof params.additionalProperty === 'string') {
    field = `${field}.${params.additionalProperty}`;
    rule = 'is not an accepted property';
  } else if (Array.isArray(params.allowedValues)) {
    rule = `must be one of: ${params.allowedValues.join(', ')}`;
  }
  return `${field}: ${rule}.`;
}

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Request bodies must be JSON (Content-Type: application/json).'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length does not match the body.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The JSON body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The body is not valid JSON.'],
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((raised: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A large body whose literal is bad answers as its whole body's parse does, whatever came first.
    const error = (largeBodyError(request) as FastifyError | null) ?? raised;
    if (error instanceof DomainError) {
      const status = STATUS[error.code];
      if (status >= 500) request.log.error({ err: error }, 'domain error');
      return sendError(reply, status, error.message, error.headers);
    }
    if ((error as { validation?: unknown }).validation) {
      return sendError(reply, 400, describeValidation(error));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 400, 'The body is not valid JSON.');
    }
    const store = storeFailure(error);
    if (store) {
      request.log.error({ err: error }, 'database unavailable');
      return sendError(reply, STATUS[store.code], store.message, store.headers);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    // Internals never reach the client: the trace id links the response to the log line.
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'Internal server error.');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found.`),
  );
}

/**
 * Fastify's router errors (answered before any hook runs): bad percent-encoding in the path and
 * path parameters over the maximum length. Same body and headers as every other error.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers({ ...SECURITY_HEADERS, 'x-trace-id': String(request.id) });
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, 400, 'The URL path is not valid (bad percent-encoding).');
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 414, 'A path parameter is too long.');
  }
  request.log.error({ err: error }, 'router error');
  return sendError(reply, 500, 'Internal server error.');
}

/** Errors of the TLS layer: OpenSSL's (ERR_SSL_*, with a `library`) and Node's TLS codes. */
const isTlsError = (error: Error & { code?: string; library?: string }) =>
  error.library !== undefined || /^ERR_(SSL|TLS)_/.test(error.code ?? '');

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request did not arrive in time.'],
  HPE_HEADER_OVERFLOW: [431, 'The request line and headers are too large.'],
};

/**
 * Node's clientError (a request it could not parse, headers too large, a request that timed out):
 * there is no request object, so the answer is written to the socket by hand, in the spec body
 * with a trace id of its own, and the connection is closed.
 */
export function createClientErrorHandler(nextTraceId: () => string) {
  return function onClientError(
    this: { log: { debug(o: object, m: string): void } },
    error: Error & { code?: string },
    socket: Socket,
  ) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is malformed.'];
    const traceId = nextTraceId();
    this.log.debug({ err: error, trace_id: traceId }, 'client error');
    // A TLS failure (the https server passes tlsClientError on as clientError): there is no HTTP
    // connection to answer on. Bytes written now would wait for the handshake and, should it still
    // complete (a handshake timed out while the event loop was busy), reach the client as the
    // answer to the request it sends next. Node's own handling: the connection is destroyed.
    if (isTlsError(error)) return void socket.destroy();
    // As Node's own handler: nothing is written over a response already under way on this
    // connection (its peer would read our bytes as the rest of that response).
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) return void socket.destroy();
    const body = JSON.stringify(errorBody(status, message, traceId));
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
      'x-trace-id': traceId,
      ...SECURITY_HEADERS,
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    // A peer that never reads must not keep the socket: it goes after a second either way.
    setTimeout(() => socket.destroy(), 1000).unref();
  };
}
