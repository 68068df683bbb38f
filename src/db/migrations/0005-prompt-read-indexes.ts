import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the prompt reads at scale (bench/RESULTS.md, "Prompts": EXPLAIN before and after).
 * - A prompt's versions come back newest first (updated desc, id desc): with the order in the
 *   index the read is an index scan in order, no sort; it replaces (prompt_id, updated), which it
 *   covers as a prefix (the foreign key's cascade and every `prompt_id =` lookup use it as well).
 * - The list without expand=versions reads the workspace's primary versions, newest first: a
 *   partial index on the primaries in that order serves it without reading the other versions.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('prompt_versions_prompt_order')
    .on('prompt_versions')
    .columns(['prompt_id', 'updated desc', 'id desc'])
    .execute();
  await db.schema.dropIndex('prompt_versions_prompt').execute();
  await db.schema
    .createIndex('prompt_versions_workspace_primary')
    .on('prompt_versions')
    .columns(['workspace_id', 'updated desc', 'id desc'])
    .where(sql<boolean>`is_primary = 1`)
    .execute();
}
