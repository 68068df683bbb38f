import { type CreateTableBuilder, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/**
 * Column sets that tables of the prompt area share, for the migrations that use them (0025 on).
 * A migration that has shipped must not change: change a set here only by adding a new one.
 * (0001–0006 predate this file and spell their columns out.)
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
