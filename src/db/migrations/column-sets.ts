import { type CreateTableBuilder, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/**
 * Column sets and indexes that the migrations' tables share. A shipped migration must keep
 * building the schema it shipped with (test/ops/shipped-migrations.int.test.ts holds each one to
 * its fingerprint), so a set here never changes once used: add a new one instead.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<string, string>;

/**
 * Sort keys compare by code point on both databases: SQLite's default BINARY collation, and "C"
 * on PostgreSQL (whose default collation follows the server locale).
 */
export const sortKeyCollation = (db: AnyDb): RawBuilder<unknown> =>
  db.getExecutor().adapter instanceof PostgresAdapter ? sql`collate "C"` : sql``;

/** A named resource of a workspace: its id, the workspace (rows go with it), its name and sort key. */
export const workspaceNamed =
  (db: AnyDb) =>
  <T extends Table>(table: T) =>
    table
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull().modifyEnd(sortKeyCollation(db)));

/** When a row was created and last updated, and by whom (the key's id). */
export const authored = <T extends Table>(table: T) =>
  table
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull());

/** An index named `name` on `table`'s columns, in this order (chain `.unique()` or `.where()`, then `.execute()`). */
export const indexOn = (db: AnyDb, name: string, table: string, columns: string[]) =>
  db.schema.createIndex(name).on(table).columns(columns);

/** An index named `name` on `table` for the one-row-per-value rule on `columns`. */
export const uniqueOn = (db: AnyDb, name: string, table: string, columns: string[]) =>
  indexOn(db, name, table, columns).unique();

/** A row of an account: its id, and the account (rows go with it). */
export const accountOwned = <T extends Table>(table: T) =>
  table
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'));

/** A required reference to `target`'s id, named `column`: the row goes with its target. */
export const belongsTo =
  (column: string, target: string) =>
  <T extends Table>(table: T) =>
    table.addColumn(column, 'text', (c) => c.notNull().references(`${target}.id`).onDelete('cascade'));

/** When a row was created and last updated (no author). */
export const stamped = <T extends Table>(table: T) =>
  table.addColumn('created', 'text', (c) => c.notNull()).addColumn('updated', 'text', (c) => c.notNull());

/** The optimistic-concurrency counter of a versioned resource (ETag, If-Match). */
export const revisioned = <T extends Table>(table: T) =>
  table.addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1));

/**
 * A row that goes with its parent row (a version, an analysis, a delivery…): its id and its
 * workspace, with no foreign key to the workspace (the parent's cascade removes it).
 */
export const workspaceRow = <T extends Table>(table: T) =>
  table.addColumn('id', 'text', (c) => c.primaryKey()).addColumn('workspace_id', 'text', (c) => c.notNull());

/** A version of a versioned resource: its id, workspace, the resource it belongs to, name and primary flag. */
export const versionOf =
  (parentColumn: string, parentTable: string) =>
  <T extends Table>(table: T) =>
    table
      .$call(workspaceRow)
      .$call(belongsTo(parentColumn, parentTable))
      .addColumn('name', 'text')
      .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0));

/**
 * A version table's indexes: `<table>_<byParent>` (the resource's versions in update order),
 * `<table>_workspace`, and `<table>_one_primary`, the rule "at most one primary per resource" held
 * by the database whatever the application does (same SQL on both databases).
 */
export async function versionIndexes(db: AnyDb, table: string, parentColumn: string, byParent: string) {
  await indexOn(db, `${table}_${byParent}`, table, [parentColumn, 'updated']).execute();
  await indexOn(db, `${table}_workspace`, table, ['workspace_id', parentColumn]).execute();
  await uniqueOn(db, `${table}_one_primary`, table, [parentColumn])
    .where(sql<boolean>`is_primary = 1`)
    .execute();
}

/** The list order of a workspace's named resources (`<table>_workspace_sort`). */
export const workspaceSort = (
  db: AnyDb,
  table: string,
  columns = ['workspace_id', 'name_key', 'created', 'id'],
) => indexOn(db, `${table}_workspace_sort`, table, columns).execute();

/**
 * A versioned resource's parent table (src/versioned/): a named workspace resource with its `own`
 * columns, its revision and authors, and its list order.
 */
export async function parentTable(db: AnyDb, table: string, own: (t: Table) => Table) {
  await db.schema
    .createTable(table)
    .$call(workspaceNamed(db))
    .$call(own)
    .$call(revisioned)
    .$call(authored)
    .execute();
  await workspaceSort(db, table);
}

/**
 * A versioned resource's version table: the version columns (`parent` names the parent's column
 * and table, and `byParent` its index), the version's `own` content columns, its revision and
 * authors, and its indexes (`versionIndexes`).
 */
export async function versionTable(
  db: AnyDb,
  table: string,
  parent: { column: string; table: string; byParent: string },
  own: (t: Table) => Table,
) {
  await db.schema
    .createTable(table)
    .$call(versionOf(parent.column, parent.table))
    .$call(own)
    .$call(revisioned)
    .$call(authored)
    .execute();
  await versionIndexes(db, table, parent.column, parent.byParent);
}

/** A link table `<table>` between `column` (a row of `target`) and a workspace, keyed by both. */
export const workspaceLink = (db: AnyDb, table: string, column: string, target: string) =>
  db.schema
    .createTable(table)
    .$call(belongsTo(column, target))
    .$call(belongsTo('workspace_id', 'workspaces'))
    .addPrimaryKeyConstraint(`${table}_pk`, [column, 'workspace_id'])
    .execute();

/** Columns of one type, in this order: `'name'` is NOT NULL, `'name?'` may be null. */
const columnsOf =
  (type: 'text' | 'integer') =>
  (...names: string[]) =>
  (table: Table): Table => {
    let t = table;
    for (const name of names) {
      t = name.endsWith('?')
        ? t.addColumn(name.slice(0, -1), type)
        : t.addColumn(name, type, (c) => c.notNull());
    }
    return t;
  };

/** Text columns in this order: `'name'` is NOT NULL, `'name?'` may be null. */
export const texts = columnsOf('text');
/** Integer columns in this order, as `texts`. */
export const integers = columnsOf('integer');
