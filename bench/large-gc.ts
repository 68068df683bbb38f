// tokens.bench (a)'s 1 MB counts served by one service alone in its process (no raw engine's rounds,
// no second tree: nothing else allocates on its isolates), and where their CPU goes per thread and
// per isolate's garbage collections. Per round (wrk, one connection, CPU 1; the service on CPU 0):
// CPU ms per MB of each thread from the round's first count answered to its last (main, the count
// worker, the rest: V8's helpers), and, run with --trace-gc, each isolate's collections per count
// (kind, pause, reason), tied to the rounds by markers on the same stdout — line-buffered, so V8's
// lines and these stay in order:
//   stdbuf -oL node --trace-gc --import tsx bench/large-gc.ts > /tmp/gc.log; node --import tsx bench/large-gc.ts --read /tmp/gc.log
// BENCH_LARGE_KINDS (prose,code,cjk), BENCH_ROUNDS (3), BENCH_SECONDS (4), BENCH_CONNECTIONS (1),
// BENCH_RAW_SECONDS (0: no raw engine rounds; >0 as tokens.bench, before each served round); BENCH_FULL_STAMP (below); BENCH_TREE=/path serves
// another worktree's service (its bench/lib/servers.ts and src/, under tsx).
import { readFileSync, writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { median } from './lib/wrk.js';

const MB = 1024 * 1024;

if (process.argv[2] === '--read') {
  summarize(readFileSync(process.argv[3] as string, 'utf8'));
  process.exit(0);
}

const { dropCorpus } = await import('./lib/corpus.js');
const { largeInputs } = await import('./lib/large-inputs.js');
const { pinSelfToCpu0, requireWrk, runWrk } = await import('./lib/wrk.js');
const { threadReader, threadsCpuMs } = await import('./lib/thread-cpu.js');
requireWrk();
pinSelfToCpu0();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const KINDS = (process.env.BENCH_LARGE_KINDS ?? 'prose,code,cjk').split(',');
const tree = process.env.BENCH_TREE ?? new URL('..', import.meta.url).pathname;
/** BENCH_RAW_SECONDS > 0: the raw engine counts the texts that long before each served round, as tokens.bench does. */
const RAW_SECONDS = Number(process.env.BENCH_RAW_SECONDS ?? 0);
const inputs = largeInputs(KINDS);
dropCorpus();
const { createTokenizerRegistry } = await import('../src/tokenizers/registry.js');
const raw = RAW_SECONDS > 0 ? createTokenizerRegistry().get('o200k_base') : null;
const mark = (line: string) => writeSync(1, `@@ ${line}\n`);

const { startService } = (await import(
  pathToFileURL(`${tree}/bench/lib/servers.ts`).href
)) as typeof import('./lib/servers.js');
/**
 * The CPU (ms) of the whole process, its main thread and the count worker, and the two threads'
 * minor page faults (a page touched for the first time since it was mapped), as a count is answered.
 * Cheap (threadReader: two threads' files kept open, the rest from getrusage): this runs on the main
 * thread at every count, inside the window it measures. Listing every thread's /proc files at every
 * count, as this did before cjkm40, cost the main thread 0.3–1 ms per count (bench/RESULTS.md, cjkm40).
 */
type Mark = { all: number; main: number; worker: number; faultsMain: number; faultsWorker: number };
const mainThread = threadReader(process.pid);
let workerThread: ReturnType<typeof threadReader> | null = null;
let marks: Mark[] = [];
/** BENCH_FULL_STAMP=1: every thread's files read at each count too, as before cjkm40 (to see its cost). */
const FULL_STAMP = process.env.BENCH_FULL_STAMP === '1';
const stamp = <T>(counts: T) => {
  if (workerThread === null) return counts;
  if (FULL_STAMP)
    for (const tid of threadsCpuMs().keys()) readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  const u = process.cpuUsage();
  marks.push({
    all: (u.user + u.system) / 1000,
    main: mainThread.cpuMs(),
    worker: workerThread.cpuMs(),
    faultsMain: mainThread.minorFaults(),
    faultsWorker: workerThread.minorFaults(),
  });
  return counts;
};
const service = await startService({
  workers: 1,
  serveLogging: process.env.BENCH_SERVE_LOGGING !== '0',
  wrapCounter: (c) => ({
    ...c,
    count: (text, ids) =>
      c.count(text, ids).then((counts) => (typeof text === 'string' ? counts : stamp(counts))),
  }),
});
const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };

