import type { Kysely } from 'kysely';

/**
 * Projects get `created_by_id` / `updated_by_id` like every other authored table (0011 added them
 * to the tables that existed then; projects came in 0025 on a branch written before it). Nullable:
 * rows written before have none (the API shows null).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('created_by_id', 'text').execute();
  await db.schema.alterTable('projects').addColumn('updated_by_id', 'text').execute();
}
