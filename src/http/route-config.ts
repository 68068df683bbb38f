import type { RequestContext, Scope } from '../lib/request-context.js';

/**
 * What each route declares besides its schemas:
 * - auth: `none` (health, OpenAPI), `admin` (operator key), `account` (any API key of an account),
 *   `workspace` (API key + a workspace it may use: the prompt area);
 * - scope: the least key scope the route needs;
 * - limits: which limit preset applies (`tokens` = token-counting area: rate limit + monthly
 *   request quota + X-Rate-Limit-* headers; `prompts` = rate limit + X-Tokens-* headers;
 *   `account` = rate limit only).
 */
export type AuthMode = 'none' | 'admin' | 'account' | 'workspace';
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
}

/** The prompt area's routes: a workspace route needing read or write scope, `prompts` limits. */
export const workspaceRead = { auth: 'workspace', scope: 'read', limits: 'prompts' } as const;
export const workspaceWrite = { auth: 'workspace', scope: 'write', limits: 'prompts' } as const;

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

/**
 * Options of the routes of a group: their config and their schemas, with what every route of the
 * group shares (`base`: tags, security, querystring) spread first. Keeps the schema types, so the
 * handlers' `req.params` and `req.body` stay typed.
 */
export function routeOptions<B extends object>(config: PromptkeepRouteConfig, base: B) {
  return <S extends object>(schema: S) => ({ config, schema: { ...base, ...schema } });
}
