import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';
import { versionedRouteTable } from '../../versioned/index.js';

/**
 * What the context routes share. The spec lists the same operations twice, under /v1/contexts and
 * /v1/context/items: each route is defined once and registered under both prefixes (same handler,
 * same objects); only the path parameter's name differs.
 */
const CONTEXT_PREFIXES = [
  { base: '/v1/contexts', param: 'contextId', tags: ['Contexts'], alias: '' },
  {
    base: '/v1/context/items',
    param: 'contextItemId',
    tags: ['Context items'],
    alias: ' (same as /v1/contexts…)',
  },
] as const;

/** One prefix's share of the context routes: where they live and how their ids are read. */
const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();

export interface PrefixRoutes {
  app: ReturnType<typeof typed>;
  /** The routes under the prefix (its tags), declared as `app.route(on.read(…))`. */
  table: ReturnType<typeof versionedRouteTable>;
  /** The collection (`/v1/contexts`) and one context in it (`/v1/contexts/:contextId`). */
  base: string;
  one: string;
  /** Appended to every summary of the alias prefix. */
  alias: string;
  bodyLimit: { file: number; text: number };
  // The parameter's name depends on the prefix, so the params are typed by a plain string key.
  params: ReturnType<typeof IdParams<string>>;
  versionParams: ReturnType<typeof IdParams<string>>;
  /** The context id whatever the prefix called it (and the version id, on a version's path). */
  contextId(params: Record<string, string>): string;
  ids(params: Record<string, string>): { contextId: string; versionId: string };
}

/** Registers a route set once under each prefix, with the body limits of routes carrying content. */
export function underEachPrefix<S>(register: (service: S, on: PrefixRoutes) => void) {
  return (root: FastifyInstance, service: S, limits: { bodyLimitBytes: number; maxFileBytes: number }) => {
    const app = typed(root);
    const bodyLimit = contentBodyLimits(limits.bodyLimitBytes, limits.maxFileBytes);
    for (const { base, param, tags, alias } of CONTEXT_PREFIXES) {
      const contextId = (p: Record<string, string>) => p[param] ?? '';
      register(service, {
        app,
        table: versionedRouteTable(tags),
        base,
        one: `${base}/:${param}`,
        alias,
        bodyLimit,
        params: IdParams<string>(param),
        versionParams: IdParams<string>(param, 'versionId'),
        contextId,
        ids: (p) => ({ contextId: contextId(p), versionId: p.versionId ?? '' }),
      });
    }
  };
}

/**
 * Body limits for routes that carry content: a file travels as base64 (4/3 of its size) inside
 * JSON, so a file at the limit must fit the body with room for the other fields; a text at the
 * limit too. The service's own size check then answers 413 with a precise message.
 */
function contentBodyLimits(bodyLimitBytes: number, maxFileBytes: number) {
  const slack = 64 * 1024;
  return {
    file: Math.max(bodyLimitBytes, Math.ceil(maxFileBytes / 3) * 4 + slack),
    text: Math.max(bodyLimitBytes, maxFileBytes + slack),
  };
}
