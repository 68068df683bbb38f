// Why the PostgreSQL one-prompt read has a tail right after seeding: reads of rows no one has read
// since they were inserted write. The first read of a tuple looks its inserting transaction up and
// sets the tuple's hint bits, dirtying the page; with 330 MB seeded and 128 MB of shared_buffers,
// those dirty pages are then written out by the reading backends themselves to make room (and by
// the checkpoint the seed started). This counts it with EXPLAIN (ANALYZE, BUFFERS) of the exact
// read (the repo's statement) on prompts sampled before and after VACUUM (ANALYZE) + CHECKPOINT,
// which bench/prompts.bench.ts now runs after seeding.
//
//   BENCH_PROMPTS=20000 node --import tsx bench/pg-fresh-reads.ts
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { openPgSchema } from './lib/pg-schema.js';
import { bodies, seedPrompts } from './lib/prompts-seed.js';

const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 20_000);
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 300);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const { schema, drop } = await openPgSchema(PG_URL, 'bench_fresh');
const db = openDatabase({ kind: 'postgres', url: PG_URL, schema, maxConnections: 2 });
try {
  await migrateToLatest(db);
  const now = new Date().toISOString();
  await db.kysely.insertInto('accounts').values(accountRow(now)).execute();
  await db.kysely
    .insertInto('workspaces')
    .values({
      id: 'wrk_fresh',
      account_id: 'acc_fresh',
      name: 'w',
      is_default: 1,
      created: now,
      updated: now,
    })
    .execute();
  const contents = bodies();
  const info = JSON.stringify({
    model: 'm',
    token_count: 1,
    cost_per_use: 0,
    cost_per_1k: 0,
    cost_per_1m: 0,
  });
  const ids = (
    await seedPrompts(db, ['wrk_fresh'], PROMPTS, 3, { contents, infos: contents.map(() => info) })
  ).get('wrk_fresh')!;
  const client = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
  await client.connect();
  // The one-prompt read with expand=versions, as prompts.repo.ts sends it.
  const read = `select p.id, v.id as v_id, v.content, v.token_info from prompts as p
    left join prompt_versions as v on v.prompt_id = p.id
    where p.workspace_id = $1 and p.id = $2 order by v.updated desc, v.id desc`;
  const sample = async (label: string, offset: number) => {
    let dirtied = 0;
    let written = 0;
    const ms: number[] = [];
    for (let i = 0; i < SAMPLE; i++) {
      const id = ids[(offset + i * 61) % ids.length]!;
      const plan = await client.query(`explain (analyze, buffers, format json) ${read}`, ['wrk_fresh', id]);
      const top = plan.rows[0]['QUERY PLAN'][0];
      dirtied += top.Plan['Shared Dirtied Blocks'] ?? 0;
      written += top.Plan['Shared Written Blocks'] ?? 0;
      ms.push(top['Execution Time']);
    }
    ms.sort((a, b) => a - b);
    const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * p))]!.toFixed(2);
    process.stdout.write(
      `| ${label} | ${SAMPLE} | ${(dirtied / SAMPLE).toFixed(2)} | ${(written / SAMPLE).toFixed(2)} | ${at(0.5)} / ${at(0.99)} / ${ms.at(-1)!.toFixed(2)} |\n`,
    );
  };
  process.stdout.write(
    `${PROMPTS.toLocaleString('en')} prompts × 3 versions, one read per sampled prompt (no prompt read twice)\n\n| state | reads | pages dirtied / read | pages written by the reader / read | execution ms p50 / p99 / max |\n|---|---|---|---|---|\n`,
  );
  await sample('right after seeding', 0);
  const t0 = performance.now();
  await client.query('vacuum (analyze) prompts, prompt_versions');
  await client.query('checkpoint');
  const settle = ((performance.now() - t0) / 1000).toFixed(1);
  await sample(`after VACUUM (ANALYZE) + CHECKPOINT (${settle} s)`, 17);
  await client.end();
} finally {
  await db.close();
  await drop();
}

function accountRow(now: string) {
  return {
    id: 'acc_fresh',
    name: 'fresh',
    rate_limit_per_second: null,
    monthly_request_quota: null,
    monthly_token_limit: null,
    require_api_client: 0,
    created: now,
    updated: now,
  };
}
