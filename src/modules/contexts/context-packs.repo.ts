import type { Kysely, Transaction } from 'kysely';
import { prepareQuery } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;
export type PackRow = Database['context_packs'];
export type PackVersionRow = Database['context_pack_versions'];

/** SQL for context packs and their versions. Every query is bounded by the workspace. */
export function createContextPacksRepo(db: Kysely<Database>) {
  const pack = prepareQuery<[string, string], PackRow>(db, 2, (ws, id) =>
    db.selectFrom('context_packs').selectAll().where('workspace_id', '=', ws).where('id', '=', id),
  );
  const versionsOfPack = (primaryOnly: boolean) =>
    prepareQuery<[string, string], PackVersionRow>(db, 2, (ws, packId) => {
      let q = db
        .selectFrom('context_pack_versions')
        .selectAll()
        .where('workspace_id', '=', ws)
        .where('pack_id', '=', packId);
      if (primaryOnly) q = q.where('is_primary', '=', 1);
      return q.orderBy('updated', 'desc').orderBy('id', 'desc');
    });
  const primaryOf = versionsOfPack(true);
  const allOf = versionsOfPack(false);
  const version = prepareQuery<[string, string, string], PackVersionRow>(db, 3, (ws, packId, id) =>
    db
      .selectFrom('context_pack_versions')
      .selectAll()
      .where('workspace_id', '=', ws)
      .where('pack_id', '=', packId)
      .where('id', '=', id),
  );
  const listPacks = prepareQuery<[string], PackRow>(db, 1, (ws) =>
    db
      .selectFrom('context_packs')
      .selectAll()
      .where('workspace_id', '=', ws)
      .orderBy('name_key')
      .orderBy('created')
      .orderBy('id'),
  );
  const workspaceVersions = (primaryOnly: boolean) =>
    prepareQuery<[string], PackVersionRow>(db, 1, (ws) => {
      let q = db.selectFrom('context_pack_versions').selectAll().where('workspace_id', '=', ws);
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
    async findPack(ws: string, id: string): Promise<PackRow | undefined> {
      return (await pack(ws, id))[0];
    },
    versionsOf(ws: string, packId: string, primaryOnly: boolean) {
      return primaryOnly ? primaryOf(ws, packId) : allOf(ws, packId);
    },
    async findVersion(ws: string, packId: string, id: string): Promise<PackVersionRow | undefined> {
      return (await version(ws, packId, id))[0];
    },
    listPacks(ws: string) {
      return listPacks(ws);
    },
    listVersions(ws: string, primaryOnly: boolean) {
      return primaryOnly ? listVersions.primary(ws) : listVersions.all(ws);
    },

    // ---- writes ----
    insertPack(q: Q, row: PackRow) {
      return q.insertInto('context_packs').values(row).execute();
    },
    insertVersion(q: Q, row: PackVersionRow) {
      return q.insertInto('context_pack_versions').values(row).execute();
    },
    /** The pack's row lock and revision bump; see contexts.repo lockContext. undefined = no such pack. */
    lockPack(q: Q, ws: string, id: string) {
      return q
        .updateTable('context_packs')
        .set((eb) => ({ revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
    updatePack(ws: string, id: string, set: Partial<PackRow>, revision: number | null) {
      let query = db
        .updateTable('context_packs')
        .set((eb) => ({ ...set, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id);
      if (revision !== null) query = query.where('revision', '=', revision);
      return query.returningAll().executeTakeFirst();
    },
    async deletePack(ws: string, id: string, revision: number | null): Promise<number> {
      let query = db.deleteFrom('context_packs').where('workspace_id', '=', ws).where('id', '=', id);
      if (revision !== null) query = query.where('revision', '=', revision);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },

    lockedVersion(q: Q, ws: string, packId: string, id: string) {
      return q
        .selectFrom('context_pack_versions')
        .selectAll()
        .where('workspace_id', '=', ws)
        .where('pack_id', '=', packId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async versionCount(q: Q, ws: string, packId: string): Promise<number> {
      const row = await q
        .selectFrom('context_pack_versions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', ws)
        .where('pack_id', '=', packId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async hasPrimary(q: Q, ws: string, packId: string): Promise<boolean> {
      const row = await q
        .selectFrom('context_pack_versions')
        .select('id')
        .where('workspace_id', '=', ws)
        .where('pack_id', '=', packId)
        .where('is_primary', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },
    demotePrimary(q: Q, ws: string, packId: string) {
      return q
        .updateTable('context_pack_versions')
        .set((eb) => ({ is_primary: 0, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('pack_id', '=', packId)
        .where('is_primary', '=', 1)
        .execute();
    },
    updateVersion(q: Q, ws: string, id: string, set: Partial<PackVersionRow>, revision: number) {
      return q
        .updateTable('context_pack_versions')
        .set((eb) => ({ ...set, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .where('revision', '=', revision)
        .returningAll()
        .executeTakeFirst();
    },
    async deleteVersion(q: Q, ws: string, id: string): Promise<number> {
      const result = await q
        .deleteFrom('context_pack_versions')
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type ContextPacksRepo = ReturnType<typeof createContextPacksRepo>;
