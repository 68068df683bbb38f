import { type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Sort keys compare by code point on both databases (see 0002-prompts).
  const sortKey = isPostgres ? sql`collate "C"` : sql``;
  // `blob` does not exist in PostgreSQL and `bytea` would get NUMERIC affinity in SQLite.
  const bytes = isPostgres ? 'bytea' : 'blob';

  await db.schema
    .createTable('contexts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().modifyEnd(sortKey))
    .addColumn('description', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contexts_workspace_sort')
    .on('contexts')
    .columns(['workspace_id', 'name_key', 'created', 'id'])
    .execute();

  await db.schema
    .createTable('context_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('context_id', 'text', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('filename', 'text')
    .addColumn('media_type', 'text')
    .addColumn('size_bytes', 'bigint')
    .addColumn('sha256', 'text')
    .addColumn('token_info', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('context_versions_context')
    .on('context_versions')
    .columns(['context_id', 'updated'])
    .execute();
  await db.schema
    .createIndex('context_versions_workspace')
    .on('context_versions')
    .columns(['workspace_id', 'context_id'])
    .execute();
  // At most one primary per context, whatever the application does.
  await db.schema
    .createIndex('context_versions_one_primary')
    .on('context_versions')
    .column('context_id')
    .unique()
    .where(sql<boolean>`is_primary = 1`)
    .execute();

  await db.schema
    .createTable('context_files')
    .addColumn('version_id', 'text', (c) =>
      c.primaryKey().references('context_versions.id').onDelete('cascade'),
    )
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('data', bytes, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('context_packs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().modifyEnd(sortKey))
    .addColumn('description', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('context_packs_workspace_sort')
    .on('context_packs')
    .columns(['workspace_id', 'name_key', 'created', 'id'])
    .execute();

  await db.schema
    .createTable('context_pack_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('pack_id', 'text', (c) => c.notNull().references('context_packs.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('context_pack_versions_pack')
    .on('context_pack_versions')
    .columns(['pack_id', 'updated'])
    .execute();
  await db.schema
    .createIndex('context_pack_versions_workspace')
    .on('context_pack_versions')
    .columns(['workspace_id', 'pack_id'])
    .execute();
  await db.schema
    .createIndex('context_pack_versions_one_primary')
    .on('context_pack_versions')
    .column('pack_id')
    .unique()
    .where(sql<boolean>`is_primary = 1`)
    .execute();
}
