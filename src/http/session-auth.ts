import type { FastifyRequest } from 'fastify';
import { DomainError } from '../lib/domain-error.js';
import type { Reach } from '../lib/reach.js';
import type { RequestContext, Scope, WorkspaceRole } from '../lib/request-context.js';
import { hasScope } from '../lib/request-context.js';
import { csrfTokenOf, secretsEqual, sha256Hex } from '../lib/secrets.js';
import type { AuthMode } from './route-config.js';
import type { SessionLookup } from './session-lookup.js';

/** What each workspace role may do, as the key scopes the services check (docs/security.md). */
export const ROLE_SCOPE: Record<WorkspaceRole, Scope> = { viewer: 'read', editor: 'write', admin: 'write' };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Seen again within this long, a session's last_seen_at is not rewritten (one write a minute at most). */
const TOUCH_EVERY_MS = 60_000;

const ended = () => new DomainError('unauthenticated', 'Your session has ended; sign in again.');
const csrf = (why: string) => new DomainError('forbidden', `Cross-site request refused: ${why}.`);

export interface SessionAuthSettings {
  idleMs: number;
  now: () => number;
  /** The service's public origin (https://host[:port]) when the operator set --public-url. */
  publicOrigin: string | null;
}

/** The Host header as a URL of `protocol` writes it (its default port left out), or null. */
function hostAs(protocol: string, host: string | undefined): string | null {
  try {
    return host ? new URL(`${protocol}//${host}`).host : null;
  } catch {
    return null;
  }
}

/**
 * A state-changing request made with the session cookie must come from our own pages: its Origin
 * is ours (the public URL's when set, else the Host it was sent to) and it carries the session's
 * CSRF token in X-CSRF-Token, which no other site can read or compute. API keys never need this: a
 * browser never adds a key to a request by itself.
 */
function checkCsrf(request: FastifyRequest, secret: string, publicOrigin: string | null) {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '' || origin === 'null') throw csrf('no Origin header');
  let given: URL;
  try {
    given = new URL(origin);
  } catch {
    throw csrf('a malformed Origin header');
  }
  const ours = publicOrigin
    ? given.origin === publicOrigin
    : given.host === hostAs(given.protocol, request.headers.host);
  if (!ours) throw csrf(`the Origin ${given.origin} is not this service`);
  const token = request.headers['x-csrf-token'];
  if (typeof token !== 'string' || !secretsEqual(token, csrfTokenOf(secret)))
    throw csrf('the X-CSRF-Token header is missing or wrong');
}

/**
 * The request context of a session (the cookie's secret): the same `ctx` a key builds, with the
 * user as actor, a scope from the user's role (owner: owner; in a workspace: its role's scope;
 * elsewhere: read) and a reach (owner: the account; else the workspaces the user is a member of).
 */
export async function sessionContext(
  request: FastifyRequest,
  secret: string,
  auth: AuthMode,
  needed: Scope,
  deps: { lookup: SessionLookup; settings: SessionAuthSettings; workspaceId: () => string | null },
): Promise<RequestContext> {
  const { lookup, settings } = deps;
  const row = await lookup.session(sha256Hex(secret));
  const now = settings.now();
  if (!row || Date.parse(row.expires_at) <= now || Date.parse(row.last_seen_at) + settings.idleMs <= now)
    throw ended();
  if (!SAFE_METHODS.has(request.method)) checkCsrf(request, secret, settings.publicOrigin);

  const owner = row.owner === 1;
  const roles: Record<string, WorkspaceRole> = {};
  if (!owner) for (const m of await lookup.memberships(row.user_id)) roles[m.workspace_id] = m.role;

  let workspaceId: string | null = null;
  let scope: Scope = owner ? 'owner' : 'read';
  if (auth === 'workspace') {
    workspaceId = deps.workspaceId();
    if (!workspaceId) {
      throw new DomainError(
        'bad_request',
        'A workspace id is required (X-Workspace-Id header or workspace-id query).',
      );
    }
    const role = roles[workspaceId];
    const allowed = owner ? await lookup.workspaceInAccount(workspaceId, row.account_id) : role !== undefined;
    if (!allowed) throw new DomainError('forbidden', 'You are not a member of the requested workspace.');
    if (!owner) scope = ROLE_SCOPE[role as WorkspaceRole];
  }
  if (!hasScope(scope, needed)) {
    const what =
      auth === 'workspace'
        ? `Your role in this workspace is '${roles[workspaceId as string]}'`
        : 'You are not the account owner';
    throw new DomainError('forbidden', `${what}; this needs the '${needed}' permission.`);
  }
  const reach: Reach = owner ? 'account' : workspaceId ? [workspaceId] : Object.keys(roles);

  if (now - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS)
    await lookup.touch(row.session_id, new Date(now).toISOString());

  return {
    requestId: String(request.id),
    ip: request.ip,
    accountId: row.account_id,
    workspaceId,
    actor: { type: 'user', id: row.user_id, name: row.name, clientId: null },
    scope,
    limits: {
      rate_limit_per_second: row.rate_limit_per_second,
      monthly_request_quota: row.monthly_request_quota,
      monthly_token_limit: row.monthly_token_limit,
    },
    reach,
    user: { owner, workspaces: roles, sessionId: row.session_id },
  };
}
