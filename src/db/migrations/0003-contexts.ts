import { type Kysely, PostgresAdapter } from 'kysely';
import {
  authored,
  revisioned,
  texts,
  versionIndexes,
  versionOf,
  workspaceNamed,
  workspaceSort,
} from './column-sets.js';

/**
 * Contexts (text or an uploaded file per version, the file's bytes in their own table) and context
 * packs (versions listing contexts), both versioned like prompts: one primary each.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  // `blob` does not exist in PostgreSQL and `bytea` would get NUMERIC affinity in SQLite.
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await db.schema
    .createTable('contexts')
    .$call(workspaceNamed(db))
    .addColumn('description', 'text')
    .$call(revisioned)
    .$call(authored)
    .execute();
  await workspaceSort(db, 'contexts');

  await db.schema
    .createTable('context_versions')
    .$call(versionOf('context_id', 'contexts'))
    .$call(texts('kind', 'content?', 'filename?', 'media_type?'))
    .addColumn('size_bytes', 'bigint')
    .addColumn('sha256', 'text')
    .addColumn('token_info', 'text')
    .$call(revisioned)
    .$call(authored)
    .execute();
  await versionIndexes(db, 'context_versions', 'context_id', 'context');

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
    .$call(workspaceNamed(db))
    .addColumn('description', 'text')
    .$call(revisioned)
    .$call(authored)
    .execute();
  await workspaceSort(db, 'context_packs');

  await db.schema
    .createTable('context_pack_versions')
    .$call(versionOf('pack_id', 'context_packs'))
    .addColumn('items', 'text', (c) => c.notNull())
    .$call(revisioned)
    .$call(authored)
    .execute();
  await versionIndexes(db, 'context_pack_versions', 'pack_id', 'pack');
}
