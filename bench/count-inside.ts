// Why ten counts cost more inside the server than the raw engine's (issue 29 goal 2; count8 measured
// ×1.14–1.43, count9 found neither the count service nor cold caches explain it):
// `node --import tsx bench/count-inside.ts` (BENCH_ROUNDS, default 3; BENCH_SECONDS, default 4).
// One process on CPU 0, the ten tokenizers of tokens.bench.ts (c), the same distinct 1 KB texts;
// per round, in turn:
//   raw idle    the raw engine, CPU 1 idle (the goal's reference);
//   raw loaded  the raw engine while wrk (CPU 1) loads a bare server in another process on CPU 1;
//   direct      the count service called in a loop (no HTTP), CPU 1 loaded the same way;
//   in server   wrk (CPU 1) POSTs the ten-model bodies to the service: the CPU of the counts alone
//               (timed around each inline count call, which runs synchronously), and of the request.
// Each with the GC time of the phase (perf_hooks 'gc' entries, wall ms: they reach the observer on a
// timer, so each phase starts and ends with a short wait), per text.
import { type PerformanceEntry, PerformanceObserver, performance } from 'node:perf_hooks';
import type { CountService } from '../src/tokenizers/count-service.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import type { TokenizerId } from '../src/tokenizers/tokenizer.types.js';
import { proseSamples } from './lib/corpus.js';
import { benchCtx, startBareProcess, startService } from './lib/servers.js';
import { median, pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const texts = proseSamples(1024, 4000);

// The counts inside requests: CPU µs and calls, reset per round.
const inside = { cpuUs: 0, calls: 0 };
/** `f`, its CPU added to `inside` (an inline count is counted before it returns). */
const timed = <T>(f: () => T): T => {
  const cpu = process.cpuUsage();
  const done = f();
  const used = process.cpuUsage(cpu);
  inside.cpuUs += used.user + used.system;
  inside.calls++;
  return done;
};
const wrap = (counter: CountService): CountService => ({
  ...counter,
  count: (text, ids) => timed(() => counter.count(text, ids)),
  // The fast path's count at once; undefined (not counted here) when count() is to count it.
  countNow(text, ids) {
    const cpu = process.cpuUsage();
    const done = counter.countNow(text, ids);
    if (done === undefined) return done;
    const used = process.cpuUsage(cpu);
    inside.cpuUs += used.user + used.system;
    inside.calls++;
    return done;
  },
});
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries() as PerformanceEntry[]) gcMs += e.duration;
}).observe({ entryTypes: ['gc'] });
/** Lets the GC entries of what ran reach the observer (they come on a timer). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const service = await startService({ workers: 1, wrapCounter: wrap });
const models = new Map<string, string>();
for (const m of service.services.tokens.listModels({ ctx: benchCtx() }))
  if (m.tokenizer && m.count_source === 'offline' && !models.has(m.tokenizer))
    models.set(m.tokenizer, m.name);
const picked = [...models].slice(0, 10);
const ids = picked.map(([id]) => id as TokenizerId);
const registry = createTokenizerRegistry();
const engines = ids.map((id) => registry.get(id));
const bodies = texts.map((input) =>
  JSON.stringify({ input, type: 'text', models: picked.map(([, n]) => n) }),
);
await service.services.tokens.count({ ctx: benchCtx(), input: texts[0]!, models: picked.map(([, n]) => n) });
for (const t of texts.slice(0, 200)) for (const e of engines) e.count(t);
const other = await startBareProcess('[]');

let next = 0;
/** `step` on this core for SECONDS: CPU µs and GC ms per text. */
async function loop(step: (text: string) => unknown) {
  await settle();
  const gc = gcMs;
  const cpu = process.cpuUsage();
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < SECONDS * 1000) {
    await step(texts[next++ % texts.length]!);
    n++;
  }
  const used = process.cpuUsage(cpu);
  await settle();
  return { cpuUs: (used.user + used.system) / n, gcUs: ((gcMs - gc) * 1000) / n };
}
const raw = (text: string) => {
  for (const e of engines) e.count(text);
};
async function withOtherCoreLoaded<T>(f: () => Promise<T>): Promise<T> {
  const wrk = runWrk({ url: other.url, connections: 50, seconds: SECONDS + 1 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const r = await f();
  await wrk;
  return r;
}

const rows: Record<string, { cpuUs: number; gcUs: number }[]> = {
  'raw idle': [],
  'raw loaded': [],
  direct: [],
  'in server: counts': [],
  'in server: request': [],
};
for (let round = 0; round < ROUNDS; round++) {
  rows['raw idle']!.push(await loop(raw));
  rows['raw loaded']!.push(await withOtherCoreLoaded(() => loop(raw)));
  rows.direct!.push(await withOtherCoreLoaded(() => loop((t) => service.counter.count(t, ids))));
  await settle();
  Object.assign(inside, { cpuUs: 0, calls: 0 });
  const gc = gcMs;
  const cpu = process.cpuUsage();
  const r = await runWrk({
    url: `${service.url}/v1/tokens/count`,
    method: 'POST',
    bodies,
    headers: { 'x-api-key': service.key, 'content-type': 'application/json' },
    connections: 50,
    seconds: SECONDS,
  });
  const used = process.cpuUsage(cpu);
  await settle();
  if (r.non2xx > 0) throw new Error('non-2xx');
  // The counts' GC cannot be told apart from the request's: see the request's row.
  rows['in server: counts']!.push({ cpuUs: inside.cpuUs / inside.calls, gcUs: Number.NaN });
  rows['in server: request']!.push({
    cpuUs: (used.user + used.system) / inside.calls,
    gcUs: ((gcMs - gc) * 1000) / inside.calls,
  });
}
other.close();
await service.close();
const ref = median(rows['raw idle']!.map((r) => r.cpuUs));
console.log(`ten tokenizers (${ids.join(', ')}), ${ROUNDS} rounds × ${SECONDS} s, medians; CPU ÷ raw idle`);
console.log('| path | CPU µs per text | ×raw idle | GC µs per text | rounds (CPU µs) |');
console.log('|---|---|---|---|---|');
for (const [name, rs] of Object.entries(rows)) {
  const cpu = median(rs.map((r) => r.cpuUs));
  console.log(
    `| ${name} | ${cpu.toFixed(0)} | ×${(cpu / ref).toFixed(2)} | ${median(rs.map((r) => r.gcUs)).toFixed(0)} | ${rs.map((r) => r.cpuUs.toFixed(0)).join(' / ')} |`,
  );
}
