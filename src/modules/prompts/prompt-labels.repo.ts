import type { Kysely } from 'kysely';
import { ascending, keysetPage } from '../../db/keyset.js';
import type { Database } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';
import type { Q } from '../../versioned/index.js';

export type PromptLabelRow = Database['prompt_labels'];
type VersionRow = Database['prompt_versions'];

/**
 * SQL for prompt labels and the reads by name. Every query is bounded by the workspace. Writes take
 * a transaction that already holds the prompt's row lock (src/versioned/tables.ts, lockParent).
 */
export function createPromptLabelsRepo(db: Kysely<Database>) {
  const labelsIn = (q: Q, ws: string) => q.selectFrom('prompt_labels').where('workspace_id', '=', ws);

  return {
    /** The labels of the given versions (a page of a list, one query), by label. */
    labelsOfVersions(ws: string, versionIds: readonly string[]) {
      if (versionIds.length === 0) return Promise.resolve([]);
      return labelsIn(db, ws)
        .select(['version_id', 'label'])
        .where('version_id', 'in', versionIds)
        .orderBy('label')
        .execute();
    },
    /** A page of a prompt's labels by name: `limit + 1` rows. */
    listPage(ws: string, promptId: string, page: PageRequest) {
      const q = labelsIn(db, ws).selectAll().where('prompt_id', '=', promptId);
      return keysetPage(q, ascending('label'), page).execute();
    },
    /** Every label of the workspace (export), by prompt then label. */
    allLabels(ws: string) {
      return labelsIn(db, ws).selectAll().orderBy('prompt_id').orderBy('label').execute();
    },
    find(q: Q, ws: string, promptId: string, label: string) {
      return labelsIn(q, ws)
        .selectAll()
        .where((eb) => eb.and({ prompt_id: promptId, label }))
        .executeTakeFirst();
    },
    /** The version a label points at (one query). */
    labelledVersion(ws: string, promptId: string, label: string): Promise<VersionRow | undefined> {
      return db
        .selectFrom('prompt_labels as l')
        .innerJoin('prompt_versions as v', 'v.id', 'l.version_id')
        .selectAll('v')
        .where((eb) =>
          eb.and({ 'l.workspace_id': ws, 'v.workspace_id': ws, 'l.prompt_id': promptId, 'l.label': label }),
        )
        .executeTakeFirst();
    },
    /**
     * Points the label at a version: created, or moved in the same statement (an upsert on the
     * primary key), so two concurrent writers leave exactly one row, the last writer's.
     */
    upsert(q: Q, row: PromptLabelRow) {
      return q
        .insertInto('prompt_labels')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['prompt_id', 'label'])
            .doUpdateSet({ version_id: row.version_id, updated_at: row.updated_at }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** Removes the label; the version it pointed at, or undefined when there was none. */
    async remove(q: Q, ws: string, promptId: string, label: string) {
      const row = await q
        .deleteFrom('prompt_labels')
        .where((eb) => eb.and({ workspace_id: ws, prompt_id: promptId, label }))
        .returning('version_id')
        .executeTakeFirst();
      return row?.version_id;
    },
    /**
     * A version's `labels` is part of its body, so a label that arrives or leaves changes its
     * revision (its ETag), as a primary switch does for the version it demotes.
     */
    async touchVersions(q: Q, ws: string, versionIds: readonly string[]) {
      if (versionIds.length === 0) return;
      await q
        .updateTable('prompt_versions')
        .set((eb) => ({ revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', 'in', versionIds)
        .execute();
    },
    /** The prompt of this exact name; with several (names are not unique), the oldest. */
    promptByName(ws: string, name: string) {
      return db
        .selectFrom('prompts')
        .selectAll()
        .where((eb) => eb.and({ workspace_id: ws, name }))
        .orderBy('created')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
export type PromptLabelsRepo = ReturnType<typeof createPromptLabelsRepo>;
