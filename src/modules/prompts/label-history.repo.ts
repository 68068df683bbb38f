import type { Kysely } from 'kysely';
import { descending } from '../../db/keyset.js';
import { pageByKeys } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';
import type { Q } from '../../versioned/index.js';

export type LabelHistoryRow = Database['prompt_label_history'];

/** SQL of the label history (migration 0040): append-only, every query bounded by the workspace. */
export function createLabelHistoryRepo(db: Kysely<Database>) {
  return {
    /** Called with the move's own transaction: no move without its row. */
    async insert(q: Q, row: LabelHistoryRow) {
      await q.insertInto('prompt_label_history').values(row).execute();
    },
    /** The prompt's primary version, read in the caller's transaction (before it is demoted). */
    async primaryOf(q: Q, ws: string, promptId: string) {
      const row = await q
        .selectFrom('prompt_versions')
        .select('id')
        .where((eb) => eb.and({ workspace_id: ws, prompt_id: promptId, is_primary: 1 }))
        .executeTakeFirst();
      return row?.id ?? null;
    },
    /** A page of one label's moves, newest first: `limit + 1` rows. */
    page(ws: string, promptId: string, label: string, page: PageRequest) {
      const keys = { workspace_id: ws, prompt_id: promptId, label };
      return pageByKeys(db, 'prompt_label_history', keys, descending('id'), page);
    },
  };
}
export type LabelHistoryRepo = ReturnType<typeof createLabelHistoryRepo>;
