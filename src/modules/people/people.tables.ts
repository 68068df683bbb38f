import type { WorkspaceRole } from '../../lib/request-context.js';

/**
 * Tables of the people area (migration 0010): users, invitations, sessions, workspace members.
 * ISO-8601 UTC text timestamps, 0/1 booleans. Read by this module's repo and, per request, by
 * http/auth-lookup.ts (through index.ts).
 */
export type UserStatus = 'invited' | 'active' | 'disabled';

export interface UsersTable {
  id: string;
  account_id: string;
  /** Lower-cased; unique across the service. */
  email: string;
  name: string;
  status: UserStatus;
  /** 1: the account owner role (users, SSO, keys, providers, settings). */
  owner: number;
  /** `scrypt$…` (passwords.ts); null until the invitation is accepted. */
  password_hash: string | null;
  created: string;
  updated: string;
}

export interface UserInvitationsTable {
  id: string;
  account_id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  /** Who invited: `usr_…` or `key_…`. */
  created_by: string;
  created: string;
}

export interface UserSessionsTable {
  id: string;
  account_id: string;
  user_id: string;
  token_hash: string;
  /** How the session began: `password` or `sso`. */
  method: string;
  ip: string;
  user_agent: string;
  created: string;
  last_seen_at: string;
  /** The absolute end; the idle end is last_seen_at + the idle setting. */
  expires_at: string;
}

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_id: string;
  account_id: string;
  role: WorkspaceRole;
  created: string;
  updated: string;
}

/** An account's single sign-on (migration 0030): OpenID Connect, one per account. */
export interface AccountSsoTable {
  account_id: string;
  /** The issuer URL (discovery: `<issuer>/.well-known/openid-configuration`). */
  issuer: string;
  client_id: string;
  /** Sealed (lib/secrets.ts `SecretBox`), as AI provider secrets are; null: a public client. */
  client_secret: string | null;
  /** JSON array of lower-cased domains whose addresses may get a user at their first sign-in. */
  allowed_domains: string;
  /** 1: the account's users sign in by SSO only (password sign-in refused). */
  sso_only: number;
  enabled: number;
  created: string;
  updated: string;
  /** Who changed it last: `usr_…` or `key_…`. */
  updated_by_id: string;
}

/** A sign-in under way (between the redirect to the identity provider and its callback). */
export interface SsoLoginsTable {
  id: string;
  account_id: string;
  /** SHA-256 of the `state` parameter, which the browser also holds in the `__Host-pk_sso` cookie. */
  state_hash: string;
  nonce: string;
  /** The PKCE code verifier, sealed. */
  code_verifier: string;
  created: string;
  expires_at: string;
}

/** A user's identity at the account's identity provider (migration 0056): its `sub` for the issuer. */
export interface UserSsoIdentitiesTable {
  user_id: string;
  account_id: string;
  issuer: string;
  subject: string;
  created: string;
}

export interface PeopleTables {
  users: UsersTable;
  user_invitations: UserInvitationsTable;
  user_sessions: UserSessionsTable;
  workspace_members: WorkspaceMembersTable;
  account_sso: AccountSsoTable;
  sso_logins: SsoLoginsTable;
  user_sso_identities: UserSsoIdentitiesTable;
}
