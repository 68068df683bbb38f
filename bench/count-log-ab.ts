// What serve's request log costs the 1 KB one-model count, measured inside one process: services
// with and without the log (lib/servers.ts `serveLogging`: into a pipe a `cat` on CPU 1 drains, and
// the same writer into /dev/null) and the bare node:https reference, all in this process on CPU 0,
// in rotated rounds (wrk -c50 on CPU 1, tokens.bench.ts's distinct 1 KB bodies). tokens.bench.ts
// compares runs made minutes apart (BENCH_SERVE_LOGGING=1 against =0), whose host swings alone
// moved the bare reference 31–43 µs; here every side meets the same host in every round.
// Per round and side: CPU µs per request of this process (all threads), of its main thread, its
// write-family system calls and voluntary context switches per request; medians, and the median of
// the per-round ratios to the service without the log.
//
//   node --import tsx bench/count-log-ab.ts      env: BENCH_ROUNDS=7 BENCH_SECONDS=3
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { proseSamples } from './lib/corpus.js';
import { benchCtx, startBareServer, startService } from './lib/servers.js';
import { mainThreadCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const load0 = loadavg()[0] as number;

const texts = proseSamples(1024, 4000);
const bodies = texts.map((input) => JSON.stringify({ input, type: 'text', models: ['gpt-4o'] }));
const KINDS = { 'no log': false, 'log, pipe': true, 'log, /dev/null': 'dev-null' } as const;
// BENCH_SIDES=0,2: only those services (by their index above; the first named is the ratios' base).
const picked = process.env.BENCH_SIDES?.split(',').map(Number) ?? [0, 1, 2];
const services: Record<string, Awaited<ReturnType<typeof startService>>> = {};
for (const i of picked) {
  const [name, serveLogging] = Object.entries(KINDS)[i] as [string, boolean | 'dev-null'];
  services[name] = await startService({ workers: 1, serveLogging });
}
const first = Object.values(services)[0] as Awaited<ReturnType<typeof startService>>;
const fixed = JSON.stringify(
  await first.services.tokens.count({ ctx: benchCtx(), input: texts[0] as string, models: ['gpt-4o'] }),
);
const bare = await startBareServer(fixed);
const sides: { name: string; url: string; key: string }[] = [
  { name: 'bare', url: bare.url, key: '' },
  ...Object.entries(services).map(([name, s]) => ({ name, url: s.url, key: s.key })),
];
const load = (side: (typeof sides)[number], seconds: number) =>
  runWrk({
    url: `${side.url}/v1/tokens/count`,
    method: 'POST',
    bodies,
    headers: { 'x-api-key': side.key, 'content-type': 'application/json' },
    connections: 50,
    seconds,
  });

function counters() {
  const io = readFileSync('/proc/self/io', 'utf8');
  const cpu = process.cpuUsage();
  return {
    cpuUs: cpu.user + cpu.system,
    mainUs: mainThreadCpuMs() * 1000,
    writes: Number(/syscw: (\d+)/.exec(io)?.[1] ?? 0),
    vcsw: process.resourceUsage().voluntaryContextSwitches,
  };
}
type Figures = ReturnType<typeof counters> & { rps: number };

// Warmed (Fastify compiles the route on the first count, then the JIT): 20,000 requests each.
const WARM = Number(process.env.BENCH_WARM_REQUESTS ?? 20_000);
for (const side of sides)
  for (let sent = 0; sent < (side.name === 'bare' ? 1 : WARM); ) sent += (await load(side, 2)).requests;

const rounds = new Map<string, Figures[]>(sides.map((s) => [s.name, []]));
for (let round = 0; round < ROUNDS; round++) {
  const order = sides.map((_, i) => sides[(i + round) % sides.length] as (typeof sides)[number]);
  for (const side of order) {
    const a = counters();
    const r = await load(side, SECONDS);
    const b = counters();
    if (r.non2xx > 0) throw new Error(`${side.name}: ${r.non2xx} answers not 2xx`);
    const n = Math.max(1, r.requests);
    const f = {
      cpuUs: (b.cpuUs - a.cpuUs) / n,
      mainUs: (b.mainUs - a.mainUs) / n,
      writes: (b.writes - a.writes) / n,
      vcsw: (b.vcsw - a.vcsw) / n,
      rps: r.rps,
    };
    rounds.get(side.name)?.push(f);
    process.stderr.write(
      `round ${round} ${side.name}: ${f.cpuUs.toFixed(1)} µs (main ${f.mainUs.toFixed(1)}), ${f.rps.toFixed(0)}/s, writes ${f.writes.toFixed(3)}, vcsw ${f.vcsw.toFixed(3)}\n`,
    );
  }
}
const base = rounds.get(sides[1]?.name as string) as Figures[];
const out = [
  `1 KB count, one model, in one process: ${ROUNDS} rotated rounds × ${SECONDS} s, wrk -c50; load ${load0.toFixed(1)}–${(loadavg()[0] as number).toFixed(1)}`,
  '',
  `| side | CPU µs/request (all threads) | main thread µs | ÷ ${sides[1]?.name} (per-round median) | req/s | write calls / request | voluntary switches / request |`,
  '|---|---|---|---|---|---|---|',
];
for (const [name, fs] of rounds) {
  const m = (k: keyof Figures) => median(fs.map((f) => f[k]));
  const ratio = median(fs.map((f, i) => f.cpuUs / (base[i] as Figures).cpuUs));
  out.push(
    `| ${name} | ${m('cpuUs').toFixed(1)} | ${m('mainUs').toFixed(1)} | ${ratio.toFixed(2)} | ${m('rps').toFixed(0)} | ${m('writes').toFixed(3)} | ${m('vcsw').toFixed(3)} |`,
  );
}
process.stdout.write(`${out.join('\n')}\n`);
await bare.close();
for (const s of Object.values(services)) await s.close();
