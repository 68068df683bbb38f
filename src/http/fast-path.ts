import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer, type ServerOptions } from 'node:https';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyContextConfig, FastifyServerOptions } from 'fastify';
import type { RequestContext } from '../lib/request-context.js';
import type { LimitsService } from '../limits/limits-service.js';
import { keyContext, keyContextNow } from './auth.js';
import type { AuthLookup } from './auth-lookup.js';
import { type GetHeaders, getHeaders } from './get-headers.js';
import { decideLimits, decideLimitsNow, handOverLimits, hasLimits, type LimitOutcome } from './limits.js';
import type { LimitPreset } from './route-config.js';
import { SECURITY_HEADERS } from './security-headers.js';

/** A URL the fast path may answer: what Fastify found for it when it answered it. */
export interface FastRoute {
  /** The route's template (the metrics' and the log line's `route`). */
  route: string;
  /** The route's config (auth, scope, limits), as the hooks read it. */
  config: FastifyContextConfig;
  /** The URL's query as Fastify parsed it (auth reads credentials there before the headers). */
  query: Record<string, unknown>;
}

/**
 * An answer the fast path sends as is: Fastify's answer to the same request, byte for byte. Made
 * once and given again by the delivery cache (a kept answer's): never changed once made.
 */
export interface FastAnswer {
  readonly status: 200 | 304;
  /**
   * The route's own headers as a flat [name, value, …] list, in the order Fastify's reply sets them
   * (after auth's and limits'), Content-Length last when there is a body (its length in bytes).
   */
  readonly headers: readonly string[];
  readonly body: Buffer | null;
  /**
   * The whole list the fast path sends for it without limits (the request id's place, the security
   * headers, then `headers`), made at its first send: each answer then copies it and sets its id.
   */
  sent?: readonly string[];
}

/**
 * A prompt's revision probe (modules/prompts/prompt-revisions.repo.ts): its current revision as
 * `"<id>.<revision>"`, undefined when there is no such prompt in the workspace; at once (not a
 * promise) while it is known current without a query.
 */
export type Probe = (ws: string) => string | undefined | Promise<string | undefined>;

/** Who answers from memory (the delivery cache: src/versioned/delivery-cache.ts). */
export interface FastAnswerer<R extends FastRoute> {
  routeOf(url: string): R | undefined;
  /**
   * The answer, after the route's own access checks; null (or a throw) to leave it to Fastify. At
   * once (not a promise) when everything it needs is in memory and known current.
   */
  answer(
    route: R,
    ctx: RequestContext,
    headers: IncomingHttpHeaders,
  ): FastAnswer | null | Promise<FastAnswer | null>;
}

/** One answered request, as the metrics and the log line take it (ops/observability.ts). */
export interface AnsweredRequest {
  method: string;
  route: string;
  url: string;
  status: number;
  elapsedMs: number;
  ctx: RequestContext | null;
  errorCode: string | null;
  /** Answered by the fast path (counted in promptkeep_http_fast_path_total too). */
  fast?: boolean;
}

type Timeout = 'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout';
export type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type Front = (req: IncomingMessage, res: ServerResponse, fastify: Handler) => void;

/**
 * The HTTP server Fastify runs on (its `serverFactory`), with a door in front of Fastify's request
 * handler: once `open(front)` is called, every request goes to `front` first, which answers it or
 * hands it to Fastify. Fastify is built before the fast path's parts (auth, limits, the delivery
 * cache), so the door starts shut (everything goes to Fastify) and opens when app.ts has them.
 */
export function createFrontDoor() {
  let front: Front | null = null;
  const serverFactory: NonNullable<FastifyServerOptions['serverFactory']> = (fastify, options) => {
    const handler: Handler = (req, res) => (front === null ? fastify(req, res) : front(req, res, fastify));
    const opts = options as { https?: ServerOptions | null } & Partial<Record<Timeout, number>>;
    // As Fastify builds its own (lib/server.js); server-limits.ts sets the timeouts after.
    const server = opts.https ? createHttpsServer(opts.https, handler) : createHttpServer(handler);
    if (opts.keepAliveTimeout) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout) server.requestTimeout = opts.requestTimeout;
    server.setTimeout(opts.connectionTimeout ?? 0);
    return server;
  };
  return {
    serverFactory,
    open: (f: Front) => {
      front = f;
    },
    shut: () => {
      front = null;
    },
  };
}

