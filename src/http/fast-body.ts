import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preParsingHookHandler,
  RouteOptions,
} from 'fastify';
import type { RequestContext } from '../lib/request-context.js';
import { COMPRESS_MIN_BYTES, compressBody, pickEncoding } from './compression.js';
import {
  authorize,
  type FastHeaders,
  type FastMethod,
  type FastRoute,
  type FrontDeps,
  type Handler,
  type RequestLog,
  sendFast,
  startHeaders,
} from './fast-path.js';
import { findNul } from './input-guard.js';
import { warnLater } from './warn-later.js';

// What the POST fast paths (render: fast-render.ts, count: fast-count.ts) share: which bodies they
// read, reading them, checking them as Fastify would, handing them back to Fastify when it answers
// after all, and sending a JSON answer as the compression hook would.

/** Bodies a POST fast path reads at most; a larger one goes to Fastify unread. */
const FAST_BODY_BYTES = 16 * 1024;
/** The two spellings of the JSON type the fast paths take (Fastify's JSON parser takes more). */
const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);
const JSON_TYPE = 'application/json; charset=utf-8';

export type Validate = ((data: unknown, context?: unknown) => unknown) & { schemaEnv?: unknown };
export type Parse = (
  req: FastifyRequest,
  body: string,
  done: (err: Error | null, value?: unknown) => void,
) => void;

/** A POST route Fastify answered: its route, its own body validator and 200 serializer. */
export interface BodyRoute extends FastRoute {
  validate: Validate;
  serialize: (value: unknown) => string;
}

/** The body a fast path read, given back to Fastify's parser when Fastify answers after all. */
const READ = Symbol('fast body read');
export type Read = IncomingMessage & { [READ]?: Buffer };

/** Whether the request's body is one a fast path reads: JSON, its length given, within these bounds. */
export function fastBody(req: IncomingMessage, maxBytes: number, minBytes = 1): boolean {
  const h = req.headers;
  const length = Number(h['content-length']);
  return (
    JSON_TYPES.has(h['content-type'] ?? '') &&
    h['transfer-encoding'] === undefined &&
    length >= minBytes &&
    length <= maxBytes
  );
}

/**
 * The route hooks of a POST fast path, added as the route registers (onRoute): `remember` sees a
 * request Fastify routed, authenticated and validated (preHandler), `replay` gives Fastify's parser
 * the bytes the fast path already read (preParsing).
 */
export function addFastHooks(
  route: RouteOptions,
  remember: (request: FastifyRequest, route: BodyRoute) => void,
): void {
  const hook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const validate = request.getValidationFunction('body') as Validate | undefined;
    const serialize = reply.getSerializationFunction('200') as BodyRoute['serialize'] | undefined;
    if (validate && typeof serialize === 'function' && !request.url.includes('?')) {
      remember(request, {
        route: request.routeOptions.url ?? route.url,
        config: request.routeOptions.config as FastifyContextConfig,
        query: {},
        validate,
        serialize,
      });
    }
    done();
  };
  const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  route.preParsing = [...list(route.preParsing), replay];
  route.preHandler = [...list(route.preHandler), hook as unknown as onRequestHookHandler];
}

const replay: preParsingHookHandler = (request, _reply, payload, done) => {
  const read = (request.raw as Read)[READ];
  done(null, read === undefined ? payload : Readable.from([read], { objectMode: false }));
};

/** A POST the fast path goes on with: its context, logger, headers so far, and its body. */
export interface Admitted {
  start: number;
  ctx: RequestContext;
  /** Its request logger, or its id (the line written from it: FrontDeps.recordFor). */
  log: RequestLog;
  headers: FastHeaders;
  read: Buffer;
}

/**
 * What a POST fast path does with an admitted request: answer it (sendJson) or hand it to Fastify
 * (`fastify(admitted)`: one function for every request, no closure made per request); at once, or
 * through a promise where it waits.
 */
export type PostServe<R> = (
  admitted: Admitted,
  route: R,
  req: Read,
  res: ServerResponse,
  fastify: (admitted: Admitted) => void,
) => void | Promise<void>;

/**
 * A POST being admitted (admit): what each step hands the next, one object per request (the steps
 * are plain functions, the body's listeners too: no closure made per request).
 */
interface Post extends Admitted {
  deps: FrontDeps;
  route: BodyRoute;
  serve: PostServe<BodyRoute>;
  req: Read;
  res: ServerResponse;
  handler: Handler;
  id: string;
  chunks: Buffer[];
  /** How its body is read when it is not a small one (null: a small one, read here). */
  large: LargeBody | null;
  /** Handed to Fastify, answered, or given up (the client went away): no step runs after. */
  settled: boolean;
}

