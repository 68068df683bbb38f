import { parentFields, versionFields } from '../../versioned/index.js';
import type { PackVersionView, PackView } from './context-packs.schemas.js';
import type { PackRow, PackVersionRow } from './context-packs.service.js';
import type { PackItems } from './pack-items.js';

/** Rows → wire shape, each version with its items resolved (one batch for all of them). */
export async function presentPackVersions(
  items: PackItems,
  ws: string,
  rows: PackVersionRow[],
): Promise<PackVersionView[]> {
  const resolved = await items.resolve(ws, rows);
  return rows.map((row) => {
    const r = resolved.get(row.id);
    if (!r) throw new Error(`pack version ${row.id} was not resolved`);
    return { version_id: row.id, pack_id: row.pack_id, ...versionFields(row), ...r };
  });
}

export function presentPack(row: PackRow, versions: PackVersionView[]): PackView {
  return { ...parentFields('pack_id', row), description: row.description, versions };
}
