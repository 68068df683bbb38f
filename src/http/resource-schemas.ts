import { type TObject, type TProperties, type TSchema, Type } from 'typebox';
import {
  AuthQuery,
  errorResponses,
  KEY_SECURITY,
  NoContent,
  WORKSPACE_SECURITY,
  WorkspaceQuery,
} from './common-schemas.js';
import { PageQuery } from './paging.js';

/**
 * The schemas of a resource's routes, one builder per kind of route, each laying out its area's
 * conventions (tags, the key, the area's query) and the errors around what the route says of
 * itself. Two areas: the workspace's resources (the prompt area: `workspaceSchemas`) and the
 * account's (`accountSchemas`: account, workspaces, keys, clients, users). The route
 * is declared as every route is: `app.get(url, { config: workspaceRead, schema: route.read({ … }) }, handler)`.
 * A versioned resource's routes (ETag, If-Match) add to the workspace's: `versionedSchemas` in src/versioned/.
 */

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

/** The schema fields every route of an area shares: its tags, the key, the area's query. */
function areaSchema<B extends TProperties>(tags: readonly string[], security: typeof KEY_SECURITY, query: B) {
  return { tags: [...tags], security, querystring: Type.Object(query) };
}

function resourceSchemas<B extends TProperties>(
  tags: readonly string[],
  security: typeof KEY_SECURITY,
  areaQuery: B,
) {
  const base = areaSchema(tags, security, areaQuery);
  return {
    /** GET of a list, paged (its query gains `limit` and `after`): 200 with an array of `item`. */
    list<S extends OwnSchema & { item: TSchema }, Q extends TProperties = B>(
      spec: S & { querystring?: TObject<Q> },
    ) {
      const { item, querystring, errors: _, ...own } = spec;
      // Without a query of its own, the list's is the area's query (Q's default).
      const query = (querystring?.properties ?? areaQuery) as Q;
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
    created<S extends OwnSchema & { body?: TSchema; response: TSchema }>(spec: S) {
      const { response, errors: _, ...own } = spec;
      return { ...base, ...own, response: { 201: response, ...impliedErrors(spec) } };
    },
    /** PATCH (or PUT): 200. */
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

/** The schema fields every route of a workspace resource shares: its tags, the key, the workspace query. */
export const workspaceSchema = (tags: readonly string[]) =>
  areaSchema(tags, WORKSPACE_SECURITY, WorkspaceQuery);
/** The routes of a workspace resource (the prompt area: the workspace query). */
export const workspaceSchemas = (tags: readonly string[]) =>
  resourceSchemas(tags, WORKSPACE_SECURITY, WorkspaceQuery);
/** The routes of an account resource (the owner's API: the key's query, no workspace). */
export const accountSchemas = (tags: readonly string[]) => resourceSchemas(tags, KEY_SECURITY, AuthQuery);
