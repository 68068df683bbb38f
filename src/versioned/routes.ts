import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { type Static, type TSchema, Type } from 'typebox';
import type { Page, PageRequest } from '../lib/paging.js';
import type { RequestContext } from '../lib/request-context.js';
import type { Precondition, Tagged } from '../lib/revision.js';
import { errorResponses, NoContent, WORKSPACE_SECURITY, WorkspaceQuery } from './common-schemas.js';
import { IfNoneMatchHeaders, NotModified } from './conditional-get.js';
import { HEADERS, withHeaders } from './openapi-headers.js';
import { type ListKey, PageQuery, pageRequest, sendPage } from './paging.js';
import { type PromptkeepRouteConfig, workspaceRead, workspaceWrite } from './route-config.js';

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

const PlainQuery = Type.Object(WorkspaceQuery);

type Input<S> = S extends TSchema ? Static<S> : undefined;

/** What a handler reads of the request, typed from the route's schemas. */
export interface RouteRequest<P, Q, B> {
  ctx: RequestContext;
  params: Input<P>;
  query: Input<Q>;
  body: Input<B>;
}
/** The arguments of a conditional write: who calls, the If-Match it sent (parsed), its body as `input`. */
export interface Conditional<B> {
  ctx: RequestContext;
  precondition: Precondition;
  input: Input<B>;
}

/** A route's own part: its summary and schemas. Errors 400/401/403/429/500 are always listed. */
export interface RouteSpec<P, Q, B> {
  summary: string;
  /** The OpenAPI operationId (camelCase, stable: generated clients name their functions after it). */
  operationId?: string;
  description?: string;
  /** With path ids the route also answers 404. */
  params?: P;
  /** The workspace query (auth parameters) when absent. */
  querystring?: Q;
  body?: B;
  /** Error statuses besides those implied (404 with params, 412 with If-Match). */
  errors?: number[];
  bodyLimit?: number;
  /** A DELETE that takes no If-Match (the resource has no revision of its own, e.g. a label). */
  unconditional?: true;
}

type Status = 200 | 201 | 204;
type Handler<P, Q, B, R> = (req: RouteRequest<P, Q, B>, write: Conditional<B>) => Promise<R>;

/**
 * The routes of a versioned resource (prompts, contexts, context packs and their versions) in one
 * shape: workspace routes (read or write scope, `prompts` limits) under one set of tags; a single
 * resource answers with its ETag (201 for a creation), a PATCH or DELETE honours If-Match, a DELETE
 * answers 204. The handlers get the typed request and, for writes, the conditional arguments.
 */
