import type { FastifyInstance, RouteOptions } from 'fastify';
import { type CountDeps, createFastCount } from './fast-count.js';
import type { FastAnswerer, FastMethod, FastRoute, FrontDeps } from './fast-path.js';
import { createFastPath, createFrontDoor } from './fast-path.js';
import { createFastRender, type RenderDeps } from './fast-render.js';

/** What the answers in front of Fastify call: the auth, limits and log steps, and each path's service. */
export interface FastPathDeps extends FrontDeps {
  bodyLimit: number;
  /** The prompt reads' cache (versioned/delivery-cache.ts). */
  answerer: FastAnswerer<FastRoute>;
  render: Omit<RenderDeps, 'parse' | 'bodyLimit'>;
  count: CountDeps['count'];
}

/**
 * The answers given in front of Fastify (issue 29: cached prompt reads, render, count), wired in one
 * place: the door Fastify's server is built through (`serverFactory`), the route hook through which
 * render and count learn their routes' validators and serializers, and `open`, which starts
 * answering once every route is registered. Each path's own rules are in its file (fast-path.ts,
 * fast-render.ts, fast-count.ts); anything a path does not answer goes to Fastify.
 */
export function createFastPaths() {
  const door = createFrontDoor();
  const render = createFastRender();
  const count = createFastCount();
  return {
    serverFactory: door.serverFactory,
    onRoute(route: RouteOptions) {
      render.onRoute(route);
      count.onRoute(route);
    },
    /** Opens the door; it shuts when closing begins (the shutdown guard's 503 is Fastify's). */
    open(app: FastifyInstance, deps: FastPathDeps) {
      const front: FrontDeps = {
        lookup: deps.lookup,
        limits: deps.limits,
        requestId: deps.requestId,
        requestIdOf: deps.requestIdOf,
        logger: deps.logger,
        record: deps.record,
        recordFor: deps.recordFor,
      };
      const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
      const body = {
        parse: app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error'),
        bodyLimit: deps.bodyLimit,
      };
      const renders = render.post({ ...front, ...body, ...deps.render });
      const counts = count.post({ ...front, ...body, count: deps.count });
      const post: FastMethod = (req, res, fastify, key) =>
        counts(req, res, fastify, key) || renders(req, res, fastify, key);
      door.open(createFastPath({ ...front, answerer: deps.answerer, post }));
      app.addHook('preClose', async () => door.shut());
    },
  };
}
