import type { Kysely } from 'kysely';
import { prepareQuery } from './prepared.js';
import type { Database } from './schema.js';

/** A Kysely handle or the transaction a write belongs to (a Transaction is a Kysely). */
type Q = Kysely<Database>;

/** What every versioned parent row (prompt, context, context pack) has. */
interface ParentRow {
  id: string;
  workspace_id: string;
  revision: number;
}
/** What every version row has: one of them per parent carries the primary flag. */
interface VersionRow {
  id: string;
  workspace_id: string;
  is_primary: number;
  revision: number;
}

/**
 * The SQL that prompts, contexts and context packs share: a parent table whose `revision` is its
 * ETag and lock, and a version table pointing at it through `parentKey`, with one primary version
 * per parent. Every query is bounded by the workspace.
 *
 * Kysely types queries through literal table and column names, which a factory over names chosen
 * by the caller cannot give it; so the queries below are built on `Kysely<any>` (this file only)
 * and every returned function is typed with the row types of the tables named instead (`P`, `V`).
 * The table names are checked against `Database`; `parentKey` is not, so a wrong column name
 * shows only at run time (in every test of the caller).
 */
export function versionedTables<
  T extends { parent: keyof Database; versions: keyof Database; parentKey: string },
  P extends ParentRow = Database[T['parent']] & ParentRow,
  V extends VersionRow = Database[T['versions']] & VersionRow,
>(kysely: Kysely<Database>, names: T) {
  // biome-ignore lint/suspicious/noExplicitAny: dynamic table names, see above.
  const db = kysely as Kysely<any>;
  // biome-ignore lint/suspicious/noExplicitAny: dynamic table names, see above.
  const on = (q: Q) => q as Kysely<any>;
  const { parent, versions, parentKey } = names;

  // The reads behind GET and the lists are compiled once (see prepared.ts).
  const findParent = prepareQuery<[string, string], P>(db, 2, (ws, id) =>
    db.selectFrom(parent).selectAll().where('workspace_id', '=', ws).where('id', '=', id),
  );
  const versionsOfParent = (primaryOnly: boolean) =>
    prepareQuery<[string, string], V>(db, 2, (ws, parentId) => {
      let q = db
        .selectFrom(versions)
        .selectAll()
        .where('workspace_id', '=', ws)
        .where(parentKey, '=', parentId);
      if (primaryOnly) q = q.where('is_primary', '=', 1);
      return q.orderBy('updated', 'desc').orderBy('id', 'desc');
    });
  const primaryOf = versionsOfParent(true);
  const allOf = versionsOfParent(false);
  const findVersion = prepareQuery<[string, string, string], V>(db, 3, (ws, parentId, id) =>
    db
      .selectFrom(versions)
      .selectAll()
      .where('workspace_id', '=', ws)
      .where(parentKey, '=', parentId)
      .where('id', '=', id),
  );
  const listParents = prepareQuery<[string], P>(db, 1, (ws) =>
    db
      .selectFrom(parent)
      .selectAll()
      .where('workspace_id', '=', ws)
      .orderBy('name_key')
      .orderBy('created')
      .orderBy('id'),
  );
  const workspaceVersions = (primaryOnly: boolean) =>
    prepareQuery<[string], V>(db, 1, (ws) => {
      let q = db.selectFrom(versions).selectAll().where('workspace_id', '=', ws);
      if (primaryOnly) q = q.where('is_primary', '=', 1);
      return q.orderBy('updated', 'desc').orderBy('id', 'desc');
    });
  const allVersions = workspaceVersions(false);
  const primaryVersions = workspaceVersions(true);

  return {
    // ---- reads ----
    async findParent(ws: string, id: string): Promise<P | undefined> {
      return (await findParent(ws, id))[0];
    },
    /** The parent's versions (or only its primary), newest first. */
    versionsOf(ws: string, parentId: string, primaryOnly: boolean): Promise<V[]> {
      return primaryOnly ? primaryOf(ws, parentId) : allOf(ws, parentId);
    },
    async findVersion(ws: string, parentId: string, id: string): Promise<V | undefined> {
      return (await findVersion(ws, parentId, id))[0];
    },
    listParents(ws: string): Promise<P[]> {
      return listParents(ws);
    },
    /** Versions of every parent in the workspace, newest first. */
    listVersions(ws: string, primaryOnly: boolean): Promise<V[]> {
      return primaryOnly ? primaryVersions(ws) : allVersions(ws);
    },

    // ---- writes (q: the transaction they belong to) ----
    /**
     * Takes the parent's row lock for the rest of the transaction (PostgreSQL; SQLite transactions
     * are serialized anyway) and bumps its revision (its ETag covers its primary version): every
     * change to the parent's versions goes through here first, so changes of the primary never
     * interleave. `updated` is left alone. undefined = no such parent.
     */
    lockParent(q: Q, ws: string, id: string): Promise<P | undefined> {
      return on(q)
        .updateTable(parent)
        .set((eb) => ({ revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst() as Promise<P | undefined>;
    },
    /** Updates the parent (with `revision`: only if still at it); undefined = no row matched. */
    updateParent(ws: string, id: string, set: Partial<P>, revision: number | null): Promise<P | undefined> {
      let query = db
        .updateTable(parent)
        .set((eb) => ({ ...set, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id);
      if (revision !== null) query = query.where('revision', '=', revision);
      return query.returningAll().executeTakeFirst() as Promise<P | undefined>;
    },
    /** Deletes the parent (with `revision`: only if still at it); its versions go by cascade. */
    async deleteParent(ws: string, id: string, revision: number | null): Promise<number> {
      let query = db.deleteFrom(parent).where('workspace_id', '=', ws).where('id', '=', id);
      if (revision !== null) query = query.where('revision', '=', revision);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },

    /** A version read inside the transaction that holds its parent's lock. */
    lockedVersion(q: Q, ws: string, parentId: string, id: string): Promise<V | undefined> {
      return on(q)
        .selectFrom(versions)
        .selectAll()
        .where('workspace_id', '=', ws)
        .where(parentKey, '=', parentId)
        .where('id', '=', id)
        .executeTakeFirst() as Promise<V | undefined>;
    },
    async versionCount(q: Q, ws: string, parentId: string): Promise<number> {
      const row = await on(q)
        .selectFrom(versions)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', ws)
        .where(parentKey, '=', parentId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async hasPrimary(q: Q, ws: string, parentId: string): Promise<boolean> {
      const row = await on(q)
        .selectFrom(versions)
        .select('id')
        .where('workspace_id', '=', ws)
        .where(parentKey, '=', parentId)
        .where('is_primary', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Clears the parent's primary flag (bumping that version's revision: its body changes). */
    async demotePrimary(q: Q, ws: string, parentId: string): Promise<void> {
      await on(q)
        .updateTable(versions)
        .set((eb) => ({ is_primary: 0, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where(parentKey, '=', parentId)
        .where('is_primary', '=', 1)
        .execute();
    },
    /** Updates a version if it is still at `revision`; undefined = it changed (or went) meanwhile. */
    updateVersion(q: Q, ws: string, id: string, set: Partial<V>, revision: number): Promise<V | undefined> {
      return on(q)
        .updateTable(versions)
        .set((eb) => ({ ...set, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .where('revision', '=', revision)
        .returningAll()
        .executeTakeFirst() as Promise<V | undefined>;
    },
    async deleteVersion(q: Q, ws: string, id: string): Promise<number> {
      const result = await on(q)
        .deleteFrom(versions)
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
