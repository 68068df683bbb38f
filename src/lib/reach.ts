import { forbidden } from './domain-error.js';
import { assertScope, type RequestContext } from './request-context.js';

/**
 * What a request may reach inside its account (issue 9, hole 1): `'account'` when both its key and
 * its API client (if any) are unrestricted, else the workspaces both are limited to. Built by
 * `http/auth.ts`. The one place that decides who may act account-wide and who may grant what;
 * docs/security.md has the matrix.
 */
export type Reach = 'account' | readonly string[];

/** Deny by default: a context built without a reach reaches only its own workspace, if any. */
export function reachOf(ctx: RequestContext): Reach {
  return ctx.reach ?? (ctx.workspaceId ? [ctx.workspaceId] : []);
}

export const isAccountWide = (ctx: RequestContext) => reachOf(ctx) === 'account';

/**
 * Account-wide operations (account settings, creating and deleting workspaces, API clients, AI
 * providers) need an owner key limited to no workspace, used without a limited client.
 */
export function assertAccountWide(ctx: RequestContext, what: string): void {
  assertScope(ctx, 'owner');
  if (!isAccountWide(ctx)) {
    throw forbidden(
      `${what} needs an unrestricted owner key; this key (or its API client) is limited to some workspaces.`,
    );
  }
}

export function reaches(ctx: RequestContext, workspaceId: string): boolean {
  const reach = reachOf(ctx);
  return reach === 'account' || reach.includes(workspaceId);
}

/** The same answer whether the workspace is missing, foreign or out of reach: no hint which. */
export function assertReaches(ctx: RequestContext, workspaceId: string): void {
  if (!reaches(ctx, workspaceId)) {
    throw forbidden('This API key or client may not use the requested workspace.');
  }
}

/**
 * Whether a credential limited to `workspaceIds` (null: every workspace) grants no more than the
 * request reaches: a limited key sees and manages only credentials limited to a non-empty subset
 * of its own workspaces.
 */
export function grantsWithin(ctx: RequestContext, workspaceIds: readonly string[] | null): boolean {
  const reach = reachOf(ctx);
  if (reach === 'account') return true;
  return workspaceIds !== null && workspaceIds.length > 0 && workspaceIds.every((w) => reach.includes(w));
}

/** No key can hand out more reach than it has (a new key, or one it revokes). */
export function assertGrantsWithin(
  ctx: RequestContext,
  workspaceIds: readonly string[] | null,
  what: string,
): void {
  if (!grantsWithin(ctx, workspaceIds)) {
    throw forbidden(
      `This API key is limited to some workspaces: it may ${what} only keys whose workspace_ids are among its own.`,
    );
  }
}
