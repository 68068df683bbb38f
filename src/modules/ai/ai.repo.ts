import type { Kysely, Transaction } from 'kysely';
import { ascending } from '../../db/keyset.js';
import { deleteByKeys, pageByKeys, rowByKeys, transactionsOf, updateByKeys } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';

const PROVIDER_ORDER = ascending('name', 'id');

/** SQL for the account's AI providers and models. Every query is bounded by its account. */
type Q = Kysely<Database> | Transaction<Database>;

export function createAiRepo(db: Kysely<Database>) {
  return {
    db,
    transaction: transactionsOf(db),
    insertProvider(row: Database['ai_providers'], q: Q = db) {
      return q.insertInto('ai_providers').values(row).execute();
    },
    /** A page by name (then id); reads one row more than the page to know whether more follow. */
    listProviders(accountId: string, page: PageRequest) {
      return pageByKeys(db, 'ai_providers', { account_id: accountId }, PROVIDER_ORDER, page);
    },
    findProvider(accountId: string, id: string, q: Q = db) {
      return rowByKeys(q, 'ai_providers', { account_id: accountId, id });
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
      return updateByKeys(q, 'ai_providers', { account_id: accountId, id }, changes);
    },
    /** Models go with their provider (ON DELETE CASCADE). */
    deleteProvider(accountId: string, id: string, q: Q = db) {
      return deleteByKeys(q, 'ai_providers', { account_id: accountId, id });
    },

    insertModel(row: Database['ai_models'], q: Q = db) {
      return q.insertInto('ai_models').values(row).execute();
    },
    /** A page of the provider's models by name (then id): `limit + 1` rows. */
    listModels(accountId: string, providerId: string, page: PageRequest) {
      const keys = { account_id: accountId, provider_id: providerId };
      return pageByKeys(db, 'ai_models', keys, PROVIDER_ORDER, page);
    },
    findModelByName(accountId: string, providerId: string, name: string) {
      return db
        .selectFrom('ai_models')
        .select('id')
        .where((eb) => eb.and({ account_id: accountId, provider_id: providerId, name }))
        .executeTakeFirst();
    },
    findModel(accountId: string, id: string) {
      return rowByKeys(db, 'ai_models', { account_id: accountId, id });
    },
    deleteModel(accountId: string, providerId: string, id: string, q: Q = db) {
      return deleteByKeys(q, 'ai_models', { account_id: accountId, provider_id: providerId, id });
    },
    /** Every model of every provider of the account, with its provider (for GET /v1/ai/models). */
    listAccountModels(accountId: string) {
      return db
        .selectFrom('ai_models as m')
        .innerJoin('ai_providers as p', 'p.id', 'm.provider_id')
        .select(['m.id', 'm.name', 'm.provider_id', 'p.name as provider_name', 'p.kind'])
        .where((eb) => eb.and({ 'm.account_id': accountId, 'p.account_id': accountId }))
        .orderBy('p.name')
        .orderBy('p.id')
        .orderBy('m.name')
        .execute();
    },
  };
}
export type AiRepo = ReturnType<typeof createAiRepo>;
