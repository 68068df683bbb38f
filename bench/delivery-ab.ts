// Two trees of the service measured against each other on a loaded host (issue 29): the base (a
// worktree of main) and this tree each serve in a process of their own (seeded as
// delivery-cpu.ts seeds, all on CPU 0), a bare node:https server answering the same bytes runs in
// this one, and wrk (CPU 1) loads them in short bursts, in rotation (bare, base, this; then the
// other way round), so that each round's three figures share the host's load of that moment. Per
// round: each server's CPU µs per request (from /proc/<pid>/stat, 10 ms ticks) and req/s; printed
// as medians of the per-round ratios. Other sessions' load moves every absolute figure by 2× and
// more within minutes (bench/RESULTS.md); a side measured a minute after the other is compared
// with another host.
//
//   node --import tsx bench/delivery-ab.ts /path/to/base-worktree
//   env (optional): BENCH_CASES=304,label BENCH_PROMPTS=2000 BENCH_ROUNDS=6 BENCH_SECONDS=3 BENCH_DB=sqlite
//   BENCH_SERVE_LOGGING=0 (default on: both sides log as `serve` does, their lines into drained pipes,
//   as delivery.bench.ts; 0: no logger, as this tool measured before session 17). The base tree's
//   own bench/lib/delivery-cases.ts starts its side: it needs `serveLogging` too for the sides to match.
// The base tree needs its node_modules (DEVELOPERS.md: `cp -al`), as this one does.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { abMain, abReport, abRow, type Figure, startSides, ticks } from './lib/ab.js';
import type { DeliveryCase, DeliveryService } from './lib/delivery-cases.js';
import type { Target } from './lib/load.js';

const CASES = process.env.BENCH_CASES ?? '304,label';
const PROMPTS = process.env.BENCH_PROMPTS ?? '2000';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const KIND = process.env.BENCH_DB ?? 'sqlite';
const SERVE_LOGGING = process.env.BENCH_SERVE_LOGGING !== '0';
const self = fileURLToPath(import.meta.url);

interface Served {
  url: string;
  pid: number;
  cases: { key: string; targets: Target[]; status: number; headers: Record<string, unknown>; raw: string }[];
}

/** `--serve TREE OUT`: that tree's service, seeded, warmed, described in OUT, until SIGTERM. */
async function serve(tree: string, out: string) {
  const cases = (await import(
    join(tree, 'bench/lib/delivery-cases.ts')
  )) as typeof import('./lib/delivery-cases.js');
  const load = (await import(join(tree, 'bench/lib/load.ts'))) as typeof import('./lib/load.js');
  const servers = (await import(join(tree, 'bench/lib/servers.ts'))) as typeof import('./lib/servers.js');
  const wrk = (await import(join(tree, 'bench/lib/wrk.ts'))) as typeof import('./lib/wrk.js');
  wrk.pinSelfToCpu0();
  const use = async (service: DeliveryService, found: DeliveryCase[]) => {
    const tls = await servers.benchTls();
    const described: Served['cases'] = [];
    for (const c of found) {
      const sample = await load.fetchOnce(service.url, c.targets[0]!, tls.cert);
      await load.warmAll(service.url, c.targets, tls.cert);
      await load.wrkTargets(service.url, c.targets, 16, 1); // JIT
      const raw = Buffer.from(sample.raw).toString('base64');
      described.push({ key: c.key, targets: c.targets, status: sample.status, headers: sample.headers, raw });
    }
    writeFileSync(out, JSON.stringify({ url: service.url, pid: process.pid, cases: described }));
    await new Promise<void>((done) => process.once('SIGTERM', () => done()));
  };
  const tag = `ab_${process.env.BENCH_AB_SIDE ?? 'x'}`; // one PostgreSQL schema per side
  await cases.withDeliveryService(
    { kind: KIND, prompts: Number(PROMPTS), keys: CASES.split(','), tag, serveLogging: SERVE_LOGGING },
    use,
  );
  process.exit(0);
}

async function drive(baseTree: string) {
  const { wrkTargets, whenAndLoad } = await import('./lib/load.js');
  const { startBareServer } = await import('./lib/servers.js');
  const { pinSelfToCpu0, requireWrk } = await import('./lib/wrk.js');
  requireWrk();
  pinSelfToCpu0();
  const load0 = loadavg()[0]!;
  const sides = await startSides<Served>(self, baseTree);
  const lines: string[] = [];
  for (const key of CASES.split(',')) {
    const of = (side: 'base' | 'this') => sides[side].cases.find((c) => c.key === key)!;
    const sample = of('base');
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    for (const h of ['content-encoding', 'etag', 'vary']) {
      const v = sample.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    const bare = await startBareServer(Buffer.from(sample.raw, 'base64'), { status: sample.status, headers });
    let served = 0;
    bare.server.on('request', () => served++);
    const rounds: { load: number; bare: Figure; base: Figure; this: Figure }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order =
        round % 2 === 0 ? (['bare', 'base', 'this'] as const) : (['this', 'base', 'bare'] as const);
      const r = { load: loadavg()[0]! } as (typeof rounds)[number];
      for (const who of order) {
        if (who === 'bare') {
          served = 0;
          const cpu0 = process.cpuUsage();
          const load = await wrkTargets(bare.url, sample.targets, 16, SECONDS);
          const cpu = process.cpuUsage(cpu0);
          r.bare = { us: (cpu.user + cpu.system) / Math.max(1, served), rps: load.rps };
        } else {
          const t0 = ticks(sides[who].pid);
          const load = await wrkTargets(sides[who].url, of(who).targets, 16, SECONDS);
          if (load.errors > 0) throw new Error(`${key} on ${who}: ${load.errors} error responses`);
          r[who] = {
            us: ((ticks(sides[who].pid) - t0) * 10_000) / Math.max(1, load.rps * SECONDS),
            rps: load.rps,
          };
        }
      }
      rounds.push(r);
    }
    await bare.close();
    lines.push(abRow(key, rounds, (r) => r.bare));
  }
  abReport(
    `${whenAndLoad(load0)} · ${KIND} · ${PROMPTS} prompts · ${ROUNDS} rounds × ${SECONDS} s per server, rotated · ${SERVE_LOGGING ? "serve's request log" : 'no log'}`,
    'bare',
    lines,
    sides,
  );
}

await abMain('delivery-ab.ts', serve, drive);
