import type { Kysely } from 'kysely';
import {
  authored,
  belongsTo,
  indexOn,
  revisioned,
  texts,
  uniqueOn,
  versionIndexes,
  versionOf,
  workspaceNamed,
  workspaceSort,
} from './column-sets.js';

/**
 * Prompts and their versions (one primary per prompt, held by an index), the analyses stored per
 * version, and scoring criteria with their criterion rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('prompts')
    .$call(workspaceNamed(db))
    .addColumn('use_case', 'text')
    .$call(revisioned)
    .$call(authored)
    .execute();
  await workspaceSort(db, 'prompts');
  await indexOn(db, 'prompts_workspace_name', 'prompts', ['workspace_id', 'name']).execute();

  await db.schema
    .createTable('prompt_versions')
    .$call(versionOf('prompt_id', 'prompts'))
    .$call(texts('content', 'variables', 'token_info'))
    .$call(revisioned)
    .$call(authored)
    .execute();
  await versionIndexes(db, 'prompt_versions', 'prompt_id', 'prompt');

  await db.schema
    .createTable('version_analyses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .$call(belongsTo('version_id', 'prompt_versions'))
    .$call(texts('kind', 'result', 'cache_key?', 'created'))
    .execute();
  const latest = ['version_id', 'kind', 'created'];
  await indexOn(db, 'version_analyses_latest', 'version_analyses', latest).execute();

  await db.schema
    .createTable('scoring_criteria')
    .$call(workspaceNamed(db))
    .addColumn('use_case', 'text')
    .$call(authored)
    .execute();
  await workspaceSort(db, 'scoring_criteria', ['workspace_id', 'name_key', 'created']);

  await db.schema
    .createTable('scoring_criterion')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .$call(belongsTo('criteria_id', 'scoring_criteria'))
    .$call(texts('slug', 'label', 'description', 'questions'))
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  // A slug names one criterion of its criteria (scoring results refer to criteria by slug).
  await uniqueOn(db, 'scoring_criterion_slug', 'scoring_criterion', ['criteria_id', 'slug']).execute();
  const byPosition = ['workspace_id', 'criteria_id', 'position'];
  await indexOn(db, 'scoring_criterion_workspace', 'scoring_criterion', byPosition).execute();
}
