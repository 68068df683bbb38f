import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * A parameter name as auth could come to read it, or as a client meant it: percent-decoded until
 * it stops changing (`api%252Dkey`), `+` as a space, lower case, a `[…]` suffix dropped
 * (`api-key[]`, `api-key[0]`: array forms of the query parser) and separators removed, so
 * `api-key`, `api_key`, `apiKey`, `x-api-key` and `API%2DKEY` are one name.
 */
function normalizedName(raw: string): string {
  let name = raw.replaceAll('+', ' ');
  for (let i = 0; i < 4; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      break;
    }
    if (decoded === name) break;
    name = decoded;
  }
  return name
    .toLowerCase()
    .replace(/\[.*$/s, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Names whose values are credentials (`api-key`, `api-client` and their spellings): never logged. */
const isSecretName = (raw: string) => /(?:apikey|apiclient)$/.test(normalizedName(raw));

/**
 * `name=` after a `?`, `&` or `;` (query parameters, and `;name=value` parameters in a path, which
 * some clients and proxies use). A secret's value runs to the next `&`, `#`, space or quote —
 * over `;`, `/` and `?`, which querystring keeps in a value; another parameter's value ends at
 * `;` too, so a `;api-key=` inside it is still found.
 */
const PARAM = /([?&;])([^=&#\s"'?;/]*)=/g;
const SECRET_VALUE = /[^&#\s"']*/y;
const OTHER_VALUE = /[^&#\s"';]*/y;

/** Our API keys (`pk_` + 43 base64url characters), wherever they stand: a path, any parameter. */
const API_KEY = /pk_[A-Za-z0-9_-]{20,}/g;

/**
 * Replaces every credential in a URL or in free text holding URLs (error messages): the values of
 * `api-key` / `api-client` parameters in any spelling (repeated, array forms, percent-encoded
 * names, `;` path parameters), and anything shaped like one of our API keys.
 */
export function redactUrl(text: string): string {
  if (!/[?;]/.test(text) && !text.includes('pk_')) return text;
  let out = '';
  let at = 0;
  PARAM.lastIndex = 0;
  for (let match = PARAM.exec(text); match; match = PARAM.exec(text)) {
    const valueAt = match.index + match[0].length;
    const value = isSecretName(match[2] as string) ? SECRET_VALUE : OTHER_VALUE;
    value.lastIndex = valueAt;
    const end = valueAt + (value.exec(text)?.[0].length ?? 0);
    if (value === SECRET_VALUE) {
      out += `${text.slice(at, valueAt)}${REDACTED}`;
      at = end;
    }
    PARAM.lastIndex = Math.max(end, PARAM.lastIndex);
  }
  out += text.slice(at);
  return out.replace(API_KEY, REDACTED);
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
