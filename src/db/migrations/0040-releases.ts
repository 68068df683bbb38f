import { type Kysely, sql } from 'kysely';
import { indexOn, integers, texts, workspaceRow } from './column-sets.js';

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
    .$call(integers('protect_primary', 'allow_self_approval'))
    .$call(texts('gates', 'updated', 'updated_by', 'updated_by_id?'))
    .execute();

  await db.schema
    .createTable('prompt_label_history')
    .$call(workspaceRow)
    .addColumn('prompt_id', 'text', (c) => c.notNull().references('prompts.id').onDelete('cascade'))
    .$call(
      texts(
        'label',
        'from_version_id?',
        'to_version_id?',
        'via',
        'release_id?',
        'actor_type',
        'actor_id',
        'actor_name',
        'at',
      ),
    )
    .execute();
  await indexOn(db, 'prompt_label_history_label', 'prompt_label_history', [
    'workspace_id',
    'prompt_id',
    'label',
    'id',
  ]).execute();

  await db.schema
    .createTable('prompt_releases')
    .$call(workspaceRow)
    .addColumn('prompt_id', 'text', (c) => c.notNull().references('prompts.id').onDelete('cascade'))
    .$call(texts('label', 'version_id', 'content_hash', 'base_version_id?', 'note?', 'state', 'gate_results'))
    .addColumn('gates_passed', 'integer', (c) => c.notNull())
    .$call(
      texts(
        'approval_gate_results?',
        'requested_by_type',
        'requested_by_id',
        'requested_by',
        'requested_at',
        'decided_by_type?',
        'decided_by_id?',
        'decided_by?',
        'decided_at?',
        'decision_note?',
        'override_reason?',
      ),
    )
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
