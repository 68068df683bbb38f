import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { CursorValues, PageRequest } from '../lib/paging.js';

export interface SortKey {
  /** A column reference as Kysely takes it (`name_key`, `v.updated`). */
  column: string;
  direction: 'asc' | 'desc';
}

/**
 * "Comes after `values` in this order", for keyset paging: (k0 > v0) or (k0 = v0 and k1 > v1) or …
 * with `<` for descending keys. Written out rather than as a row comparison so mixed directions
 * work, on SQLite and PostgreSQL alike. The last key must be unique (an id) so the order is total.
 */
export function afterKey<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  keys: readonly SortKey[],
  values: CursorValues,
): Expression<SqlBool> {
  const ref = (k: SortKey) => sql.ref(k.column);
  const branches = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((k, j) => eb(ref(k), '=', values[j]));
    return eb.and([...equal, eb(ref(key), key.direction === 'asc' ? '>' : '<', values[i])]);
  });
  return eb.or(branches);
}

/**
 * One page of a list query: rows strictly after the cursor, in the keys' order, `limit + 1` of them
 * (pageOf in lib/paging.ts tells from the extra row whether more follow). For lists read rarely
 * (account settings, providers, labels, release requests, webhooks, runs); hot lists use prepared
 * variants instead (see src/versioned/tables.ts).
 */
export function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keys: readonly SortKey[],
  page: PageRequest,
): SelectQueryBuilder<DB, TB, O> {
  const after = page.after;
  let q = after ? query.where((eb) => afterKey(eb, keys, after)) : query;
  for (const key of keys) q = q.orderBy(sql.ref(key.column), key.direction);
  return q.limit(page.limit + 1);
}

/** Ascending keys (the common case). */
export const ascending = (...columns: string[]): SortKey[] =>
  columns.map((column) => ({ column, direction: 'asc' }));
/** Descending keys (newest first, for ids that sort by time). */
export const descending = (...columns: string[]): SortKey[] =>
  columns.map((column) => ({ column, direction: 'desc' }));
