import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';

/**
 * What the context routes share. The spec lists the same operations twice, under /v1/contexts and
 * /v1/context/items: each route is defined once and registered under both prefixes (same handler,
 * same objects); only the path parameter's name differs.
 */
export const CONTEXT_PREFIXES = [
  { base: '/v1/contexts', param: 'contextId', tags: ['Contexts'], alias: '' },
  {
    base: '/v1/context/items',
    param: 'contextItemId',
    tags: ['Context items'],
    alias: ' (same as /v1/contexts…)',
  },
] as const;
export type ContextPrefix = (typeof CONTEXT_PREFIXES)[number];

// The parameter's name depends on the prefix, so the params are typed by a plain string key.
export const idParams = (param: string) => IdParams(param);
export const versionParams = (param: string) => IdParams(param, 'versionId');

/** Reads the parent id whatever the prefix called it. */
export const parentId = (params: unknown, param: string): string =>
  (params as Record<string, string>)[param] ?? '';

export type BodyLimits = { file: number; text: number };

/** Registers a route set once under each prefix, with the body limits of routes carrying content. */
export function underEachPrefix<S>(
  register: (root: FastifyInstance, service: S, prefix: ContextPrefix, bodyLimit: BodyLimits) => void,
) {
  return (root: FastifyInstance, service: S, limits: { bodyLimitBytes: number; maxFileBytes: number }) => {
    const bodyLimit = contentBodyLimits(limits.bodyLimitBytes, limits.maxFileBytes);
    for (const prefix of CONTEXT_PREFIXES) register(root, service, prefix, bodyLimit);
  };
}

/**
 * Body limits for routes that carry content: a file travels as base64 (4/3 of its size) inside
 * JSON, so a file at the limit must fit the body with room for the other fields; a text at the
 * limit too. The service's own size check then answers 413 with a precise message.
 */
export function contentBodyLimits(bodyLimitBytes: number, maxFileBytes: number) {
  const slack = 64 * 1024;
  return {
    file: Math.max(bodyLimitBytes, Math.ceil(maxFileBytes / 3) * 4 + slack),
    text: Math.max(bodyLimitBytes, maxFileBytes + slack),
  };
}
