import type { Kysely } from 'kysely';

/**
 * `created_by_id` / `updated_by_id` beside `created_by` / `updated_by` (issue 22 §2): the id of who
 * acted (`usr_…` or `key_…`), so a renamed user or key does not break the history. Additive and
 * nullable: rows written before this migration have none (the API shows null).
 */
const TABLES = [
  'prompts',
  'prompt_versions',
  'scoring_criteria',
  'contexts',
  'context_versions',
  'context_packs',
  'context_pack_versions',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('created_by_id', 'text').execute();
    await db.schema.alterTable(table).addColumn('updated_by_id', 'text').execute();
  }
}
