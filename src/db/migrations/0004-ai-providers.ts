import type { Kysely } from 'kysely';
import { accountOwned, belongsTo, indexOn, stamped, texts, uniqueOn } from './column-sets.js';

/** An account's AI providers (secrets encrypted in `secret`) and the models it added to each. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ai_providers')
    .$call(accountOwned)
    .$call(texts('kind', 'name', 'base_url?', 'options', 'secret?', 'secret_fields'))
    .$call(stamped)
    .execute();
  await indexOn(db, 'ai_providers_account', 'ai_providers', ['account_id', 'name']).execute();

  await db.schema
    .createTable('ai_models')
    .$call(accountOwned)
    .$call(belongsTo('provider_id', 'ai_providers'))
    .$call(texts('name', 'created'))
    .execute();
  // One row per (provider, model name): adding the same model twice is a conflict.
  await uniqueOn(db, 'ai_models_provider_name', 'ai_models', ['provider_id', 'name']).execute();
  await indexOn(db, 'ai_models_account', 'ai_models', ['account_id']).execute();
}
