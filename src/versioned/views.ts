import { type Page, pageOf } from '../lib/paging.js';
import type { ParentColumns, VersionColumns } from './columns.js';
import { etagOf, type Tagged } from './revision.js';

/** How versioned rows (prompts, contexts, context packs and their versions) are shown. */

export function tagged<T>(row: { id: string; revision: number }, body: T): Tagged<T> {
  return { etag: etagOf(row.id, row.revision), body };
}

/**
 * Each parent shown with its versions, from one list of the versions of all of them (the lists
 * read versions by workspace: one query, whatever the number of parents), in the parents' order.
 */
export function parentsWithVersions<P extends { id: string }, V, R>(
  parents: P[],
  versions: V[],
  parentIdOf: (v: V) => string,
  present: (parent: P, versions: V[]) => R,
): R[] {
  const groups = new Map<string, V[]>();
  for (const v of versions) {
    const list = groups.get(parentIdOf(v));
    if (list) list.push(v);
    else groups.set(parentIdOf(v), [v]);
  }
  return parents.map((p) => present(p, groups.get(p.id) ?? []));
}

const auditColumns = (row: VersionColumns | ParentColumns) => ({
  created: row.created,
  created_by: row.created_by,
  created_by_id: row.created_by_id,
  updated: row.updated,
  updated_by: row.updated_by,
  updated_by_id: row.updated_by_id,
});
/** What every version shows on the wire besides its own fields: audit, name and the primary flag. */
export function versionFields(row: VersionColumns) {
  return { ...auditColumns(row), name: row.name, is_primary: row.is_primary === 1 };
}
/** What every parent shows on the wire besides its own fields: its id (as `key`), audit and name. */
export function parentFields<K extends string>(key: K, row: ParentColumns) {
  const id = { [key]: row.id } as Record<K, string>;
  return { ...id, workspace_id: row.workspace_id, ...auditColumns(row), name: row.name };
}

/** A page of parents, its cursor in their list order (name_key, created, id: tables.ts). */
export function pageOfParents<P extends ParentColumns>(rows: P[], limit: number): Page<P> {
  return pageOf(rows, limit, (p) => [p.name_key, p.created, p.id]);
}
