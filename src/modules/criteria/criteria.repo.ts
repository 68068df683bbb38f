import type { Kysely, Transaction } from 'kysely';
import { ascending, keysetPage } from '../../db/keyset.js';
import { transactionsOf } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';

/** The criteria list's order (its cursor: name_key, created, id). */
const CRITERIA_ORDER = ascending('name_key', 'created', 'id');

type Q = Kysely<Database> | Transaction<Database>;
export type CriteriaRow = Database['scoring_criteria'];
export type CriterionRow = Database['scoring_criterion'];

// The starts of the queries: every one is bounded by the workspace.
const criteriaIn = (q: Q, ws: string) => q.selectFrom('scoring_criteria').where('workspace_id', '=', ws);
const allCriterionIn = (q: Q, ws: string) => q.selectFrom('scoring_criterion').where('workspace_id', '=', ws);
/** The criterion of one criteria, in the workspace. */
const criterionIn = (q: Q, ws: string, criteriaId: string) =>
  allCriterionIn(q, ws).where('criteria_id', '=', criteriaId);
const updateCriteriaIn = (q: Q, ws: string, id: string, set: Partial<CriteriaRow>) =>
  q
    .updateTable('scoring_criteria')
    .set(set)
    .where((eb) => eb.and({ workspace_id: ws, id }))
    .returningAll()
    .executeTakeFirst();

/** SQL for scoring criteria and their criterion. Every query is bounded by the workspace. */
export function createCriteriaRepo(db: Kysely<Database>) {
  return {
    db,
    transaction: transactionsOf(db),

    /** A page of the workspace's criteria by name: `limit + 1` rows. */
    listCriteria(ws: string, page: PageRequest) {
      return keysetPage(criteriaIn(db, ws).selectAll(), CRITERIA_ORDER, page).execute();
    },
    /** The criterion of the given criteria (a page of the list: one query, grouped by the caller). */
    listCriterion(ws: string, criteriaIds: string[]) {
      if (criteriaIds.length === 0) return Promise.resolve([]);
      return allCriterionIn(db, ws)
        .selectAll()
        .where('criteria_id', 'in', criteriaIds)
        .orderBy('criteria_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
    findCriteria(ws: string, id: string, q: Q = db) {
      return criteriaIn(q, ws).selectAll().where('id', '=', id).executeTakeFirst();
    },
    criterionOf(ws: string, criteriaId: string) {
      return criterionIn(db, ws, criteriaId).selectAll().orderBy('position').orderBy('id').execute();
    },
    findCriterion(ws: string, criteriaId: string, id: string, q: Q = db) {
      return criterionIn(q, ws, criteriaId).selectAll().where('id', '=', id).executeTakeFirst();
    },
    /**
     * Marks the criteria updated and takes its row lock for the rest of the transaction, so changes
     * to its criterion (slugs, positions) do not interleave. undefined = no such criteria.
     */
    touchCriteria(
      q: Q,
      ws: string,
      id: string,
      set: { updated: string; updated_by: string; updated_by_id: string },
    ) {
      return updateCriteriaIn(q, ws, id, set);
    },
    async slugTaken(
      q: Q,
      ws: string,
      criteriaId: string,
      slug: string,
      exceptId: string | null,
    ): Promise<boolean> {
      let query = criterionIn(q, ws, criteriaId).select('id').where('slug', '=', slug);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    async nextPosition(q: Q, ws: string, criteriaId: string): Promise<number> {
      const row = await criterionIn(q, ws, criteriaId)
        .select((eb) => eb.fn.max('position').as('max'))
        .executeTakeFirst();
      return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
    },

    insertCriteria(q: Q, row: CriteriaRow) {
      return q.insertInto('scoring_criteria').values(row).execute();
    },
    insertCriterion(q: Q, rows: CriterionRow[]) {
      return q.insertInto('scoring_criterion').values(rows).execute();
    },
    updateCriteria(ws: string, id: string, set: Partial<CriteriaRow>, q: Q = db) {
      return updateCriteriaIn(q, ws, id, set);
    },
    /** Deletes the criteria; its criterion go with it (foreign key cascade). */
    async deleteCriteria(ws: string, id: string, q: Q = db): Promise<number> {
      const result = await q
        .deleteFrom('scoring_criteria')
        .where((eb) => eb.and({ workspace_id: ws, id }))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    updateCriterion(q: Q, ws: string, criteriaId: string, id: string, set: Partial<CriterionRow>) {
      return q
        .updateTable('scoring_criterion')
        .set(set)
        .where((eb) => eb.and({ workspace_id: ws, criteria_id: criteriaId, id }))
        .returningAll()
        .executeTakeFirst();
    },
    async deleteCriterion(q: Q, ws: string, criteriaId: string, id: string): Promise<number> {
      const result = await q
        .deleteFrom('scoring_criterion')
        .where((eb) => eb.and({ workspace_id: ws, criteria_id: criteriaId, id }))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type CriteriaRepo = ReturnType<typeof createCriteriaRepo>;
