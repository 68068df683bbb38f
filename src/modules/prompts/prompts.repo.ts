import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import { type Q, versionedTables } from '../../db/versioned-tables.js';

export type PromptRow = Database['prompts'];
export type PromptVersionRow = Database['prompt_versions'];

/**
 * SQL for prompts and their versions. Every query is bounded by the workspace. The reads behind
 * GET (one prompt, the list) are compiled once; the list reads versions by workspace (one query,
 * whatever the number of prompts) rather than one query per prompt.
 */
export function createPromptRepo(db: Kysely<Database>) {
  const t = versionedTables(db, { parent: 'prompts', versions: 'prompt_versions', parentKey: 'prompt_id' });

  // One round trip for the hot GET: the prompt left-joined to its versions (or its primary).
  const SHARED_COLUMNS = [
    'id',
    'workspace_id',
    'name',
    'revision',
    'created',
    'created_by',
    'updated',
    'updated_by',
  ] as const;
  const PROMPT_COLUMNS = [...SHARED_COLUMNS, 'name_key', 'use_case'] as const;
  const VERSION_COLUMNS = [
    ...SHARED_COLUMNS,
    'prompt_id',
    'is_primary',
    'content',
    'variables',
    'token_info',
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

  const listPromptsNamed = prepareQuery<[string, string], PromptRow>(db, 2, (ws, name) =>
    db
      .selectFrom('prompts')
      .selectAll()
      .where('workspace_id', '=', ws)
      .where('name', '=', name)
      .orderBy('created')
      .orderBy('id'),
  );
  const namedVersions = (primaryOnly: boolean) =>
    prepareQuery<[string, string], PromptVersionRow>(db, 2, (ws, name) => {
      return db
        .selectFrom('prompt_versions as v')
        .innerJoin('prompts as p', 'p.id', 'v.prompt_id')
        .selectAll('v')
        .where('v.workspace_id', '=', ws)
        .where('p.workspace_id', '=', ws)
        .where('p.name', '=', name)
        .$if(primaryOnly, (q) => q.where('v.is_primary', '=', 1))
        .orderBy('v.updated', 'desc')
        .orderBy('v.id', 'desc');
    });
  const namedAll = namedVersions(false);
  const namedPrimary = namedVersions(true);

  return {
    /** The shared SQL of a versioned resource (versioned-resource.ts writes through it). */
    tables: t,
    /** The prompt and its versions (newest first) or only its primary, in one query. */
    async findPromptWithVersions(ws: string, id: string, primaryOnly: boolean) {
      const rows = await (primaryOnly ? promptWithPrimary : promptWithAll)(ws, id);
      if (rows.length === 0) return undefined;
      return {
        prompt: pick<PromptRow>(rows[0]!, 'p_', PROMPT_COLUMNS),
        versions: rows
          .filter((r) => r.v_id !== null)
          .map((r) => pick<PromptVersionRow>(r, 'v_', VERSION_COLUMNS)),
      };
    },
    listPrompts(ws: string, name: string | undefined) {
      return name === undefined ? t.listParents(ws) : listPromptsNamed(ws, name);
    },
    /** Versions of every prompt the list returns, newest first. */
    listVersions(ws: string, name: string | undefined, primaryOnly: boolean) {
      if (name === undefined) return t.listVersions(ws, primaryOnly);
      return primaryOnly ? namedPrimary(ws, name) : namedAll(ws, name);
    },
    /** Bulk inserts, for seeding (bench/); the service writes through `tables`. */
    insertPrompts(q: Q, rows: PromptRow[]) {
      return q.insertInto('prompts').values(rows).execute();
    },
    insertVersions(q: Q, rows: PromptVersionRow[]) {
      return q.insertInto('prompt_versions').values(rows).execute();
    },
  };
}
export type PromptRepo = ReturnType<typeof createPromptRepo>;
