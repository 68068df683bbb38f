import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { versionedTables } from '../../versioned/index.js';

export type ContextRow = Database['contexts'];
export type ContextVersionRow = Database['context_versions'];

/** Splits long `in (…)` lists: SQLite and PostgreSQL cap the number of bound parameters. */
export function chunks<T>(values: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/**
 * SQL for contexts, their versions and the versions' file bytes. Every query is bounded by the
 * workspace. The reads behind GET are compiled once; the list reads versions by workspace (one
 * query whatever the number of contexts). File bytes are only read by `readFile`.
 */
export function createContextsRepo(db: Kysely<Database>) {
  const t = versionedTables(db, {
    parent: 'contexts',
    versions: 'context_versions',
    parentKey: 'context_id',
    blobs: 'context_files',
  });

  return {
    /** The shared SQL of a versioned resource (the kernel writes through it, file bytes included). */
    tables: t,
    /** The original bytes of a file version with what is needed to serve them. */
    readFile(ws: string, contextId: string, id: string) {
      return db
        .selectFrom('context_versions as v')
        .innerJoin('context_files as f', 'f.version_id', 'v.id')
        .select(['v.id', 'v.filename', 'v.media_type', 'v.sha256', 'v.revision', 'f.data'])
        .where((eb) =>
          eb.and({ 'v.workspace_id': ws, 'f.workspace_id': ws, 'v.context_id': contextId, 'v.id': id }),
        )
        .executeTakeFirst();
    },

    // ---- what context packs resolve their items against (never the text or the bytes) ----
    async contextNames(ws: string, ids: string[]) {
      const rows: { id: string; name: string }[] = [];
      for (const part of chunks(ids)) {
        rows.push(
          ...(await db
            .selectFrom('contexts')
            .select(['id', 'name'])
            .where('workspace_id', '=', ws)
            .where('id', 'in', part)
            .execute()),
        );
      }
      return rows;
    },
    async versionTokens(ws: string, by: 'id' | 'primary_of', ids: string[]) {
      const rows: { id: string; context_id: string; token_info: string | null }[] = [];
      for (const part of chunks(ids)) {
        let q = db
          .selectFrom('context_versions')
          .select(['id', 'context_id', 'token_info'])
          .where('workspace_id', '=', ws);
        q =
          by === 'id'
            ? q.where('id', 'in', part)
            : q.where('context_id', 'in', part).where('is_primary', '=', 1);
        rows.push(...(await q.execute()));
      }
      return rows;
    },
  };
}
export type ContextsRepo = ReturnType<typeof createContextsRepo>;
