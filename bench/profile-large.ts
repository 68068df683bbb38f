// A CPU profile of the service's main thread while it answers 1 MB counts (one connection, wrk on
// CPU 1), by self time: `node --import tsx bench/profile-large.ts [prose|code|cjk]` (BENCH_SECONDS).
// The count worker is not in it (another isolate): its steps are bench/large-worker-steps.ts's.
// With `node --trace-gc`, the collections of every thread print between "window start" and
// "window end" (the main thread's isolate is the first address printed). KEEP_CORPUS=1 keeps the
// bench corpus in the heap, as tokens.bench did before mb29.
import { Session } from 'node:inspector/promises';
import { cjk, code, dropCorpus, prose } from './lib/corpus.js';
import { startService } from './lib/servers.js';
import { pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
const MB = 1024 * 1024;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const kind = process.argv[2] ?? 'cjk';
const INTERVAL_US = 100;
const make = {
  prose: (s: number) => prose(MB, s * 5),
  code: (s: number) => code(MB, s * 5 + 1).replaceAll('\u0000', ' '),
  cjk: (s: number) => cjk(MB, s * 5 + 2),
}[kind];
if (make === undefined) throw new Error(`unknown kind ${kind}`);
const bodies = [1, 2, 3, 4].map((s) => JSON.stringify({ input: make(s), type: 'text', models: ['gpt-4o'] }));
if (process.env.KEEP_CORPUS !== '1') dropCorpus();
const service = await startService({ workers: 1 });
const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };
const load = {
  url: `${service.url}/v1/tokens/count`,
  method: 'POST' as const,
  bodies,
  headers,
  connections: 1,
};
await runWrk({ ...load, seconds: 2 }); // warm
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: INTERVAL_US });
await session.post('Profiler.start');
// HEAP=1: where the main thread allocates too (V8's sampling heap profiler, every 32 KB allocated
// on average), by allocating function: what the garbage collector then has to sweep or promote.
const HEAP = process.env.HEAP === '1';
if (HEAP) await session.post('HeapProfiler.startSampling', { samplingInterval: 32 * 1024 });
console.log('window start');
const r = await runWrk({ ...load, seconds: SECONDS });
console.log('window end');
const { profile } = await session.post('Profiler.stop');
if (HEAP) {
  const { profile: heap } = await session.post('HeapProfiler.stopSampling');
  const bytes = new Map<string, number>();
  const walk = (node: typeof heap.head, path: string[]) => {
    const f = node.callFrame;
    const here = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${f.lineNumber + 1}`;
    const chain = [...path, here].slice(-3).join(' < ');
    if (node.selfSize > 0) bytes.set(chain, (bytes.get(chain) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child, [...path, here]);
  };
  walk(heap.head, []);
  console.log('allocated on the main thread, KB per request (sampled), by the last three frames:');
  for (const [k, b] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${(b / 1024 / Math.max(1, r.requests)).toFixed(1)} KB/req  ${k}`);
}
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
let total = 0;
/** Samples outside JS: (program) is native work not attributed to a JS frame (TLS, libuv, V8). */
const outside = new Map<string, number>();
for (const id of profile.samples ?? []) {
  const n = byId.get(id);
  if (n === undefined) continue;
  const f = n.callFrame;
  const name = f.functionName || '(anonymous)';
  if (name === '(idle)' || name === '(program)') {
    outside.set(name, (outside.get(name) ?? 0) + 1);
    continue;
  }
  const key = `${name} ${f.url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${f.lineNumber + 1}`;
  // Samples × the interval, not the time deltas: on a loaded core a delta also holds the time the
  // thread waited for the core (a postMessage wakes the worker, which takes CPU 0 at once). On a
  // loaded host samples are lost too (the thread is not running when its tick comes): read the
  // shares, not the sum.
  const us = INTERVAL_US;
  self.set(key, (self.get(key) ?? 0) + us);
  total += us;
}
console.log(
  `${kind}: ${r.requests} requests; main thread busy (sampled, idle excluded) ${(total / 1000 / Math.max(1, r.requests)).toFixed(2)} ms per request`,
);
for (const [name, n] of outside)
  console.log(
    `${name}: ${((n * INTERVAL_US) / 1000 / Math.max(1, r.requests)).toFixed(2)} ms per request (samples × interval)`,
  );
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${(us / 1000 / Math.max(1, r.requests)).toFixed(3)} ms/req  ${k}`);
await service.close();
