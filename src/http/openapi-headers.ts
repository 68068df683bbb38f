import type { LimitPreset } from './route-config.js';

/**
 * Response headers as the OpenAPI document declares them. A route declares its own (ETag, the
 * catalog date) with `withHeaders` on its response schema; the ones every route of a kind sends
 * (trace id, limits, Link, Retry-After) are added by openapi-route-transform.ts.
 */

interface Header {
  description: string;
  type: 'string' | 'integer';
  example?: string | number;
}

/** Response headers by name; @fastify/swagger turns `response[status].headers` into OpenAPI. */
export type ResponseHeaders = Record<string, Header>;

const header = (type: Header['type'], description: string, example?: string | number): Header =>
  example === undefined ? { type, description } : { type, description, example };

export const HEADERS = {
  traceId: header('string', 'The request id; error bodies repeat it as trace_id.', 'req-1a2b3c'),
  etag: header(
    'string',
    "The resource's revision; send it back in If-Match to change it safely.",
    '"3-9f2c"',
  ),
  link: header(
    'string',
    'The next page, when more items follow (RFC 8288, relative URL; docs/api.md, "Paging").',
    '</v1/prompts?limit=50&after=eyJ2Ijo…>; rel="next"',
  ),
  retryAfter: header('integer', 'Seconds to wait before retrying.', 30),
  catalogAsOf: header('string', 'The date (YYYY-MM-DD) the catalog prices are true for.', '2026-11-01'),
} as const;

/** The spec's limit headers, each sent only when the account has that limit. */
export const LIMIT_HEADERS: Record<LimitPreset, ResponseHeaders> = {
  none: {},
  account: {},
  tokens: {
    'X-Rate-Limit-Total-Calls': header('integer', 'Calls allowed per second (with a rate limit).', 10),
    'X-Rate-Limit-Remaining-Calls': header('integer', 'Calls left in this second (with a rate limit).', 9),
    'X-Rate-Limit-Retry-After': header('integer', 'Seconds until calls are possible again; 0 now.', 0),
    'X-Quota-Limit-Retry-After': header('integer', 'Seconds left in the monthly quota period.', 86400),
  },
  prompts: {
    'X-Tokens-Limit': header('integer', 'Monthly token limit (with a token limit).', 1000000),
    'X-Tokens-Remaining': header('integer', 'Tokens left this month (with a token limit).', 998000),
    'X-Tokens-Used': header('integer', 'Tokens used by this request (requests that call a model).', 2000),
    'X-Tokens-Duration': header('string', 'Seconds spent in model calls (requests that call one).', '1.25'),
  },
};

/** A response schema with headers for the document (spread: the TypeBox value stays as it is). */
export function withHeaders<S extends object>(schema: S, headers: ResponseHeaders): S {
  const own = (schema as { headers?: ResponseHeaders }).headers ?? {};
  return { ...schema, headers: { ...own, ...headers } };
}
