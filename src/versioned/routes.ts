import type { FastifyReply } from 'fastify';
import { type TObject, type TSchema, Type } from 'typebox';
import { NoContent } from '../http/common-schemas.js';
import { IfNoneMatchHeaders, NotModified } from '../http/conditional-get.js';
import { HEADERS, withHeaders } from '../http/openapi-headers.js';
import type { ListKey } from '../http/paging.js';
import {
  impliedErrors,
  type OwnSchema,
  workspaceSchema,
  workspaceSchemas,
} from '../http/resource-schemas.js';
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
export const versionedSchema = workspaceSchema;

const etagged = <S extends TSchema>(schema: S) => withHeaders(schema, { ETag: HEADERS.etag });

/**
 * The schemas of a versioned resource's routes, one builder per kind of route, each laying out the
 * conventions above (tags, the key, the workspace query, If-Match / If-None-Match, the ETag, the
 * errors) around what the route says of itself. The route is declared as every route is:
 * `app.get(url, { config: workspaceRead, schema: route.read({ … }) }, handler)`.
 */
export function versionedSchemas(tags: readonly string[]) {
  const base = versionedSchema(tags);
  return {
    /** GET of a list, paged (its query gains `limit` and `after`): 200 with an array of `item` (no ETag). */
    list: workspaceSchemas(tags).list,
    /** GET of one resource: 200 with its ETag, or 304 (If-None-Match). */
    read<S extends OwnSchema & { querystring?: TObject; response: TSchema }>(spec: S) {
      const { response, errors: _, ...own } = spec;
      return {
        ...base,
        ...own,
        headers: IfNoneMatchHeaders,
        response: { 200: etagged(response), 304: NotModified, ...impliedErrors(spec) },
      };
    },
    /** GET answered by its handler itself (a non-JSON body, with its ETag); `response` documents its 200. */
    download<S extends OwnSchema & { response: object }>(spec: S) {
      const { response, errors: _, ...own } = spec;
      return {
        ...base,
        ...own,
        headers: IfNoneMatchHeaders,
        response: { 200: response, 304: NotModified, ...impliedErrors(spec) },
      };
    },
    /** POST of a new resource: 201 with its ETag. */
    created<S extends OwnSchema & { body: TSchema; response: TSchema }>(spec: S) {
      const { response, errors: _, ...own } = spec;
      return { ...base, ...own, response: { 201: etagged(response), ...impliedErrors(spec) } };
    },
    /** PATCH, conditional on If-Match: 200 with the new ETag. */
    updated<S extends OwnSchema & { body: TSchema; response: TSchema }>(spec: S) {
      const { response, errors: _, ...own } = spec;
      return {
        ...base,
        ...own,
        headers: IfMatchHeaders,
        response: { 200: etagged(response), ...impliedErrors(spec, 412) },
      };
    },
    /** DELETE, conditional on If-Match: 204. */
    deleted<S extends OwnSchema>(spec: S) {
      const { errors: _, ...own } = spec;
      return {
        ...base,
        ...own,
        headers: IfMatchHeaders,
        response: { 204: NoContent, ...impliedErrors(spec, 412) },
      };
    },
  };
}

/** The ETag on the reply; the body is returned (serialized and typed by the route's response schema). */
export function withEtag<T>(reply: FastifyReply, result: Tagged<T>): T {
  reply.header('etag', result.etag);
  return result.body;
}
