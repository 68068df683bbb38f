// Where a 1 MB count's wall time goes that is not CPU 0's work (issue 29: with one connection the
// service is latency-bound, so CPU 0 idling inside a request costs throughput but no CPU). Per
// request, on tokens.bench (a)'s 1 MB bodies, wrk with one connection on CPU 1 and this process on
// CPU 0: the wall time (1 / req/s), CPU 0's time split into this process's CPU (all threads), other
// processes' and idle (/proc/stat: a loaded host shows here), the run-queue wait of the main thread
// and the count worker (which counts their waits for each other too); and a timeline on the main thread, each
// phase's wall time and the process's CPU in it (the rest of the phase: CPU 0 idle, or another
// process on it — the run-queue wait of the main thread and the worker says how much):
//   head   the request's head parsed → its first body chunk handed to the stream
//   recv   first body chunk → the last (the body's bytes arriving: wrk encrypting, TLS decrypting)
//   disp   the last chunk → the count handed to the count service (parse of the rest, checks)
//   count  handed → the count's answer back on the main thread (the worker's count and both wakes)
//   reply  the answer → the response written (`finish`)
//   gap    the response written → the next request's head (the trip out, wrk's turn, the next
//          request's first record)
// The same for a bare node:https server receiving the same bodies (bench/lib/servers.ts, its
// receive with no count): head / recv / gap, disp and reply both the last chunk → `finish`. Chunks are seen by wrapping the request's
// push() (the HTTP parser's hand-off): no listener, no change to the stream's mode.
//   BENCH_LARGE_KINDS=prose,cjk BENCH_ROUNDS=3 BENCH_SECONDS=4 node --import tsx bench/large-idle.ts
// BENCH_TREE=/path serves another worktree's service (its bench/lib/servers.ts and src/, under tsx);
// BENCH_BARE=0 leaves out the bare server's rounds. Before them, the raw engine's (this tree's) on
// this thread: its wall and CPU per text, the reference.

import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { dropCorpus } from './lib/corpus.js';
import { largeInputs } from './lib/large-inputs.js';
import { cpuSplit, cpuTicks, threadsCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const KINDS = (process.env.BENCH_LARGE_KINDS ?? 'prose,cjk').split(',');
const BARE = process.env.BENCH_BARE !== '0';
const tree = process.env.BENCH_TREE ?? new URL('..', import.meta.url).pathname;
const inputs = largeInputs(KINDS);
dropCorpus();
const { createTokenizerRegistry } = await import('../src/tokenizers/registry.js');
const raw = createTokenizerRegistry().get('o200k_base');
const { startService, startBareServer } = (await import(
  pathToFileURL(`${tree}/bench/lib/servers.ts`).href
)) as typeof import('./lib/servers.js');

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * A thread's run-queue wait (ms): runnable but not running, CPU 0 given to another thread or process
 * (/proc schedstat's second field).
 */
const waitMs = (tid: number) =>
  Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;

/**
 * A moment of the timeline: the time and the process's CPU, all threads. getrusage brings the
 * calling thread's run time up to date (schedstat's is only at a tick or a switch: a 1 ms phase
 * would read as 0); the count worker's is exact whenever it sleeps, which it does whenever the main
 * thread runs on the one core they share.
 */
type Point = { t: number; cpu: number };
type Timeline = Partial<Record<'head' | 'first' | 'last' | 'call' | 'back' | 'finish', Point>>;
let workerTid: number | null = null;
const point = (): Point => ({ t: performance.now(), cpu: processCpuMs() });
let timelines: Timeline[] = [];
const byReq = new WeakMap<object, Timeline>();
let current: Timeline | null = null;

/** Watches `server`'s requests: their head, first and last body chunk, and `finish`. */
function watch(server: Server) {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const tl: Timeline = { head: point() };
    timelines.push(tl);
    byReq.set(req, tl);
    current = tl;
    const push = req.push;
    req.push = function (this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
      if (chunk === null) tl.last = point();
      else tl.first ??= point();
      return push.call(this, chunk, encoding);
    };
    res.once('finish', () => {
      tl.finish = point();
    });
  });
}

const PHASES = ['head', 'recv', 'disp', 'count', 'reply', 'gap'] as const;
/** Each phase's wall and process CPU (ms), per request, from consecutive timelines. */
function phases(list: Timeline[]) {
  const out: Record<string, { wall: number[]; cpu: number[] }> = {};
  for (const p of PHASES) out[p] = { wall: [], cpu: [] };
  const add = (name: string, a: Point | undefined, b: Point | undefined) => {
    if (a === undefined || b === undefined) return;
    const o = out[name] as { wall: number[]; cpu: number[] };
    o.wall.push(b.t - a.t);
    o.cpu.push(b.cpu - a.cpu);
  };
  // The first request of a round pays wrk's start; the last may be cut off.
  for (let i = 1; i + 1 < list.length; i++) {
    const tl = list[i] as Timeline;
    add('head', tl.head, tl.first);
    add('recv', tl.first, tl.last);
    add('disp', tl.last, tl.call ?? tl.finish);
    add('count', tl.call, tl.back);
    add('reply', tl.back ?? tl.last, tl.finish);
    add('gap', tl.finish, (list[i + 1] as Timeline).head);
  }
  return out;
}

