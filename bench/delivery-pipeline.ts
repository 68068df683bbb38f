// The delivery cases of delivery.bench.ts through Fastify's inject (no TLS, no socket, no HTTP
// parsing): the service's own CPU per request — routing, hooks (auth, limits, metrics), the
// delivery cache, the probe — which is the part a change to the service moves. The process's CPU
// time (user + system) divided by the requests answered, 16 requests in flight, in one process
// (no load generator competing for the CPU), so it is steadier than delivery-cpu.ts on a loaded
// machine. It leaves out what a bare server pays too (TLS, sockets, Node's HTTP parser and writer)
// and adds light-my-request's own cost (the same in every run): compare runs of this tool only.
//
//   node --import tsx bench/delivery-pipeline.ts
//   env (optional): BENCH_DB=sqlite|postgres BENCH_PROMPTS=1000 BENCH_SECONDS=3 BENCH_ROUNDS=3
//   BENCH_CASES=id,name,label,304,render,br
import { loadavg } from 'node:os';
import { type DeliveryCase, type DeliveryService, withDeliveryService } from './lib/delivery-cases.js';
import { type Target, whenAndLoad } from './lib/load.js';

const KIND = process.env.BENCH_DB ?? 'sqlite';
const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CASES = (process.env.BENCH_CASES ?? 'id,name,label,304,render,br').split(',');
const IN_FLIGHT = 16;

type App = DeliveryService['app'];

const inject = (app: App, t: Target) =>
  app.inject({
    method: t.method ?? 'GET',
    url: t.path,
    headers: t.headers,
    ...(t.body === undefined ? {} : { payload: t.body }),
  });

/** CPU µs per request over `seconds`, IN_FLIGHT loops each taking the next target in turn. */
async function cpuPerRequest(app: App, targets: Target[], seconds: number) {
  let next = 0;
  let done = 0;
  let bad = 0;
  const end = performance.now() + seconds * 1000;
  const cpu0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < end) {
        const res = await inject(app, targets[next++ % targets.length]!);
        if (res.statusCode >= 400) bad++;
        done++;
      }
    }),
  );
  const cpu = process.cpuUsage(cpu0);
  return { us: (cpu.user + cpu.system) / done, bad };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(service: DeliveryService, cases: DeliveryCase[]) {
  for (const c of cases) for (const t of c.targets) await inject(service.app, t); // every target seen once
  const runs = new Map<string, number[]>(cases.map((c) => [c.key, []]));
  const errors = new Map<string, number>();
  for (const c of cases) await cpuPerRequest(service.app, c.targets, 1); // JIT
  // Rounds interleave the cases, so a burst of load elsewhere spreads over all of them.
  for (let r = 0; r < ROUNDS; r++) {
    for (const c of cases) {
      const { us, bad } = await cpuPerRequest(service.app, c.targets, SECONDS);
      runs.get(c.key)!.push(us);
      errors.set(c.key, (errors.get(c.key) ?? 0) + bad);
    }
  }
  return cases.map((c) => {
    const us = runs.get(c.key)!;
    return `| ${KIND} | ${c.name} | ${median(us).toFixed(1)} | ${us.map((u) => u.toFixed(1)).join(' / ')} | ${errors.get(c.key)} |`;
  });
}

const load0 = loadavg()[0]!;
const rows = await withDeliveryService({ kind: KIND, prompts: PROMPTS, keys: CASES, tag: 'dpipe' }, measure);
process.stdout.write(
  `${whenAndLoad(load0)} · ${PROMPTS} prompts, inject, ${IN_FLIGHT} in flight, median of ${ROUNDS} × ${SECONDS} s\n\n` +
    `| db | request | CPU µs / request (median) | rounds | errors (≥ 400) |\n|---|---|---|---|---|\n${rows.join('\n')}\n`,
);
