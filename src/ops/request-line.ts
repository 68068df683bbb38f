import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { AnsweredRequest } from '../http/fast-path.js';
import { redactUrl } from '../http/log-redaction.js';

const {
  chindingsSym,
  endSym,
  hooksSym,
  lsCacheSym,
  messageKeySym,
  mixinSym,
  nestedKeySym,
  streamSym,
  timeSym,
} = pino.symbols;
// Symbols pino exports but does not type.
const { formattersSym, msgPrefixSym, needsMetadataGsym, stringifiersSym } = pino.symbols as unknown as Record<
  'formattersSym' | 'msgPrefixSym' | 'needsMetadataGsym' | 'stringifiersSym',
  symbol
>;

/** The request line's fields, in the order they are written (docs/operations.md, "Logs"). */
export function requestLineFields(r: AnsweredRequest) {
  return {
    method: r.method,
    route: r.route,
    // The concrete path too, with every credential redacted (docs/security.md).
    url: redactUrl(r.url),
    status: r.status,
    duration_ms: Math.round(r.elapsedMs * 100) / 100,
    account_id: r.ctx?.accountId ?? null,
    workspace_id: r.ctx?.workspaceId ?? null,
    key_id: r.ctx?.actor.id ?? null,
    ...(r.errorCode ? { error_code: r.errorCode } : {}),
  };
}

type Internals = Record<symbol, unknown>;

/**
 * The app's logger writes plain pino JSON: no mixin, hook, nested key, message prefix, log
 * formatter, redaction paths or metadata-reading stream (multistream) that `info` would apply.
 * Only then is the request line written by `writeRequestLine`; any other logger gets `info`.
 */
function plainPino(root: FastifyBaseLogger): boolean {
  const l = root as unknown as Internals;
  const stream = l[streamSym] as { write?: unknown } | undefined;
  const formatters = l[formattersSym] as { log?: unknown } | undefined;
  const hooks = l[hooksSym] as { streamWrite?: unknown } | undefined;
  const stringifiers = l[stringifiersSym] as object | undefined;
  return (
    typeof stream?.write === 'function' &&
    (stream as Internals)[needsMetadataGsym] !== true &&
    typeof l[timeSym] === 'function' &&
    typeof l[chindingsSym] === 'string' &&
    typeof l[lsCacheSym] === 'object' &&
    !l[mixinSym] &&
    !l[nestedKeySym] &&
    l[msgPrefixSym] === undefined &&
    formatters !== undefined &&
    !formatters.log &&
    !hooks?.streamWrite &&
    stringifiers !== undefined &&
    Object.getOwnPropertySymbols(stringifiers).length + Object.keys(stringifiers).length === 0
  );
}

const json = (v: string | null) => (v === null ? 'null' : JSON.stringify(v));

/**
 * The one line per request, as `log.info(requestLineFields(r), 'request')` writes it, built as one
 * string: pino's generic path (the object, its keys walked and each value stringified, its growing
 * line) was most of the line's cost at ~10,000 requests a second (bench/RESULTS.md, log33). `log` is
 * the request's child logger (its bindings: trace_id, and otel_trace_id/span_id when traced);
 * test/ops/request-line.test.ts holds it byte-identical to pino's own line. Returns null when the
 * app's logger is not plain pino (then the recorder calls `info`).
 */
export function requestLineWriter(root: FastifyBaseLogger) {
  if (!plainPino(root)) return null;
  const level = (root as unknown as { levels: { values: Record<string, number> } }).levels.values
    .info as number;
  const msg = `,${JSON.stringify((root as unknown as Internals)[messageKeySym])}:"request"`;
  return (log: FastifyBaseLogger, r: AnsweredRequest) => {
    const l = log as unknown as Internals;
    const ctx = r.ctx;
    const line =
      `${(l[lsCacheSym] as Record<number, string>)[level]}${(l[timeSym] as () => string)()}${l[chindingsSym]}` +
      `,"method":${json(r.method)},"route":${json(r.route)},"url":${json(redactUrl(r.url))}` +
      `,"status":${r.status},"duration_ms":${Math.round(r.elapsedMs * 100) / 100}` +
      `,"account_id":${json(ctx?.accountId ?? null)},"workspace_id":${json(ctx?.workspaceId ?? null)}` +
      `,"key_id":${json(ctx?.actor.id ?? null)}${r.errorCode ? `,"error_code":${json(r.errorCode)}` : ''}` +
      `${msg}${l[endSym]}`;
    (l[streamSym] as { write(s: string): unknown }).write(line);
  };
}
