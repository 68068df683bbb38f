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

export interface PeopleTables {
  users: UsersTable;
  user_invitations: UserInvitationsTable;
  user_sessions: UserSessionsTable;
  workspace_members: WorkspaceMembersTable;
}
