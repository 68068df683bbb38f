import { type Kysely, PostgresAdapter } from 'kysely';
import { parentTable, texts, versionTable } from './column-sets.js';

/**
 * Contexts (text or an uploaded file per version, the file's bytes in their own table) and context
 * packs (versions listing contexts), both versioned like prompts: one primary each.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  // `blob` does not exist in PostgreSQL and `bytea` would get NUMERIC affinity in SQLite.
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await parentTable(db, 'contexts', texts('description?'));
  const context = { column: 'context_id', table: 'contexts', byParent: 'context' };
  await versionTable(db, 'context_versions', context, (t) =>
    t
      .$call(texts('kind', 'content?', 'filename?', 'media_type?'))
      .addColumn('size_bytes', 'bigint')
      .$call(texts('sha256?', 'token_info?')),
  );

  await db.schema
    .createTable('context_files')
    .addColumn('version_id', 'text', (c) =>
      c.primaryKey().references('context_versions.id').onDelete('cascade'),
    )
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('data', bytes, (c) => c.notNull())
    .execute();

  await parentTable(db, 'context_packs', texts('description?'));
  const pack = { column: 'pack_id', table: 'context_packs', byParent: 'pack' };
  await versionTable(db, 'context_pack_versions', pack, texts('items'));
}
