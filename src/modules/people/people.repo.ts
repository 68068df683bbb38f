import type { Kysely, Transaction } from 'kysely';
import { ascending, keysetPage } from '../../db/keyset.js';
import { deleteByKeys, insertRows, rowByKeys, transactionsOf, updateByKeys } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';
import { countWorkspacesIn } from '../account/index.js';

/** The order of the account's user list (its cursor: lib/paging.ts). */
export const USER_ORDER = ascending('id');

type Q = Kysely<Database> | Transaction<Database>;
type Member = Database['workspace_members'];
/** A user's membership as read back, with its workspace's name. */
export type MemberView = Pick<Member, 'user_id' | 'workspace_id' | 'role'> & { workspace_name: string };

/** SQL for users, invitations, sessions and workspace members; every query bounded by its account. */
export function createPeopleRepo(db: Kysely<Database>) {
  return {
    db,
    transaction: transactionsOf(db),

    async accountName(accountId: string) {
      const row = await db
        .selectFrom('accounts')
        .select('name')
        .where('id', '=', accountId)
        .executeTakeFirst();
      return row?.name ?? '';
    },

    // users
    insertUser(q: Q, row: Database['users']) {
      return q.insertInto('users').values(row).execute();
    },
    findUser(accountId: string, id: string, q: Q = db) {
      return rowByKeys(q, 'users', { account_id: accountId, id });
    },
    /** By e-mail across the service (sign-in names no account). */
    userByEmail(email: string) {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    listUsers(accountId: string, page: PageRequest) {
      return keysetPage(
        db.selectFrom('users').selectAll().where('account_id', '=', accountId),
        USER_ORDER,
        page,
      ).execute();
    },
    updateUser(q: Q, accountId: string, id: string, patch: Partial<Database['users']>) {
      return updateByKeys(q, 'users', { account_id: accountId, id }, patch);
    },

    // memberships
    insertMembers(q: Q, rows: Member[]) {
      return insertRows(q, 'workspace_members', rows);
    },
    membersOf(accountId: string, userIds: string[]) {
      if (userIds.length === 0) return Promise.resolve([] as MemberView[]);
      return db
        .selectFrom('workspace_members as m')
        .innerJoin('workspaces as w', (j) =>
          j.onRef('w.id', '=', 'm.workspace_id').onRef('w.account_id', '=', 'm.account_id'),
        )
        .select(['m.user_id', 'm.workspace_id', 'm.role', 'w.name as workspace_name'])
        .where('m.account_id', '=', accountId)
        .where('m.user_id', 'in', userIds)
        .orderBy('m.workspace_id')
        .execute();
    },
    membersOfWorkspace(accountId: string, workspaceId: string) {
      return db
        .selectFrom('workspace_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.user_id', 'u.email', 'u.name', 'u.status', 'm.role', 'm.updated'])
        .where((eb) => eb.and({ 'm.account_id': accountId, 'm.workspace_id': workspaceId }))
        .orderBy('u.email')
        .execute();
    },
    /** Adds the member or changes the role: one statement on the (workspace, user) key. */
    upsertMember(row: Member, q: Q = db) {
      return q
        .insertInto('workspace_members')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['workspace_id', 'user_id']).doUpdateSet({ role: row.role, updated: row.updated }),
        )
        .execute();
    },
    deleteMember(accountId: string, workspaceId: string, userId: string, q: Q = db) {
      return deleteByKeys(q, 'workspace_members', {
        account_id: accountId,
        workspace_id: workspaceId,
        user_id: userId,
      });
    },
    countWorkspacesIn(accountId: string, ids: string[]) {
      return countWorkspacesIn(db, accountId, ids);
    },

    // invitations
    insertInvitation(q: Q, row: Database['user_invitations']) {
      return q.insertInto('user_invitations').values(row).execute();
    },
    /** Any earlier, unused invitations of the user stop working when a new one is made. */
    retireInvitations(q: Q, accountId: string, userId: string, at: string) {
      return q
        .updateTable('user_invitations')
        .set({ used_at: at })
        .where((eb) => eb.and({ account_id: accountId, user_id: userId }))
        .where('used_at', 'is', null)
        .execute();
    },
    invitationByHash(q: Q, hash: string) {
      return q.selectFrom('user_invitations').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    },
    /** Marks it used unless it already is: the single-use rule, held by the UPDATE's condition. */
    useInvitation(q: Q, id: string, at: string) {
      return q
        .updateTable('user_invitations')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
    },

    // sessions
    insertSession(row: Database['user_sessions'], q: Q = db) {
      return q.insertInto('user_sessions').values(row).execute();
    },
    listSessions(accountId: string, userId: string) {
      return db
        .selectFrom('user_sessions')
        .selectAll()
        .where((eb) => eb.and({ account_id: accountId, user_id: userId }))
        .orderBy('id', 'desc')
        .limit(1000)
        .execute();
    },
    findSession(accountId: string, userId: string, id: string) {
      return rowByKeys(db, 'user_sessions', { account_id: accountId, user_id: userId, id });
    },
    deleteSession(accountId: string, userId: string, id: string) {
      return deleteByKeys(db, 'user_sessions', { account_id: accountId, user_id: userId, id });
    },
    /** Every session of the user (disabling them): one statement, on every instance at once. */
    deleteSessionsOf(q: Q, accountId: string, userId: string) {
      return q
        .deleteFrom('user_sessions')
        .where((eb) => eb.and({ account_id: accountId, user_id: userId }))
        .execute();
    },
  };
}
export type PeopleRepo = ReturnType<typeof createPeopleRepo>;