/** What every fast answer runs, as the hooks do: auth, limits, the security headers, the record. */
export interface FrontDeps {
  lookup: AuthLookup;
  limits: LimitsService;
  /** Fastify's genReqId (the caller's X-Request-Id when valid, else a new id). */
  requestId: (raw: IncomingMessage) => string;
  /** The same from the X-Request-Id header's value (the GET path reads it from `rawHeaders`). */
  requestIdOf: (given: string | string[] | undefined) => string;
  /** The request's logger, as Fastify makes it (a child of the app's with the request id). */
  logger: (requestId: string) => FastifyBaseLogger;
  record: (log: FastifyBaseLogger, answered: AnsweredRequest) => void;
  /** `record(logger(requestId), answered)`, the logger made only if the line needs it (ops/request-line.ts). */
  recordFor: (requestId: string, answered: AnsweredRequest) => void;
}

const authInput = (req: IncomingMessage, route: FastRoute, id: string, headers: IncomingHttpHeaders) => ({
  query: route.query,
  headers,
  requestId: id,
  ip: req.socket.remoteAddress ?? '',
  config: route.config,
});

/**
 * A request's context from its key: `keyContext`'s, at once when the key cache holds all it needs
 * (`keyContextNow`), else after it; null when auth refuses or fails (Fastify then answers it,
 * through its hooks). Auth reads `headers` (the request's, unless the GET path's from `rawHeaders`).
 */
export function authorize(
  deps: FrontDeps,
  req: IncomingMessage,
  route: FastRoute,
  key: string,
  id: string,
  headers: IncomingHttpHeaders = req.headers,
): RequestContext | Promise<RequestContext | null> {
  const input = authInput(req, route, id, headers);
  return keyContextNow(deps.lookup, key, input) ?? keyContext(deps.lookup, key, input).catch(() => null);
}

// The headers every answer starts with, as the onRequest hooks set them (the request id's first,
// its value at [1]): copied per answer, not built.
const START: readonly string[] = ['x-trace-id', '', ...Object.entries(SECURITY_HEADERS).flat()];

/**
 * The headers of an answer so far, as a flat [name, value, …] list (writeHead takes it as is, no
 * object built): the request id, the security headers, then the limits' (counted here once; at once
 * with the in-process store). null when the limits refuse: the decision is handed over to Fastify's
 * hook, which answers it.
 */
export function startHeaders(
  deps: FrontDeps,
  req: IncomingMessage,
  route: FastRoute,
  ctx: RequestContext,
  id: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): FastHeaders | null | Promise<FastHeaders | null> {
  const out: FastHeaders = START.slice();
  out[1] = id;
  // Most accounts have nothing to check: no promise, no wait. The in-process store decides at once.
  const preset = limitedPreset(route, ctx);
  if (preset === null) return out;
  const now = decideLimitsNow(ctx, preset, deps.limits, log);
  if (now !== undefined) return withLimits(req, ctx, out, now);
  return decideLimits(ctx, preset, deps.limits, log).then((decided) => withLimits(req, ctx, out, decided));
}

/** The route's preset when its limits apply to this account (startHeaders checks them), else null. */
function limitedPreset(route: FastRoute, ctx: RequestContext): Exclude<LimitPreset, 'none'> | null {
  const preset = route.config.limits ?? 'none';
  return preset !== 'none' && hasLimits(preset, ctx.limits) ? preset : null;
}

/** `headers` with the answer's own after them (null stays null: the limits refused). */
function addAnswer(headers: FastHeaders | null, answer: FastAnswer) {
  if (headers !== null)
    for (let i = 0; i < answer.headers.length; i++) headers.push(answer.headers[i] as string);
  return headers;
}

