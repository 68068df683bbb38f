import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { DomainError } from '../lib/domain-error.js';
import type { Reach } from '../lib/reach.js';
import { hasScope, type RequestContext } from '../lib/request-context.js';
import { secretsEqual, sha256Hex } from '../lib/secrets.js';
import type { AuthLookup, KeyRow } from './auth-lookup.js';
import './route-config.js';
import { type SessionAuthSettings, sessionContext } from './session-auth.js';
import { sessionCookie } from './session-cookie.js';
import type { SessionLookup } from './session-lookup.js';

type Query = Record<string, unknown>;

/** What auth reads of a request: the same whether Fastify or the fast path (fast-path.ts) has it. */
export interface AuthInput {
  query: Query | undefined;
  headers: IncomingHttpHeaders;
  requestId: string;
  ip: string;
  config: Pick<FastifyContextConfig, 'auth' | 'scope' | 'ownerRecovery'>;
}

/** The spec: the query parameter wins when both it and the header are present. */
function credential(
  request: { query: unknown; headers: IncomingHttpHeaders },
  queryName: string,
  headerName: string,
): string | null {
  const fromQuery = (request.query as Query | undefined)?.[queryName];
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const fromHeader = request.headers[headerName];
  if (typeof fromHeader === 'string' && fromHeader !== '') return fromHeader;
  return null;
}

const invalidKey = () => new DomainError('invalid_api_key', 'Invalid API key.');
const noWorkspace = () =>
  new DomainError('forbidden', 'This API key or client may not use the requested workspace.');

const noSession = () =>
  new DomainError('unauthenticated', 'This needs a signed-in user (the session cookie), not an API key.');

export function registerAuth(
  app: FastifyInstance,
  deps: {
    lookup: AuthLookup;
    adminKey: string | null;
    sessions: SessionAuthSettings & { lookup: SessionLookup };
  },
) {
  app.decorateRequest('ctx', null as never);

  app.addHook('onRequest', async (request) => {
    const { auth = 'none', scope = 'read' } = request.routeOptions.config;
    if (auth === 'none') return;

    const key = credential(request, 'api-key', 'x-api-key');
    if (auth === 'admin') {
      if (!key || !deps.adminKey || !secretsEqual(key, deps.adminKey)) throw invalidKey();
      return;
    }
    // No key: a signed-in user's session cookie, on any account or workspace route and on the
    // session routes (which take nothing else). A key, when given, always wins over a cookie.
    if (!key || auth === 'session') {
      const secret = sessionCookie(request);
      if (!secret) throw auth === 'session' ? noSession() : invalidKey();
      request.ctx = await sessionContext(request, secret, auth, scope, {
        lookup: deps.sessions.lookup,
        settings: deps.sessions,
        workspaceId: () => credential(request, 'workspace-id', 'x-workspace-id'),
      });
      return;
    }
    request.ctx = await keyContext(deps.lookup, key, {
      query: request.query as Query | undefined,
      headers: request.headers,
      requestId: String(request.id),
      ip: request.ip,
      config: request.routeOptions.config,
    });
  });
}

/**
 * The request context of an API key (the key route of auth: client id, workspace grant, scope,
 * reach), or a DomainError thrown. The one copy both the onRequest hook and the delivery fast path
 * (fast-path.ts) run; `keyContextNow` is its answer from what the key cache holds, when it can give
 * one without waiting.
 */
