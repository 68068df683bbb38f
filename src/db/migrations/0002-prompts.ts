import { type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  // Sort keys compare by code point on both databases: SQLite's default BINARY collation, and
  // "C" on PostgreSQL (whose default collation follows the server locale).
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const sortKey = isPostgres ? sql`collate "C"` : sql``;

  await db.schema
    .createTable('prompts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().modifyEnd(sortKey))
    .addColumn('use_case', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('prompts_workspace_sort')
    .on('prompts')
    .columns(['workspace_id', 'name_key', 'created', 'id'])
    .execute();
  await db.schema
    .createIndex('prompts_workspace_name')
    .on('prompts')
    .columns(['workspace_id', 'name'])
    .execute();

  await db.schema
    .createTable('prompt_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('prompt_id', 'text', (c) => c.notNull().references('prompts.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('variables', 'text', (c) => c.notNull())
    .addColumn('token_info', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('prompt_versions_prompt')
    .on('prompt_versions')
    .columns(['prompt_id', 'updated'])
    .execute();
  await db.schema
    .createIndex('prompt_versions_workspace')
    .on('prompt_versions')
    .columns(['workspace_id', 'prompt_id'])
    .execute();
  // At most one primary per prompt, whatever the application does (same SQL on both databases).
  await db.schema
    .createIndex('prompt_versions_one_primary')
    .on('prompt_versions')
    .column('prompt_id')
    .unique()
    .where(sql<boolean>`is_primary = 1`)
    .execute();

  await db.schema
    .createTable('version_analyses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('version_id', 'text', (c) => c.notNull().references('prompt_versions.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('cache_key', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('version_analyses_latest')
    .on('version_analyses')
    .columns(['version_id', 'kind', 'created'])
    .execute();

  await db.schema
    .createTable('scoring_criteria')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().modifyEnd(sortKey))
    .addColumn('use_case', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scoring_criteria_workspace_sort')
    .on('scoring_criteria')
    .columns(['workspace_id', 'name_key', 'created'])
    .execute();

  await db.schema
    .createTable('scoring_criterion')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('criteria_id', 'text', (c) =>
      c.notNull().references('scoring_criteria.id').onDelete('cascade'),
    )
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  // A slug names one criterion of its criteria (scoring results refer to criteria by slug).
  await db.schema
    .createIndex('scoring_criterion_slug')
    .on('scoring_criterion')
    .columns(['criteria_id', 'slug'])
    .unique()
    .execute();
  await db.schema
    .createIndex('scoring_criterion_workspace')
    .on('scoring_criterion')
    .columns(['workspace_id', 'criteria_id', 'position'])
    .execute();
}
