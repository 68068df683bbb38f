import type { Kysely } from 'kysely';
import { descending, keysetPage } from '../../db/keyset.js';
import { rowByKeys } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';
import type { Q } from '../../versioned/index.js';

export type ReleaseRow = Database['prompt_releases'];
export type ReleaseSettingsRow = Database['release_settings'];

/** SQL of release settings and requests; every query bounded by the workspace. */
export function createReleasesRepo(db: Kysely<Database>) {
  return {
    settings(ws: string) {
      return db.selectFrom('release_settings').selectAll().where('workspace_id', '=', ws).executeTakeFirst();
    },
    putSettings(q: Q, row: ReleaseSettingsRow) {
      const { workspace_id: _, ...set } = row;
      return q
        .insertInto('release_settings')
        .values(row)
        .onConflict((oc) => oc.column('workspace_id').doUpdateSet(set))
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    insert(q: Q, row: ReleaseRow) {
      return q.insertInto('prompt_releases').values(row).returningAll().executeTakeFirstOrThrow();
    },
    find(ws: string, promptId: string, id: string) {
      return rowByKeys(db, 'prompt_releases', { workspace_id: ws, prompt_id: promptId, id });
    },
    /** A page of requests, newest first (of one prompt when given; of one state when given). */
    page(ws: string, filter: { promptId?: string; state?: string }, page: PageRequest) {
      const q = db
        .selectFrom('prompt_releases')
        .selectAll()
        .where('workspace_id', '=', ws)
        .$if(filter.promptId !== undefined, (q) => q.where('prompt_id', '=', String(filter.promptId)))
        .$if(filter.state !== undefined, (q) => q.where('state', '=', filter.state as ReleaseRow['state']));
      return keysetPage(q, descending('id'), page).execute();
    },
    /** Closes an open request; undefined when it was no longer open (a concurrent decision won). */
    decide(q: Q, ws: string, id: string, set: Partial<ReleaseRow>) {
      return q
        .updateTable('prompt_releases')
        .set(set)
        .where((eb) => eb.and({ workspace_id: ws, id, state: 'open' }))
        .returningAll()
        .executeTakeFirst();
    },
  };
}
export type ReleasesRepo = ReturnType<typeof createReleasesRepo>;
