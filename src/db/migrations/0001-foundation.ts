import type { Kysely } from 'kysely';
import { accountOwned, belongsTo, indexOn, stamped, texts, workspaceLink } from './column-sets.js';

/**
 * Accounts, their workspaces, API keys and clients (each limited to some workspaces, or to all),
 * and the monthly usage counters the limits read.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rate_limit_per_second', 'integer')
    .addColumn('monthly_request_quota', 'bigint')
    .addColumn('monthly_token_limit', 'bigint')
    .addColumn('require_api_client', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(stamped)
    .execute();

  await db.schema
    .createTable('workspaces')
    .$call(accountOwned)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(stamped)
    .execute();
  await indexOn(db, 'workspaces_account', 'workspaces', ['account_id', 'name']).execute();

  await db.schema
    .createTable('api_keys')
    .$call(accountOwned)
    .$call(texts('name', 'scope'))
    .addColumn('all_workspaces', 'integer', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .$call(texts('display_prefix', 'created'))
    .execute();
  await indexOn(db, 'api_keys_account', 'api_keys', ['account_id']).execute();
  await workspaceLink(db, 'api_key_workspaces', 'key_id', 'api_keys');

  await db.schema
    .createTable('api_clients')
    .$call(accountOwned)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('all_workspaces', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await indexOn(db, 'api_clients_account', 'api_clients', ['account_id']).execute();
  await workspaceLink(db, 'api_client_workspaces', 'client_id', 'api_clients');

  await db.schema
    .createTable('usage')
    .$call(belongsTo('account_id', 'accounts'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('requests', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tokens', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('usage_pk', ['account_id', 'period'])
    .execute();
}