const rows: string[] = [];
for (const [kind, texts] of Object.entries(inputs)) {
  const bytes = texts.reduce((s, t) => s + Buffer.byteLength(t), 0) / texts.length;
  const bodies = texts.map((input) => JSON.stringify({ input, type: 'text', models: ['gpt-4o'] }));
  // One connection, as tokens.bench (a).
  const load = {
    bodies,
    headers,
    connections: 1,
    method: 'POST' as const,
    url: `${service.url}/v1/tokens/count`,
  };
  const figs = new Map<string, number[]>();
  const put = (k: string, v: number) => figs.set(k, [...(figs.get(k) ?? []), v]);
  // A warm-up round (the worker starts, the engine's code is compiled): not counted.
  if (raw !== null) for (const t of texts) raw.count(t);
  for (let round = -1; round < ROUNDS; round++) {
    if (raw !== null && round >= 0) {
      mark(`round raw-${kind} ${round} start`);
      let n = 0;
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      while (performance.now() - t0 < RAW_SECONDS * 1000) raw.count(texts[n++ % texts.length] as string);
      const cu = process.cpuUsage(c0);
      mark(`round raw-${kind} ${round} end ${n}`);
      put('raw', (cu.user + cu.system) / 1000 / ((n * bytes) / MB));
    }
    marks = [];
    const before = round < 0 ? threadsCpuMs() : null;
    mark(`round ${kind} ${round} start`);
    const w = await runWrk({ ...load, seconds: round < 0 ? 2 : SECONDS });
    mark(`round ${kind} ${round} end ${w.requests}`);
    if (w.non2xx > 0) throw new Error('non-2xx');
    if (before !== null) {
      // The warm-up round's busiest thread but the main one is the count worker.
      const used = [...threadsCpuMs()]
        .filter(([tid]) => tid !== process.pid)
        .map(([tid, ms]) => [tid, ms - (before.get(tid) ?? 0)] as const)
        .sort((x, y) => y[1] - x[1]);
      if (used[0] !== undefined) workerThread = threadReader(used[0][0]);
    }
    if (round < 0 || marks.length < 3) continue;
    const a = marks[0] as Mark;
    const b = marks.at(-1) as Mark;
    const counts = marks.length - 1;
    const mb = (counts * bytes) / MB;
    put('MB/s', (w.rps * bytes) / MB);
    put('main', (b.main - a.main) / mb);
    put('worker', (b.worker - a.worker) / mb);
    put('other', (b.all - a.all - (b.main - a.main) - (b.worker - a.worker)) / mb);
    put('all', (b.all - a.all) / mb);
    put('faults/count main', (b.faultsMain - a.faultsMain) / counts);
    put('faults/count worker', (b.faultsWorker - a.faultsWorker) / counts);
  }
  const keys = [...figs.keys()].filter((k) => k !== 'MB/s');
  rows.push(
    `| ${kind} | ${median(figs.get('MB/s') ?? []).toFixed(1)} | ${keys.map((k) => `${k} ${median(figs.get(k)!).toFixed(k.startsWith('faults') ? 0 : 2)}`).join(', ')} |`,
  );
}
writeSync(
  1,
  [
    `@@ tree ${tree}: ${ROUNDS} rounds × ${SECONDS} s; CPU ms per MB per thread, first answer to last, medians`,
    '| kind | MB/s | CPU ms per MB |',
    '|---|---|---|',
    ...rows,
    '',
  ]
    .map((l) => (l.startsWith('@@') ? l : `@@ ${l}`))
    .join('\n'),
);
process.exit(0);

/** Each isolate's collections per count in each timed round, from a --trace-gc log with markers. */
function summarize(log: string) {
  const gc =
    /^\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: ([A-Za-z -]+?(?: \(reduce\))?) [\d.]+ \([\d.]+\) -> [\d.]+ \([\d.]+\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ ([\d.]+) ms(.*)$/;
  type Tally = { n: number; pause: number; steps: number; reasons: Map<string, number> };
  let round: { kind: string; tallies: Map<string, Tally> } | null = null;
  const byKind = new Map<string, { counts: number; tallies: Map<string, Tally> }>();
  const isolates: string[] = [];
  for (const line of log.split('\n')) {
    const m = /^@@ round (\S+) (-?\d+) (start|end)(?: (\d+))?/.exec(line);
    if (m) {
      if (m[3] === 'start') round = Number(m[2]) >= 0 ? { kind: m[1]!, tallies: new Map() } : null;
      else if (round !== null) {
        const k = byKind.get(round.kind) ?? { counts: 0, tallies: new Map<string, Tally>() };
        k.counts += Number(m[4]);
        for (const [key, t] of round.tallies) {
          const s = k.tallies.get(key) ?? { n: 0, pause: 0, steps: 0, reasons: new Map() };
          s.n += t.n;
          s.pause += t.pause;
          s.steps += t.steps;
          for (const [r, c] of t.reasons) s.reasons.set(r, (s.reasons.get(r) ?? 0) + c);
          k.tallies.set(key, s);
        }
        byKind.set(round.kind, k);
        round = null;
      }
      continue;
    }
    if (line.startsWith('@@')) {
      process.stdout.write(`${line.slice(3)}\n`);
      continue;
    }
    const g = gc.exec(line);
    if (!g) continue;
    const isolate = g[1]!;
    if (!isolates.includes(isolate)) isolates.push(isolate);
    if (round === null) continue;
    const name = isolates.indexOf(isolate) === 0 ? 'main' : `isolate ${isolates.indexOf(isolate)}`;
    const key = `${name} ${g[2]}`;
    const t = round.tallies.get(key) ?? { n: 0, pause: 0, steps: 0, reasons: new Map() };
    t.n++;
    t.pause += Number(g[3]);
    t.steps += Number(/\(\+ ([\d.]+) ms in/.exec(g[5] ?? '')?.[1] ?? 0);
    const reason = (g[5] ?? '').replace(/.*mu = [\d.]+\)\s*/, '').trim() || '?';
    t.reasons.set(reason, (t.reasons.get(reason) ?? 0) + 1);
    round.tallies.set(key, t);
  }
  process.stdout.write(
    '\n| kind | isolate, collection | per 100 counts | pause ms per count | incremental steps ms per count | reasons (number) |\n|---|---|---|---|---|---|\n',
  );
  for (const [kind, k] of byKind)
    for (const [key, t] of [...k.tallies].sort())
      process.stdout.write(
        `| ${kind} | ${key} | ${((100 * t.n) / k.counts).toFixed(1)} | ${(t.pause / k.counts).toFixed(2)} | ${(t.steps / k.counts).toFixed(2)} | ${[...t.reasons].map(([r, c]) => `${r} (${c})`).join('; ')} |\n`,
      );
}
