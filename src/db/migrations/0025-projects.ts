import { type Kysely, PostgresAdapter, sql } from 'kysely';

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
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const sortKey = isPostgres ? sql`collate "C"` : sql``;
  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().modifyEnd(sortKey))
    .addColumn('brief', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('projects_workspace_name')
    .on('projects')
    .columns(['workspace_id', 'name_key'])
    .unique()
    .execute();
  await db.schema
    .alterTable('prompts')
    .addColumn('project_id', 'text', (c) => c.references('projects.id'))
    .execute();
  await db.schema
    .createIndex('prompts_workspace_project')
    .on('prompts')
    .columns(['workspace_id', 'project_id', 'name_key', 'created', 'id'])
    .execute();
}
