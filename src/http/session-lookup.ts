import type { Kysely } from 'kysely';
import { prepareQuery } from '../db/prepared.js';
import type { Database } from '../db/schema.js';
import type { AccountsTable } from '../modules/account/index.js';
import type { UserSessionsTable, UsersTable, WorkspaceMembersTable } from '../modules/people/index.js';

/** What auth knows of a session: the session, its (active) user and its account's limits. */
export type SessionRow = Pick<UserSessionsTable, 'account_id' | 'user_id' | 'last_seen_at' | 'expires_at'> & {
  session_id: string;
} & Pick<UsersTable, 'name' | 'owner'> &
  Pick<AccountsTable, 'rate_limit_per_second' | 'monthly_request_quota' | 'monthly_token_limit'>;

/**
 * The per-request session queries, compiled once. Never cached (unlike the key lookups of
 * auth-cache.ts): a session deleted on one instance (sign-out, a disabled user) is refused by every
 * instance at its next request.
 */
export function createSessionLookup(db: Kysely<Database>) {
  const sessionByHash = prepareQuery<[string], SessionRow>(db, 1, (hash) =>
    db
      .selectFrom('user_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('accounts as a', 'a.id', 's.account_id')
      .select([
        's.id as session_id',
        's.account_id',
        's.user_id',
        's.last_seen_at',
        's.expires_at',
        'u.name',
        'u.owner',
        'a.rate_limit_per_second',
        'a.monthly_request_quota',
        'a.monthly_token_limit',
      ])
      .where('s.token_hash', '=', hash)
      .where('u.status', '=', 'active'),
  );
  const memberships = prepareQuery<[string], Pick<WorkspaceMembersTable, 'workspace_id' | 'role'>>(
    db,
    1,
    (userId) =>
      db.selectFrom('workspace_members').select(['workspace_id', 'role']).where('user_id', '=', userId),
  );
  const workspaceOf = prepareQuery<[string, string], { id: string }>(db, 2, (workspaceId, accountId) =>
    db
      .selectFrom('workspaces')
      .select('id')
      .where('id', '=', workspaceId)
      .where('account_id', '=', accountId),
  );

  return {
    async session(hash: string) {
      return (await sessionByHash(hash))[0];
    },
    memberships: (userId: string) => memberships(userId),
    async workspaceInAccount(workspaceId: string, accountId: string) {
      return (await workspaceOf(workspaceId, accountId)).length > 0;
    },
    /** Moves the idle expiry on (auth calls it at most once a minute per session). */
    async touch(sessionId: string, at: string) {
      await db.updateTable('user_sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
    },
  };
}
export type SessionLookup = ReturnType<typeof createSessionLookup>;
