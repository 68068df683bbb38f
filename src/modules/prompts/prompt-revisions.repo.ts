import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { etagOf } from '../../versioned/index.js';
import { PRIMARY_LABEL } from './prompt-label-lookup.js';

/**
 * The ETag a prompt read would answer with, from one indexed query and no body: what the delivery
 * cache (delivery-cache.ts) checks before it answers 304 or sends the bytes it holds. Each mirrors
 * the read it stands for (prompts.service.ts `get`/`getByName`, prompt-labels.service.ts
 * `labelled`); undefined when that read would not find its row (the full read then says why).
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

  const revisionIn = (table: 'prompts' | 'prompt_versions', ws: string) =>
    db.selectFrom(table).select(['id', 'revision']).where('workspace_id', '=', ws);
  const tag = (row: { id: string; revision: number } | undefined) =>
    row ? etagOf(row.id, row.revision) : undefined;

  /** The version a label of the prompt (`promptId` or the prompt of `name`) points at. */
  async function labelled(ws: string, prompt: { id: string } | { name: string }, label: string) {
    const promptId = 'id' in prompt ? prompt.id : promptNamed(ws, prompt.name).select('id');
    if (label === PRIMARY_LABEL) {
      return tag(
        await revisionIn('prompt_versions', ws)
          .where('prompt_id', '=', promptId)
          .where('is_primary', '=', 1)
          .executeTakeFirst(),
      );
    }
    return tag(
      await db
        .selectFrom('prompt_labels as l')
        .innerJoin('prompt_versions as v', 'v.id', 'l.version_id')
        .select(['v.id', 'v.revision'])
        .where('l.workspace_id', '=', ws)
        .where('v.workspace_id', '=', ws)
        .where('l.prompt_id', '=', promptId)
        .where('l.label', '=', label)
        .executeTakeFirst(),
    );
  }

  return {
    /** GET /v1/prompts/{id}: the prompt's revision (it moves with every change of its versions). */
    async prompt(ws: string, id: string) {
      return tag(await revisionIn('prompts', ws).where('id', '=', id).executeTakeFirst());
    },
    /** GET /v1/prompts-by-name/{name}: the oldest prompt of that name. */
    async promptByName(ws: string, name: string) {
      return tag(await promptNamed(ws, name).select(['id', 'revision']).executeTakeFirst());
    },
    labelled,
  };
}
export type PromptRevisionsRepo = ReturnType<typeof createPromptRevisionsRepo>;
