import type { Kysely } from 'kysely';
import { authored, indexOn, workspaceNamed } from './column-sets.js';

/**
 * Projects (issue 24): named folders of prompts in a workspace.
 * - A project's name is unique in its workspace, compared case-insensitively: the unique index on
 *   (workspace_id, name_key) holds it whatever the application does, and serves the list's order
 *   (name_key, id) as well.
 * - `prompts.project_id` names at most one project. Its foreign key has no ON DELETE action: a
 *   project that still holds prompts cannot be deleted (the service answers 409 first, or moves the
 *   prompts out in the same transaction when asked); the check runs at the end of the statement, so
 *   deleting a workspace (which cascades to both tables) is not refused.
 * - (workspace_id, project_id, name_key, created, id) serves `GET /v1/prompts?project_id=` in the
 *   list's order, and the foreign key's check when a project is deleted.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('projects')
    .$call(workspaceNamed(db))
    .addColumn('brief', 'text')
    .$call(authored)
    .execute();
  await indexOn(db, 'projects_workspace_name', 'projects', ['workspace_id', 'name_key']).unique().execute();
  await db.schema
    .alterTable('prompts')
    .addColumn('project_id', 'text', (c) => c.references('projects.id'))
    .execute();
  const byProject = ['workspace_id', 'project_id', 'name_key', 'created', 'id'];
  await indexOn(db, 'prompts_workspace_project', 'prompts', byProject).execute();
}
