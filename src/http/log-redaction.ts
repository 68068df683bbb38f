import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are credentials: never written to a log. */
const SECRET_PARAMS = new Set(['api-key', 'api-client']);
export const REDACTED = '[redacted]';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * Replaces the value of every `api-key` / `api-client` query parameter in a URL or in free text
 * holding URLs (error messages). Names are compared decoded (`api%2Dkey` is what the query parser
 * turns into `api-key`, so auth would accept it), case-insensitively.
 */
export function redactUrl(text: string): string {
  return text.replace(/([?&;])([^=&#\s"'?;]*)=([^&#\s"';]*)/g, (whole, sep: string, name: string) =>
    SECRET_PARAMS.has(decodedName(name)) ? `${sep}${name}=${REDACTED}` : whole,
  );
}

type RawRequest = {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  headers?: Record<string, unknown>;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
};

/** Fastify's default request serializer, with the URL redacted. */
function serializeRequest(request: RawRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}

/** Errors: messages and stacks may quote a URL; Node's parse errors carry the raw request bytes. */
function serializeError(error: unknown) {
  if (!(error instanceof Error)) return error;
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Error',
    message: redactUrl(error.message),
    stack: error.stack === undefined ? undefined : redactUrl(error.stack),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'rawPacket' || key in out) continue;
    out[key] = typeof value === 'string' ? redactUrl(value) : value;
  }
  return out;
}

/**
 * The app's logger options with URL redaction: every request log line (`req`) and error (`err`)
 * goes through these serializers. `false` stays false (no logger).
 */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...(base.serializers ?? {}),
      req: serializeRequest as never,
      err: serializeError as never,
    },
  };
}
