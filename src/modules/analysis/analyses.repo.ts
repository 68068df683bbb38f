import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AnalysisKind } from './analysis.schemas.js';

export type AnalysisRow = Database['version_analyses'];

// Keeps each IN list well under the bind-parameter limits of both databases.
const CHUNK = 900;

/** Stored analysis results of versions (scoring, risk, balance, heatmap), bounded by workspace. */
export function createAnalysesRepo(db: Kysely<Database>) {
  return {
    insert(row: AnalysisRow) {
      return db.insertInto('version_analyses').values(row).execute();
    },

    /**
     * The latest result of each requested kind for each version: one query for any number of
     * versions (a window over the (version_id, kind, created) index), chunked only past ~900 ids.
     */
    async latestFor(
      ws: string,
      versionIds: string[],
      kinds: readonly AnalysisKind[],
    ): Promise<AnalysisRow[]> {
      if (versionIds.length === 0 || kinds.length === 0) return [];
      const out: AnalysisRow[] = [];
      for (let i = 0; i < versionIds.length; i += CHUNK) {
        const ids = versionIds.slice(i, i + CHUNK);
        const rows = await db
          .selectFrom((eb) =>
            eb
              .selectFrom('version_analyses')
              .selectAll()
              .select(
                sql<number>`row_number() over (partition by version_id, kind order by created desc, id desc)`.as(
                  'rn',
                ),
              )
              .where('workspace_id', '=', ws)
              .where('version_id', 'in', ids)
              .where('kind', 'in', [...kinds])
              .as('a'),
          )
          .select([
            'a.id',
            'a.workspace_id',
            'a.version_id',
            'a.kind',
            'a.result',
            'a.cache_key',
            'a.created',
          ])
          .where('a.rn', '=', 1)
          .execute();
        out.push(...rows);
      }
      return out;
    },
  };
}
export type AnalysesRepo = ReturnType<typeof createAnalysesRepo>;
