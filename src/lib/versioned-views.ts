import type { ParentColumns, VersionColumns } from '../db/versioned-columns.js';
import { etagOf, type Tagged } from './revision.js';

/** How versioned rows (prompts, contexts, context packs and their versions) are shown. */

export function tagged<T>(row: { id: string; revision: number }, body: T): Tagged<T> {
  return { etag: etagOf(row.id, row.revision), body };
}

/** Versions grouped by their parent's id (for the lists), in the order given. */
export function byParent<V>(versions: V[], parentIdOf: (v: V) => string): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const v of versions) {
    const list = groups.get(parentIdOf(v));
    if (list) list.push(v);
    else groups.set(parentIdOf(v), [v]);
  }
  return groups;
}

const auditColumns = (row: VersionColumns | ParentColumns) => ({
  created: row.created,
  created_by: row.created_by,
  updated: row.updated,
  updated_by: row.updated_by,
});
/** What every version shows on the wire besides its own fields: audit, name and the primary flag. */
export function versionFields(row: VersionColumns) {
  return { ...auditColumns(row), name: row.name, is_primary: row.is_primary === 1 };
}
/** What every parent shows on the wire besides its id and own fields. */
export function parentFields(row: ParentColumns) {
  return { workspace_id: row.workspace_id, ...auditColumns(row), name: row.name };
}
