import type { FastifyReply } from 'fastify';
import { type TObject, type TProperties, type TSchema, Type } from 'typebox';
import { errorResponses, NoContent, WORKSPACE_SECURITY, WorkspaceQuery } from '../http/common-schemas.js';
import { IfNoneMatchHeaders, NotModified } from '../http/conditional-get.js';
import { HEADERS, withHeaders } from '../http/openapi-headers.js';
import { type ListKey, PageQuery } from '../http/paging.js';
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
 * What a route's schema says of itself: its summary (operationId and description when set), its
 * path parameters (then it also answers 404) and the error statuses it adds to those always listed
 * (400, 401, 403, 429, 500) and implied (404 with parameters, 412 with If-Match).
 */
interface Own {
  summary: string;
  operationId?: string;
  description?: string;
  params?: TSchema;
  errors?: number[];
}
const implied = (own: Own, ...more: number[]) =>
  errorResponses(...(own.params === undefined ? [] : [404]), ...more, ...(own.errors ?? []));

/**
 * The schemas of a versioned resource's routes, one builder per kind of route, each laying out the
 * conventions above (tags, the key, the workspace query, If-Match / If-None-Match, the ETag, the
 * errors) around what the route says of itself. The route is declared as every route is:
 * `app.get(url, { config: workspaceRead, schema: route.read({ … }) }, handler)`.
 */
export function versionedSchemas(tags: readonly string[]) {
  const base = versionedSchema(tags);
  return {
    /** GET of a list, paged (its query gains `limit` and `after`): 200 with an array of `item`. */
    list<S extends Own & { item: TSchema }, Q extends TProperties = typeof WorkspaceQuery>(
      spec: S & { querystring?: TObject<Q> },
    ) {
      const { item, querystring, errors: _, ...own } = spec;
      // Without a query of its own, the list's is the workspace query (Q's default).
      const query = (querystring?.properties ?? WorkspaceQuery) as Q;
      return {
        ...base,
        ...own,
        querystring: Type.Object({ ...query, ...PageQuery }),
        response: { 200: Type.Array(item), ...implied(spec) },
      };
    },
    /** GET of one resource: 200 with its ETag, or 304 (If-None-Match). */
    read<S extends Own & { querystring?: TObject; response: TSchema }>(spec: S) {
      const { response, errors: _, ...own } = spec;
      return {
        ...base,
        ...own,
        headers: IfNoneMatchHeaders,
        response: { 200: etagged(response), 304: NotModified, ...implied(spec) },
      };
    },
    /** GET answered by its handler itself (a non-JSON body, with its ETag); `response` documents its 200. */
    download<S extends Own & { response: object }>(spec: S) {
      const { response, errors: _, ...own } = spec;
      return {
        ...base,
        ...own,
        headers: IfNoneMatchHeaders,
        response: { 200: response, 304: NotModified, ...implied(spec) },
      };
    },
    /** POST of a new resource: 201 with its ETag. */
    created<S extends Own & { body: TSchema; response: TSchema }>(spec: S) {
      const { response, errors: _, ...own } = spec;
      return { ...base, ...own, response: { 201: etagged(response), ...implied(spec) } };
    },
    /** PATCH, conditional on If-Match: 200 with the new ETag. */
    updated<S extends Own & { body: TSchema; response: TSchema }>(spec: S) {
      const { response, errors: _, ...own } = spec;
      return {
        ...base,
        ...own,
        headers: IfMatchHeaders,
        response: { 200: etagged(response), ...implied(spec, 412) },
      };
    },
    /** DELETE, conditional on If-Match: 204. */
    deleted<S extends Own>(spec: S) {
      const { errors: _, ...own } = spec;
      return {
        ...base,
        ...own,
        headers: IfMatchHeaders,
        response: { 204: NoContent, ...implied(spec, 412) },
      };
    },
  };
}

/** The ETag on the reply; the body is returned (serialized and typed by the route's response schema). */
export function withEtag<T>(reply: FastifyReply, result: Tagged<T>): T {
  reply.header('etag', result.etag);
  return result.body;
}
