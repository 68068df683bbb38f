import type { RouteOptions } from 'fastify';
import { ErrorBody } from './errors.js';
import { HEADERS, LIMIT_HEADERS, type ResponseHeaders, withHeaders } from './openapi-headers.js';
import { OPERATION_IDS } from './openapi-operation-ids.js';
import type { AuthMode, LimitPreset } from './route-config.js';

/**
 * What each route's OpenAPI operation gets from its `config` (auth, limits), so no route repeats
 * it: its operationId (the route's own `schema.operationId` wins over OPERATION_IDS), its security,
 * the client id and workspace headers the auth layer reads, and the response headers the hooks
 * send. Runs for the document only: the route's own schemas (validation, serialization) are never
 * changed.
 */

// biome-ignore lint/suspicious/noExplicitAny: route schemas are open-ended JSON Schema objects.
type Json = any;

/** The auth layer's header inputs that OpenAPI cannot express as a security scheme (spec: Auth). */
const CLIENT_HEADER = {
  type: 'string',
  description: 'API client id, when the account requires one (the api-client query parameter overrides it).',
};
const WORKSPACE_HEADER = {
  type: 'string',
  description:
    'The workspace to act in: this header or the workspace-id query parameter is required (the query wins).',
};

const SECURITY: Record<AuthMode, Json[]> = {
  none: [],
  admin: [{ adminKey: [] }],
  account: [{ apiKey: [] }],
  workspace: [{ apiKey: [] }],
  session: [{ sessionCookie: [] }],
};

function authHeaders(auth: AuthMode, headers: Json): Json {
  if (auth !== 'account' && auth !== 'workspace') return headers;
  const properties = {
    ...(headers?.properties ?? {}),
    'X-Api-Client': CLIENT_HEADER,
    ...(auth === 'workspace' ? { 'X-Workspace-Id': WORKSPACE_HEADER } : {}),
  };
  return { ...(headers ?? {}), type: 'object', properties };
}

function responseHeaders(status: string, limits: LimitPreset, paged: boolean): ResponseHeaders {
  const out: ResponseHeaders = { 'X-Trace-Id': HEADERS.traceId };
  const ok = status.startsWith('2');
  if (ok || status === '429') Object.assign(out, LIMIT_HEADERS[limits]);
  if (ok && paged) out.Link = HEADERS.link;
  if (status === '429' || status === '503') out['Retry-After'] = HEADERS.retryAfter;
  return out;
}

/** "GET /v1/prompts/{promptId}": the OPERATION_IDS key of a Fastify route. */
export const operationKey = (method: string, url: string) =>
  `${method} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

export function openApiRouteTransform({
  schema,
  url,
  route,
}: {
  schema: Json;
  url: string;
  route: RouteOptions;
}): { schema: Json; url: string } {
  if (!schema || schema.hide) return { schema, url };
  const auth: AuthMode = route.config?.auth ?? 'none';
  const limits: LimitPreset = route.config?.limits ?? 'none';
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  const operationId = schema.operationId ?? OPERATION_IDS[operationKey(String(method), url)];
  const paged = Boolean(schema.querystring?.properties?.after);
  const response = Object.fromEntries(
    Object.entries<Json>(schema.response ?? {}).map(([status, body]) => [
      status,
      withHeaders(body, { ...responseHeaders(status, limits, paged), ...(body.headers ?? {}) }),
    ]),
  );
  // Every route behind the key can answer 401, even one that lists no errors (GET /metrics).
  if (auth !== 'none' && response['401'] === undefined) {
    response['401'] = withHeaders(ErrorBody, responseHeaders('401', limits, paged));
  }
  const headers = authHeaders(auth, schema.headers);
  return {
    url,
    schema: {
      ...schema,
      ...(operationId ? { operationId } : {}),
      security: schema.security ?? SECURITY[auth],
      ...(headers ? { headers } : {}),
      response,
    },
  };
}