export async function keyContext(lookup: AuthLookup, key: string, input: AuthInput): Promise<RequestContext> {
  const { auth = 'none', scope = 'read', ownerRecovery } = input.config;
  const row = await (lookup.keyOfRaw ? lookup.keyOfRaw(key) : lookup.key(sha256Hex(key)));
  if (!row) throw invalidKey();

  // Hole 9 of issue 9: an account that requires client ids but has none (or lost them) must
  // not lock its owner out, so an unrestricted owner key may reach the account settings and the
  // client endpoints (routes marked `ownerRecovery`) without one. Everything else needs it.
  let clientId: string | null = null;
  let clientLimited = false;
  const recovery = ownerRecovery === true && row.scope === 'owner' && row.all_workspaces === 1;
  if (row.require_api_client === 1) {
    clientId = credential(input, 'api-client', 'x-api-client');
    if (clientId) {
      const client = await lookup.client(clientId, row.account_id);
      if (!client) throw new DomainError('invalid_api_client', 'Invalid API client id.');
      clientLimited = client.all_workspaces === 0;
    } else if (!recovery) {
      throw new DomainError('invalid_api_client', 'An API client id is required for this account.');
    }
  }

  let workspaceId: string | null = null;
  if (auth === 'workspace') {
    workspaceId = credential(input, 'workspace-id', 'x-workspace-id');
    if (!workspaceId) {
      throw new DomainError(
        'bad_request',
        'A workspace id is required (X-Workspace-Id header or workspace-id query).',
      );
    }
    // The same 403 whether the workspace is missing, foreign or not granted: no hint which.
    if (!(await lookup.workspaceAllowed(workspaceId, row.account_id, row.key_id, clientId))) {
      throw noWorkspace();
    }
  }

  if (!hasScope(row.scope, scope)) {
    throw new DomainError('forbidden', `This API key has the '${row.scope}' scope; '${scope}' is required.`);
  }

  const keyLimited = row.all_workspaces === 0;
  const reach =
    reachOf(keyLimited, clientLimited, workspaceId, scope) ??
    (await lookup.reach(keyLimited ? row.key_id : null, clientLimited ? clientId : null));
  return contextOf(row, input, clientId, workspaceId, reach);
}

/**
 * `keyContext`'s answer when the key cache (auth-cache.ts) holds everything it would ask — the key
 * and the workspace grant, a key of an account without client ids — and the request passes every
 * check; undefined otherwise (keyContext then runs, and says why when it refuses). The same checks
 * in the same order, with the same answers (the cache's), only never waiting: the delivery fast
 * path (fast-path.ts) answers a request it holds in memory without a promise.
 */
export function keyContextNow(lookup: AuthLookup, key: string, input: AuthInput): RequestContext | undefined {
  const peek = lookup.peek;
  const row = peek?.key(key);
  if (peek === undefined || row === undefined || row.require_api_client === 1) return undefined;
  const { auth = 'none', scope = 'read' } = input.config;
  let workspaceId: string | null = null;
  if (auth === 'workspace') {
    workspaceId = credential(input, 'workspace-id', 'x-workspace-id');
    if (!workspaceId || peek.workspaceAllowed(workspaceId, row.account_id, row.key_id, null) !== true) {
      return undefined;
    }
  }
  if (!hasScope(row.scope, scope)) return undefined;
  const reach = reachOf(row.all_workspaces === 0, false, workspaceId, scope);
  return reach === null ? undefined : contextOf(row, input, null, workspaceId, reach);
}

/**
 * What the request may reach (lib/reach.ts), or null when the database is to say (lookup.reach).
 * Only owner routes act on the account as a whole, so only they load a limited key's or client's
 * workspaces; elsewhere a limited credential reaches the workspace it named, or nothing
 * account-wide.
 */
function reachOf(keyLimited: boolean, clientLimited: boolean, workspaceId: string | null, scope: string) {
  if (!keyLimited && !clientLimited) return 'account';
  if (workspaceId) return [workspaceId];
  return scope === 'owner' ? null : [];
}

function contextOf(
  row: KeyRow,
  input: AuthInput,
  clientId: string | null,
  workspaceId: string | null,
  reach: Reach,
): RequestContext {
  return {
    requestId: input.requestId,
    ip: input.ip,
    accountId: row.account_id,
    workspaceId,
    actor: { type: 'api_key', id: row.key_id, name: row.name, clientId },
    scope: row.scope,
    limits: {
      rate_limit_per_second: row.rate_limit_per_second,
      monthly_request_quota: row.monthly_request_quota,
      monthly_token_limit: row.monthly_token_limit,
    },
    reach,
  };
}
