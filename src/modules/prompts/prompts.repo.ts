import type { Kysely, Transaction } from 'kysely';
import { prepareQuery } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;
export type PromptRow = Database['prompts'];
export type VersionRow = Database['prompt_versions'];

/**
 * SQL for prompts and their versions. Every query is bounded by the workspace. The reads behind
 * GET (one prompt, the list) are compiled once; the list reads versions by workspace (one query,
 * whatever the number of prompts) rather than one query per prompt.
 */
export function createPromptRepo(db: Kysely<Database>) {
  const prompt = prepareQuery<[string, string], PromptRow>(db, 2, (ws, id) =>
    db.selectFrom('prompts').selectAll().where('workspace_id', '=', ws).where('id', '=', id),
  );
  const versionsOfPrompt = (primaryOnly: boolean) =>
    prepareQuery<[string, string], VersionRow>(db, 2, (ws, promptId) => {
      let q = db
        .selectFrom('prompt_versions')
        .selectAll()
        .where('workspace_id', '=', ws)
        .where('prompt_id', '=', promptId);
      if (primaryOnly) q = q.where('is_primary', '=', 1);
      return q.orderBy('updated', 'desc').orderBy('id', 'desc');
    });
  const primaryOf = versionsOfPrompt(true);
  const allOf = versionsOfPrompt(false);
  const version = prepareQuery<[string, string, string], VersionRow>(db, 3, (ws, promptId, id) =>
    db
      .selectFrom('prompt_versions')
      .selectAll()
      .where('workspace_id', '=', ws)
      .where('prompt_id', '=', promptId)
      .where('id', '=', id),
  );

  // One round trip for the hot GET: the prompt left-joined to its versions (or its primary).
  const PROMPT_COLUMNS = [
    'id',
    'workspace_id',
    'name',
    'name_key',
    'use_case',
    'revision',
    'created',
    'created_by',
    'updated',
    'updated_by',
  ] as const;
  const VERSION_COLUMNS = [
    'id',
    'workspace_id',
    'prompt_id',
    'name',
    'is_primary',
    'content',
    'variables',
    'token_info',
    'revision',
    'created',
    'created_by',
    'updated',
    'updated_by',
  ] as const;
  const promptWith = (primaryOnly: boolean) =>
    prepareQuery<[string, string], Record<string, unknown>>(db, 2, (ws, id) =>
      db
        .selectFrom('prompts as p')
        .leftJoin('prompt_versions as v', (join) => {
          const on = join.onRef('v.prompt_id', '=', 'p.id');
          return primaryOnly ? on.on('v.is_primary', '=', 1) : on;
        })
        .select(PROMPT_COLUMNS.map((c) => `p.${c} as p_${c}` as const))
        .select(VERSION_COLUMNS.map((c) => `v.${c} as v_${c}` as const))
        .where('p.workspace_id', '=', ws)
        .where('p.id', '=', id)
        .orderBy('v.updated', 'desc')
        .orderBy('v.id', 'desc'),
    );
  const promptWithPrimary = promptWith(true);
  const promptWithAll = promptWith(false);
  const pick = <T>(row: Record<string, unknown>, prefix: string, columns: readonly string[]) =>
    Object.fromEntries(columns.map((c) => [c, row[`${prefix}${c}`]])) as T;

  const listPrompts = prepareQuery<[string], PromptRow>(db, 1, (ws) =>
    db
      .selectFrom('prompts')
      .selectAll()
      .where('workspace_id', '=', ws)
      .orderBy('name_key')
      .orderBy('created')
      .orderBy('id'),
  );
  const listPromptsNamed = prepareQuery<[string, string], PromptRow>(db, 2, (ws, name) =>
    db
      .selectFrom('prompts')
      .selectAll()
      .where('workspace_id', '=', ws)
      .where('name', '=', name)
      .orderBy('created')
      .orderBy('id'),
  );
  const workspaceVersions = (primaryOnly: boolean) =>
    prepareQuery<[string], VersionRow>(db, 1, (ws) => {
      let q = db.selectFrom('prompt_versions').selectAll().where('workspace_id', '=', ws);
      if (primaryOnly) q = q.where('is_primary', '=', 1);
      return q.orderBy('updated', 'desc').orderBy('id', 'desc');
    });
  const namedVersions = (primaryOnly: boolean) =>
    prepareQuery<[string, string], VersionRow>(db, 2, (ws, name) => {
      let q = db
        .selectFrom('prompt_versions as v')
        .innerJoin('prompts as p', 'p.id', 'v.prompt_id')
        .selectAll('v')
        .where('v.workspace_id', '=', ws)
        .where('p.workspace_id', '=', ws)
        .where('p.name', '=', name);
      if (primaryOnly) q = q.where('v.is_primary', '=', 1);
      return q.orderBy('v.updated', 'desc').orderBy('v.id', 'desc');
    });
  const listVersions = {
    all: workspaceVersions(false),
    primary: workspaceVersions(true),
    namedAll: namedVersions(false),
    namedPrimary: namedVersions(true),
  };

  return {
    db,
    transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>) {
      return db.transaction().execute(fn);
    },

    // ---- reads ----
    async findPrompt(ws: string, id: string): Promise<PromptRow | undefined> {
      return (await prompt(ws, id))[0];
    },
    /** The prompt and its versions (newest first) or only its primary, in one query. */
    async findPromptWithVersions(ws: string, id: string, primaryOnly: boolean) {
      const rows = await (primaryOnly ? promptWithPrimary : promptWithAll)(ws, id);
      if (rows.length === 0) return undefined;
      return {
        prompt: pick<PromptRow>(rows[0]!, 'p_', PROMPT_COLUMNS),
        versions: rows.filter((r) => r.v_id !== null).map((r) => pick<VersionRow>(r, 'v_', VERSION_COLUMNS)),
      };
    },
    versionsOf(ws: string, promptId: string, primaryOnly: boolean) {
      return primaryOnly ? primaryOf(ws, promptId) : allOf(ws, promptId);
    },
    async findVersion(ws: string, promptId: string, id: string): Promise<VersionRow | undefined> {
      return (await version(ws, promptId, id))[0];
    },
    listPrompts(ws: string, name: string | undefined) {
      return name === undefined ? listPrompts(ws) : listPromptsNamed(ws, name);
    },
    /** Versions of every prompt the list returns, newest first. */
    listVersions(ws: string, name: string | undefined, primaryOnly: boolean) {
      if (name === undefined) return primaryOnly ? listVersions.primary(ws) : listVersions.all(ws);
      return primaryOnly ? listVersions.namedPrimary(ws, name) : listVersions.namedAll(ws, name);
    },

    // ---- writes (q: the transaction they belong to) ----
    insertPrompts(q: Q, rows: PromptRow[]) {
      return q.insertInto('prompts').values(rows).execute();
    },
    insertVersions(q: Q, rows: VersionRow[]) {
      return q.insertInto('prompt_versions').values(rows).execute();
    },
    /**
     * Takes the prompt's row lock for the rest of the transaction (PostgreSQL; SQLite transactions
     * are serialized anyway) and bumps its revision: every change to the prompt's versions goes
     * through here first, so changes of the primary version never interleave. undefined = no such prompt.
     */
    lockPrompt(q: Q, ws: string, id: string): Promise<PromptRow | undefined> {
      return q
        .updateTable('prompts')
        .set((eb) => ({ revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
    /** Updates the prompt (with `revision`: only if still at it); undefined = no row matched. */
    updatePrompt(ws: string, id: string, set: Partial<PromptRow>, revision: number | null) {
      let query = db
        .updateTable('prompts')
        .set((eb) => ({ ...set, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id);
      if (revision !== null) query = query.where('revision', '=', revision);
      return query.returningAll().executeTakeFirst();
    },
    /** Deletes the prompt; its versions and their analyses go with it (foreign keys cascade). */
    async deletePrompt(ws: string, id: string, revision: number | null): Promise<number> {
      let query = db.deleteFrom('prompts').where('workspace_id', '=', ws).where('id', '=', id);
      if (revision !== null) query = query.where('revision', '=', revision);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },

    lockedVersion(q: Q, ws: string, promptId: string, id: string) {
      return q
        .selectFrom('prompt_versions')
        .selectAll()
        .where('workspace_id', '=', ws)
        .where('prompt_id', '=', promptId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async versionCount(q: Q, ws: string, promptId: string): Promise<number> {
      const row = await q
        .selectFrom('prompt_versions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', ws)
        .where('prompt_id', '=', promptId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Clears the prompt's primary flag (bumping that version's revision: its body changes). */
    demotePrimary(q: Q, ws: string, promptId: string) {
      return q
        .updateTable('prompt_versions')
        .set((eb) => ({ is_primary: 0, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('prompt_id', '=', promptId)
        .where('is_primary', '=', 1)
        .execute();
    },
    /** Updates a version if it is still at `revision`; undefined = it changed (or went) meanwhile. */
    updateVersion(q: Q, ws: string, id: string, set: Partial<VersionRow>, revision: number) {
      return q
        .updateTable('prompt_versions')
        .set((eb) => ({ ...set, revision: eb('revision', '+', 1) }))
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .where('revision', '=', revision)
        .returningAll()
        .executeTakeFirst();
    },
    async deleteVersion(q: Q, ws: string, id: string): Promise<number> {
      const result = await q
        .deleteFrom('prompt_versions')
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type PromptRepo = ReturnType<typeof createPromptRepo>;