const service = await startService({
  workers: 1,
  serveLogging: process.env.BENCH_SERVE_LOGGING !== '0',
  wrapCounter: (c) => ({
    ...c,
    count: (text, ids) => {
      if (typeof text === 'string') return c.count(text, ids);
      const tl = current;
      if (tl !== null) tl.call = point();
      return c.count(text, ids).then((counts) => {
        if (tl !== null) tl.back = point();
        return counts;
      });
    },
  }),
});
watch(service.app.server as unknown as Server);
const bare = await startBareServer('{"ok":true}');
watch(bare.server as unknown as Server);
const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };

const rows: string[] = [];
for (const [kind, texts] of Object.entries(inputs)) {
  const bodies = texts.map((input) => JSON.stringify({ input, type: 'text', models: ['gpt-4o'] }));
  // The count worker: the thread that spends the most on one count.
  if (workerTid === null) {
    const before = threadsCpuMs();
    await runWrk({
      url: `${service.url}/v1/tokens/count`,
      method: 'POST',
      bodies,
      headers,
      connections: 1,
      seconds: 1,
    });
    let best = -1;
    for (const [tid, ms] of threadsCpuMs())
      if (tid !== process.pid && ms - (before.get(tid) ?? 0) > best) {
        best = ms - (before.get(tid) ?? 0);
        workerTid = tid;
      }
  }
  // The raw engine on this thread, the same texts (tokens.bench's reference): ms and CPU per text.
  for (const t of texts) raw.count(t);
  const rawWall: number[] = [];
  const rawCpu: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = point();
    let n = 0;
    while (performance.now() - start.t < SECONDS * 1000) raw.count(texts[n++ % texts.length] as string);
    const end = point();
    rawWall.push((end.t - start.t) / n);
    rawCpu.push((end.cpu - start.cpu) / n);
  }
  rows.push(
    `| ${kind} | raw engine | ${median(rawWall).toFixed(2)} | ${median(rawCpu).toFixed(2)} / – / – | – | – | – | – | – | – | – |`,
  );
  for (const target of BARE ? ['service', 'bare'] : ['service']) {
    const fig: Record<string, number[]> = {};
    const put = (k: string, v: number) => {
      fig[k] ??= [];
      fig[k].push(v);
    };
    const perPhase: Record<string, number[]> = {};
    const phasePut = (k: string, v: number) => {
      perPhase[k] ??= [];
      perPhase[k].push(v);
    };
    for (let round = 0; round < ROUNDS; round++) {
      timelines = [];
      const c0 = cpuTicks(0);
      const t0 = performance.now();
      const p0 = processCpuMs();
      const wait0 = waitMs(process.pid) + waitMs(workerTid as number);
      const url = target === 'service' ? `${service.url}/v1/tokens/count` : bare.url;
      const w = await runWrk({ url, method: 'POST', bodies, headers, connections: 1, seconds: SECONDS });
      const split = cpuSplit(c0, cpuTicks(0), performance.now() - t0, processCpuMs() - p0);
      if (w.non2xx > 0) throw new Error(`${target}: non-2xx`);
      if (w.requests === 0) continue;
      put('wall', 1000 / w.rps);
      put('proc', split.own / w.requests);
      put('others', split.others / w.requests);
      put('idle', split.idle / w.requests);
      put('wait', (waitMs(process.pid) + waitMs(workerTid as number) - wait0) / w.requests);
      const ph = phases(timelines);
      for (const p of PHASES) {
        const o = ph[p] as { wall: number[]; cpu: number[] };
        if (o.wall.length === 0) continue;
        phasePut(`${p} wall`, median(o.wall));
        phasePut(`${p} cpu`, median(o.cpu));
        phasePut(`${p} mean wall`, mean(o.wall));
        phasePut(`${p} mean cpu`, mean(o.cpu));
      }
      process.stderr.write(
        `${kind} ${target} r${round}: ${w.requests} req, wall ${(1000 / w.rps).toFixed(1)} ms, process ${fig.proc?.at(-1)?.toFixed(1)}, others ${fig.others?.at(-1)?.toFixed(1)}, idle ${fig.idle?.at(-1)?.toFixed(1)}\n`,
      );
    }
    const m = (xs: number[] | undefined) => (xs === undefined ? Number.NaN : median(xs));
    const cells = (of: string) =>
      PHASES.map((p) => {
        const w = m(perPhase[`${p} ${of}wall`]);
        return Number.isNaN(w) ? '–' : `${w.toFixed(2)} / ${m(perPhase[`${p} ${of}cpu`]).toFixed(2)}`;
      }).join(' | ');
    rows.push(
      `| ${kind} | ${target} | ${m(fig.wall).toFixed(2)} | ${m(fig.proc).toFixed(2)} / ${m(fig.others).toFixed(2)} / ${m(fig.idle).toFixed(2)} | ${m(fig.wait).toFixed(2)} | ${cells('')} |`,
    );
    // Means: a few slow requests (a collection, a worker's stall) weigh in the throughput, not in a median.
    rows.push(`| ${kind} | ${target}, mean request | | | | ${cells('mean ')} |`);
  }
}
process.stdout.write(
  [
    `${ROUNDS} rounds × ${SECONDS} s, medians; ms per request. Phase cells: wall / process CPU (median request; then the mean request)`,
    '| kind | server | wall | CPU 0: this process / other processes / idle | main + worker run-queue wait | head | recv | disp | count | reply | gap |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
await service.close();
await bare.close();
process.exit(0);
