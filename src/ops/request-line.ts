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

/**
 * What JSON.stringify escapes in a string: `"`, `\\`, control characters (any surrogate is left to
 * it too: it escapes a lone one and keeps a pair).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const ESCAPED = /[\u0000-\u001f"\\\ud800-\udfff]/;

/**
 * A string as JSON.stringify writes it: quoted as it is when it holds nothing JSON.stringify escapes
 * (the ids, routes and most URLs), else JSON.stringify's. One JSON.stringify of a short string cost
 * ~0.2–0.35 µs here, and a fast 304's line made seven (bench/RESULTS.md, h306); the test ~0.03–0.1.
 */
const json = (v: string | null) => (v === null ? 'null' : ESCAPED.test(v) ? JSON.stringify(v) : `"${v}"`);

/**
 * The binding the request's logger carries its id under: Fastify's request child (app.ts's
 * `requestIdLogLabel`) and the fast paths' (http/fast-paths.ts) are both `child({ trace_id: id })`.
 */
export const REQUEST_ID_BINDING = 'trace_id';

/** What a child's bindings are compared with once (requestLineWriter): an id as the app makes them. */
const PROBE_ID = 'req_01JDXAMPLE0000000000000000';

/**
 * The one line per request, as `log.info(requestLineFields(r), 'request')` writes it, built as one
 * string: pino's generic path (the object, its keys walked and each value stringified, its growing
 * line) was most of the line's cost at ~10,000 requests a second (bench/RESULTS.md, log33);
 * test/ops/request-line.test.ts holds it byte-identical to pino's own line. Null when the app's
 * logger is not plain pino (then the recorder calls `info`).
 *
 * `line(log, r)` writes `log`'s line (the request's logger: a child of the app's with the request id,
 * and otel_trace_id/span_id when traced). `lineFor(id, r)` writes the line of the app's request
 * child for `id` (`root.child({ trace_id: id })`) without making it: a pino child per answer (an
 * object made over the root, its formatters rebuilt, its bindings serialized) was a tenth of the
 * fast path's logged 304 (bench/RESULTS.md, h306). Its bindings are the root's and `,"trace_id":`
 * with the id as JSON when pino's own child has exactly those (no serializer, bindings formatter or
 * onChild hook in the way): checked here once on a child made for the purpose; else a child is made.
 */
export function requestLineWriter(root: FastifyBaseLogger) {
  if (!plainPino(root)) return null;
  const rootl = root as unknown as Internals;
  const level = (root as unknown as { levels: { values: Record<string, number> } }).levels.values
    .info as number;
  const msg = `,${JSON.stringify(rootl[messageKeySym])}:"request"`;
  const write = (l: Internals, bindings: string, r: AnsweredRequest) => {
    const ctx = r.ctx;
    const line =
      `${(l[lsCacheSym] as Record<number, string>)[level]}${(l[timeSym] as () => string)()}${bindings}` +
      `,"method":${json(r.method)},"route":${json(r.route)},"url":${json(redactUrl(r.url))}` +
      `,"status":${r.status},"duration_ms":${Math.round(r.elapsedMs * 100) / 100}` +
      `,"account_id":${json(ctx?.accountId ?? null)},"workspace_id":${json(ctx?.workspaceId ?? null)}` +
      `,"key_id":${json(ctx?.actor.id ?? null)}${r.errorCode ? `,"error_code":${json(r.errorCode)}` : ''}` +
      `${msg}${l[endSym]}`;
    (l[streamSym] as { write(s: string): unknown }).write(line);
  };
  const childOf = (id: string) => root.child({ [REQUEST_ID_BINDING]: id });
  const onChild = (root as unknown as { onChild?: { name?: string } }).onChild;
  const direct =
    (onChild === undefined || onChild.name === 'noop') &&
    (childOf(PROBE_ID) as unknown as Internals)[chindingsSym] ===
      `${rootl[chindingsSym]},"${REQUEST_ID_BINDING}":${JSON.stringify(PROBE_ID)}`;
  const line = (log: FastifyBaseLogger, r: AnsweredRequest) => {
    const l = log as unknown as Internals;
    write(l, l[chindingsSym] as string, r);
  };
  const lineFor = (id: string, r: AnsweredRequest) => {
    if (!direct) return line(childOf(id), r);
    write(rootl, `${rootl[chindingsSym]},"${REQUEST_ID_BINDING}":${json(id)}`, r);
  };
  return { line, lineFor };
}
