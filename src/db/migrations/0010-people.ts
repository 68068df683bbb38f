import type { Kysely } from 'kysely';
import { accountOwned, belongsTo, indexOn, stamped, texts, uniqueOn } from './column-sets.js';

/**
 * People (issue 22 §1): users of an account, their invitations, their sessions and their role per
 * workspace.
 * - users.email is stored lower-cased and is unique across the service (one person, one sign-in).
 * - An invitation is single-use: its token is stored as a SHA-256 only, `used_at` is set in the
 *   transaction that activates the user, and the (token_hash) index finds it.
 * - A session's secret is stored as a SHA-256 only (token_hash, unique); `id` (ses_…) is what the
 *   user sees and revokes. Deleting a user deletes their sessions, invitations and memberships.
 * - workspace_members: one role per (workspace, user); deleting the workspace deletes its rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .$call(accountOwned)
    .$call(texts('email', 'name', 'status'))
    .addColumn('owner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .$call(stamped)
    .execute();
  await uniqueOn(db, 'users_email', 'users', ['email']).execute();
  await indexOn(db, 'users_account', 'users', ['account_id', 'id']).execute();

  await db.schema
    .createTable('user_invitations')
    .$call(accountOwned)
    .$call(belongsTo('user_id', 'users'))
    .$call(texts('token_hash', 'expires_at', 'used_at?', 'created_by', 'created'))
    .execute();
  await uniqueOn(db, 'user_invitations_token', 'user_invitations', ['token_hash']).execute();
  await indexOn(db, 'user_invitations_user', 'user_invitations', ['user_id']).execute();

  await db.schema
    .createTable('user_sessions')
    .$call(accountOwned)
    .$call(belongsTo('user_id', 'users'))
    .$call(texts('token_hash', 'method', 'ip', 'user_agent', 'created', 'last_seen_at', 'expires_at'))
    .execute();
  await uniqueOn(db, 'user_sessions_token', 'user_sessions', ['token_hash']).execute();
  await indexOn(db, 'user_sessions_user', 'user_sessions', ['user_id', 'id']).execute();

  await db.schema
    .createTable('workspace_members')
    .$call(belongsTo('workspace_id', 'workspaces'))
    .$call(belongsTo('user_id', 'users'))
    .$call(texts('account_id', 'role'))
    .$call(stamped)
    .addPrimaryKeyConstraint('workspace_members_pk', ['workspace_id', 'user_id'])
    .execute();
  await indexOn(db, 'workspace_members_user', 'workspace_members', ['user_id']).execute();
}
