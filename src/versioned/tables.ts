import {
  IdentifierNode,
  type Kysely,
  type KyselyPlugin,
  OperationNodeTransformer,
  type Transaction,
} from 'kysely';
import { afterKey, type SortKey } from '../db/keyset.js';
import { prepareQuery } from '../db/prepared.js';
import type { Database } from '../db/schema.js';
import type { CursorValues, PageRequest } from '../lib/paging.js';
import type { BlobColumns, ParentColumns, VersionColumns } from './columns.js';

type TablesWith<C> = { [T in keyof Database]: Database[T] extends C ? T : never }[keyof Database];
export type ParentTable = TablesWith<ParentColumns>;
export type VersionTable = TablesWith<VersionColumns>;
export type BlobTable = TablesWith<BlobColumns>;
/** The columns of a version table that can point at its parent (`prompt_id`, `context_id`, …). */
export type ParentKeyOf<VN extends VersionTable> = Exclude<
  Extract<
    { [C in keyof Database[VN]]: Database[VN][C] extends string ? C : never }[keyof Database[VN]],
    `${string}_id`
  >,
  'workspace_id'
>;

/**
 * The queries below are written against this view: the two tables under fixed names, which a
 * plugin renames to the real ones when the query is compiled. Kysely types a query through
 * literal table and column names, which a function over caller-chosen names cannot give it; the
 * view keeps every query type-checked (no `Kysely<any>`), and the names the caller passes are
 * checked against `Database` (ParentTable, VersionTable, ParentKeyOf).
 */
type View = {
  versioned_parent: ParentColumns;
  versioned_version: VersionColumns & { versioned_parent_key: string };
  versioned_blob: BlobColumns;
};

/** Renames the view's identifiers to the real table and column names. */
class RenameIdentifiers extends OperationNodeTransformer {
  constructor(private readonly names: Record<string, string>) {
    super();
  }
  protected override transformIdentifier(node: IdentifierNode): IdentifierNode {
    const real = this.names[node.name];
    return real === undefined ? super.transformIdentifier(node) : IdentifierNode.create(real);
  }
}

/** Where a write belongs: a transaction (writes that must hold the parent's lock) or the db. */
export type Q = Kysely<Database> | Transaction<Database>;

/** The shared SQL of a parent table with versions; P and V are the two tables' row types. */
export interface VersionedTables<P extends ParentColumns, V extends VersionColumns, K extends string> {
  /** The version column holding the parent's id. */
  readonly parentKey: K;
  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  // ---- reads (compiled once, see prepared.ts) ----
  findParent(ws: string, id: string): Promise<P | undefined>;
  /** The parent's versions (or only its primary), newest first. */
  versionsOf(ws: string, parentId: string, primaryOnly: boolean): Promise<V[]>;
  findVersion(ws: string, parentId: string, id: string): Promise<V | undefined>;
  /** A page of the workspace's parents by name (case-insensitive), then creation: `limit + 1` rows. */
  listParents(ws: string, page: PageRequest): Promise<P[]>;
  /** A page of the parent's versions, newest first: `limit + 1` rows. */
  versionsPage(ws: string, parentId: string, page: PageRequest): Promise<V[]>;
  /** Versions (or only the primaries) of the given parents (a page of a list), newest first. */
  versionsOfParents(ws: string, parentIds: readonly string[], primaryOnly: boolean): Promise<V[]>;
  // ---- writes ----
  insertParent(q: Q, row: P): Promise<unknown>;
  /** Inserts the version, and its bytes into the blob table when given (the table is then required). */
  insertVersion(q: Q, row: V, blob?: Buffer): Promise<unknown>;
  /**
   * Takes the parent's row lock for the rest of the transaction (PostgreSQL; SQLite transactions
   * are serialized anyway) and bumps its revision (its ETag covers its primary version): every
   * change to the parent's versions goes through here first, so changes of the primary never
   * interleave. `updated` is left alone. undefined = no such parent.
   */
  lockParent(q: Q, ws: string, id: string): Promise<P | undefined>;
  /** Updates the parent (with `revision`: only if still at it); undefined = no row matched. */
  updateParent(
    ws: string,
    id: string,
    set: Partial<P>,
    revision: number | null,
    q?: Q,
  ): Promise<P | undefined>;
  /** Deletes the parent (with `revision`: only if still at it); its versions go by cascade. */
  deleteParent(ws: string, id: string, revision: number | null, q?: Q): Promise<number>;
  /** A version read inside the transaction that holds its parent's lock. */
  lockedVersion(q: Q, ws: string, parentId: string, id: string): Promise<V | undefined>;
  versionCount(q: Q, ws: string, parentId: string): Promise<number>;
  hasPrimary(q: Q, ws: string, parentId: string): Promise<boolean>;
  /** Clears the parent's primary flag (bumping that version's revision: its body changes). */
  demotePrimary(q: Q, ws: string, parentId: string): Promise<void>;
  /** Updates a version if it is still at `revision`; undefined = it changed (or went) meanwhile. */
  updateVersion(q: Q, ws: string, id: string, set: Partial<V>, revision: number): Promise<V | undefined>;
  /** Replaces a version's bytes in the blob table (inside the transaction that updated its row). */
  replaceBlob(q: Q, row: V, blob: Buffer): Promise<unknown>;
  deleteVersion(q: Q, ws: string, id: string): Promise<number>;
}

