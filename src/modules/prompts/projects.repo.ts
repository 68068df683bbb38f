import type { Kysely, Transaction } from 'kysely';
import { ascending, keysetPage } from '../../db/keyset.js';
import { transactionsOf } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';

export type ProjectRow = Database['projects'];
type Q = Kysely<Database> | Transaction<Database>;

/** The list's order: name_key is unique in the workspace, the id only makes the cursor total. */
export const PROJECT_ORDER = ascending('name_key', 'id');

const projectsIn = (q: Q, ws: string) => q.selectFrom('projects').where('workspace_id', '=', ws);

/** SQL for projects. Every query is bounded by the workspace. */
export function createProjectsRepo(db: Kysely<Database>) {
  return {
    transaction: transactionsOf(db),
    /** A page of the workspace's projects by name: `limit + 1` rows. */
    list(ws: string, page: PageRequest) {
      return keysetPage(projectsIn(db, ws).selectAll(), PROJECT_ORDER, page).execute();
    },
    find(ws: string, id: string, q: Q = db) {
      return projectsIn(q, ws).selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** The workspace's projects of these ids (export, and the names of a page of prompts). */
    findMany(ws: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return projectsIn(db, ws).selectAll().where('id', 'in', ids).execute();
    },
    findByName(ws: string, name: string) {
      return projectsIn(db, ws).selectAll().where('name_key', '=', name.toLowerCase()).executeTakeFirst();
    },
    insert(row: ProjectRow, q: Q = db) {
      return q.insertInto('projects').values(row).execute();
    },
    update(ws: string, id: string, set: Partial<ProjectRow>, q: Q = db) {
      return q
        .updateTable('projects')
        .set(set)
        .where((eb) => eb.and({ workspace_id: ws, id }))
        .returningAll()
        .executeTakeFirst();
    },
    /** How many prompts the project holds. */
    async promptCount(q: Q | undefined, ws: string, id: string): Promise<number> {
      const row = await (q ?? db)
        .selectFrom('prompts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) => eb.and({ workspace_id: ws, project_id: id }))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /**
     * Moves the project's prompts out of it (project_id null): their bodies change, so their
     * revision (ETag) and `updated` move too.
     */
    async detachPrompts(
      q: Q,
      ws: string,
      id: string,
      stamp: { updated: string; updated_by: string; updated_by_id: string | null },
    ) {
      const result = await q
        .updateTable('prompts')
        .set((eb) => ({ project_id: null, revision: eb('revision', '+', 1), ...stamp }))
        .where((eb) => eb.and({ workspace_id: ws, project_id: id }))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async delete(q: Q, ws: string, id: string): Promise<number> {
      const result = await q
        .deleteFrom('projects')
        .where((eb) => eb.and({ workspace_id: ws, id }))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type ProjectsRepo = ReturnType<typeof createProjectsRepo>;
