import { type Kysely, sql } from 'kysely';
import { indexOn } from './column-sets.js';

/**
 * Safe releases (issue 23): protected labels, approval requests, label history.
 * - `release_settings`: one row per workspace (none = nothing protected, no gates, no self-approval);
 *   the lists and the gate policy are JSON text, booleans 0/1.
 * - `prompt_label_history`: one row per label move (created, moved, removed; direct or by an
 *   approved release), written in the move's own transaction. Append-only. The version ids are
 *   not foreign keys: a history row outlives the versions it names.
 * - `prompt_releases`: approval requests "point label L at version V". At most one *open* request
 *   per (prompt, label, version): a unique partial index, held by the database whatever the
 *   application does. Several open requests for the same label (to different versions) may exist;
 *   approving one moves the label, and the others then answer 409 on approval (they saw another
 *   version under the label).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('release_settings')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('protected_labels', 'text', (c) => c.notNull())
    .addColumn('protect_primary', 'integer', (c) => c.notNull())
    .addColumn('allow_self_approval', 'integer', (c) => c.notNull())
    .addColumn('gates', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_by_id', 'text')
    .execute();

  await db.schema
    .createTable('prompt_label_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('prompt_id', 'text', (c) => c.notNull().references('prompts.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('from_version_id', 'text')
    .addColumn('to_version_id', 'text')
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('release_id', 'text')
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await indexOn(db, 'prompt_label_history_label', 'prompt_label_history', [
    'workspace_id',
    'prompt_id',
    'label',
    'id',
  ]).execute();

  await db.schema
    .createTable('prompt_releases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('prompt_id', 'text', (c) => c.notNull().references('prompts.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('version_id', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('base_version_id', 'text')
    .addColumn('note', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('gate_results', 'text', (c) => c.notNull())
    .addColumn('gates_passed', 'integer', (c) => c.notNull())
    .addColumn('approval_gate_results', 'text')
    .addColumn('requested_by_type', 'text', (c) => c.notNull())
    .addColumn('requested_by_id', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_by_type', 'text')
    .addColumn('decided_by_id', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decision_note', 'text')
    .addColumn('override_reason', 'text')
    .execute();
  await indexOn(db, 'prompt_releases_workspace', 'prompt_releases', ['workspace_id', 'id']).execute();
  await indexOn(db, 'prompt_releases_prompt', 'prompt_releases', [
    'workspace_id',
    'prompt_id',
    'id',
  ]).execute();
  await indexOn(db, 'prompt_releases_one_open', 'prompt_releases', ['prompt_id', 'label', 'version_id'])
    .unique()
    .where(sql<boolean>`state = 'open'`)
    .execute();
}
