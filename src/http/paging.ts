import { parse } from 'node:querystring';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  type CursorValues,
  decodeCursor,
  encodeCursor,
  PAGE_DEFAULT_LIMIT,
  PAGE_MAX_LIMIT,
  type Page,
  type PageRequest,
} from '../lib/paging.js';

/** `limit` and `after` for a list's querystring (spread beside its other query fields). */
export const PageQuery = {
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PAGE_MAX_LIMIT,
      description: `Items per page (default ${PAGE_DEFAULT_LIMIT}, at most ${PAGE_MAX_LIMIT}). When more follow, the response has a \`Link: <…>; rel="next"\` header.`,
    }),
  ),
  after: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 1024,
      description: 'Opaque cursor: take it from the `Link` header of the previous page, never build it.',
    }),
  ),
};

/**
 * The service's query-string parser. Bodies are validated without type coercion, and so are query
 * strings, except `limit`: a list's page size arrives as text and is handed on as a number when it
 * is one (anything else reaches validation as text and is refused, naming `query.limit`).
 */
export function parseQuery(text: string): Record<string, unknown> {
  const query: Record<string, unknown> = parse(text);
  const limit = query.limit;
  if (typeof limit === 'string' && /^\d{1,9}$/.test(limit)) query.limit = Number(limit);
  return query;
}

/** A list's sort key: its name in cursors and the type of each value. */
export interface ListKey {
  list: string;
  shape: readonly ('string' | 'number')[];
}

/** The paging fields of a list's query, as its typed request carries them. */
export interface PageParams {
  limit?: number;
  after?: string;
}

export function pageRequest(query: PageParams, key: ListKey): PageRequest {
  return {
    limit: query.limit ?? PAGE_DEFAULT_LIMIT,
    after: query.after === undefined ? null : decodeCursor(query.after, key.list, key.shape),
  };
}

/**
 * Announces the next page as `Link: <URL>; rel="next"` (RFC 8288, GitHub's convention): this
 * request's path and query (filters kept) with `after` set and `limit` kept. The URL is relative
 * to the request's (clients resolve it against the URL they called), and it never carries
 * `api-key`: the caller sends its key again as it did for the first page (a header is best).
 */
export function announceNext(
  request: FastifyRequest,
  reply: FastifyReply,
  next: CursorValues | null,
  key: ListKey,
  limit: number,
) {
  if (next === null) return;
  const url = new URL(request.url, 'https://placeholder.invalid');
  url.searchParams.delete('api-key');
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('after', encodeCursor(key.list, next));
  reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
}

/** The common handler tail: announce the next page, answer the page's items. */
export function sendPage<T, R>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page<T>,
  key: ListKey,
  limit: number,
  present: (item: T) => R = (item) => item as unknown as R,
): R[] {
  announceNext(request, reply, page.next, key, limit);
  return page.items.map(present);
}

/**
 * A list route's answer, called from its handler with the route's typed request: reads the page
 * request from the query (`limit`, `after`), runs the list, answers the page with its Link.
 */
export async function answerPage<T>(
  req: FastifyRequest & { query: PageParams },
  reply: FastifyReply,
  key: ListKey,
  run: (page: PageRequest) => Promise<Page<T>> | Page<T>,
): Promise<T[]> {
  const page = pageRequest(req.query, key);
  return sendPage(req, reply, await run(page), key, page.limit);
}
