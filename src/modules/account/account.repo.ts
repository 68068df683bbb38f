import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

/** SQL for accounts, workspaces, keys and clients. Every query is bounded by its account. */
export function createAccountRepo(db: Kysely<Database>) {
  return {
    db,
    transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>) {
      return db.transaction().execute(fn);
    },

    // accounts
    insertAccount(q: Q, row: Database['accounts']) {
      return q.insertInto('accounts').values(row).execute();
    },
    findAccount(id: string) {
      return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listAccounts() {
      return db.selectFrom('accounts').selectAll().orderBy('created').orderBy('id').execute();
    },
    updateAccount(id: string, patch: Partial<Database['accounts']>) {
      return db.updateTable('accounts').set(patch).where('id', '=', id).executeTakeFirst();
    },
    deleteAccount(id: string) {
      return db.deleteFrom('accounts').where('id', '=', id).executeTakeFirst();
    },
    countAccounts() {
      return db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    },

    // workspaces
    insertWorkspace(q: Q, row: Database['workspaces']) {
      return q.insertInto('workspaces').values(row).execute();
    },
    findWorkspace(accountId: string, id: string) {
      return db
        .selectFrom('workspaces')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    defaultWorkspace(accountId: string) {
      return db
        .selectFrom('workspaces')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('is_default', '=', 1)
        .executeTakeFirst();
    },
    listWorkspaces(accountId: string) {
      return db
        .selectFrom('workspaces')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('name')
        .orderBy('created')
        .execute();
    },
    countWorkspacesIn(accountId: string, ids: string[]) {
      return db
        .selectFrom('workspaces')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
    },
    updateWorkspace(accountId: string, id: string, patch: { name: string; updated: string }) {
      return db
        .updateTable('workspaces')
        .set(patch)
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    deleteWorkspace(accountId: string, id: string) {
      return db
        .deleteFrom('workspaces')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    // keys
    async insertKey(q: Q, row: Database['api_keys'], workspaceIds: string[] | null) {
      await q.insertInto('api_keys').values(row).execute();
      if (workspaceIds?.length) {
        await q
          .insertInto('api_key_workspaces')
          .values(workspaceIds.map((workspace_id) => ({ key_id: row.id, workspace_id })))
          .execute();
      }
    },
    listKeys(accountId: string) {
      return db
        .selectFrom('api_keys')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('id')
        .execute();
    },
    keyWorkspaces(accountId: string) {
      return db
        .selectFrom('api_key_workspaces')
        .innerJoin('api_keys', 'api_keys.id', 'api_key_workspaces.key_id')
        .select(['api_key_workspaces.key_id as owner_id', 'api_key_workspaces.workspace_id'])
        .where('api_keys.account_id', '=', accountId)
        .orderBy('api_key_workspaces.workspace_id')
        .execute();
    },
    /** A key's workspaces (null: all), or undefined when the account has no such key. */
    async keyReach(accountId: string, id: string) {
      const key = await db
        .selectFrom('api_keys')
        .select('all_workspaces')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!key) return undefined;
      if (key.all_workspaces === 1) return { workspaceIds: null };
      const grants = await db
        .selectFrom('api_key_workspaces')
        .select('workspace_id')
        .where('key_id', '=', id)
        .execute();
      return { workspaceIds: grants.map((g) => g.workspace_id) };
    },
    deleteKey(accountId: string, id: string) {
      return db
        .deleteFrom('api_keys')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    // clients
    async insertClient(q: Q, row: Database['api_clients'], workspaceIds: string[] | null) {
      await q.insertInto('api_clients').values(row).execute();
      if (workspaceIds?.length) {
        await q
          .insertInto('api_client_workspaces')
          .values(workspaceIds.map((workspace_id) => ({ client_id: row.id, workspace_id })))
          .execute();
      }
    },
    listClients(accountId: string) {
      return db
        .selectFrom('api_clients')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('id')
        .execute();
    },
    clientWorkspaces(accountId: string) {
      return db
        .selectFrom('api_client_workspaces')
        .innerJoin('api_clients', 'api_clients.id', 'api_client_workspaces.client_id')
        .select(['api_client_workspaces.client_id as owner_id', 'api_client_workspaces.workspace_id'])
        .where('api_clients.account_id', '=', accountId)
        .orderBy('api_client_workspaces.workspace_id')
        .execute();
    },
    deleteClient(accountId: string, id: string) {
      return db
        .deleteFrom('api_clients')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
export type AccountRepo = ReturnType<typeof createAccountRepo>;
