import type { Kysely } from 'kysely';

/**
 * An experiment cell's input (issue 25 §3): `prompt_runs.input_index`, the position of the cell's
 * input in the experiment's `inputs`, so an experiment's table can be rebuilt from its stored runs.
 * Null for a single run (and for the rows stored before this migration).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('prompt_runs').addColumn('input_index', 'integer').execute();
}
