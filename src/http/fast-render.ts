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
import { createLru } from '../lib/lru.js';
import { type RequestContext, requireRead } from '../lib/request-context.js';
import { COMPRESS_MIN_BYTES, compressBody, pickEncoding } from './compression.js';
import {
  authorize,
  type FastMethod,
  type FastRoute,
  type FrontDeps,
  sendFast,
  startHeaders,
} from './fast-path.js';
import { findNul } from './input-guard.js';

/** The render route (prompt-delivery.routes.ts). */
export const RENDER_URL = '/v1/prompts/:promptId/render';
/** Bodies the fast path reads at most; a larger one goes to Fastify unread. */
const FAST_BODY_BYTES = 16 * 1024;
/** Render URLs kept at most, weighed by their length (+ 256 for the rest). */
const URLS_KEPT_BYTES = 4 * 1024 * 1024;
/** Bytes of pure renders kept at most (keys and answers); the least recently used go first. */
const KEPT_BYTES = 32 * 1024 * 1024;
/** The two spellings of the JSON type the fast path takes (Fastify's JSON parser takes more). */
const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);
const JSON_TYPE = 'application/json; charset=utf-8';

type Validate = ((data: unknown, context?: unknown) => unknown) & { schemaEnv?: unknown };
type Parse = (req: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void) => void;
/** What the render fast path calls: the render service, its revision probe, Fastify's JSON parser. */
export interface RenderDeps {
  render: (ctx: RequestContext, promptId: string, input: never) => Promise<unknown>;
  /** The prompt's revision (render's own probe); undefined when there is none in the workspace. */
  revision: (ws: string, promptId: string) => Promise<string | undefined>;
  /** Whether a result's bytes follow from the revision and the input alone (isPureRender). */
  pure: (result: unknown) => boolean;
  parse: Parse;
  bodyLimit: number;
}

/** A render URL Fastify answered: its route, the id in its path, and the route's own body check and serializer. */
interface RenderRoute extends FastRoute {
  promptId: string;
  validate: Validate;
  serialize: (value: unknown) => string;
}

/** The body the fast path read, given back to Fastify's parser when Fastify answers after all. */
const READ = Symbol('render body read');
type Read = IncomingMessage & { [READ]?: Buffer };

/**
 * The render fast path (issue 29): POST /v1/prompts/{id}/render of a URL Fastify rendered before,
 * with an API key, no query and a JSON body of at most 16 KB (Content-Length, no chunks), is answered
 * without Fastify by the same steps: auth and limits (fast-path.ts), Fastify's own JSON parser
 * (proto/constructor poisoning refused), the NUL guard, the route's own body validator (Ajv, as
 * compiled for the route), the render service, the route's own serializer and the compression
 * hook's coding. A body that fails any of those, or a render that throws, goes to Fastify with the
 * bytes already read (the route's preParsing hook gives them back) and the limits' decision handed
 * over: Fastify's answer, 4xx bodies included, is then the one sent. A pure render's bytes (a text
 * version without includes, counted locally: isPureRender) are kept by workspace, prompt, revision
 * and body text, and sent again without parsing or rendering while the revision holds; any other
 * render runs per request.
 */
