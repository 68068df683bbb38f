// Why a few PostgreSQL prompt reads are slow at half load (issue 29: p99 64–111 ms by id and by
// name, 6 ms by label, p50 ~1 ms). A single stall of the server's event loop or of the database
// delays every request that arrives during it, so at 6,000 req/s one 100 ms stall in a 6 s window
// is the p99 by itself. This runs delivery.bench.ts's half-load step (wrk at full rate first, then
// a fixed-rate client at half of it) and records, in the same window, the suspects: V8's GC pauses
// (by kind), the event loop's delay, requests waiting for a pooled connection, and what
// PostgreSQL's other backends were doing (autovacuum, checkpointer), sampled every 50 ms.
//
//   BENCH_PROMPTS=5000 node --import tsx bench/pg-stalls.ts
//   env (optional): BENCH_CASES=id,name,label BENCH_SECONDS=6
import { loadavg } from 'node:os';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';
import { withDeliveryService } from './lib/delivery-cases.js';
import { fixedRate, warmAll, whenAndLoad, wrkTargets } from './lib/load.js';
import { benchTls } from './lib/servers.js';
import { pinSelfToCpu0, requireWrk } from './lib/wrk.js';

const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CASES = (process.env.BENCH_CASES ?? 'id,name,label').split(',');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

/** Records the suspects until `stop()`; returns what it saw. */
function watch(poolStats: () => { waiting: number } | null) {
  const gcs: { kind: string; ms: number }[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? -1;
      gcs.push({ kind: GC_KINDS[kind] ?? String(kind), ms: e.duration });
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let waitingMax = 0;
  const pool = setInterval(() => {
    waitingMax = Math.max(waitingMax, poolStats()?.waiting ?? 0);
  }, 2);
  const others = new Set<string>();
  const admin = new pg.Client({ connectionString: PG_URL });
  let polling = true;
  const poll = (async () => {
    await admin.connect();
    while (polling) {
      const { rows } = await admin.query(
        `select backend_type, coalesce(wait_event, '') as wait, left(coalesce(query, ''), 60) as query
         from pg_stat_activity
         where pid <> pg_backend_pid()
           and (backend_type = 'autovacuum worker'
             or (backend_type = 'checkpointer' and coalesce(wait_event, '') <> 'CheckpointerMain')
             or (backend_type = 'client backend' and state <> 'idle'
                 and (query ilike '%vacuum%' or query ilike '%analyze%' or query ilike '%checkpoint%')))`,
      );
      for (const r of rows) others.add(`${r.backend_type}${r.wait ? ` (${r.wait})` : ''}: ${r.query}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.end();
  })();
  return async () => {
    polling = false;
    await poll;
    gc.disconnect();
    delay.disable();
    clearInterval(pool);
    const major = gcs.filter((g) => g.kind === 'major');
    const max = (xs: number[]) => (xs.length ? Math.max(...xs) : 0);
    return {
      gc: `${gcs.length} GCs, longest ${max(gcs.map((g) => g.ms)).toFixed(1)} ms; ${major.length} major, longest ${max(major.map((g) => g.ms)).toFixed(1)} ms`,
      loop: `event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
      pool: `pool waiting at most ${waitingMax}`,
      others: [...others].join('; ') || 'none',
    };
  };
}

requireWrk();
pinSelfToCpu0();
const load0 = loadavg()[0]!;
const lines: string[] = [];
await withDeliveryService(
  { kind: 'postgres', prompts: PROMPTS, keys: CASES, tag: 'stalls' },
  async (service, cases) => {
    const tls = await benchTls();
    for (const c of cases) {
      await warmAll(service.url, c.targets, tls.cert);
      const full = await wrkTargets(service.url, c.targets, 16, 3);
      const stop = watch(() => service.db.poolStats());
      const half = await fixedRate(service.url, c.targets, tls.cert, Math.round(full.rps / 2), SECONDS);
      const seen = await stop();
      lines.push(
        `- ${c.name}: ${half.rps.toFixed(0)} req/s (full ${full.rps.toFixed(0)}), p50 ${half.p50.toFixed(2)} ms, p99 ${half.p99.toFixed(2)} ms; ${seen.gc}; ${seen.loop}; ${seen.pool}; other backends: ${seen.others}`,
      );
    }
  },
);
process.stdout.write(`${whenAndLoad(load0)} · ${PROMPTS} prompts, PostgreSQL\n${lines.join('\n')}\n`);
