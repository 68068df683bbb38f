import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ai_providers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('base_url', 'text')
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('secret_fields', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ai_providers_account')
    .on('ai_providers')
    .columns(['account_id', 'name'])
    .execute();

  await db.schema
    .createTable('ai_models')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('provider_id', 'text', (c) => c.notNull().references('ai_providers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  // One row per (provider, model name): adding the same model twice is a conflict.
  await db.schema
    .createIndex('ai_models_provider_name')
    .on('ai_models')
    .columns(['provider_id', 'name'])
    .unique()
    .execute();
  await db.schema.createIndex('ai_models_account').on('ai_models').column('account_id').execute();
}
