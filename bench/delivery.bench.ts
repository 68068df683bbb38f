// Issue 29, goal 1: prompt delivery as applications do it, each figure as a ratio to a bare
// node:https server answering the same bytes (same status, same headers that matter, same coding)
// in the same run. Every request differs from the one before (the prompts in turn, across the
// workspaces), so nothing is answered from one hot entry: N prompts × 3 versions, a `production`
// label on each prompt's first version. SQLite and PostgreSQL; server on CPU 0, load on CPU 1;
// max = wrk closed loop, median of the rounds, service and bare interleaved round by round; half
// load = open loop at 50% of that max, p50 / p99 (GET 200 cases), the same client at the same rate
// against the bare server beside it (the tail that is the client's and the host's, not the
// service's), and what the server's process saw meanwhile (event-loop delay, GC pauses, statements). Before each case every target is
// sent once (a running server has seen its prompts), and the delivery cache is given room for all
// of them (BENCH_CACHE_MB, 256): these are the figures of reads it keeps; a first read costs a
// full read and two revision queries. The service logs as `promptkeep serve` does by default (its
// `info` request line through serve's stdout writer, into a drained pipe: lib/servers.ts
// `serveLogging`; BENCH_SERVE_LOGGING=0: none, the figures before log33); bench/count-served.ts
// BENCH_CASE=label measures the built `serve` itself.
//
//   node --import tsx bench/delivery.bench.ts
//   env (optional): BENCH_PROMPTS=10000 BENCH_WORKSPACES=10 BENCH_SECONDS=3 BENCH_ROUNDS=3
//   BENCH_DB=sqlite,postgres BENCH_PG_URL=postgres://… BENCH_CASES=id,name,label,304,render,br
//   BENCH_CACHE_MB=256
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../src/db/database.js';
import { deliveryCases, labelAll } from './lib/delivery-cases.js';
import { fetchOnce, fixedRate, type Load, warmAll, whenAndLoad, wrkTargets } from './lib/load.js';
import { withPgSchema } from './lib/pg-schema.js';
import { seedBenchData } from './lib/prompts-seed.js';
import { benchTls, startBareServer, startService } from './lib/servers.js';
import { tailProbe } from './lib/tail-probe.js';
import { median, pinSelfToCpu0, requireWrk } from './lib/wrk.js';

/** serve's default request log (on unless BENCH_SERVE_LOGGING=0). */
const SERVE_LOGGING = process.env.BENCH_SERVE_LOGGING !== '0';
const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 10_000);
const WORKSPACES = Number(process.env.BENCH_WORKSPACES ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DBS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',');
const CASES = (process.env.BENCH_CASES ?? 'id,name,label,304,render,br').split(',');
const CONNS = 16;
/** Large enough for every case's bytes at 10,000 prompts (~100 MB): the figures are those of kept reads. */
const CACHE_MB = Number(process.env.BENCH_CACHE_MB ?? 256);