/**
 * The SQL that prompts, contexts and context packs share: a parent table whose `revision` is its
 * ETag and lock, and a version table pointing at it through `parentKey`, with one primary version
 * per parent; optionally a blob table holding a version's bytes apart from its row (context files:
 * lists never read them). Every query is bounded by the workspace.
 */
export function versionedTables<PN extends ParentTable, VN extends VersionTable, K extends ParentKeyOf<VN>>(
  kysely: Kysely<Database>,
  names: { parent: PN; versions: VN; parentKey: K; blobs?: BlobTable },
): VersionedTables<Database[PN], Database[VN], K> {
  // The view's rows are the real rows' common columns; the real tables are PN and VN (checked by
  // the constraints above), whose rows are what every selectAll/returningAll returns.
  return build(kysely, names) as unknown as VersionedTables<Database[PN], Database[VN], K>;
}

type Row = View['versioned_version'];

/** The order of parent lists (cursor: name_key, created, id) and of version lists (updated, id). */
export const PARENT_ORDER: readonly SortKey[] = [
  { column: 'name_key', direction: 'asc' },
  { column: 'created', direction: 'asc' },
  { column: 'id', direction: 'asc' },
];
export const VERSION_ORDER: readonly SortKey[] = [
  { column: 'updated', direction: 'desc' },
  { column: 'id', direction: 'desc' },
];
/** A prepared list's page size slot: the marker stands for a number until call time. */
const limitOf = (marker: string) => marker as unknown as number;

