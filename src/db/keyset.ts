import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { CursorValues } from '../lib/paging.js';

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
