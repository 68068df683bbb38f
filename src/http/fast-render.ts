import type { FastifyRequest, RouteOptions } from 'fastify';
import { createLru } from '../lib/lru.js';
import { type RequestContext, requireRead } from '../lib/request-context.js';
import type { BodyRoute, Parse } from './fast-body.js';
import { addFastHooks, checkedBody, fastPost, sendJson } from './fast-body.js';
import type { FastMethod, FrontDeps, Probe } from './fast-path.js';

/** The render route (prompt-delivery.routes.ts). */
export const RENDER_URL = '/v1/prompts/:promptId/render';
/** Render URLs kept at most, weighed by their length (+ 256 for the rest). */
const URLS_KEPT_BYTES = 4 * 1024 * 1024;
/** Bytes of pure renders kept at most (keys and answers); the least recently used go first. */
const KEPT_BYTES = 32 * 1024 * 1024;
/** What the render fast path calls: the render service, its revision probe, Fastify's JSON parser. */
export interface RenderDeps {
  render: (ctx: RequestContext, promptId: string, input: never) => Promise<unknown>;
  /**
   * A probe of one prompt's revision, as render's own (prompt-revisions.repo.ts `promptProbe`):
   * undefined when there is none in the workspace; at once while it is known current.
   */
  probe: (promptId: string) => Probe;
  /** Whether a result's bytes follow from the revision and the input alone (isPureRender). */
  pure: (result: unknown) => boolean;
  parse: Parse;
  bodyLimit: number;
}

/** A render URL Fastify answered: its route, the id in its path, and the route's own body check and serializer. */
interface RenderRoute extends BodyRoute {
  promptId: string;
  /** The prompt's probe (RenderDeps.probe), made on the URL's first fast render. */
  probe?: Probe;
}

/**
 * The render fast path (issue 29): POST /v1/prompts/{id}/render of a URL Fastify rendered before,
 * with an API key, no query and a JSON body of at most 16 KB (Content-Length, no chunks), is answered
 * without Fastify by the same steps: auth and limits (fast-path.ts), Fastify's own JSON parser or
 * its equivalent (fast-body.ts; proto/constructor poisoning refused), the NUL guard, the route's own body validator (Ajv, as
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

  /** preHandler: the URL passed Fastify's routing, params, auth and body checks. */
  const remember = (request: FastifyRequest, route: BodyRoute) => {
    if (routes.get(request.url) !== undefined) return;
    routes.set(request.url, { ...route, promptId: (request.params as { promptId: string }).promptId });
  };

  return {
    /** onRoute: the render route gets `remember` and `replay`. */
    onRoute(route: RouteOptions) {
      if (route.url === RENDER_URL && route.method === 'POST') addFastHooks(route, remember);
    },

    /** The POST side of the fast path (createFastPath's `post`). */
    post(deps: FrontDeps & RenderDeps): FastMethod {
      // Pure renders' bytes by workspace, prompt, revision and the body's exact text (another
      // spelling of the same input is another entry); a write makes them unreachable at once.
      const kept = createLru<Buffer>({ max: KEPT_BYTES, weigh: (key, body) => key.length + body.length });

      return fastPost(
        deps,
        (url) => routes.get(url),
        async (admitted, route, req, res, fastify) => {
          const { ctx } = admitted;
          const text = admitted.read.toString('utf8');
          const ws = requireRead(ctx).workspaceId;
          route.probe ??= deps.probe(route.promptId);
          const probed = route.probe(ws);
          const revision = probed instanceof Promise ? await probed : probed;
          const slot = revision === undefined ? null : `${ws}\n${route.promptId}\n${revision}\n${text}`;
          let body = slot === null ? undefined : kept.get(slot);
          if (body === undefined) {
            const input = checkedBody(route, deps.parse, text);
            if (input === undefined) return fastify(admitted);
            const result = await deps.render(ctx, route.promptId, input as never).catch(() => undefined);
            if (result === undefined) return fastify(admitted); // Fastify renders again and answers the error
            body = Buffer.from(route.serialize(result));
            // Kept when its bytes follow from the revision and these body bytes alone, and the
            // revision held still around the render (as the delivery cache keeps reads).
            if (slot !== null && deps.pure(result) && (await route.probe(ws)) === revision) {
              kept.set(slot, body);
            }
          }
          await sendJson(deps, req, res, admitted, body, route.route);
        },
      );
    },
  };
}
export type FastRender = ReturnType<typeof createFastRender>;