function build(
  kysely: Kysely<Database>,
  names: { parent: string; versions: string; parentKey: string; blobs?: string },
): VersionedTables<ParentColumns, Row, string> {
  const plugin: KyselyPlugin = (() => {
    const rename = new RenameIdentifiers({
      versioned_parent: names.parent,
      versioned_version: names.versions,
      versioned_parent_key: names.parentKey,
      ...(names.blobs ? { versioned_blob: names.blobs } : {}),
    });
    return {
      transformQuery: (args) => rename.transformNode(args.node, args.queryId),
      transformResult: async (args) => args.result,
    };
  })();
  const view = (q: Q) => q.withPlugin(plugin).withTables<View>();
  const db = view(kysely);

  const versionsIn = (ws: string) =>
    db.selectFrom('versioned_version').selectAll().where('workspace_id', '=', ws);
  /** Versions (or only the primaries) newest first: the order of every version list. */
  const newestFirst = (q: ReturnType<typeof versionsIn>, primaryOnly: boolean) =>
    q
      .$if(primaryOnly, (p) => p.where('is_primary', '=', 1))
      .orderBy('updated', 'desc')
      .orderBy('id', 'desc');
  const parentsIn = (ws: string) =>
    db
      .selectFrom('versioned_parent')
      .selectAll()
      .where('workspace_id', '=', ws)
      .orderBy('name_key')
      .orderBy('created')
      .orderBy('id');
  const findParent = prepareQuery<[string, string], ParentColumns>(db, 2, (ws, id) =>
    db.selectFrom('versioned_parent').selectAll().where('workspace_id', '=', ws).where('id', '=', id),
  );
  const versionsOfParent = (primaryOnly: boolean) =>
    prepareQuery<[string, string], Row>(db, 2, (ws, parentId) =>
      newestFirst(versionsIn(ws).where('versioned_parent_key', '=', parentId), primaryOnly),
    );
  const primaryOf = versionsOfParent(true);
  const allOf = versionsOfParent(false);
  const findVersion = prepareQuery<[string, string, string], Row>(db, 3, (ws, parentId, id) =>
    versionsIn(ws).where('versioned_parent_key', '=', parentId).where('id', '=', id),
  );
  // Each list compiled twice (first page; after a cursor), the cursor values and limit as parameters.
  const parentsFirst = prepareQuery<[string, number], ParentColumns>(db, 2, (ws, limit) =>
    parentsIn(ws).limit(limitOf(limit)),
  );
  const parentsAfter = prepareQuery<[string, ...CursorValues, number], ParentColumns>(
    db,
    5,
    (ws, name, created, id, limit) =>
      parentsIn(ws)
        .where((eb) => afterKey(eb, PARENT_ORDER, [name, created, id] as string[]))
        .limit(limitOf(limit)),
  );
  const versionsFirst = prepareQuery<[string, string, number], Row>(db, 3, (ws, parentId, limit) =>
    newestFirst(versionsIn(ws).where('versioned_parent_key', '=', parentId), false).limit(limitOf(limit)),
  );
  const versionsAfter = prepareQuery<[string, string, ...CursorValues, number], Row>(
    db,
    5,
    (ws, parentId, updated, id, limit) =>
      newestFirst(
        versionsIn(ws)
          .where('versioned_parent_key', '=', parentId)
          .where((eb) => afterKey(eb, VERSION_ORDER, [updated, id] as string[])),
        false,
      ).limit(limitOf(limit)),
  );
  const version = (q: Q, ws: string, parentId: string) =>
    view(q)
      .selectFrom('versioned_version')
      .where('workspace_id', '=', ws)
      .where('versioned_parent_key', '=', parentId);

  return {
    parentKey: names.parentKey,
    transaction: (fn) => kysely.transaction().execute(fn),
    findParent: async (ws, id) => (await findParent(ws, id))[0],
    versionsOf: (ws, parentId, primaryOnly) => (primaryOnly ? primaryOf : allOf)(ws, parentId),
    findVersion: async (ws, parentId, id) => (await findVersion(ws, parentId, id))[0],
    listParents: (ws, { after, limit }) =>
      after ? parentsAfter(ws, ...after, limit + 1) : parentsFirst(ws, limit + 1),
    versionsPage: (ws, parentId, { after, limit }) =>
      after ? versionsAfter(ws, parentId, ...after, limit + 1) : versionsFirst(ws, parentId, limit + 1),
    // The id list varies in length, so this one is built per call (one query per page).
    versionsOfParents: async (ws, parentIds, primaryOnly) =>
      parentIds.length === 0
        ? []
        : newestFirst(versionsIn(ws).where('versioned_parent_key', 'in', parentIds), primaryOnly).execute(),

    insertParent: (q, row) => view(q).insertInto('versioned_parent').values(row).execute(),
    async insertVersion(q, row, blob) {
      await view(q).insertInto('versioned_version').values(row).execute();
      if (blob === undefined) return;
      if (!names.blobs) throw new Error(`${names.versions} has no blob table`);
      await view(q)
        .insertInto('versioned_blob')
        .values({ version_id: row.id, workspace_id: row.workspace_id, data: blob })
        .execute();
    },
    lockParent: (q, ws, id) =>
      view(q)
        .updateTable('versioned_parent')
        .set((eb) => ({ revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),
    updateParent(ws, id, set, revision, q) {
      let query = (q ? view(q) : db)
        .updateTable('versioned_parent')
        .set((eb) => ({ ...set, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id);
      if (revision !== null) query = query.where('revision', '=', revision);
      return query.returningAll().executeTakeFirst();
    },
    async deleteParent(ws, id, revision, q) {
      let query = (q ? view(q) : db)
        .deleteFrom('versioned_parent')
        .where('workspace_id', '=', ws)
        .where('id', '=', id);
      if (revision !== null) query = query.where('revision', '=', revision);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },
    lockedVersion: (q, ws, parentId, id) =>
      version(q, ws, parentId).selectAll().where('id', '=', id).executeTakeFirst(),
    async versionCount(q, ws, parentId) {
      const row = await version(q, ws, parentId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async hasPrimary(q, ws, parentId) {
      const row = await version(q, ws, parentId).select('id').where('is_primary', '=', 1).executeTakeFirst();
      return row !== undefined;
    },
    async demotePrimary(q, ws, parentId) {
      await view(q)
        .updateTable('versioned_version')
        .set((eb) => ({ is_primary: 0, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('versioned_parent_key', '=', parentId)
        .where('is_primary', '=', 1)
        .execute();
    },
    updateVersion: (q, ws, id, set, revision) =>
      view(q)
        .updateTable('versioned_version')
        .set((eb) => ({ ...set, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .where('revision', '=', revision)
        .returningAll()
        .executeTakeFirst(),
    async replaceBlob(q, row, blob) {
      if (!names.blobs) throw new Error(`${names.versions} has no blob table`);
      await view(q)
        .updateTable('versioned_blob')
        .set({ data: blob })
        .where('workspace_id', '=', row.workspace_id)
        .where('version_id', '=', row.id)
        .execute();
    },
    async deleteVersion(q, ws, id) {
      const result = await view(q)
        .deleteFrom('versioned_version')
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
