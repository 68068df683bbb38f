// Where the service's CPU goes on tokens.bench (a)'s 1 MB counts, per thread: the same service
// (in this process, `startService`, serve's request log), the same texts and the same wrk load (one
// connection), and the raw engine's rounds between, as tokens.bench runs them; each round's CPU is
// read per thread from /proc (schedstat: run time, user and system), with the voluntary and
// involuntary context switches, and the main thread's garbage collections (count, ms).
//   BENCH_LARGE_KINDS=prose,code,cjk BENCH_ROUNDS=3 BENCH_SECONDS=4 BENCH_WORKERS=1 node --import tsx bench/large-threads.ts
// Threads: `main` (the event loop), `worker` (the thread that counted the most in the first service
// round: the count worker), `other` (V8's platform threads: GC helpers, compilers; libuv's pool).
import { readdirSync, readFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { dropCorpus } from './lib/corpus.js';
import { largeInputs } from './lib/large-inputs.js';
import { startService } from './lib/servers.js';
import { median, pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const KINDS = (process.env.BENCH_LARGE_KINDS ?? 'prose,code,cjk').split(',');
const inputs = largeInputs(KINDS);
dropCorpus();
// BENCH_RAW=0: no raw engine in this process (its rounds skipped): the service's figures alone.
const RAW = process.env.BENCH_RAW !== '0';
const tokenizer = RAW ? createTokenizerRegistry().get('o200k_base') : null;

interface ThreadStat {
  ms: number;
  vcs: number;
  ivcs: number;
}
function threads(): Map<number, ThreadStat> {
  const out = new Map<number, ThreadStat>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const ms = Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
      const status = readFileSync(`/proc/self/task/${tid}/status`, 'utf8');
      const vcs = Number(/voluntary_ctxt_switches:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const ivcs = Number(/nonvoluntary_ctxt_switches:\s+(\d+)/.exec(status)?.[1] ?? 0);
      out.set(Number(tid), { ms, vcs, ivcs });
    } catch {
      // ended between the listing and the read
    }
  }
  return out;
}
function delta(a: Map<number, ThreadStat>, b: Map<number, ThreadStat>) {
  const d = new Map<number, ThreadStat>();
  for (const [tid, s] of b) {
    const p = a.get(tid) ?? { ms: 0, vcs: 0, ivcs: 0 };
    d.set(tid, { ms: s.ms - p.ms, vcs: s.vcs - p.vcs, ivcs: s.ivcs - p.ivcs });
  }
  return d;
}
let gcCount = 0;
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcCount++;
    gcMs += e.duration;
  }
}).observe({ entryTypes: ['gc'] });

