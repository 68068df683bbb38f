import type { Kysely, Transaction } from 'kysely';
import { prepareQuery } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;
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
  const context = prepareQuery<[string, string], ContextRow>(db, 2, (ws, id) =>
    db.selectFrom('contexts').selectAll().where('workspace_id', '=', ws).where('id', '=', id),
  );
  const versionsOfContext = (primaryOnly: boolean) =>
    prepareQuery<[string, string], ContextVersionRow>(db, 2, (ws, contextId) => {
      let q = db
        .selectFrom('context_versions')
        .selectAll()
        .where('workspace_id', '=', ws)
        .where('context_id', '=', contextId);
      if (primaryOnly) q = q.where('is_primary', '=', 1);
      return q.orderBy('updated', 'desc').orderBy('id', 'desc');
    });
  const primaryOf = versionsOfContext(true);
  const allOf = versionsOfContext(false);
  const version = prepareQuery<[string, string, string], ContextVersionRow>(db, 3, (ws, contextId, id) =>
    db
      .selectFrom('context_versions')
      .selectAll()
      .where('workspace_id', '=', ws)
      .where('context_id', '=', contextId)
      .where('id', '=', id),
  );
  const listContexts = prepareQuery<[string], ContextRow>(db, 1, (ws) =>
    db
      .selectFrom('contexts')
      .selectAll()
      .where('workspace_id', '=', ws)
      .orderBy('name_key')
      .orderBy('created')
      .orderBy('id'),
  );
  const workspaceVersions = (primaryOnly: boolean) =>
    prepareQuery<[string], ContextVersionRow>(db, 1, (ws) => {
      let q = db.selectFrom('context_versions').selectAll().where('workspace_id', '=', ws);
      if (primaryOnly) q = q.where('is_primary', '=', 1);
      return q.orderBy('updated', 'desc').orderBy('id', 'desc');
    });
  const listVersions = { all: workspaceVersions(false), primary: workspaceVersions(true) };

  return {
    db,
    transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>) {
      return db.transaction().execute(fn);
    },

    // ---- reads ----
    async findContext(ws: string, id: string): Promise<ContextRow | undefined> {
      return (await context(ws, id))[0];
    },
    versionsOf(ws: string, contextId: string, primaryOnly: boolean) {
      return primaryOnly ? primaryOf(ws, contextId) : allOf(ws, contextId);
    },
    async findVersion(ws: string, contextId: string, id: string): Promise<ContextVersionRow | undefined> {
      return (await version(ws, contextId, id))[0];
    },
    listContexts(ws: string) {
      return listContexts(ws);
    },
    /** Versions of every context in the workspace, newest first. */
    listVersions(ws: string, primaryOnly: boolean) {
      return primaryOnly ? listVersions.primary(ws) : listVersions.all(ws);
    },
    /** The original bytes of a file version with what is needed to serve them. */
    readFile(ws: string, contextId: string, id: string) {
      return db
        .selectFrom('context_versions as v')
        .innerJoin('context_files as f', 'f.version_id', 'v.id')
        .select(['v.id', 'v.filename', 'v.media_type', 'v.sha256', 'v.revision', 'f.data'])
        .where('v.workspace_id', '=', ws)
        .where('f.workspace_id', '=', ws)
        .where('v.context_id', '=', contextId)
        .where('v.id', '=', id)
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

    // ---- writes (q: the transaction they belong to) ----
    insertContext(q: Q, row: ContextRow) {
      return q.insertInto('contexts').values(row).execute();
    },
    async insertVersion(q: Q, row: ContextVersionRow, data: Buffer | null) {
      await q.insertInto('context_versions').values(row).execute();
      if (data)
        await q
          .insertInto('context_files')
          .values({ version_id: row.id, workspace_id: row.workspace_id, data })
          .execute();
    },
    /**
     * Takes the context's row lock for the rest of the transaction (PostgreSQL; SQLite transactions
     * are serialized anyway) and bumps its revision (its ETag covers its primary version): every
     * change to the context's versions goes through here first, so changes of the primary never
     * interleave. `updated` is left alone, as for prompts. undefined = no such context.
     */
    lockContext(q: Q, ws: string, id: string) {
      return q
        .updateTable('contexts')
        .set((eb) => ({ revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
    /** Updates the context (with `revision`: only if still at it); undefined = no row matched. */
    updateContext(ws: string, id: string, set: Partial<ContextRow>, revision: number | null) {
      let query = db
        .updateTable('contexts')
        .set((eb) => ({ ...set, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id);
      if (revision !== null) query = query.where('revision', '=', revision);
      return query.returningAll().executeTakeFirst();
    },
    /** Deletes the context; its versions and their bytes go with it (foreign keys cascade). */
    async deleteContext(ws: string, id: string, revision: number | null): Promise<number> {
      let query = db.deleteFrom('contexts').where('workspace_id', '=', ws).where('id', '=', id);
      if (revision !== null) query = query.where('revision', '=', revision);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },

    lockedVersion(q: Q, ws: string, contextId: string, id: string) {
      return q
        .selectFrom('context_versions')
        .selectAll()
        .where('workspace_id', '=', ws)
        .where('context_id', '=', contextId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async versionCount(q: Q, ws: string, contextId: string): Promise<number> {
      const row = await q
        .selectFrom('context_versions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', ws)
        .where('context_id', '=', contextId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async hasPrimary(q: Q, ws: string, contextId: string): Promise<boolean> {
      const row = await q
        .selectFrom('context_versions')
        .select('id')
        .where('workspace_id', '=', ws)
        .where('context_id', '=', contextId)
        .where('is_primary', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Clears the context's primary flag (bumping that version's revision: its body changes). */
    demotePrimary(q: Q, ws: string, contextId: string) {
      return q
        .updateTable('context_versions')
        .set((eb) => ({ is_primary: 0, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('context_id', '=', contextId)
        .where('is_primary', '=', 1)
        .execute();
    },
    /** Updates a version if it is still at `revision`; undefined = it changed (or went) meanwhile. */
    updateVersion(q: Q, ws: string, id: string, set: Partial<ContextVersionRow>, revision: number) {
      return q
        .updateTable('context_versions')
        .set((eb) => ({ ...set, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .where('revision', '=', revision)
        .returningAll()
        .executeTakeFirst();
    },
    replaceFile(q: Q, ws: string, versionId: string, data: Buffer) {
      return q
        .updateTable('context_files')
        .set({ data })
        .where('workspace_id', '=', ws)
        .where('version_id', '=', versionId)
        .execute();
    },
    async deleteVersion(q: Q, ws: string, id: string): Promise<number> {
      const result = await q
        .deleteFrom('context_versions')
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type ContextsRepo = ReturnType<typeof createContextsRepo>;
