// Issue 29, PostgreSQL: what a kept prompt read waits for before it trusts its revision, and what
// it costs the database. Before: one indexed query of the prompt's revision through the pool
// (prompt-revisions.repo.ts, a named statement). After: one empty round trip on the LISTEN
// connection (src/db/pg-change-stamp.ts), shared by the reads waiting together. Both measured in
// the same run, N reads at a time (1 = a lone read; 16 = wrk's connections in delivery.bench.ts),
// as reads per second and the database statements they caused.
//
//   node --import tsx bench/pg-change-stamp.bench.ts
//   env (optional): BENCH_PG_URL=postgres://… BENCH_SECONDS=3
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { createPromptRevisionsRepo } from '../src/modules/prompts/index.js';
import { whenAndLoad } from './lib/load.js';
import { withPgSchema } from './lib/pg-schema.js';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const load0 = loadavg()[0]!;

/** Reads per second with `concurrency` readers calling `read` in a loop for SECONDS. */
async function rate(concurrency: number, read: () => Promise<unknown>) {
  let done = 0;
  const end = performance.now() + SECONDS * 1000;
  const reader = async () => {
    while (performance.now() < end) {
      await read();
      done++;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, reader));
  return { perSecond: done / ((performance.now() - t0) / 1000), done };
}

const rows: string[] = [];
await withPgSchema(PG_URL, 'bench_stamp', async (schema) => {
  const db = openDatabase({ kind: 'postgres', url: PG_URL, schema, maxConnections: 10 });
  try {
    await migrateToLatest(db);
    const ws = 'wrk_bench';
    // The probe's statement on an empty table: its cost is the round trip, not the row.
    const probe = createPromptRevisionsRepo(db.kysely); // no stamp: every call queries
    while ((await db.changeStamp(ws)) === null) await new Promise((r) => setTimeout(r, 20));
    let queries = 0;
    db.observeQueries(() => queries++);
    for (const concurrency of [1, 16]) {
      for (let round = 0; round < 2; round++) {
        const q0 = queries;
        const probed = await rate(concurrency, () => probe.prompt(ws, 'prm_none'));
        const probeQueries = queries - q0;
        const trips0 = db.changeStampStats()?.roundTrips ?? 0;
        const stamped = await rate(concurrency, async () => db.changeStamp(ws));
        const trips = (db.changeStampStats()?.roundTrips ?? 0) - trips0;
        rows.push(
          `| ${concurrency} | ${probed.perSecond.toFixed(0)} | ${(probeQueries / probed.done).toFixed(2)} | ${stamped.perSecond.toFixed(0)} | ${(trips / stamped.done).toFixed(3)} | **${(stamped.perSecond / probed.perSecond).toFixed(2)}** |`,
        );
      }
    }
  } finally {
    await db.close();
  }
});
process.stdout.write(
  [
    '## PostgreSQL: revision query per read vs LISTEN round trip (issue 29)',
    '',
    `\`node --import tsx bench/pg-change-stamp.bench.ts\` · ${whenAndLoad(load0)} · ${SECONDS} s each, two rounds, alternated`,
    '',
    '| reads at a time | probe reads/s | pool queries per read | stamp reads/s | LISTEN round trips per read | stamp ÷ probe |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