/**
 * A POST fast path (createFastPath's `post`): takes a request to a route `routeOf` knows whose body
 * `fastBody` takes, admits it (`admit`) and serves it; a throw before an answer is Fastify's.
 */
export function fastPost<R extends BodyRoute>(
  deps: FrontDeps & { bodyLimit: number },
  routeOf: (url: string) => R | undefined,
  serve: PostServe<R>,
  large: LargeBody | null = null,
): FastMethod {
  const maxBytes = Math.min(FAST_BODY_BYTES, deps.bodyLimit);
  return (req, res, handler, key) => {
    const route = routeOf(req.url as string);
    if (route === undefined) return false;
    const small = fastBody(req, maxBytes);
    if (!small && (large === null || !large.takes(req, deps.bodyLimit))) return false;
    const start = performance.now();
    const post = {
      deps,
      route,
      serve,
      req,
      res,
      handler,
      start,
      id: deps.requestId(req),
      // Filled in by the steps (every field set here: one shape for every request).
      ctx: null,
      log: null,
      headers: null,
      read: null,
      chunks: [],
      large: small ? null : large,
      settled: false,
    } as unknown as Post;
    admit(post, key);
    return true;
  };
}

/**
 * A POST's first steps, as Fastify's hooks and body reading run them: auth and limits first (a
 * refusal goes to Fastify with the body unread: it answers early and closes the connection,
 * registerEarlyClose), then the body (a client gone mid-body: the socket is destroyed), then
 * `serve`. Each step goes on at once when the one before answered at once (a key in the cache, the
 * in-process limits), and waits only where it must.
 */
function admit(post: Post, key: string) {
  try {
    const ctx = authorize(post.deps, post.req, post.route, key, post.id);
    if (ctx instanceof Promise) ctx.then((c) => authorized(post, c)).catch(() => failed(post));
    else authorized(post, ctx);
  } catch {
    failed(post);
  }
}

function authorized(post: Post, ctx: RequestContext | null) {
  if (ctx === null) return handOver(post);
  const { deps, req, route, id } = post;
  post.ctx = ctx;
  post.log = id; // its line written from the id, no pino child made (warn-later.ts)
  const started = startHeaders(deps, req, route, ctx, id, warnLater(deps.logger, id));
  if (started instanceof Promise) started.then((h) => limited(post, h)).catch(() => failed(post));
  else limited(post, started);
}

function limited(post: Post, headers: FastHeaders | null) {
  if (headers === null) return handOver(post);
  post.headers = headers;
  if (post.large !== null) return post.large.read(post, post.req);
  // The request's body (its Content-Length was checked small), kept for Fastify should it answer
  // after all (replay).
  const req = post.req;
  (req as Reading)[POST] = post;
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
  req.on('close', onClose);
}

/** The POST a request's body is read for (the body's listeners find it here). */
const POST = Symbol('fast post');
type Reading = Read & { [POST]?: Post };

function onData(this: Reading, chunk: Buffer) {
  this[POST]?.chunks.push(chunk);
}

function onEnd(this: Reading) {
  const post = this[POST];
  if (post === undefined || post.settled) return;
  this[POST] = undefined; // read: a later error or close is no longer this path's
  const { chunks } = post;
  const read = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
  this[READ] = read;
  served(post, read);
}

/** The body was read: `serve` answers it or hands it over (a throw or a rejection: Fastify's). */
function served(post: Post, read: Buffer) {
  post.read = read;
  try {
    const serving = post.serve(post, post.route, post.req, post.res, handOverAdmitted);
    if (serving instanceof Promise) serving.catch(() => failed(post));
  } catch {
    failed(post);
  }
}

function onError(this: Reading) {
  const post = this[POST];
  if (post !== undefined) failed(post);
}

// Closed before its end: nothing to answer, nothing left waiting.
function onClose(this: Reading) {
  const post = this[POST];
  if (post === undefined || post.settled || this.complete) return;
  post.settled = true;
  post.res.destroy();
}

/**
 * A body a fast path reads its own way (fast-large-count.ts: a large one, into shared memory), when
 * `takes` (its headers alone) says so. `read` reads the admitted request's body, then calls
 * `largeRead` with it, `largeFailed` (Fastify answers) or `largeGone` (the client went away).
 */
export interface LargeBody {
  takes(req: IncomingMessage, bodyLimit: number): boolean;
  read(admitted: Admitted, req: Read): void;
}

/** The large body was read: the fast path serves it (and gives Fastify the bytes if it hands over). */
export function largeRead(admitted: Admitted, read: Buffer): void {
  if (!(admitted as Post).settled) served(admitted as Post, read);
}

/** The large body could not be read here: Fastify answers, as for a small body's stream error. */
export const largeFailed = (admitted: Admitted) => failed(admitted as Post);

