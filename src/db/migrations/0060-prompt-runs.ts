import type { Kysely } from 'kysely';
import { belongsTo, indexOn } from './column-sets.js';

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
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .$call(belongsTo('prompt_id', 'prompts'))
    .$call(belongsTo('version_id', 'prompt_versions'))
    .addColumn('experiment_id', 'text')
    .addColumn('variables', 'text', (c) => c.notNull())
    .addColumn('messages', 'text')
    .addColumn('model_id', 'text', (c) => c.notNull())
    .addColumn('model_source', 'text', (c) => c.notNull())
    .addColumn('model_name', 'text', (c) => c.notNull())
    .addColumn('output', 'text')
    .addColumn('finish_reason', 'text')
    .addColumn('input_tokens', 'integer', (c) => c.notNull())
    .addColumn('output_tokens', 'integer', (c) => c.notNull())
    .addColumn('cost', 'double precision')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await indexOn(db, 'prompt_runs_prompt', 'prompt_runs', ['workspace_id', 'prompt_id', 'id']).execute();
  await indexOn(db, 'prompt_runs_version', 'prompt_runs', ['workspace_id', 'version_id', 'id']).execute();
  await indexOn(db, 'prompt_runs_experiment', 'prompt_runs', ['workspace_id', 'experiment_id']).execute();
}
