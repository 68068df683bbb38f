import type { Kysely, Transaction } from 'kysely';
import { afterKey, keysetPage, type SortKey } from '../../db/keyset.js';
import type { Database } from '../../db/schema.js';
import type { CursorValues, PageRequest } from '../../lib/paging.js';

const PROVIDER_ORDER: SortKey[] = [
  { column: 'name', direction: 'asc' },
  { column: 'id', direction: 'asc' },
];

/** SQL for the account's AI providers and models. Every query is bounded by its account. */
type Q = Kysely<Database> | Transaction<Database>;

export function createAiRepo(db: Kysely<Database>) {
  return {
    db,
    transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>) {
      return db.transaction().execute(fn);
    },
    insertProvider(row: Database['ai_providers'], q: Q = db) {
      return q.insertInto('ai_providers').values(row).execute();
    },
    /** A page by name (then id); reads one row more than the page to know whether more follow. */
    listProviders(accountId: string, page: PageRequest) {
      let q = db.selectFrom('ai_providers').selectAll().where('account_id', '=', accountId);
      if (page.after) q = q.where((eb) => afterKey(eb, PROVIDER_ORDER, page.after as CursorValues));
      return q
        .orderBy('name')
        .orderBy('id')
        .limit(page.limit + 1)
        .execute();
    },
    findProvider(accountId: string, id: string, q: Q = db) {
      return q
        .selectFrom('ai_providers')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    updateProvider(
      accountId: string,
      id: string,
      changes: Pick<
        Database['ai_providers'],
        'name' | 'base_url' | 'options' | 'secret' | 'secret_fields' | 'updated'
      >,
      q: Q = db,
    ) {
      return q
        .updateTable('ai_providers')
        .set(changes)
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** Models go with their provider (ON DELETE CASCADE). */
    deleteProvider(accountId: string, id: string, q: Q = db) {
      return q
        .deleteFrom('ai_providers')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    insertModel(row: Database['ai_models'], q: Q = db) {
      return q.insertInto('ai_models').values(row).execute();
    },
    /** A page of the provider's models by name (then id): `limit + 1` rows. */
    listModels(accountId: string, providerId: string, page: PageRequest) {
      const q = db
        .selectFrom('ai_models')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('provider_id', '=', providerId);
      return keysetPage(q, PROVIDER_ORDER, page).execute();
    },
    findModelByName(accountId: string, providerId: string, name: string) {
      return db
        .selectFrom('ai_models')
        .select('id')
        .where('account_id', '=', accountId)
        .where('provider_id', '=', providerId)
        .where('name', '=', name)
        .executeTakeFirst();
    },
    findModel(accountId: string, id: string) {
      return db
        .selectFrom('ai_models')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    deleteModel(accountId: string, providerId: string, id: string, q: Q = db) {
      return q
        .deleteFrom('ai_models')
        .where('account_id', '=', accountId)
        .where('provider_id', '=', providerId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** Every model of every provider of the account, with its provider (for GET /v1/ai/models). */
    listAccountModels(accountId: string) {
      return db
        .selectFrom('ai_models as m')
        .innerJoin('ai_providers as p', 'p.id', 'm.provider_id')
        .select(['m.id', 'm.name', 'm.provider_id', 'p.name as provider_name', 'p.kind'])
        .where('m.account_id', '=', accountId)
        .where('p.account_id', '=', accountId)
        .orderBy('p.name')
        .orderBy('p.id')
        .orderBy('m.name')
        .execute();
    },
  };
}
export type AiRepo = ReturnType<typeof createAiRepo>;