/** The headers with the limits' own; null when they refuse (the decision handed over to Fastify). */
function withLimits(req: IncomingMessage, ctx: RequestContext, out: FastHeaders, decided: LimitOutcome) {
  handOverLimits(req, ctx.accountId, decided); // applied as is should Fastify answer after all
  if (decided.error) return null;
  for (const [name, value] of decided.headers) out.push(name, value);
  return out;
}
export type FastHeaders = (string | number)[];

/** What `sendFast` and `writeFast` send: the status, headers, body, and the record's route and start. */
interface FastSend {
  status: number;
  headers: FastHeaders;
  body: Buffer | string | null;
  route: string;
  start: number;
}

/**
 * Writes the answer (headers and body in one write) and records it as the onResponse hook does. A
 * string body is UTF-8, `bytes` long when given (else measured here).
 */
export function sendFast(
  deps: FrontDeps,
  req: IncomingMessage,
  res: ServerResponse,
  a: FastSend & { bytes?: number },
  ctx: RequestContext,
  log: RequestLog,
) {
  const { body } = a;
  if (body !== null) {
    a.headers.push(
      'content-length',
      a.bytes ?? (typeof body === 'string' ? Buffer.byteLength(body) : body.length),
    );
  }
  writeFast(deps, req, res, a, ctx, log);
}

/**
 * The request's logger, or its id when none was made: the GET path without limits makes none (a
 * pino child per answer), and its line is written as that logger's (`FrontDeps.recordFor`).
 */
export type RequestLog = FastifyBaseLogger | string;

/** sendFast once the headers are complete (Content-Length among them when there is a body). */
function writeFast(
  deps: FrontDeps,
  req: IncomingMessage,
  res: ServerResponse,
  a: FastSend,
  ctx: RequestContext,
  log: RequestLog,
) {
  res.writeHead(a.status, a.headers as string[]);
  res.end(a.body ?? undefined);
  const answered: AnsweredRequest = {
    method: req.method ?? '',
    route: a.route,
    url: req.url ?? '',
    status: a.status,
    elapsedMs: performance.now() - a.start,
    ctx,
    errorCode: null,
    fast: true,
  };
  if (typeof log === 'string') deps.recordFor(log, answered);
  else deps.record(log, answered);
}

/** A fast answerer of one method: takes the request (true) or leaves it to Fastify (false). */
export type FastMethod = (
  req: IncomingMessage,
  res: ServerResponse,
  fastify: Handler,
  key: string,
) => boolean;

/**
 * The delivery fast path (issue 29; README.md "The fast path"): a GET of a URL the delivery cache
 * answered before, with an API key in X-Api-Key and nothing unusual, is answered without Fastify —
 * auth (`keyContext`), the route's access checks, the limits (`decideLimits`, counted once), the
 * security headers, the metrics and the log line are the same functions the hooks run. Anything
 * else goes to Fastify untouched: another method or URL, a session cookie without a key, a body,
 * any auth refusal, a read the cache cannot answer, an error; a limit refusal goes with its
 * decision handed over (`handOverLimits`), so the request is counted once. A POST goes to `post`
 * (count: fast-count.ts, render: fast-render.ts) when given.
 */
