import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import { etagOf } from '../../versioned/index.js';

type Tag = { id: string; revision: number };

/**
 * A prompt's revision as its ETag, from one indexed query and no body: what the delivery cache
 * (delivery-cache.ts) checks before it answers 304 or sends the answer it holds, for the prompt's
 * reads and its labelled versions' (every change to those bumps the prompt's revision). Each finds
 * the prompt as the read it stands for does (prompts.service.ts `get`/`getByName`,
 * prompt-labels.service.ts `labelled`); undefined when there is none (the full read says why).
 * They run on every delivered read, so each is compiled once (db/prepared.ts: no query building
 * per request; SQLite keeps the statement, PostgreSQL names it).
 */
export function createPromptRevisionsRepo(db: Kysely<Database>) {
  // The oldest prompt of a name, as prompt-labels.repo.ts `promptByName` picks it.
  const promptNamed = (ws: string, name: string) =>
    db
      .selectFrom('prompts')
      .where('workspace_id', '=', ws)
      .where('name', '=', name)
      .orderBy('created')
      .orderBy('id')
      .limit(1);

  const byId = prepareQuery<[string, string], Tag>(db, 2, (ws, id) =>
    db.selectFrom('prompts').select(['id', 'revision']).where('workspace_id', '=', ws).where('id', '=', id),
  );
  const byName = prepareQuery<[string, string], Tag>(db, 2, (ws, name) =>
    promptNamed(ws, name).select(['id', 'revision']),
  );
  const tag = (rows: Tag[]) => (rows[0] ? etagOf(rows[0].id, rows[0].revision) : undefined);

  return {
    /** GET /v1/prompts/{id}: the prompt's revision (it moves with every change of its versions). */
    async prompt(ws: string, id: string) {
      return tag(await byId(ws, id));
    },
    /** GET /v1/prompts-by-name/{name}: the oldest prompt of that name. */
    async promptByName(ws: string, name: string) {
      return tag(await byName(ws, name));
    },
  };
}
export type PromptRevisionsRepo = ReturnType<typeof createPromptRevisionsRepo>;
