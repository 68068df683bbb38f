import type { FastifyReply } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { errorResponses, NoContent, WORKSPACE_SECURITY, WorkspaceQuery } from '../http/common-schemas.js';
import { IfNoneMatchHeaders, NotModified } from '../http/conditional-get.js';
import { HEADERS, withHeaders } from '../http/openapi-headers.js';
import type { ListKey } from '../http/paging.js';
import type { RequestContext } from '../lib/request-context.js';
import type { ConditionalWrite, Precondition, Tagged } from './revision.js';

/**
 * What the routes of a versioned resource share, as pieces of an ordinary route declaration
 * (`app.get(url, { config, schema }, handler)` with the TypeBox type provider, as every route is
 * written): a single resource answers with its ETag (201 for a creation) and a GET honours
 * If-None-Match (304); a PATCH or DELETE honours If-Match (412); a DELETE answers 204.
 */

/** The cursors of a parent list (name_key, created, id) and of a version list (updated, id). */
export const parentList = (list: string): ListKey => ({ list, shape: ['string', 'string', 'string'] });
export const versionList = (list: string): ListKey => ({ list, shape: ['string', 'string'] });

/** Conditional writes: `If-Match` with an ETag from an earlier response. */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description: 'An ETag from an earlier response: the change applies only if still current (else 412).',
    }),
  ),
});
export { IfNoneMatchHeaders };

/**
 * The If-Match of a request as the services take it: the listed tags (weak ones compared as
 * strong), `*` (any current version), or none.
 */
export function preconditionOf(headers: { 'if-match'?: string | undefined }): Precondition {
  const header = headers['if-match'];
  if (header === undefined) return { kind: 'none' };
  const tags = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes('*') ? { kind: 'any' } : { kind: 'tags', tags };
}

/** A conditional write's arguments, from a route whose schema declares IfMatchHeaders. */
export function conditional(req: {
  ctx: RequestContext;
  headers: { 'if-match'?: string | undefined };
}): ConditionalWrite {
  return { ctx: req.ctx, precondition: preconditionOf(req.headers) };
}

/** The schema fields every route of a versioned resource shares: its tags, the key, the workspace query. */
export const versionedSchema = (tags: readonly string[]) => ({
  tags: [...tags],
  security: WORKSPACE_SECURITY,
  querystring: Type.Object(WorkspaceQuery),
});

const etagged = <S extends TSchema>(schema: S) => withHeaders(schema, { ETag: HEADERS.etag });

/**
 * The responses of each kind of route, with the errors it implies (400, 401, 403, 429 and 500
 * always; 404 on a path with ids, 412 with If-Match) and those passed.
 */
export const responses = {
  /** A GET of one resource: 200 with its ETag, or 304. */
  read: <S extends TSchema>(schema: S, ...errors: number[]) => ({
    200: etagged(schema),
    304: NotModified,
    ...errorResponses(...errors),
  }),
  /** A POST that creates: 201 with the ETag. */
  created: <S extends TSchema>(schema: S, ...errors: number[]) => ({
    201: etagged(schema),
    ...errorResponses(...errors),
  }),
  /** A PATCH: 200 with the new ETag; 404, 412. */
  updated: <S extends TSchema>(schema: S, ...errors: number[]) => ({
    200: etagged(schema),
    ...errorResponses(404, 412, ...errors),
  }),
  /** A DELETE conditional on If-Match: 204; 404, 412. */
  deleted: (...errors: number[]) => ({ 204: NoContent, ...errorResponses(404, 412, ...errors) }),
};

/** The ETag on the reply; the body is returned (serialized and typed by the route's response schema). */
export function withEtag<T>(reply: FastifyReply, result: Tagged<T>): T {
  reply.header('etag', result.etag);
  return result.body;
}
