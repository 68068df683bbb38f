import type { AccountLimits } from './account-limits.js';
import { DomainError } from './domain-error.js';
import type { Reach } from './reach.js';

export type Scope = 'read' | 'write' | 'owner';

/** A user's role in one workspace (issue 22 §2). */
export type WorkspaceRole = 'viewer' | 'editor' | 'admin';

/** What auth knows of a signed-in user's roles: the account owner, or a role per workspace. */
export interface UserRoles {
  owner: boolean;
  /** Workspace id → role (the owner reaches every workspace whatever this says). */
  workspaces: Readonly<Record<string, WorkspaceRole>>;
  /** The session the request came with (its public id). */
  sessionId: string;
}

const RANK: Record<Scope, number> = { read: 1, write: 2, owner: 3 };

/** Who is calling and where: built by auth, passed to every service call. */
export interface RequestContext {
  requestId: string;
  accountId: string;
  /** Set on workspace-scoped (prompt-area) routes; null elsewhere. */
  workspaceId: string | null;
  /**
   * Who acts: an API key (its name, its client id if any) or a signed-in user (display name). The
   * name is what `created_by` / `updated_by` carry; the id (`key_…` / `usr_…`) never changes.
   */
  actor:
    | { type: 'api_key'; id: string; name: string; clientId: string | null }
    | { type: 'user'; id: string; name: string; clientId: null };
  /** The source address of the request (the audit log's "from where"). */
  ip?: string;
  /** A signed-in user's roles (people module; docs/security.md); absent for API keys. */
  user?: UserRoles;
  scope: Scope;
  limits: AccountLimits;
  /**
   * The workspaces the key and client may reach (`'account'`: all, and account-wide operations);
   * absent means only `workspaceId` (deny by default). See lib/reach.ts.
   */
  reach?: Reach;
}

/** A workspace-scoped context: the workspace is known. */
export type WorkspaceContext = RequestContext & { workspaceId: string };

export function hasScope(granted: Scope, needed: Scope): boolean {
  return RANK[granted] >= RANK[needed];
}

/** Services call this first: a key without the scope gets 403 whatever the route said. */
export function assertScope(ctx: RequestContext, needed: Scope): void {
  if (!hasScope(ctx.scope, needed)) {
    const who =
      ctx.actor.type === 'user'
        ? `Your role gives the '${ctx.scope}' permission`
        : `This API key has the '${ctx.scope}' scope`;
    throw new DomainError('forbidden', `${who}; '${needed}' is required.`);
  }
}

export function assertWorkspace(ctx: RequestContext): asserts ctx is WorkspaceContext {
  if (!ctx.workspaceId) throw new DomainError('bad_request', 'A workspace id is required.');
}

/**
 * The first line of a workspace service verb that reads: the read scope (403 whatever the route
 * declared), then the workspace (400 without one). Returns the context with its workspace known.
 */
export function requireRead(ctx: RequestContext): WorkspaceContext {
  assertScope(ctx, 'read');
  assertWorkspace(ctx);
  return ctx;
}
/** As `requireRead`, for a verb that writes: the write scope. */
export function requireWrite(ctx: RequestContext): WorkspaceContext {
  assertScope(ctx, 'write');
  assertWorkspace(ctx);
  return ctx;
}

/**
 * Whether the caller administers its workspace (issue 23: protected labels, approvals): an owner
 * key (within its reach, which auth already checked), the account's owner user, or a user with the
 * workspace's `admin` role. Editors and write keys are not.
 */
export function isWorkspaceAdmin(ctx: WorkspaceContext): boolean {
  if (ctx.user) return ctx.user.owner || ctx.user.workspaces[ctx.workspaceId] === 'admin';
  return ctx.actor.type === 'api_key' && ctx.scope === 'owner';
}
