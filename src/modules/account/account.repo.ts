import type { Kysely, Transaction } from 'kysely';
import { ascending, keysetPage } from '../../db/keyset.js';
import {
  deleteByKeys,
  insertRows,
  pageByKeys,
  rowByKeys,
  transactionsOf,
  updateByKeys,
} from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';
import type { Reach } from '../../lib/reach.js';

/** The orders of the account's lists (their cursors: lib/paging.ts). */
export const ACCOUNT_ORDER = ascending('created', 'id');
export const WORKSPACE_ORDER = ascending('name', 'created', 'id');
export const CREDENTIAL_ORDER = ascending('id');

type Q = Kysely<Database> | Transaction<Database>;

// A limited reach is never empty in practice; `in ()` is invalid SQL, so an empty one matches nothing.
const reachIds = (reach: Reach) => (reach === 'account' || reach.length === 0 ? [''] : [...reach]);

/**
 * How many of these ids are workspaces of the account (`n` below `ids.length`: some are not, in this
 * account or at all). Also the people module's check before it grants a workspace.
 */
export function countWorkspacesIn(q: Q, accountId: string, ids: string[]) {
  return q
    .selectFrom('workspaces')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
}

/**
 * Keys and clients are limited alike: a limited one has a row per workspace it may act on in its
 * grant table; one that reaches every workspace (`all_workspaces` 1) has none.
 */
const GRANTS = {
  key: { table: 'api_key_workspaces', owner: 'key_id' },
  client: { table: 'api_client_workspaces', owner: 'client_id' },
} as const;
type Credential = keyof typeof GRANTS;

/** The grant rows of a new key or client (none for null: all workspaces). */
function insertGrants(q: Q, credential: Credential, id: string, workspaceIds: string[] | null) {
  const { table, owner } = GRANTS[credential];
  const rows = (workspaceIds ?? []).map((workspace_id) => ({ [owner]: id, workspace_id }));
  return insertRows(q, table, rows);
}

/** The workspaces of the given keys or clients (a page of a list), each row naming its owner. */
function grantsOf(q: Q, credential: Credential, ownerIds: string[]) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  const { table, owner } = GRANTS[credential];
  return q
    .selectFrom(table)
    .select([`${owner} as owner_id`, 'workspace_id'])
    .where(owner, 'in', ownerIds)
    .orderBy('workspace_id')
    .execute();
}

/** SQL for accounts, workspaces, keys and clients. Every query is bounded by its account. */
export function createAccountRepo(db: Kysely<Database>) {
  return {
    db,
    transaction: transactionsOf(db),

    // accounts
    insertAccount(q: Q, row: Database['accounts']) {
      return q.insertInto('accounts').values(row).execute();
    },
    findAccount(id: string, q: Q = db) {
      return q.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listAccounts(page: PageRequest) {
      return keysetPage(db.selectFrom('accounts').selectAll(), ACCOUNT_ORDER, page).execute();
    },
    updateAccount(id: string, patch: Partial<Database['accounts']>, q: Q = db) {
      return q.updateTable('accounts').set(patch).where('id', '=', id).executeTakeFirst();
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
    findWorkspace(accountId: string, id: string, q: Q = db) {
      return rowByKeys(q, 'workspaces', { account_id: accountId, id });
    },
    defaultWorkspace(accountId: string) {
      return rowByKeys(db, 'workspaces', { account_id: accountId, is_default: 1 });
    },
    /** A page of the workspaces the request reaches (filtered here, so pages stay full). */
    listWorkspaces(accountId: string, reach: Reach, page: PageRequest) {
      const q = db
        .selectFrom('workspaces')
        .selectAll()
        .where('account_id', '=', accountId)
        .$if(reach !== 'account', (w) => w.where('id', 'in', reachIds(reach)));
      return keysetPage(q, WORKSPACE_ORDER, page).execute();
    },
    countWorkspacesIn(accountId: string, ids: string[]) {
      return countWorkspacesIn(db, accountId, ids);
    },
    updateWorkspace(accountId: string, id: string, patch: { name: string; updated: string }, q: Q = db) {
      return updateByKeys(q, 'workspaces', { account_id: accountId, id }, patch);
    },
    deleteWorkspace(accountId: string, id: string, q: Q = db) {
      return deleteByKeys(q, 'workspaces', { account_id: accountId, id });
    },

    // keys
    async insertKey(q: Q, row: Database['api_keys'], workspaceIds: string[] | null) {
      await q.insertInto('api_keys').values(row).execute();
      await insertGrants(q, 'key', row.id, workspaceIds);
    },
    /**
     * A page of the keys the request may see: all for an unrestricted key; for a limited one, keys
     * limited to a non-empty subset of its workspaces (lib/reach.ts grantsWithin, here in SQL).
     */
    listKeys(accountId: string, reach: Reach, page: PageRequest) {
      const q = db
        .selectFrom('api_keys')
        .selectAll()
        .where('account_id', '=', accountId)
        .$if(reach !== 'account', (k) =>
          k.where('all_workspaces', '=', 0).where(({ exists, not, selectFrom, and }) => {
            const grants = () =>
              selectFrom('api_key_workspaces as g')
                .select('g.key_id')
                .whereRef('g.key_id', '=', 'api_keys.id');
            return and([
              exists(grants()),
              not(exists(grants().where('g.workspace_id', 'not in', reachIds(reach)))),
            ]);
          }),
        );
      return keysetPage(q, CREDENTIAL_ORDER, page).execute();
    },
    /** The workspaces of the given keys (a page of the list). */
    keyWorkspaces(keyIds: string[]) {
      return grantsOf(db, 'key', keyIds);
    },
    /** A key's workspaces (null: all), or undefined when the account has no such key. */
    async keyReach(accountId: string, id: string) {
      const key = await db
        .selectFrom('api_keys')
        .select('all_workspaces')
        .where((eb) => eb.and({ account_id: accountId, id }))
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
    deleteKey(accountId: string, id: string, q: Q = db) {
      return deleteByKeys(q, 'api_keys', { account_id: accountId, id });
    },

    // clients
    async insertClient(q: Q, row: Database['api_clients'], workspaceIds: string[] | null) {
      await q.insertInto('api_clients').values(row).execute();
      await insertGrants(q, 'client', row.id, workspaceIds);
    },
    listClients(accountId: string, page: PageRequest) {
      return pageByKeys(db, 'api_clients', { account_id: accountId }, CREDENTIAL_ORDER, page);
    },
    /** The workspaces of the given clients (a page of the list). */
    clientWorkspaces(clientIds: string[]) {
      return grantsOf(db, 'client', clientIds);
    },
    deleteClient(accountId: string, id: string, q: Q = db) {
      return deleteByKeys(q, 'api_clients', { account_id: accountId, id });
    },
  };
}
export type AccountRepo = ReturnType<typeof createAccountRepo>;
