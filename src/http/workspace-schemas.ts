import { type TObject, type TProperties, type TSchema, Type } from 'typebox';
import { errorResponses, NoContent, WORKSPACE_SECURITY, WorkspaceQuery } from './common-schemas.js';
import { PageQuery } from './paging.js';

/**
 * The schemas of a workspace resource's routes (the prompt area: the key, the workspace query),
 * one builder per kind of route, each laying out those conventions and the errors around what the
 * route says of itself. The route is declared as every route is:
 * `app.get(url, { config: workspaceRead, schema: route.read({ … }) }, handler)`. A versioned
 * resource's routes (ETag, If-Match) add to these: `versionedSchemas` in src/versioned/.
 */

/** The schema fields every route of a workspace resource shares: its tags, the key, the workspace query. */
export const workspaceSchema = (tags: readonly string[]) => ({
  tags: [...tags],
  security: WORKSPACE_SECURITY,
  querystring: Type.Object(WorkspaceQuery),
});

/**
 * What a route's schema says of itself: its summary (operationId and description when set), its
 * path parameters (then it also answers 404) and the error statuses it adds to those always listed
 * (400, 401, 403, 429, 500) and implied (404 with parameters; the caller's `more`).
 */
export interface OwnSchema {
  summary: string;
  operationId?: string;
  description?: string;
  params?: TSchema;
  errors?: number[];
}
export const impliedErrors = (own: OwnSchema, ...more: number[]) =>
  errorResponses(...(own.params === undefined ? [] : [404]), ...more, ...(own.errors ?? []));

export function workspaceSchemas(tags: readonly string[]) {
  const base = workspaceSchema(tags);
  return {
    /** GET of a list, paged (its query gains `limit` and `after`): 200 with an array of `item`. */
    list<S extends OwnSchema & { item: TSchema }, Q extends TProperties = typeof WorkspaceQuery>(
      spec: S & { querystring?: TObject<Q> },
    ) {
      const { item, querystring, errors: _, ...own } = spec;
      // Without a query of its own, the list's is the workspace query (Q's default).
      const query = (querystring?.properties ?? WorkspaceQuery) as Q;
      return {
        ...base,
        ...own,
        querystring: Type.Object({ ...query, ...PageQuery }),
        response: { 200: Type.Array(item), ...impliedErrors(spec) },
      };
    },
    /** GET of one resource: 200. */
    read<S extends OwnSchema & { querystring?: TObject; response: TSchema }>(spec: S) {
      const { response, errors: _, ...own } = spec;
      return { ...base, ...own, response: { 200: response, ...impliedErrors(spec) } };
    },
    /** POST of a new resource: 201. */
    created<S extends OwnSchema & { body: TSchema; response: TSchema }>(spec: S) {
      const { response, errors: _, ...own } = spec;
      return { ...base, ...own, response: { 201: response, ...impliedErrors(spec) } };
    },
    /** PATCH: 200. */
    updated<S extends OwnSchema & { body: TSchema; response: TSchema }>(spec: S) {
      const { response, errors: _, ...own } = spec;
      return { ...base, ...own, response: { 200: response, ...impliedErrors(spec) } };
    },
    /** DELETE: 204. */
    deleted<S extends OwnSchema & { querystring?: TObject }>(spec: S) {
      const { errors: _, ...own } = spec;
      return { ...base, ...own, response: { 204: NoContent, ...impliedErrors(spec) } };
    },
  };
}