/** Each large count's completion in the round: the threads' CPU then (marks[0] is the first answer's). */
let marks: Map<number, ThreadStat>[] = [];
const service = await startService({
  workers: WORKERS,
  serveLogging: process.env.BENCH_SERVE_LOGGING !== '0',
  wrapCounter: (c) => ({
    ...c,
    async count(text, ids) {
      const counts = await c.count(text, ids);
      if (typeof text !== 'string') marks.push(threads());
      return counts;
    },
  }),
});
const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };
let workerTid: number | null = null;
const rows: string[] = [];
for (const [kind, texts] of Object.entries(inputs)) {
  const bytes = texts.reduce((s, t) => s + Buffer.byteLength(t), 0) / texts.length;
  const bodies = texts.map((input) => JSON.stringify({ input, type: 'text', models: ['gpt-4o'] }));
  const figs: Record<string, number[]> = {};
  const put = (k: string, v: number) => {
    const list = figs[k] ?? [];
    list.push(v);
    figs[k] = list;
  };
  for (let round = 0; round < ROUNDS; round++) {
    if (round === 0) for (const t of texts) tokenizer?.count(t);
    // The raw engine, as tokens.bench's rawMBps.
    let n = 0;
    let rawBytes = 0;
    const r0 = threads();
    const start = performance.now();
    while (tokenizer !== null && performance.now() - start < SECONDS * 1000) {
      const t = texts[n++ % texts.length] as string;
      tokenizer.count(t);
      rawBytes += Buffer.byteLength(t);
    }
    const rd = delta(r0, threads());
    const rawMB = rawBytes / MB;
    if (rawMB > 0) {
      put('raw main', (rd.get(process.pid)?.ms ?? 0) / rawMB);
      put('raw all', [...rd.values()].reduce((s, x) => s + x.ms, 0) / rawMB);
      put('raw MB/s', rawMB / ((performance.now() - start) / 1000));
    }
    // The service under wrk.
    const g0 = [gcCount, gcMs];
    const s0 = threads();
    marks = [];
    const w = await runWrk({
      url: `${service.url}/v1/tokens/count`,
      method: 'POST',
      bodies,
      headers,
      connections: 1,
      seconds: SECONDS,
    });
    const sd = delta(s0, threads());
    if (w.non2xx > 0) throw new Error('non-2xx');
    if (w.requests === 0) continue;
    const mb = (w.requests * bytes) / MB;
    if (workerTid === null) {
      let best = -1;
      for (const [tid, s] of sd)
        if (tid !== process.pid && s.ms > best) {
          best = s.ms;
          workerTid = tid;
        }
    }
    const main = sd.get(process.pid) as ThreadStat;
    const worker = sd.get(workerTid as number) ?? { ms: 0, vcs: 0, ivcs: 0 };
    let other = 0;
    for (const [tid, s] of sd) if (tid !== process.pid && tid !== workerTid) other += s.ms;
    put('svc main', main.ms / mb);
    put('svc worker', worker.ms / mb);
    put('svc other', other / mb);
    put('svc all', (main.ms + worker.ms + other) / mb);
    put('svc MB/s', (w.rps * bytes) / MB);
    // From the first count's answer to the last's: whole requests only, none of the round's set-up
    // (the bodies file, wrk's start: a fork of this process, its TLS handshake).
    if (marks.length > 2) {
      const inner = delta(marks[0] as Map<number, ThreadStat>, marks.at(-1) as Map<number, ThreadStat>);
      const innerMB = ((marks.length - 1) * bytes) / MB;
      let all = 0;
      for (const x of inner.values()) all += x.ms;
      put('inner main', (inner.get(process.pid)?.ms ?? 0) / innerMB);
      put('inner worker', (inner.get(workerTid as number)?.ms ?? 0) / innerMB);
      put('inner all', all / innerMB);
    }
    put('main vcs/req', main.vcs / w.requests);
    put('main ivcs/req', main.ivcs / w.requests);
    put('worker vcs/req', worker.vcs / w.requests);
    put('worker ivcs/req', worker.ivcs / w.requests);
    put('main gc/req', (gcCount - (g0[0] as number)) / w.requests);
    put('main gc ms/MB', (gcMs - (g0[1] as number)) / mb);
    process.stderr.write(
      `${kind} r${round}: raw ${(figs['raw all']?.at(-1) ?? 0).toFixed(1)} ms/MB; svc main ${(main.ms / mb).toFixed(1)} worker ${(worker.ms / mb).toFixed(1)} other ${(other / mb).toFixed(1)} (${w.requests} req)\n`,
    );
  }
  const m = (k: string) => (figs[k] === undefined ? Number.NaN : median(figs[k]));
  rows.push(
    `| ${kind} | ${m('inner main').toFixed(1)} / ${m('inner worker').toFixed(1)} / ${m('inner all').toFixed(1)} (${(m('raw all') / m('inner all')).toFixed(2)}) | ${m('raw MB/s').toFixed(1)} / ${m('svc MB/s').toFixed(1)} = ${(m('svc MB/s') / m('raw MB/s')).toFixed(2)} | ${m('raw main').toFixed(1)} / ${m('raw all').toFixed(1)} | ${m('svc main').toFixed(1)} | ${m('svc worker').toFixed(1)} | ${m('svc other').toFixed(1)} | ${m('svc all').toFixed(1)} (${(m('raw all') / m('svc all')).toFixed(2)}) | ${m('main vcs/req').toFixed(0)} / ${m('main ivcs/req').toFixed(1)} | ${m('worker vcs/req').toFixed(0)} / ${m('worker ivcs/req').toFixed(1)} | ${m('main gc/req').toFixed(2)} / ${m('main gc ms/MB').toFixed(2)} |`,
  );
}
process.stdout.write(
  [
    `workers ${WORKERS}, ${ROUNDS} rounds × ${SECONDS} s, medians; CPU ms per MB`,
    '| kind | first to last answer: main / worker / all (CPU ratio) | MB/s raw / service = ratio | raw: main / all threads | service main | worker | other threads | service all (CPU ratio) | main ctx switches vol / invol per req | worker vol / invol | main GCs per req / GC ms per MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
await service.close();
process.exit(0);
