import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import { type Static, type TObject, type TProperties, type TSchema, Type } from 'typebox';
import { NoContent, type WorkspaceQuery } from '../http/common-schemas.js';
import { IfNoneMatchHeaders, NotModified } from '../http/conditional-get.js';
import { noContent } from '../http/no-content.js';
import { HEADERS, withHeaders } from '../http/openapi-headers.js';
import { answerPage, type ListKey, type PageParams } from '../http/paging.js';
import {
  impliedErrors,
  type OwnSchema,
  workspaceSchema,
  workspaceSchemas,
} from '../http/resource-schemas.js';
import { workspaceRead, workspaceWrite } from '../http/route-config.js';
import type { Page, PageRequest } from '../lib/paging.js';
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

/** The request a route's handler gets, typed by its schema through the TypeBox type provider. */
type RequestOf<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  TypeBoxTypeProvider
>;
/** A route's options besides its method, url, config, schema and handler (a larger `bodyLimit`). */
type Extra = Pick<RouteShorthandOptions, 'bodyLimit'>;
/** The If-Match header of a conditional write's request (its schema declares IfMatchHeaders). */
type IfMatched = { headers: { 'if-match'?: string | undefined } };

/**
 * The routes of a versioned resource, declared as a table: each call is one route (its method, its
 * config, its schema from `versionedSchemas` and the handler around the service call), as the
 * options of `app.route(…)`. What every route of the kind does alike is done here: a GET reads
 * (`workspaceRead`), any other method writes (`workspaceWrite`); a single resource is answered
 * with its ETag (`withEtag`; 201 for a creation), a list by pages (`answerPage`), a PATCH or
 * DELETE hands the service the If-Match (`conditional`), a DELETE answers 204. The handler is
 * typed by its schema where the route is declared (the options go to the TypeBox-typed
 * `app.route`), so no request is cast:
 * `app.route(on.read(ONE, { summary, params, response }, (req) => service.get({ ctx: req.ctx, … })))`.
 */
export function versionedRouteTable(tags: readonly string[]) {
  const route = versionedSchemas(tags);
  return {
    /** The schemas alone, for a route whose handler is its own (a cached read, a download). */
    schemas: route,
    /** GET of a list, by pages of `key`'s cursors. */
    list<P extends OwnSchema & { item: TSchema }, Q extends TProperties = typeof WorkspaceQuery>(
      url: string,
      key: ListKey,
      spec: P & { querystring?: TObject<Q> },
      run: (
        req: RequestOf<ReturnType<typeof route.list<P, Q>>>,
        page: PageRequest,
      ) => Promise<Page<Static<P['item']>>>,
    ) {
      const schema = route.list<P, Q>(spec);
      // The list's query has `limit` and `after` (route.list adds them): answerPage reads them.
      const handler = (req: RequestOf<typeof schema> & { query: PageParams }, reply: FastifyReply) =>
        answerPage(req, reply, key, (page) => run(req, page));
      return { method: 'GET' as const, url, config: workspaceRead, schema, handler };
    },
    /** GET of one resource: with its ETag. */
    read<P extends Parameters<typeof route.read>[0]>(
      url: string,
      spec: P,
      run: (req: RequestOf<ReturnType<typeof route.read<P>>>) => Promise<Tagged<Static<P['response']>>>,
    ) {
      const schema = route.read(spec);
      const handler = async (req: RequestOf<typeof schema>, reply: FastifyReply) =>
        withEtag(reply, await run(req));
      return { method: 'GET' as const, url, config: workspaceRead, schema, handler };
    },
    /** POST of a new resource: 201 with its ETag. */
    created<P extends Parameters<typeof route.created>[0]>(
      url: string,
      spec: P,
      run: (req: RequestOf<ReturnType<typeof route.created<P>>>) => Promise<Tagged<Static<P['response']>>>,
      extra: Extra = {},
    ) {
      const schema = route.created(spec);
      const handler = async (req: RequestOf<typeof schema>, reply: FastifyReply) =>
        withEtag(reply.code(201), await run(req));
      return { method: 'POST' as const, url, config: workspaceWrite, ...extra, schema, handler };
    },
    /** PATCH, conditional on If-Match: the new ETag. */
    updated<P extends Parameters<typeof route.updated>[0]>(
      url: string,
      spec: P,
      run: (
        req: RequestOf<ReturnType<typeof route.updated<P>>>,
        write: ConditionalWrite,
      ) => Promise<Tagged<Static<P['response']>>>,
      extra: Extra = {},
    ) {
      const schema = route.updated(spec);
      const handler = async (req: RequestOf<typeof schema> & IfMatched, reply: FastifyReply) =>
        withEtag(reply, await run(req, conditional(req)));
      return { method: 'PATCH' as const, url, config: workspaceWrite, ...extra, schema, handler };
    },
    /** DELETE, conditional on If-Match: 204. */
    deleted<P extends Parameters<typeof route.deleted>[0]>(
      url: string,
      spec: P,
      run: (req: RequestOf<ReturnType<typeof route.deleted<P>>>, write: ConditionalWrite) => Promise<void>,
    ) {
      const schema = route.deleted(spec);
      const handler = (req: RequestOf<typeof schema> & IfMatched, reply: FastifyReply) =>
        noContent(reply, run(req, conditional(req)));
      return { method: 'DELETE' as const, url, config: workspaceWrite, schema, handler };
    },
  };
}
