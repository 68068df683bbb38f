import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { versionedTables } from '../../db/versioned-tables.js';

type Q = Kysely<Database> | Transaction<Database>;
export type PackRow = Database['context_packs'];
export type PackVersionRow = Database['context_pack_versions'];

/** SQL for context packs and their versions. Every query is bounded by the workspace. */
export function createContextPacksRepo(db: Kysely<Database>) {
  const t = versionedTables(db, {
    parent: 'context_packs',
    versions: 'context_pack_versions',
    parentKey: 'pack_id',
  });

  return {
    db,
    transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>) {
      return db.transaction().execute(fn);
    },

    // ---- reads ----
    findPack: t.findParent,
    versionsOf: t.versionsOf,
    findVersion: t.findVersion,
    listPacks: t.listParents,
    listVersions: t.listVersions,

    // ---- writes ----
    insertPack(q: Q, row: PackRow) {
      return q.insertInto('context_packs').values(row).execute();
    },
    insertVersion(q: Q, row: PackVersionRow) {
      return q.insertInto('context_pack_versions').values(row).execute();
    },
    /** The pack's row lock and revision bump; see versionedTables.lockParent. */
    lockPack: t.lockParent,
    updatePack: t.updateParent,
    deletePack: t.deleteParent,
    lockedVersion: t.lockedVersion,
    versionCount: t.versionCount,
    hasPrimary: t.hasPrimary,
    demotePrimary: t.demotePrimary,
    updateVersion: t.updateVersion,
    deleteVersion: t.deleteVersion,
  };
}
export type ContextPacksRepo = ReturnType<typeof createContextPacksRepo>;