/** The client went away before its body's end: nothing to answer. */
export function largeGone(admitted: Admitted): void {
  const post = admitted as Post;
  if (post.settled) return;
  post.settled = true;
  post.res.destroy();
}

/** Fastify answers the request (once; never after an answer went out). */
function handOver(post: Post) {
  if (post.settled) return;
  post.settled = true;
  post.handler(post.req, post.res);
}

/** `handOver` as a PostServe takes it (its Admitted is the Post). */
const handOverAdmitted = (admitted: Admitted) => handOver(admitted as Post);

/** A step threw or rejected: Fastify answers, unless an answer already went out. */
function failed(post: Post) {
  if (!post.res.headersSent) handOver(post);
}

/**
 * The body as the route's handler would get it, or undefined when Fastify would refuse it (or the
 * fast path is unsure): Fastify's JSON parser or its equivalent (parseJsonBody; proto/constructor
 * poisoning refused), the NUL guard, then the route's validator. `flatFirst`: see parseJsonBody.
 */
export function checkedBody(route: BodyRoute, parse: Parse, text: string, flatFirst = false): unknown {
  const value = parseJsonBody(parse, text, flatFirst);
  if (value === undefined || findNul(value, 'body') !== null) return undefined;
  // As Fastify calls it (validation.js): Ajv may replace the root value through its parent.
  const parent = { body: value };
  const ok = route.validate.schemaEnv
    ? route.validate(value, { parentData: parent, parentDataProperty: 'body' })
    : route.validate(value);
  return ok === true ? parent.body : undefined;
}

/**
 * Fastify's JSON parser's value of `text`, or undefined where it refuses it. Its poisoning check
 * scans the text twice with regular expressions for a `"__proto__":` or `"constructor":` key
 * (escapes included) and, on a match, walks the value for such keys. A flat value — no object below
 * the top level, whose keys are neither — has no such key anywhere, so JSON.parse's value is the
 * parser's own; the keys are checked on the value instead of the text. Anything else (a `{` past
 * the first character — a nested object, or one in a string —, such a key, a byte-order mark the
 * parser strips) goes through the parser itself. With `flatFirst` (the count path: its bodies are
 * flat but for chat requests, and ~40 % of texts hold a `{`), JSON.parse is tried on any body, and
 * only one whose value is not flat is parsed again by the parser.
 */
export function parseJsonBody(parse: Parse, text: string, flatFirst = false): unknown {
  // No `{` past the first character: no object below the top level, so JSON.parse is tried first.
  // A body that has one (a render's `variables`) goes to the parser straight away, parsed once.
  if (text.charCodeAt(0) !== 0xfeff && (flatFirst || text.indexOf('{', 1) === -1)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return undefined; // the parser's JSON.parse throws too: Fastify's 400
    }
    if (isFlat(value)) return value;
  }
  let value: unknown;
  parse(null as never, text, (err, v) => {
    if (err === null) value = v;
  });
  return value;
}

const isScalar = (v: unknown) => v === null || typeof v !== 'object';
const isScalars = (v: unknown) => isScalar(v) || (Array.isArray(v) && v.every(isScalar));

/** A scalar, an array of scalars, or an object of those without a `__proto__` or `constructor` key. */
function isFlat(value: unknown): boolean {
  if (isScalars(value)) return true;
  if (Array.isArray(value)) return false;
  const o = value as Record<string, unknown>;
  if (Object.hasOwn(o, '__proto__') || Object.hasOwn(o, 'constructor')) return false;
  for (const key in o) if (!isScalars(o[key])) return false;
  return true;
}

/**
 * Sends a 200 JSON body as Fastify's reply and the compression hook would (Vary, coding): at once,
 * or once a large body is compressed. A string body (a count's answer, serialized per request) is
 * written as is: Node writes the head and a string body as one string, with no Buffer made for it.
 */
export function sendJson(
  deps: FrontDeps,
  req: IncomingMessage,
  res: ServerResponse,
  a: Admitted,
  answer: Buffer | string,
  route: string,
): void | Promise<void> {
  const { headers, start, ctx, log } = a;
  headers.push('content-type', JSON_TYPE);
  const bytes = typeof answer === 'string' ? Buffer.byteLength(answer) : answer.length;
  if (bytes >= COMPRESS_MIN_BYTES) {
    headers.push('vary', 'Accept-Encoding');
    const coding = pickEncoding(req.headers['accept-encoding']);
    if (coding !== null) {
      return compressBody(coding, typeof answer === 'string' ? Buffer.from(answer) : answer).then((body) => {
        headers.push('content-encoding', coding);
        sendFast(deps, req, res, { status: 200, headers, body, route, start }, ctx, log);
      });
    }
  }
  sendFast(deps, req, res, { status: 200, headers, body: answer, bytes, route, start }, ctx, log);
}