export function createFastRender() {
  const routes = createLru<RenderRoute>({ max: URLS_KEPT_BYTES, weigh: (url) => url.length + 256 });

  /** Route-level preHandler: the URL passed Fastify's routing, params, auth and body checks. */
  const remember = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const url = request.url;
    const validate = request.getValidationFunction('body') as Validate | undefined;
    const serialize = reply.getSerializationFunction('200') as RenderRoute['serialize'] | undefined;
    if (!url.includes('?') && routes.get(url) === undefined && validate && typeof serialize === 'function') {
      routes.set(url, {
        route: request.routeOptions.url ?? RENDER_URL,
        config: request.routeOptions.config as FastifyContextConfig,
        query: {},
        promptId: (request.params as { promptId: string }).promptId,
        validate,
        serialize,
      });
    }
    done();
  };
  /** Route-level preParsing: the bytes the fast path read, when it leaves the request to Fastify. */
  const replay: preParsingHookHandler = (request, _reply, payload, done) => {
    const read = (request.raw as Read)[READ];
    done(null, read === undefined ? payload : Readable.from([read], { objectMode: false }));
  };

  return {
    /** onRoute: the render route gets `remember` and `replay`. */
    onRoute(route: RouteOptions) {
      if (route.url !== RENDER_URL || route.method !== 'POST') return;
      const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
      route.preParsing = [...list(route.preParsing), replay];
      route.preHandler = [...list(route.preHandler), remember as unknown as onRequestHookHandler];
    },

    /** The POST side of the fast path (createFastPath's `post`). */
    post(deps: FrontDeps & RenderDeps): FastMethod {
      const maxBytes = Math.min(FAST_BODY_BYTES, deps.bodyLimit);
      // Pure renders' bytes by workspace, prompt, revision and the body's exact text (another
      // spelling of the same input is another entry); a write makes them unreachable at once.
      const kept = createLru<Buffer>({ max: KEPT_BYTES, weigh: (key, body) => key.length + body.length });

      async function serve(
        req: Read,
        res: ServerResponse,
        fastify: () => void,
        route: RenderRoute,
        key: string,
      ) {
        const start = performance.now();
        const id = deps.requestId(req);
        // Auth and limits first, as the onRequest hooks: a refusal goes to Fastify with the body
        // unread (it answers early and closes the connection, registerEarlyClose).
        const ctx = await authorize(deps, req, route, key, id);
        if (ctx === null) return fastify();
        const log = deps.logger(id);
        const started = startHeaders(deps, req, route, ctx, id, log);
        const headers = started instanceof Promise ? await started : started;
        if (headers === null) return fastify();
        const read = await readBody(req);
        if (read === null) return void res.destroy(); // the client went away mid-body
        req[READ] = read;
        const text = read.toString('utf8');
        const ws = requireRead(ctx).workspaceId;
        const revision = await deps.revision(ws, route.promptId);
        const slot = revision === undefined ? null : `${ws}\n${route.promptId}\n${revision}\n${text}`;
        let body = slot === null ? undefined : kept.get(slot);
        if (body === undefined) {
          const input = checked(route, deps.parse, text);
          if (input === undefined) return fastify();
          const result = await deps.render(ctx, route.promptId, input as never).catch(() => undefined);
          if (result === undefined) return fastify(); // Fastify renders again and answers the error
          body = Buffer.from(route.serialize(result));
          // Kept when its bytes follow from the revision and these body bytes alone, and the
          // revision held still around the render (as the delivery cache keeps reads).
          if (slot !== null && deps.pure(result) && (await deps.revision(ws, route.promptId)) === revision) {
            kept.set(slot, body);
          }
        }
        headers.push('content-type', JSON_TYPE);
        if (body.length >= COMPRESS_MIN_BYTES) {
          headers.push('vary', 'Accept-Encoding');
          const coding = pickEncoding(req.headers['accept-encoding']);
          if (coding !== null) {
            body = await compressBody(coding, body);
            headers.push('content-encoding', coding);
          }
        }
        sendFast(deps, req, res, { status: 200, headers, body, route: route.route, start }, ctx, log);
      }

      return (req, res, fastify, key) => {
        const h = req.headers;
        const route = routes.get(req.url as string);
        const length = Number(h['content-length']);
        if (
          route === undefined ||
          !JSON_TYPES.has(h['content-type'] ?? '') ||
          h['transfer-encoding'] !== undefined ||
          !(length > 0 && length <= maxBytes)
        ) {
          return false;
        }
        serve(req, res, () => fastify(req, res), route, key).catch(() => {
          if (!res.headersSent) fastify(req, res);
        });
        return true;
      };
    },
  };
}
export type FastRender = ReturnType<typeof createFastRender>;

/** The request's body (its Content-Length was checked small); null when it never ended. */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
    req.on('error', reject);
    // Closed before its end (the client went away): nothing to answer, nothing left waiting.
    req.on('close', () => {
      if (!req.complete) resolve(null);
    });
  });
}

/**
 * The body as the route's handler would get it, or undefined when Fastify would refuse it (or the
 * fast path is unsure): Fastify's JSON parser, the NUL guard, then the route's validator.
 */
function checked(route: RenderRoute, parse: Parse, text: string): unknown {
  let value: unknown;
  parse(null as never, text, (err, parsed) => {
    if (err === null) value = parsed;
  });
  if (value === undefined || findNul(value, 'body') !== null) return undefined;
  // As Fastify calls it (validation.js): Ajv may replace the root value through its parent.
  const parent = { body: value };
  const ok = route.validate.schemaEnv
    ? route.validate(value, { parentData: parent, parentDataProperty: 'body' })
    : route.validate(value);
  return ok === true ? parent.body : undefined;
}
