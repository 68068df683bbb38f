import type { Kysely } from 'kysely';
import {
  authored,
  belongsTo,
  indexOn,
  integers,
  parentTable,
  texts,
  uniqueOn,
  versionTable,
  workspaceNamed,
  workspaceRow,
  workspaceSort,
} from './column-sets.js';

/**
 * Prompts and their versions (one primary per prompt, held by an index), the analyses stored per
 * version, and scoring criteria with their criterion rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await parentTable(db, 'prompts', texts('use_case?'));
  await indexOn(db, 'prompts_workspace_name', 'prompts', ['workspace_id', 'name']).execute();

  const prompt = { column: 'prompt_id', table: 'prompts', byParent: 'prompt' };
  await versionTable(db, 'prompt_versions', prompt, texts('content', 'variables', 'token_info'));

  await db.schema
    .createTable('version_analyses')
    .$call(workspaceRow)
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
    .$call(workspaceRow)
    .$call(belongsTo('criteria_id', 'scoring_criteria'))
    .$call(texts('slug', 'label', 'description', 'questions'))
    .$call(integers('weight', 'position'))
    .$call(texts('created', 'updated'))
    .execute();
  // A slug names one criterion of its criteria (scoring results refer to criteria by slug).
  await uniqueOn(db, 'scoring_criterion_slug', 'scoring_criterion', ['criteria_id', 'slug']).execute();
  const byPosition = ['workspace_id', 'criteria_id', 'position'];
  await indexOn(db, 'scoring_criterion_workspace', 'scoring_criterion', byPosition).execute();
}
