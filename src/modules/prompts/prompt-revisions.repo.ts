import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import { createByWorkspace } from '../../lib/by-workspace.js';
import { createLru } from '../../lib/lru.js';
import { etagOf } from '../../versioned/index.js';

type Tag = { id: string; revision: number };
/** `Db.changeStamp`: synchronous on SQLite, after a shared round trip on PostgreSQL. */
export type ChangeStamp = (ws: string) => number | null | Promise<number | null>;

/** Revisions remembered at most (one per prompt read by id or by name; ~100 bytes each). */
export const REVISIONS_KEPT = 100_000;

/**
 * A prompt's revision as its ETag, from one indexed query and no body: what the delivery cache
 * (delivery-cache.ts) checks before it answers 304 or sends the answer it holds, for the prompt's
 * reads and its labelled versions' (every change to those bumps the prompt's revision). Each finds
 * the prompt as the read it stands for does (prompts.service.ts `get`/`getByName`,
 * prompt-labels.service.ts `labelled`); undefined when there is none (the full read says why).
 * They run on every delivered read, so each is compiled once (db/prepared.ts: no query building
 * per request; SQLite keeps the statement, PostgreSQL names it).
 *
 * Where the database has a change stamp (`Db.changeStamp`: on SQLite every write of this process
 * and every commit of another connection moves it; on PostgreSQL every committed change to a
 * prompt row of the workspace, by any instance, from LISTEN/NOTIFY, db/pg-change-stamp.ts), an
 * answer is remembered with the stamp read before its query, and given again without a query while
 * the stamp has not moved: nothing it depends on was written since, so the revision is the current
 * one. Without a stamp (PostgreSQL while not listening) every call queries.
 */
export function createPromptRevisionsRepo(db: Kysely<Database>, changeStamp: ChangeStamp = () => null) {
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

  // Only prompts found are remembered (a guessed id or name cannot fill it); bounded besides.
  const known = createLru<{ stamp: number; etag: string }>({ max: REVISIONS_KEPT });
  const stampOf = async (ws: string) => {
    const pending = changeStamp(ws);
    return typeof pending === 'object' && pending !== null ? await pending : pending;
  };
  /**
   * The revision, and the stamp it holds for (read before its query); null stamp: no stamp. At once
   * (not a promise) when it is remembered for this stamp: no query to wait for.
   */
  function lookup(
    key: string,
    query: () => Promise<Tag[]>,
    stamp: number | null,
  ): string | undefined | Promise<string | undefined> {
    const seen = stamp === null ? undefined : known.get(key);
    if (seen !== undefined && seen.stamp === stamp) return seen.etag;
    return queried(key, query, stamp);
  }
  async function queried(key: string, query: () => Promise<Tag[]>, stamp: number | null) {
    const etag = tag(await query());
    if (stamp !== null && etag !== undefined) known.set(key, { stamp, etag });
    return etag;
  }
  /**
   * A probe of one prompt that also remembers its own last answer with its stamp: the delivery
   * fast path keeps one per URL (delivery-cache.ts), so a repeated read builds no key and looks
   * nothing up while the stamp holds — and answers at once, not as a promise, when the stamp does
   * too (SQLite's is synchronous). Its answer is only ever one `lookup` gave for that stamp.
   */
  const probeOf = (kind: string, of: string, query: (ws: string, of: string) => Promise<Tag[]>) => {
    const last = createByWorkspace<{ stamp: number; etag: string }>();
    const at = (ws: string, stamp: number | null): string | undefined | Promise<string | undefined> => {
      const seen = stamp === null ? undefined : last.get(ws);
      if (seen !== undefined && seen.stamp === stamp) return seen.etag;
      // Past the workspaces `last` holds for this URL (one name read in many workspaces), the
      // remembered revisions still answer at once.
      const found = lookup(`${kind}\n${ws}\n${of}`, () => query(ws, of), stamp);
      if (!(found instanceof Promise)) {
        if (stamp !== null && found !== undefined) last.set(ws, { stamp, etag: found });
        return found;
      }
      return found.then((etag) => {
        if (stamp !== null && etag !== undefined) last.set(ws, { stamp, etag });
        return etag;
      });
    };
    return (ws: string) => {
      const pending = changeStamp(ws); // synchronous on SQLite: no promise to wait for
      return typeof pending === 'object' && pending !== null
        ? pending.then((stamp) => at(ws, stamp))
        : at(ws, pending);
    };
  };

  return {
    /** GET /v1/prompts/{id}: the prompt's revision (it moves with every change of its versions). */
    prompt: async (ws: string, id: string) =>
      lookup(`i\n${ws}\n${id}`, () => byId(ws, id), await stampOf(ws)),
    /** GET /v1/prompts-by-name/{name}: the oldest prompt of that name. */
    promptByName: async (ws: string, name: string) =>
      lookup(`n\n${ws}\n${name}`, () => byName(ws, name), await stampOf(ws)),
    /** `prompt` for one id, as a probe that remembers its last answer (probeOf). */
    promptProbe: (id: string) => probeOf('i', id, byId),
    /** `promptByName` for one name, as a probe that remembers its last answer (probeOf). */
    promptByNameProbe: (name: string) => probeOf('n', name, byName),
  };
}
export type PromptRevisionsRepo = ReturnType<typeof createPromptRevisionsRepo>;
