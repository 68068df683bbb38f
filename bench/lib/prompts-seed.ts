import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { createPromptRepo, type PromptRow, type PromptVersionRow } from '../../src/modules/prompts/index.js';
import { prose } from './corpus.js';

/** The created/updated columns of every row a bench seeds: now, by "bench". */
export function benchStamp() {
  const at = new Date().toISOString();
  return {
    created: at,
    created_by: 'bench',
    created_by_id: null,
    updated: at,
    updated_by: 'bench',
    updated_by_id: null,
  };
}

/** Distinct ~1 KB bodies; every version's content is one of them under a heading naming the version. */
export const BODIES = 1000;
export const bodies = () => Array.from({ length: BODIES }, (_, i) => prose(1000, 100 + i));

/**
 * Seeds `perWorkspace` prompts × `versions` versions into each workspace through the repo's bulk
 * inserts, 500 prompts per transaction; returns each workspace's prompt ids. No two contents are
 * equal (the heading carries the version id); token_info is the body's, computed by the service.
 */
export async function seedPrompts(
  db: Db,
  workspaces: string[],
  perWorkspace: number,
  versions: number,
  corpus: { contents: string[]; infos: string[] },
): Promise<Map<string, string[]>> {
  const repo = createPromptRepo(db.kysely);
  const stamp = benchStamp();
  const out = new Map<string, string[]>();
  let n = 0;
  for (const ws of workspaces) {
    const ids: string[] = [];
    out.set(ws, ids);
    for (let start = 0; start < perWorkspace; start += 500) {
      const prompts: PromptRow[] = [];
      const rows: PromptVersionRow[] = [];
      for (let i = start; i < Math.min(perWorkspace, start + 500); i++, n++) {
        const id = `prm_${ws.slice(-8)}${String(i).padStart(8, '0')}`;
        ids.push(id);
        const body = corpus.contents[n % BODIES]!;
        const name = `Prompt ${String(i).padStart(6, '0')} ${body.slice(0, 20)}`;
        const promptRow = {
          id,
          workspace_id: ws,
          name,
          name_key: name.toLowerCase(),
          use_case: 'bench',
          project_id: null,
        };
        prompts.push({ ...promptRow, revision: 1, ...stamp });
        for (let v = 0; v < versions; v++) {
          const k = (n * versions + v) % BODIES;
          const vid = `ver_${id.slice(4)}${v}`;
          rows.push({
            id: vid,
            workspace_id: ws,
            prompt_id: id,
            name: `v${v + 1}`,
            is_primary: v === versions - 1 ? 1 : 0,
            content: `# ${vid}\n\n${corpus.contents[k]!}`,
            variables: '[]',
            token_info: corpus.infos[k]!,
            type: 'text',
            messages: null,
            config: null,
            revision: 1,
            ...stamp,
          });
        }
      }
      await repo.tables.transaction(async (trx) => {
        await repo.insertPrompts(trx, prompts);
        await repo.insertVersions(trx, rows);
      });
    }
  }
  return out;
}

/** The bench's data set: `workspaces` workspaces sharing `prompts` prompts, and one of `small`. */
export interface BenchData {
  /** Each large workspace's prompt ids. */
  byWs: Map<string, string[]>;
  workspaces: string[];
  small: string;
  seedSeconds: number;
  settleSeconds: number;
}

/**
 * Seeds the bench's workspaces into the service's account, then settles the database as a live one
 * would be before it is measured. Freshly inserted rows are not yet marked visible-to-all (hint
 * bits, visibility map) and the seed leaves hundreds of MB of dirty pages and WAL behind: without
 * this, the first read of each row writes its page back and checkpoints flush the seed during the
 * measurement. PostgreSQL: VACUUM (ANALYZE) of the two tables, then CHECKPOINT; SQLite: ANALYZE,
 * then a WAL checkpoint that truncates the log.
 */
export async function seedBenchData(
  db: Db,
  service: { workspaceId: string; services: { tokenInfo: { compute(text: string): Promise<unknown> } } },
  opts: { prompts: number; workspaces: number; versions: number; small: number },
): Promise<BenchData> {
  const contents = bodies();
  const infos = await Promise.all(
    contents.map(async (c) => JSON.stringify(await service.services.tokenInfo.compute(c))),
  );
  const { account_id } = await db.kysely
    .selectFrom('workspaces')
    .select('account_id')
    .where('id', '=', service.workspaceId)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const workspaces = Array.from(
    { length: opts.workspaces },
    (_, i) => `wrk_bench${String(i).padStart(3, '0')}`,
  );
  const small = 'wrk_benchsmall';
  await db.kysely
    .insertInto('workspaces')
    .values(
      [...workspaces, small].map((id) => ({
        id,
        account_id,
        name: id,
        is_default: 0,
        created: now,
        updated: now,
      })),
    )
    .execute();
  const corpus = { contents, infos };
  const t0 = performance.now();
  const byWs = await seedPrompts(
    db,
    workspaces,
    Math.ceil(opts.prompts / opts.workspaces),
    opts.versions,
    corpus,
  );
  const seedSeconds = (performance.now() - t0) / 1000;
  await seedPrompts(db, [small], opts.small, opts.versions, corpus);
  const t1 = performance.now();
  if (db.kind === 'postgres') {
    await sql`vacuum (analyze) prompts, prompt_versions`.execute(db.kysely);
    await sql`checkpoint`.execute(db.kysely);
  } else {
    await sql`analyze`.execute(db.kysely);
    await sql`pragma wal_checkpoint(truncate)`.execute(db.kysely);
  }
  return { byWs, workspaces, small, seedSeconds, settleSeconds: (performance.now() - t1) / 1000 };
}
