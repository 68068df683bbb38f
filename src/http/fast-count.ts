import type { FastifyRequest, RouteOptions } from 'fastify';
import type { RequestContext } from '../lib/request-context.js';
import type { BodyRoute, Parse, PostServe } from './fast-body.js';
import { addFastHooks, checkedBody, fastPost } from './fast-body.js';
import { largeCountBody, largeRegionOf, sendCount, serveLargeCount } from './fast-large-count.js';
import type { FastMethod, FrontDeps } from './fast-path.js';

/** The count route (modules/tokens/tokens.routes.ts). */
export const COUNT_URL = '/v1/tokens/count';

/** What the count fast path calls: the count of a checked body, Fastify's JSON parser. */
export interface CountDeps {
  /**
   * The route handler's count of a body its validator passed: at once where it can be (a text
   * alone, counted on this thread), else a promise; null to leave the body to Fastify. A throw or a
   * rejection: Fastify counts again and answers the error.
   */
  count: (ctx: RequestContext, body: unknown) => unknown | Promise<unknown> | null;
  parse: Parse;
  bodyLimit: number;
}

/**
 * The count fast path (issue 29): POST /v1/tokens/count, with an API key, no query and a JSON body
 * of at most 16 KB or of 64 KB or more (fast-large-count.ts; Content-Length, no chunks), is answered without Fastify by the steps Fastify
 * runs for it: auth and limits (fast-path.ts: the quota counted once, its headers), Fastify's own
 * JSON parser or its equivalent for a flat body (poisoning refused: fast-body.ts), the NUL guard, the route's own body validator,
 * the count as the route's handler asks it, the route's own serializer and the compression hook's
 * coding; the request metrics and log line through the same recorder. A chat request (messages or
 * tools), a body that fails a check, or a count that throws (an unknown model, a text over the
 * limit) goes to Fastify with the bytes already read and the limits' decision handed over: its
 * answer, 4xx bodies included, is then the one sent. Until Fastify has answered one count (which
 * compiles the route's validator and serializer), every count goes to Fastify.
 */
export function createFastCount() {
  let known: BodyRoute | null = null;
  const remember = (request: FastifyRequest, route: BodyRoute) => {
    if (request.url === COUNT_URL) known ??= route;
  };

  return {
    /** onRoute: the count route gets the fast path's hooks (fast-body.ts). */
    onRoute(route: RouteOptions) {
      if (route.url === COUNT_URL && route.method === 'POST') addFastHooks(route, remember);
    },

    /** The count side of the POST fast path (createFastPath's `post`). */
    post(deps: FrontDeps & CountDeps): FastMethod {
      const routeOf = (url: string) => (url === COUNT_URL && known !== null ? known : undefined);
      const serve: PostServe<BodyRoute> = (admitted, route, req, res, fastify) => {
        // A large body (64 KB or more), read into shared memory: fast-large-count.ts.
        const region = largeRegionOf(req);
        if (region !== undefined) return serveLargeCount(admitted, route, req, res, region, deps, fastify);
        const body = checkedBody(route, deps.parse, admitted.read.toString('utf8'), true);
        // A throw: Fastify counts again and answers the error (it throws before counting).
        let counting: unknown;
        try {
          counting = body === undefined ? null : deps.count(admitted.ctx, body);
        } catch {
          return fastify(admitted);
        }
        if (counting === null) return fastify(admitted);
        if (!(counting instanceof Promise)) return sendCount(deps, req, res, admitted, route, counting);
        return counting.then(
          (result) => sendCount(deps, req, res, admitted, route, result),
          () => fastify(admitted),
        );
      };
      return fastPost(deps, routeOf, serve, largeCountBody);
    },
  };
}
