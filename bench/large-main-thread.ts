// Where a 1 MB count's main-thread time goes, against a reference in the same run:
// `node --import tsx bench/large-main-thread.ts` (BENCH_ROUNDS, default 3; BENCH_SECONDS, default 3;
// BENCH_KINDS, default prose,code,cjk).
// For tokens.bench's 1 MB prose/code/CJK bodies over one connection (wrk, CPU 1), the main thread's
// CPU per request (/proc schedstat) of: a bare node:https server that receives the body and answers
// a fixed one (TLS + HTTP receive alone); the service answering a schema 400 (`models: []`: the
// receive, the literal found by its quotes, the rest's parse and validation, the error, and — an
// error's path — the literal's strict read, ~1 ms per MB); the service counting (the receive, the
// hop to the count worker and the answer). Per thread too: for the counted case, the count worker's
// CPU and the other threads' per request, and the main thread's wake-ups (voluntary context
// switches) per request. Also each case's main-thread minor page faults per request, and the main
// isolate's full collections (mark-compacts) per 100 counted requests (mf38: ~1 MB of body chunks
// left per count for V8 to free started one every ~10 counts).
// Two windows per round: the whole wrk call, and from the round's first response to its last. The
// whole call also holds the round's set-up (its bodies written to wrk's file, wrk spawned, its TLS
// handshake), which a slow case divides among few requests: 1–5 ms per 1 MB count (mbm37), so the
// first-to-last column is the one to compare. Interleaved rounds, medians; the server, its worker
// and this process share CPU 0. Main-thread time goes on while a request waits for its worker
// (timers, wake-ups), so the counting figure grows with the wall time of a request, i.e. with the
// machine's load: compare it with the uptime given beside it.
import type { Server } from 'node:https';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { cjk, code, dropCorpus, prose } from './lib/corpus.js';
import { startBareServer, startService } from './lib/servers.js';
import { mainThreadCpuMs, mainThreadMinorFaults, mainThreadWakeUps, threadsCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const makers: Record<string, (seed: number) => string> = {
  prose: (s) => prose(MB, s * 5),
  code: (s) => code(MB, s * 5 + 1).replaceAll('\u0000', ' '),
  cjk: (s) => cjk(MB, s * 5 + 2),
};
const kinds = (process.env.BENCH_KINDS ?? 'prose,code,cjk').split(',');
const service = await startService({ workers: 1 });
const bare = await startBareServer('[]');
/** The main isolate's full collections so far (this observer sees this thread's only). */
let fullGcs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as { detail?: { kind?: number } }).detail?.kind ?? 0;
    if (kind & constants.NODE_PERFORMANCE_GC_MAJOR) fullGcs++;
  }
}).observe({ entryTypes: ['gc'] });
/** Each response's end: the main thread's CPU ms, wake-ups, minor faults and full GCs so far. */
let stamps: { cpu: number; wakeUps: number; faults: number; gcs: number }[] = [];
const stampAnswers = (server: Server) =>
  server.on('request', (_req, res) =>
    res.once('finish', () =>
      stamps.push({
        cpu: mainThreadCpuMs(),
        wakeUps: mainThreadWakeUps(),
        faults: mainThreadMinorFaults(),
        gcs: fullGcs,
      }),
    ),
  );
stampAnswers(bare.server);
stampAnswers(service.app.server as unknown as Server);
const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };
const count = `${service.url}/v1/tokens/count`;
const out = [
  '| input (4 distinct 1 MB texts) | bare node:https receive | service, schema 400 | service, counted | counted: count worker / other threads | counted: main-thread wake-ups per request | wall ms per count | main-thread minor faults per request: bare / 400 / counted | counted: full GCs per 100 |',
  '|---|---|---|---|---|---|---|---|---|',
];
for (const kind of kinds) {
  const texts = [1, 2, 3, 4].map(makers[kind]!);
  dropCorpus(); // as tokens.bench does: the server's full GCs would mark it
  const bodyOf = (models: string[]) => texts.map((input) => JSON.stringify({ input, type: 'text', models }));
  const cases = {
    bare: { url: bare.url, bodies: bodyOf(['gpt-4o']) },
    parsed: { url: count, bodies: bodyOf([]) },
    counted: { url: count, bodies: bodyOf(['gpt-4o']) },
  };
  const names = ['bare', 'parsed', 'counted', 'worker', 'other', 'wakeUps', 'wall', 'gcs'];
  /** First response to last, per request. */
  const faults: Record<string, number[]> = { bare: [], parsed: [], counted: [] };
  const whole: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const inner: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, { url, bodies }] of Object.entries(cases)) {
      stamps = [];
      const before = mainThreadCpuMs();
      const wokeBefore = mainThreadWakeUps();
      const threads = threadsCpuMs();
      const r = await runWrk({ url, method: 'POST', bodies, headers, connections: 1, seconds: SECONDS });
      const n = Math.max(1, r.requests);
      whole[name]!.push((mainThreadCpuMs() - before) / n);
      const first = stamps[0];
      const last = stamps.at(-1);
      const between = Math.max(1, stamps.length - 1);
      if (first !== undefined && last !== undefined) {
        inner[name]!.push((last.cpu - first.cpu) / between);
        faults[name]!.push((last.faults - first.faults) / between);
      }
      if (name !== 'counted') continue;
      if (first !== undefined && last !== undefined)
        inner.gcs!.push((100 * (last.gcs - first.gcs)) / between);
      whole.wakeUps!.push((mainThreadWakeUps() - wokeBefore) / n);
      if (first !== undefined && last !== undefined)
        inner.wakeUps!.push((last.wakeUps - first.wakeUps) / between);
      whole.wall!.push(1000 / r.rps);
      // The other threads' CPU in the round: the busiest is the count worker (one, as in
      // tokens.bench); the rest are V8's and libuv's helpers (GC, compilation, file reads).
      const used = [...threadsCpuMs()]
        .filter(([tid]) => tid !== process.pid)
        .map(([tid, cpu]) => cpu - (threads.get(tid) ?? 0))
        .sort((a, b) => b - a);
      whole.worker!.push((used[0] ?? 0) / n);
      whole.other!.push(used.slice(1).reduce((a, b) => a + b, 0) / n);
    }
  }
  const show = (xs: number[]) => (xs.length === 0 ? '–' : median(xs).toFixed(1));
  const both = (name: string) => `${show(inner[name]!)} (${show(whole[name]!)})`;
  out.push(
    `| ${kind} | ${both('bare')} | ${both('parsed')} | ${both('counted')} | ${show(whole.worker!)} / ${show(whole.other!)} | ${both('wakeUps')} | ${show(whole.wall!)} | ${['bare', 'parsed', 'counted'].map((n) => show(faults[n]!)).join(' / ')} | ${show(inner.gcs!)} |`,
  );
}
process.stdout.write(
  `Main-thread CPU ms per request, first response to last (whole wrk call), median of ${ROUNDS} × ${SECONDS} s\n\n${out.join('\n')}\n`,
);
await service.close();
await bare.close();