export function createFastPath<R extends FastRoute>(
  deps: FrontDeps & { answerer: FastAnswerer<R>; post?: FastMethod },
): Front {
  const { answerer } = deps;

  // Each step goes on at once when the one before answered at once (a 304 or a kept answer whose
  // key, grant and revision are in memory: no promise at all), and waits only where it must.
  function serve(
    req: IncomingMessage,
    res: ServerResponse,
    fastify: Handler,
    route: R,
    key: string,
    headers: GetHeaders,
  ) {
    const start = performance.now();
    const id = deps.requestIdOf(headers['x-request-id']);
    const ctx = authorize(deps, req, route, key, id, headers);
    if (ctx instanceof Promise) {
      return ctx.then((c) => withContext(req, res, fastify, route, c, id, start, headers));
    }
    return withContext(req, res, fastify, route, ctx, id, start, headers);
  }

  function withContext(
    req: IncomingMessage,
    res: ServerResponse,
    fastify: Handler,
    route: R,
    ctx: RequestContext | null,
    id: string,
    start: number,
    headers: GetHeaders,
  ) {
    if (ctx === null) return fastify(req, res);
    const answer = answerer.answer(route, ctx, headers);
    if (answer instanceof Promise) {
      return answer.then((a) => withAnswer(req, res, fastify, route, ctx, a, id, start));
    }
    return withAnswer(req, res, fastify, route, ctx, answer, id, start);
  }

  function withAnswer(
    req: IncomingMessage,
    res: ServerResponse,
    fastify: Handler,
    route: R,
    ctx: RequestContext,
    answer: FastAnswer | null,
    id: string,
    start: number,
  ) {
    if (answer === null) return fastify(req, res);
    // Most accounts have no limits: the answer's whole header list in one copy (a kept answer's
    // made once), sized as it is sent; no logger made (its line is written from the id).
    if (limitedPreset(route, ctx) === null) {
      let sent = answer.sent;
      if (sent === undefined) {
        sent = START.concat(answer.headers);
        answer.sent = sent;
      }
      const headers: FastHeaders = sent.slice();
      headers[1] = id;
      return withHeaders(req, res, fastify, route, ctx, answer, headers, id, start);
    }
    const log = deps.logger(id);
    const started = startHeaders(deps, req, route, ctx, id, log);
    if (started instanceof Promise) {
      return started.then((headers) =>
        withHeaders(req, res, fastify, route, ctx, answer, addAnswer(headers, answer), log, start),
      );
    }
    return withHeaders(req, res, fastify, route, ctx, answer, addAnswer(started, answer), log, start);
  }

  // (Steps are functions of the factory, not closures made per request: no function object, and
  // under tsx no `__name` call, per request.)
  function withHeaders(
    req: IncomingMessage,
    res: ServerResponse,
    fastify: Handler,
    route: R,
    ctx: RequestContext,
    answer: FastAnswer,
    headers: FastHeaders | null,
    log: RequestLog,
    start: number,
  ) {
    if (headers === null) return fastify(req, res);
    // A GET without Content-Length or Transfer-Encoding has no body (RFC 9112 6.3): nothing of it
    // is left on the wire, and the socket's parser reads the next request whether or not this one's
    // stream is read. Marked dumped, Node does not run it to its end once answered (`resOnFinish`
    // calls `req._dump()`: resume, three ticks, 'end', destroy, 'close'), which nobody here awaits:
    // ~16 % of a fast 304's CPU (bench/RESULTS.md, mend33). `_dumped` is Node's internal field, set
    // by IncomingMessage's constructor: only set when it exists, so a Node without it runs the
    // stream out as for any request (slower, still correct); the pipelined keep-alive test guards it.
    if ('_dumped' in req) (req as { _dumped?: boolean })._dumped = true;
    // The kept answer's headers end with its Content-Length when it has a body (delivery-cache.ts).
    writeFast(
      deps,
      req,
      res,
      { status: answer.status, headers, body: answer.body, route: route.route, start },
      ctx,
      log,
    );
  }

  return (req, res, fastify) => {
    const { method, url } = req;
    if (url === undefined || (method !== 'GET' && method !== 'POST')) return fastify(req, res);
    if (method === 'POST') {
      const key = req.headers['x-api-key'];
      if (
        typeof key !== 'string' ||
        key === '' ||
        deps.post === undefined ||
        !deps.post(req, res, fastify, key)
      ) {
        fastify(req, res);
      }
      return;
    }
    // The headers it reads, from rawHeaders; null for a body, or a type for one, on a GET: Fastify's
    // hooks decide what to do with it.
    const headers = getHeaders(req.rawHeaders);
    const key = headers?.['x-api-key'];
    if (headers === null || typeof key !== 'string' || key === '') return fastify(req, res);
    const route = answerer.routeOf(url);
    if (route === undefined) return fastify(req, res);
    try {
      const served = serve(req, res, fastify, route, key, headers);
      if (served instanceof Promise) served.catch(() => res.headersSent || fastify(req, res));
    } catch {
      if (!res.headersSent) fastify(req, res);
    }
  };
}