const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : 'n/a');
const notes: string[] = [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function benchDb(label: string, db: Db, out: string[]) {
  const service = await startService({
    db,
    workers: 1,
    deliveryCacheMb: CACHE_MB,
    serveLogging: SERVE_LOGGING,
  });
  const tls = await benchTls();
  const seeded = await seedBenchData(db, service, {
    prompts: PROMPTS,
    workspaces: WORKSPACES,
    versions: 3,
    small: 1,
  });
  await labelAll(db, seeded.workspaces);
  const all = await deliveryCases(db, seeded.workspaces, service.key);
  for (const c of all.filter((x) => CASES.includes(x.key))) {
    const sample = await fetchOnce(service.url, c.targets[0]!, tls.cert);
    if (sample.status !== 200 && sample.status !== 304) {
      throw new Error(`${c.name}: ${sample.status} ${sample.body.slice(0, 200)}`);
    }
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    for (const h of ['content-encoding', 'etag', 'vary']) {
      const v = sample.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    const w0 = performance.now();
    await warmAll(service.url, c.targets, tls.cert);
    notes.push(
      `${label}, ${c.name}: warm-up pass over ${c.targets.length} targets in ${((performance.now() - w0) / 1000).toFixed(1)} s`,
    );
    const bare = await startBareServer(sample.raw, { status: sample.status, headers });
    const svc: Load[] = [];
    const ref: Load[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      ref.push(await wrkTargets(bare.url, c.targets, CONNS, SECONDS));
      svc.push(await wrkTargets(service.url, c.targets, CONNS, SECONDS));
    }
    if (svc.some((r) => r.errors > 0)) throw new Error(`${c.name} on ${label}: error responses`);
    const rps = median(svc.map((r) => r.rps));
    const refRps = median(ref.map((r) => r.rps));
    let half = '';
    if (c.halfLoad) {
      // The same client at the same rate against the bare server first: the part of the tail that
      // is the client's own (one Node process on CPU 1 sending and parsing over TLS), not the server's.
      const b = await fixedRate(bare.url, c.targets, tls.cert, Math.round(rps / 2), SECONDS * 2);
      // What each kept read costs the database at half load: queries through the pool, and (on
      // PostgreSQL) round trips on the LISTEN connection (src/db/pg-change-stamp.ts), shared.
      let queries = 0;
      const stop = db.observeQueries(() => queries++);
      const trips0 = db.changeStampStats()?.roundTrips ?? 0;
      const probe = tailProbe(db);
      const f = await fixedRate(service.url, c.targets, tls.cert, Math.round(rps / 2), SECONDS * 2);
      notes.push(`${label}, ${c.name}, half load, in the server: ${probe.stop()}`);
      stop();
      const sent = f.rps * SECONDS * 2;
      const trips = (db.changeStampStats()?.roundTrips ?? 0) - trips0;
      notes.push(
        `${label}, ${c.name}, half load: ${(queries / sent).toFixed(3)} pool queries and ${(trips / sent).toFixed(3)} LISTEN round trips per request (≈${sent.toFixed(0)} requests)`,
      );
      // Reported, not thrown: a server shedding load (503 from the event-loop guard) is a result too.
      const failed = f.errors > 0 ? `, ${f.errors} failed` : '';
      half = `${f.rps.toFixed(0)} req/s: ${ms(f.p50)} / **${ms(f.p99)}**${failed} (bare: ${ms(b.p50)} / ${ms(b.p99)})`;
    }
    await bare.close();
    out.push(
      `| ${label} | ${c.name} | ${sample.status} ${kb(sample.raw.length)} | ${rps.toFixed(0)} | ${refRps.toFixed(0)} | **${(rps / refRps).toFixed(2)}** | ${half} |`,
    );
  }
  await service.close();
}

requireWrk();
pinSelfToCpu0();
const load0 = loadavg()[0]!;
const out: string[] = [
  `| db | request | answer | req/s | bare req/s | ratio | half load: p50 / p99 (ms) |`,
  '|---|---|---|---|---|---|---|',
];
if (DBS.includes('sqlite')) {
  const file = join(mkdtempSync(join(tmpdir(), 'pk-bench-delivery-')), 'bench.db');
  await benchDb('SQLite', openDatabase({ kind: 'sqlite', file }), out);
}
if (DBS.includes('postgres')) {
  await withPgSchema(PG_URL, 'bench_delivery', (schema) =>
    benchDb('PostgreSQL', openDatabase({ kind: 'postgres', url: PG_URL, schema, maxConnections: 10 }), out),
  );
}
const header = [
  `## Prompt delivery (issue 29 goal 1): ${PROMPTS.toLocaleString('en')} prompts × 3 versions, ${WORKSPACES} workspaces, every request a different prompt`,
  '',
  `\`node --import tsx bench/delivery.bench.ts\` · ${whenAndLoad(load0)} · server CPU 0, wrk CPU 1, ${CONNS} connections, median of ${ROUNDS} × ${SECONDS} s, bare and service interleaved · ratio = service ÷ bare node:https answering the same bytes`,
  '',
];
process.stdout.write(`${[...header, ...out].join('\n')}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n`);
