import { type Kysely, sql } from 'kysely';
import { afterKey, keysetPage } from '../../db/keyset.js';
import { prepareQuery } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import type { CursorValues, PageRequest } from '../../lib/paging.js';
import { PARENT_ORDER, type Q, versionedTables } from '../../versioned/index.js';

export type PromptRow = Database['prompts'];
export type PromptVersionRow = Database['prompt_versions'];

/**
 * A prompt list's filters: an exact name, and a project (`undefined`: any; `null`: in no project;
 * an id: in that project).
 */
export interface PromptFilter {
  name?: string | undefined;
  project?: string | null | undefined;
}

/**
 * SQL for prompts and their versions. Every query is bounded by the workspace. The reads behind
 * GET (one prompt, the list) are compiled once; a list page reads the versions of its prompts in one
 * query rather than one query per prompt.
 */
export function createPromptRepo(db: Kysely<Database>) {
  const t = versionedTables(db, { parent: 'prompts', versions: 'prompt_versions', parentKey: 'prompt_id' });

  // One round trip for the hot GET: the prompt left-joined to its versions (or its primary).
  // `is_primary = 1` as a literal, not a parameter: a parameter hides from SQLite's planner and from
  // PostgreSQL's generic plan (named statements) which rows the condition keeps.
  const PRIMARY = sql.lit(1);
  const SHARED_COLUMNS = [
    'id',
    'workspace_id',
    'name',
    'revision',
    'created',
    'created_by',
    'created_by_id',
    'updated',
    'updated_by',
    'updated_by_id',
  ] as const;
  const PROMPT_COLUMNS = [...SHARED_COLUMNS, 'name_key', 'use_case', 'project_id'] as const;
  const VERSION_COLUMNS = [
    ...SHARED_COLUMNS,
    'prompt_id',
    'is_primary',
    'content',
    'variables',
    'token_info',
    'type',
    'messages',
    'config',
  ] as const;
  const promptWith = (primaryOnly: boolean) =>
    prepareQuery<[string, string], Record<string, unknown>>(db, 2, (ws, id) =>
      db
        .selectFrom('prompts as p')
        .leftJoin('prompt_versions as v', (join) => {
          const on = join.onRef('v.prompt_id', '=', 'p.id');
          return primaryOnly ? on.on('v.is_primary', '=', PRIMARY) : on;
        })
        .select(PROMPT_COLUMNS.map((c) => `p.${c} as p_${c}` as const))
        .select(VERSION_COLUMNS.map((c) => `v.${c} as v_${c}` as const))
        .where((eb) => eb.and({ 'p.workspace_id': ws, 'p.id': id }))
        .orderBy('v.updated', 'desc')
        .orderBy('v.id', 'desc'),
    );
  const promptWithPrimary = promptWith(true);
  const promptWithAll = promptWith(false);
  const pick = <T>(row: Record<string, unknown>, prefix: string, columns: readonly string[]) =>
    Object.fromEntries(columns.map((c) => [c, row[`${prefix}${c}`]])) as T;

  // Prompts of one name: name_key is the same for all, so the parent cursor (name_key, created,
  // id) positions this list too. Compiled twice (first page; after a cursor).
  const named = (ws: string, name: string) =>
    db
      .selectFrom('prompts')
      .selectAll()
      .where((eb) => eb.and({ workspace_id: ws, name }))
      .orderBy('created')
      .orderBy('id');
  const namedFirst = prepareQuery<[string, string, number], PromptRow>(db, 3, (ws, name, limit) =>
    named(ws, name).limit(limit as unknown as number),
  );
  const namedAfter = prepareQuery<[string, string, ...CursorValues, number], PromptRow>(
    db,
    6,
    (ws, name, key, created, id, limit) =>
      named(ws, name)
        .where((eb) => afterKey(eb, PARENT_ORDER, [key, created, id] as string[]))
        .limit(limit as unknown as number),
  );

  // The list without expand=versions in one query: a page of prompts left-joined to their primary
  // (at most one each, so LIMIT still counts prompts). Four texts: all or one name; first page or
  // after a cursor.
  const ORDER = PARENT_ORDER.map((k) => ({ ...k, column: `p.${k.column}` }));
  const withPrimaries = (
    ws: string,
    name: string | null,
    after: string[] | null,
    limit: string,
    project?: string | null,
  ) => {
    let q = db
      .selectFrom('prompts as p')
      .leftJoin('prompt_versions as v', (join) =>
        join.onRef('v.prompt_id', '=', 'p.id').on('v.is_primary', '=', PRIMARY),
      )
      .select(PROMPT_COLUMNS.map((c) => `p.${c} as p_${c}` as const))
      .select(VERSION_COLUMNS.map((c) => `v.${c} as v_${c}` as const))
      .where('p.workspace_id', '=', ws);
    if (name !== null) q = q.where('p.name', '=', name);
    if (project !== undefined) q = q.where('p.project_id', project === null ? 'is' : '=', project);
    if (after !== null) q = q.where((eb) => afterKey(eb, ORDER, after));
    // One name: name_key is the same for all, and (created, id) is what its index holds.
    if (name === null) q = q.orderBy('p.name_key');
    return q
      .orderBy('p.created')
      .orderBy('p.id')
      .limit(limit as unknown as number);
  };
  type Joined = Record<string, unknown>;
  const primariesFirst = prepareQuery<[string, number], Joined>(db, 2, (ws, limit) =>
    withPrimaries(ws, null, null, limit),
  );
  const primariesAfter = prepareQuery<[string, ...CursorValues, number], Joined>(db, 5, (ws, k, c, id, l) =>
    withPrimaries(ws, null, [k, c, id], l),
  );
  const namedPrimariesFirst = prepareQuery<[string, string, number], Joined>(db, 3, (ws, name, limit) =>
    withPrimaries(ws, name, null, limit),
  );
  const namedPrimariesAfter = prepareQuery<[string, string, ...CursorValues, number], Joined>(
    db,
    6,
    (ws, name, k, c, id, limit) => withPrimaries(ws, name, [k, c, id], limit),
  );
  const unjoin = (row: Joined) => ({
    prompt: pick<PromptRow>(row, 'p_', PROMPT_COLUMNS),
    primary: row.v_id === null ? null : pick<PromptVersionRow>(row, 'v_', VERSION_COLUMNS),
  });

  return {
    /** The shared SQL of a versioned resource (the kernel, src/versioned/, writes through it). */
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
    /** A page of prompts (all, or filtered): `limit + 1` rows. */
    listPrompts(ws: string, { name, project }: PromptFilter, { after, limit }: PageRequest) {
      if (project !== undefined) {
        // By project: not compiled once (a filter of the console's sidebar, not the hot read).
        let q = db.selectFrom('prompts').selectAll().where('workspace_id', '=', ws);
        q = q.where('project_id', project === null ? 'is' : '=', project);
        if (name !== undefined) q = q.where('name', '=', name);
        return keysetPage(q, PARENT_ORDER, { after, limit }).execute();
      }
      if (name === undefined) return t.listParents(ws, { after, limit });
      return after ? namedAfter(ws, name, ...after, limit + 1) : namedFirst(ws, name, limit + 1);
    },
    /** A page of prompts (all, or filtered), each with its primary version or null: `limit + 1` rows. */
    async listPromptsWithPrimary(ws: string, { name, project }: PromptFilter, { after, limit }: PageRequest) {
      if (project !== undefined) {
        const q = withPrimaries(
          ws,
          name ?? null,
          after as string[] | null,
          (limit + 1) as unknown as string,
          project,
        );
        return (await q.execute()).map(unjoin);
      }
      const rows =
        name === undefined
          ? await (after ? primariesAfter(ws, ...after, limit + 1) : primariesFirst(ws, limit + 1))
          : await (after
              ? namedPrimariesAfter(ws, name, ...after, limit + 1)
              : namedPrimariesFirst(ws, name, limit + 1));
      return rows.map(unjoin);
    },
    /**
     * The workspace's versions whose content holds an include (`{{>`), with their prompt's name,
     * for `…/dependents`: the caller parses them (placeholders.ts) to keep those naming one prompt.
     */
    versionsWithIncludes(ws: string) {
      return db
        .selectFrom('prompt_versions as v')
        .innerJoin('prompts as p', 'p.id', 'v.prompt_id')
        .select(['v.id', 'v.prompt_id', 'v.name', 'v.is_primary', 'v.content', 'p.name as prompt_name'])
        .where((eb) => eb.and({ 'v.workspace_id': ws, 'p.workspace_id': ws }))
        .where('v.content', 'like', '%{{>%')
        .orderBy('p.name_key')
        .orderBy('p.created')
        .orderBy('v.updated', 'desc')
        .orderBy('v.id', 'desc')
        .execute();
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
