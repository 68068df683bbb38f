import type { Kysely } from 'kysely';
import { descending, keysetPage } from '../../db/keyset.js';
import type { Database } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';
import type { PromptRunsTable } from './analysis.tables.js';

export type RunRow = PromptRunsTable;

/** Stored playground runs (migration 0060): SQL only, every query bounded by workspace and prompt. */
export function createRunsRepo(db: Kysely<Database>) {
  return {
    /** A run, or every cell of an experiment, in one transaction: all are stored or none. */
    async insert(rows: RunRow[]) {
      if (rows.length === 0) return;
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('prompt_runs').values(rows).execute();
      });
    },

    /** A page of a prompt's runs, newest first (ids sort by creation time). */
    page(
      ws: string,
      promptId: string,
      filter: { versionId?: string | undefined; experimentId?: string | undefined },
      page: PageRequest,
    ) {
      const q = db
        .selectFrom('prompt_runs')
        .selectAll()
        .where('workspace_id', '=', ws)
        .where('prompt_id', '=', promptId)
        .$if(filter.versionId !== undefined, (q) => q.where('version_id', '=', String(filter.versionId)))
        .$if(filter.experimentId !== undefined, (q) =>
          q.where('experiment_id', '=', String(filter.experimentId)),
        );
      return keysetPage(q, descending('id'), page).execute();
    },

    find(ws: string, promptId: string, id: string) {
      return db
        .selectFrom('prompt_runs')
        .selectAll()
        .where('workspace_id', '=', ws)
        .where('prompt_id', '=', promptId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
export type RunsRepo = ReturnType<typeof createRunsRepo>;
