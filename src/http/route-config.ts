import type { RequestContext, Scope } from '../lib/request-context.js';

/**
 * What each route declares besides its schemas:
 * - auth: `none` (health, OpenAPI), `admin` (operator key), `account` (any API key of an account),
 *   `workspace` (API key + a workspace it may use: the prompt area), `session` (a signed-in user's
 *   session cookie only: the user's own sessions). `account` and `workspace` routes also take a
 *   session cookie instead of a key (http/session-auth.ts);
 * - scope: the least key scope the route needs;
 * - limits: which limit preset applies (`tokens` = token-counting area: rate limit + monthly
 *   request quota + X-Rate-Limit-* headers; `prompts` = rate limit + X-Tokens-* headers;
 *   `account` = rate limit only).
 */
export type AuthMode = 'none' | 'admin' | 'account' | 'workspace' | 'session';
export type LimitPreset = 'none' | 'tokens' | 'prompts' | 'account';

export interface PromptkeepRouteConfig {
  auth: AuthMode;
  scope?: Scope;
  limits?: LimitPreset;
  /**
   * An unrestricted owner key may call it without an API client id even when the account requires
   * one (account settings and client endpoints: the owner can always recover; docs/security.md).
   */
  ownerRecovery?: boolean;
  /**
   * A top-level string field of the JSON body that, in a large body, is kept as bytes
   * (src/http/large-text-body.ts): the handler reads it with `largeTextOf(body)`.
   */
  largeTextField?: string;
}

/**
 * The configs routes declare, by who may call them: every route's `config` is one of these, so
 * `reader`/`writer`-like local names are never needed. The prompt area: a workspace route needing read or write scope, `prompts` limits.
 */
export const workspaceRead = { auth: 'workspace', scope: 'read', limits: 'prompts' } as const;
export const workspaceWrite = { auth: 'workspace', scope: 'write', limits: 'prompts' } as const;
/** The token-counting area: any key of the account, `tokens` limits (rate, quota and their headers). */
export const tokenCounting = { auth: 'account', scope: 'read', limits: 'tokens' } as const;
/** Account-wide reads any key may make (the usable AI models). */
export const accountRead = { auth: 'account', scope: 'read', limits: 'account' } as const;
/** The owner's API (account, workspaces, keys, clients, AI providers). */
export const accountOwner = { auth: 'account', scope: 'owner', limits: 'account' } as const;
/** An owner route an unrestricted owner key reaches without an API client id (see `ownerRecovery`). */
export const accountOwnerRecovery = { ...accountOwner, ownerRecovery: true } as const;
/**
 * A workspace's members: any credential of the account passes auth; the service decides (the
 * account owner (an owner user or an unrestricted owner key), or the workspace's admin user).
 */
export const workspaceMembers = { auth: 'account', scope: 'read', limits: 'account' } as const;
/** A signed-in user's own session and sessions (the session cookie; no API key). */
export const userSession = { auth: 'session', scope: 'read', limits: 'account' } as const;
/** The operator's API (the admin key). */
export const operator = { auth: 'admin' } as const;
/** No key: health, the OpenAPI document, the console's page and assets. */
export const unauthenticated = { auth: 'none' } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    scope?: Scope;
    limits?: LimitPreset;
    ownerRecovery?: boolean;
  }
  interface FastifyRequest {
    ctx: RequestContext;
  }
}
