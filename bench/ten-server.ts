// Where a ten-model 1 KB count's CPU goes in the running server (issue 29 goal 2b), beside the raw
// engine in the same process: per phase, CPU µs per text or request split by thread (main, V8's
// helper threads), the CPU of the inline counts inside requests, and GC (count and main-thread ms
// by kind), and how the counts were asked (counted at once by countNow, or later by count()).
// Phases per round: raw (the ten engines on this core, wrk idle), raw+wrk (the same while wrk loads
// a bare server on CPU 1), ten and one (wrk POSTs the ten-model and one-model bodies). Per-thread
// CPU is read from /proc (waiting for a core is not in it). With BENCH_MARKS=1 each phase prints its
// monotonic span, for `perf record -k monotonic -e cpu-clock … node --perf-basic-prof …` and
// `perf report --time FROM,TO` (a CPU-time profile of every thread, the JIT's too).
// `node --import tsx bench/ten-server.ts` (BENCH_ROUNDS=3, BENCH_SECONDS=4, BENCH_PHASES=raw,raw+wrk,ten,one).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import type { CountService } from '../src/tokenizers/count-service.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { countRound } from './lib/ab.js';
import { proseSamples } from './lib/corpus.js';
import { benchCtx, startBareProcess, startService, tenModels } from './lib/servers.js';
import { median, pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const inside = { us: 0, calls: 0, later: 0 };
const wrap = (counter: CountService): CountService => ({
  ...counter,
  countNow(text, ids) {
    const cpu = process.cpuUsage();
    const done = counter.countNow(text, ids);
    const used = process.cpuUsage(cpu);
    inside.us += used.user + used.system;
    if (done === undefined) inside.later++;
    else inside.calls++;
    return done;
  },
  count(text, ids) {
    inside.later++;
    return counter.count(text, ids);
  },
});
const gc = { minor: 0, major: 0, minorMs: 0, majorMs: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
    const major = (e.detail?.kind ?? 1) !== 1; // 1: scavenge (minor)
    if (major) {
      gc.major++;
      gc.majorMs += e.duration;
    } else {
      gc.minor++;
      gc.minorMs += e.duration;
    }
  }
}).observe({ entryTypes: ['gc'] });
const settle = () => new Promise((r) => setTimeout(r, 100));

const service = await startService({ workers: 1, wrapCounter: wrap });
const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };
const picked = tenModels(service);
const ten = picked.map(([, n]) => n);
const registry = createTokenizerRegistry();
const engines = picked.map(([id]) => registry.get(id));
const texts = proseSamples(1024, 4000);
await service.services.tokens.count({ ctx: benchCtx(), input: 'warm', models: ten });
const other = await startBareProcess('[]');

const threads = () => {
  const out = { main: 0, helpers: 0 };
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const ns = Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      if (tid === String(process.pid)) out.main += ns / 1000;
      else out.helpers += ns / 1000;
    } catch {}
  }
  return out;
};
type Row = {
  now: number;
  later: number;
  main: number;
  helpers: number;
  counts: number;
  minor: number;
  major: number;
  minorMs: number;
  majorMs: number;
};
/** Runs `f` (which returns how many texts or requests it did) and returns its figures per item. */
async function phase(f: () => Promise<number>): Promise<Row> {
  await settle();
  const t0 = threads();
  const g0 = { ...gc };
  Object.assign(inside, { us: 0, calls: 0, later: 0 });
  // For `perf record -k monotonic` … `perf report --time FROM,TO`: the phase's monotonic clock span.
  const from = process.hrtime.bigint();
  if (process.env.BENCH_MARKS) process.stdout.write('phase start\n');
  const n = await f();
  if (process.env.BENCH_MARKS) {
    const s = (t: bigint) => (Number(t / 1000n) / 1e6).toFixed(6);
    process.stdout.write(`phase span ${s(from)},${s(process.hrtime.bigint())}\n`);
  }
  const t1 = threads();
  await settle();
  return {
    now: inside.calls / n,
    later: inside.later / n,
    main: (t1.main - t0.main) / n,
    helpers: (t1.helpers - t0.helpers) / n,
    counts: inside.calls ? inside.us / n : Number.NaN,
    minor: ((gc.minor - g0.minor) * 1000) / n,
    major: ((gc.major - g0.major) * 1000) / n,
    minorMs: ((gc.minorMs - g0.minorMs) * 1000) / n,
    majorMs: ((gc.majorMs - g0.majorMs) * 1000) / n,
  };
}
const at = { next: 0 };
const raw = () =>
  Promise.resolve(
    Math.round(
      countRound(texts, SECONDS, at, (t) => {
        for (const e of engines) e.count(t);
      }).rps * SECONDS,
    ),
  );
const wrkLoad = (models: string[]) => ({
  url: `${service.url}/v1/tokens/count`,
  method: 'POST' as const,
  bodies: texts.map((input) => JSON.stringify({ input, type: 'text', models })),
  headers,
  connections: 50,
  seconds: SECONDS,
});
const tenLoad = wrkLoad(ten);
const oneLoad = wrkLoad([ten[0]!]);
await runWrk({ ...tenLoad, seconds: 2 });
await runWrk({ ...oneLoad, seconds: 2 });
const phases: Record<string, () => Promise<number>> = {
  raw,
  'raw+wrk': async () => {
    const wrk = runWrk({ url: other.url, connections: 50, seconds: SECONDS + 1 });
    await new Promise((r) => setTimeout(r, 300));
    const n = await raw();
    await wrk;
    return n;
  },
  ten: async () => (await runWrk(tenLoad)).requests,
  one: async () => (await runWrk(oneLoad)).requests,
};
const only = (process.env.BENCH_PHASES ?? Object.keys(phases).join(',')).split(',');
for (const name of Object.keys(phases)) if (!only.includes(name)) delete phases[name];
const rows: Record<string, Row[]> = Object.fromEntries(Object.keys(phases).map((k) => [k, []]));
const load0 = loadavg()[0]!;
for (let round = 0; round < ROUNDS; round++)
  for (const [name, f] of Object.entries(phases)) rows[name]!.push(await phase(f));
other.close();
await service.close();
const m = (rs: Row[], k: keyof Row) => median(rs.map((r) => r[k]));
process.stdout.write(
  `load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} · ${ROUNDS} rounds × ${SECONDS} s · medians per text (raw) or request\n\n` +
    '| phase | counted at once, later (per item) | CPU µs main | CPU µs V8 helpers | inline counts µs | scavenges /1000 | major GCs /1000 | scavenge µs | major GC µs |\n|---|---|---|---|---|---|---|---|---|\n' +
    Object.entries(rows)
      .map(
        ([name, rs]) =>
          `| ${name} | ${m(rs, 'now').toFixed(2)}, ${m(rs, 'later').toFixed(2)} | ${m(rs, 'main').toFixed(0)} | ${m(rs, 'helpers').toFixed(0)} | ${m(rs, 'counts').toFixed(0)} | ${m(rs, 'minor').toFixed(1)} | ${m(rs, 'major').toFixed(2)} | ${m(rs, 'minorMs').toFixed(1)} | ${m(rs, 'majorMs').toFixed(1)} |`,
      )
      .join('\n') +
    '\n',
);
