import type {
  DeleteResult,
  Insertable,
  Kysely,
  Selectable,
  Transaction,
  Updateable,
  UpdateResult,
} from 'kysely';
import type { PageRequest } from '../lib/paging.js';
import { keysetPage, type SortKey } from './keyset.js';
import { prepareQuery } from './prepared.js';
import type { Database } from './schema.js';

/**
 * The repos' most common statements, one row picked by its keys — its scope first (`account_id`
 * or `workspace_id`), then its id (and a parent's id where the row has one) — written once:
 * read it, change it, delete it; a page of the rows that share keys (an account's, an
 * endpoint's); and some columns of the rows with given keys, compiled once (the reads on every
 * request's path). Every key is compared with `=`; a repo passes all of them, so no statement
 * reaches outside its account or workspace.
 */

type Q = Kysely<Database> | Transaction<Database>;

/** A repo's `transaction(fn)`: runs `fn` in one transaction, committed when it resolves. */
export function transactionsOf(db: Kysely<Database>) {
  return <T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(fn);
}
type Table = keyof Database & string;
/** Column values that pick the row: the scope and the id. */
export type RowKeys<T extends Table> = Partial<Selectable<Database[T]>>;

// Kysely types a statement through a literal table name, which a function over the caller's table
// cannot give it: the statements are built untyped here, and typed by the signatures (the table,
// its keys and its patch are checked against `Database` at every call).
// biome-ignore lint/suspicious/noExplicitAny: see above; the signatures carry the types.
const untyped = (q: Q) => q as unknown as Kysely<any>;

/** The row with these keys, or undefined. */
export function rowByKeys<T extends Table>(
  q: Q,
  table: T,
  keys: RowKeys<T>,
): Promise<Selectable<Database[T]> | undefined> {
  const row = untyped(q)
    .selectFrom(table as string)
    .selectAll()
    .where((eb) => eb.and(keys))
    .executeTakeFirst();
  return row as Promise<Selectable<Database[T]> | undefined>;
}

/**
 * `columns` of the rows whose `keys` columns equal the arguments, given in that order; compiled
 * once (db/prepared.ts), for the reads on every request's path.
 */
export function prepareByKeys<T extends Table, C extends keyof Selectable<Database[T]> & string>(
  db: Kysely<Database>,
  table: T,
  columns: readonly C[],
  keys: readonly (keyof Database[T] & string)[],
) {
  return prepareQuery<string[], Pick<Selectable<Database[T]>, C>>(db, keys.length, (...markers) =>
    untyped(db)
      .selectFrom(table as string)
      .select(columns as readonly string[])
      .where((eb) => eb.and(Object.fromEntries(keys.map((key, i) => [key, markers[i]])))),
  );
}

/** A page of the rows with these keys, in `order` after the page's cursor: `limit + 1` rows (db/keyset.ts). */
export function pageByKeys<T extends Table>(
  q: Q,
  table: T,
  keys: RowKeys<T>,
  order: readonly SortKey[],
  page: PageRequest,
): Promise<Selectable<Database[T]>[]> {
  const rows = untyped(q)
    .selectFrom(table as string)
    .selectAll()
    .where((eb) => eb.and(keys));
  return keysetPage(rows, order, page).execute() as Promise<Selectable<Database[T]>[]>;
}

/** Changes the row with these keys (`numUpdatedRows` 0: there is none). */
export function updateByKeys<T extends Table>(
  q: Q,
  table: T,
  keys: RowKeys<T>,
  patch: Updateable<Database[T]>,
): Promise<UpdateResult> {
  return untyped(q)
    .updateTable(table as string)
    .set(patch as Record<string, unknown>)
    .where((eb) => eb.and(keys))
    .executeTakeFirst();
}

/** Deletes the row with these keys (`numDeletedRows` 0: there was none). */
export function deleteByKeys<T extends Table>(q: Q, table: T, keys: RowKeys<T>): Promise<DeleteResult> {
  return untyped(q)
    .deleteFrom(table as string)
    .where((eb) => eb.and(keys))
    .executeTakeFirst();
}

/** Inserts the rows in one statement; none (an empty list) is no statement at all. */
export async function insertRows<T extends Table>(q: Q, table: T, rows: readonly Insertable<Database[T]>[]) {
  if (rows.length > 0)
    await untyped(q)
      .insertInto(table as string)
      .values(rows as Record<string, unknown>[])
      .execute();
}
