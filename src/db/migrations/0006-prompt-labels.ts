import type { Kysely } from 'kysely';
import { belongsTo, indexOn, texts } from './column-sets.js';

/**
 * Prompt labels (`production`, `staging`…): named pointers to versions beyond the primary.
 * - The primary key (prompt_id, label) is the rule "at most one version per label per prompt",
 *   held by the database whatever the application does; moving a label is one upsert on it.
 * - Both foreign keys cascade: deleting a version drops the labels on it (a label never points at
 *   nothing), deleting a prompt drops all of its labels.
 * - (version_id) serves the cascade and the `labels` of a page of versions (one query).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('prompt_labels')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .$call(belongsTo('prompt_id', 'prompts'))
    .addColumn('label', 'text', (c) => c.notNull())
    .$call(belongsTo('version_id', 'prompt_versions'))
    .$call(texts('created_at', 'updated_at'))
    .addPrimaryKeyConstraint('prompt_labels_pk', ['prompt_id', 'label'])
    .execute();
  await indexOn(db, 'prompt_labels_version', 'prompt_labels', ['version_id']).execute();
}