export function versionedRoutes(app: FastifyInstance, tags: readonly string[]) {
  function route<P, Q, B>(
    method: HTTPMethods,
    url: string,
    spec: RouteSpec<P, Q, B>,
    ok: { status: Status; schema: object; tagged?: boolean },
    send: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) {
    const conditional = (method === 'PATCH' || method === 'DELETE') && spec.unconditional !== true;
    const config: PromptkeepRouteConfig = method === 'GET' ? workspaceRead : workspaceWrite;
    const { summary, description, operationId, params, querystring, body, errors = [], bodyLimit } = spec;
    const implied = [...(params ? [404] : []), ...(conditional ? [412] : [])];
    // A GET answering with an ETag honours If-None-Match (http/conditional-get.ts): 304.
    const revalidated = method === 'GET' && ok.tagged === true;
    const headers = conditional ? IfMatchHeaders : revalidated ? IfNoneMatchHeaders : undefined;
    app.route({
      method,
      url,
      config,
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      schema: {
        tags: [...tags],
        security: WORKSPACE_SECURITY,
        summary,
        ...(operationId === undefined ? {} : { operationId }),
        ...(description === undefined ? {} : { description }),
        ...(params ? { params } : {}),
        querystring: querystring ?? PlainQuery,
        ...(headers ? { headers } : {}),
        ...(body ? { body } : {}),
        response: {
          [ok.status]: ok.schema,
          ...(revalidated ? { 304: NotModified } : {}),
          ...errorResponses(...implied, ...errors),
        },
      },
      handler: send,
    });
  }
  const typed = <P, Q, B>(req: FastifyRequest) => {
    const r = req as unknown as RouteRequest<P, Q, B> & { headers: { 'if-match'?: string } };
    return [r, { ctx: r.ctx, precondition: preconditionOf(r.headers), input: r.body }] as const;
  };
  /** A route answering one resource with its ETag. */
  const tagged =
    <P, Q, B, R extends TSchema>(method: HTTPMethods, status: 200 | 201) =>
    (url: string, spec: RouteSpec<P, Q, B> & { response: R }, run: Handler<P, Q, B, Tagged<Static<R>>>) =>
      route(
        method,
        url,
        spec,
        { status, schema: withHeaders(spec.response, { ETag: HEADERS.etag }), tagged: true },
        async (req, reply) => {
          const { etag, body } = await run(...typed<P, Q, B>(req));
          return reply.code(status).header('etag', etag).send(body);
        },
      );

  return {
    /**
     * GET of a list: 200 with an array of `item` (no ETag), paged (docs/api.md, "Paging"): the
     * query takes `limit` and `after` (a cursor of `cursor.list`), the handler answers one page.
     */
    list: <P, Q, R extends TSchema>(
      url: string,
      spec: RouteSpec<P, Q, undefined> & { item: R; cursor: ListKey },
      run: (req: RouteRequest<P, Q, undefined>, page: PageRequest) => Promise<Page<Static<R>>>,
    ) => {
      const own = (spec.querystring as { properties?: object } | undefined)?.properties ?? WorkspaceQuery;
      const querystring = Type.Object({ ...own, ...PageQuery });
      route(
        'GET',
        url,
        { ...spec, querystring },
        { status: 200, schema: Type.Array(spec.item) },
        async (req, reply) => {
          const page = pageRequest(req.query as { limit?: number; after?: string }, spec.cursor);
          const result = await run(typed<P, Q, undefined>(req)[0], page);
          return sendPage(req, reply, result, spec.cursor, page.limit);
        },
      );
    },
    /** GET of one resource. */
    get: <P, Q, R extends TSchema>(
      url: string,
      spec: RouteSpec<P, Q, undefined> & { response: R },
      run: Handler<P, Q, undefined, Tagged<Static<R>>>,
    ) => tagged<P, Q, undefined, R>('GET', 200)(url, spec, run),
    /** POST of a new resource: 201. */
    create: <P, B, R extends TSchema>(
      url: string,
      spec: RouteSpec<P, undefined, B> & { response: R },
      run: Handler<P, undefined, B, Tagged<Static<R>>>,
    ) => tagged<P, undefined, B, R>('POST', 201)(url, spec, run),
    /** PUT of a resource at a URL the client names (created or replaced): 200, no ETag. */
    put: <P, B, R extends TSchema>(
      url: string,
      spec: RouteSpec<P, undefined, B> & { response: R },
      run: Handler<P, undefined, B, Static<R>>,
    ) =>
      route('PUT', url, spec, { status: 200, schema: spec.response }, async (req, reply) =>
        reply.code(200).send(await run(...typed<P, undefined, B>(req))),
      ),
    /** PATCH, conditional on If-Match. */
    update: <P, B, R extends TSchema>(
      url: string,
      spec: RouteSpec<P, undefined, B> & { response: R },
      run: Handler<P, undefined, B, Tagged<Static<R>>>,
    ) => tagged<P, undefined, B, R>('PATCH', 200)(url, spec, run),
    /** GET whose handler answers itself (a non-JSON body, with its ETag); `response` documents its 200. */
    download: <P>(
      url: string,
      spec: RouteSpec<P, undefined, undefined> & { response: object },
      run: (req: RouteRequest<P, undefined, undefined>, reply: FastifyReply) => Promise<unknown>,
    ) =>
      route('GET', url, spec, { status: 200, schema: spec.response, tagged: true }, (req, reply) =>
        run(typed<P, undefined, undefined>(req)[0], reply),
      ),
    /** DELETE, conditional on If-Match: 204. */
    remove: <P>(
      url: string,
      spec: RouteSpec<P, undefined, undefined>,
      run: Handler<P, undefined, undefined, void>,
    ) =>
      route('DELETE', url, spec, { status: 204, schema: NoContent }, async (req, reply) => {
        await run(...typed<P, undefined, undefined>(req));
        return reply.code(204).send(null);
      }),
  };
}
export type VersionedRoutes = ReturnType<typeof versionedRoutes>;
