import type { Kysely } from 'kysely';
import { belongsTo, indexOn, integers, texts, workspaceRow } from './column-sets.js';

/**
 * Stored playground runs (issue 25 §3): one row per run of a prompt version kept with `store: true`
 * on POST …/versions/{versionId}/run, and one per cell of an experiment (`experiment_id` set).
 * - The prompt and the version are foreign keys with ON DELETE CASCADE: deleting either deletes its
 *   runs in the same statement, so no run outlives (or leaks) what it ran.
 * - `variables` and `messages` are the run's input as JSON text; `output` and `finish_reason` are
 *   null for an experiment's failed cell, whose `error_code` and `error_message` are ours (never the
 *   provider's words). `cost` is USD at the catalog price (null when unpriced).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('prompt_runs')
    .$call(workspaceRow)
    .$call(belongsTo('prompt_id', 'prompts'))
    .$call(belongsTo('version_id', 'prompt_versions'))
    .$call(
      texts(
        'experiment_id?',
        'variables',
        'messages?',
        'model_id',
        'model_source',
        'model_name',
        'output?',
        'finish_reason?',
      ),
    )
    .$call(integers('input_tokens', 'output_tokens'))
    .addColumn('cost', 'double precision')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .$call(texts('error_code?', 'error_message?', 'actor_type', 'actor_id', 'actor_name', 'created'))
    .execute();
  await indexOn(db, 'prompt_runs_prompt', 'prompt_runs', ['workspace_id', 'prompt_id', 'id']).execute();
  await indexOn(db, 'prompt_runs_version', 'prompt_runs', ['workspace_id', 'version_id', 'id']).execute();
  await indexOn(db, 'prompt_runs_experiment', 'prompt_runs', ['workspace_id', 'experiment_id']).execute();
}
