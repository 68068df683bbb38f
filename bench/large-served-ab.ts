// tokens.bench (a)'s 1 MB counts served by two trees in one process (this tree and a base
// worktree: each its own service and count worker, both on CPU 0), wrk (one connection, CPU 1)
// on each in turn, the raw engine's rounds between them, as tokens.bench runs them. Per round and
// side: MB/s, and CPU ms per MB per thread (main, the side's count worker, other threads) from the
// side's first count answered to its last (whole requests only: none of the round's set-up, i.e.
// writing wrk's bodies, starting wrk — a fork of this process —, its TLS handshake).
//   BENCH_LARGE_KINDS=prose,code,cjk BENCH_ROUNDS=4 BENCH_SECONDS=4 node --import tsx bench/large-served-ab.ts /path/to/base
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { dropCorpus } from './lib/corpus.js';
import { largeInputs } from './lib/large-inputs.js';
import type { startService as Start } from './lib/servers.js';
import { threadsCpuMs as threads } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
const base = process.argv[2];
if (base === undefined) throw new Error('usage: large-served-ab.ts /path/to/base-worktree');
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const KINDS = (process.env.BENCH_LARGE_KINDS ?? 'prose,code,cjk').split(',');
const inputs = largeInputs(KINDS);
dropCorpus();
const tokenizer = createTokenizerRegistry().get('o200k_base');

const sides = [] as {
  name: string;
  url: string;
  key: string;
  marks: Map<number, number>[];
  worker: number | null;
}[];
for (const [name, root] of [
  ['base', base],
  ['this', new URL('..', import.meta.url).pathname],
] as const) {
  const { startService } = (await import(pathToFileURL(`${root}/bench/lib/servers.ts`).href)) as {
    startService: typeof Start;
  };
  const side = { name, url: '', key: '', marks: [] as Map<number, number>[], worker: null as number | null };
  const service = await startService({
    workers: 1,
    serveLogging: process.env.BENCH_SERVE_LOGGING !== '0',
    wrapCounter: (c) => ({
      ...c,
      async count(text, ids) {
        const counts = await c.count(text, ids);
        if (typeof text !== 'string') side.marks.push(threads());
        return counts;
      },
    }),
  });
  // Its count worker starts on the first large count: one now, before the rounds.
  const warm = JSON.stringify({ input: 'a'.repeat(100_000), type: 'text', models: ['gpt-4o'] });
  await fetchCount(service.url, service.key, warm);
  Object.assign(side, { url: service.url, key: service.key });
  sides.push(side);
}

async function fetchCount(url: string, key: string, body: string) {
  const { request } = await import('node:https');
  await new Promise<void>((resolve, reject) => {
    const r = request(
      `${url}/v1/tokens/count`,
      {
        method: 'POST',
        rejectUnauthorized: false,
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`)),
        );
      },
    );
    r.on('error', reject);
    r.end(body);
  });
}

const rows: string[] = [];
for (const [kind, texts] of Object.entries(inputs)) {
  const bytes = texts.reduce((s, t) => s + Buffer.byteLength(t), 0) / texts.length;
  const bodies = texts.map((input) => JSON.stringify({ input, type: 'text', models: ['gpt-4o'] }));
  const figs = new Map<string, number[]>();
  const put = (k: string, v: number) => {
    const list = figs.get(k) ?? [];
    list.push(v);
    figs.set(k, list);
  };
  for (const t of texts) tokenizer.count(t);
  for (let round = 0; round < ROUNDS; round++) {
    let rawBytes = 0;
    let n = 0;
    const c0 = process.cpuUsage();
    const start = performance.now();
    while (performance.now() - start < SECONDS * 1000) {
      const t = texts[n++ % texts.length] as string;
      tokenizer.count(t);
      rawBytes += Buffer.byteLength(t);
    }
    const cu = process.cpuUsage(c0);
    put('raw MB/s', rawBytes / MB / ((performance.now() - start) / 1000));
    put('raw cpu', (cu.user + cu.system) / 1000 / (rawBytes / MB));
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      side.marks = [];
      const w = await runWrk({
        url: `${side.url}/v1/tokens/count`,
        method: 'POST',
        bodies,
        headers: { 'x-api-key': side.key, 'content-type': 'application/json' },
        connections: 1,
        seconds: SECONDS,
      });
      if (w.non2xx > 0) throw new Error(`${side.name}: non-2xx`);
      put(`${side.name} MB/s`, (w.rps * bytes) / MB);
      if (side.marks.length < 3) continue;
      const a = side.marks[0] as Map<number, number>;
      const b = side.marks.at(-1) as Map<number, number>;
      const mb = ((side.marks.length - 1) * bytes) / MB;
      let sum = 0;
      for (const [tid, ms] of b) sum += ms - (a.get(tid) ?? 0);
      const d = (tid: number | null) => (tid === null ? 0 : (b.get(tid) ?? 0) - (a.get(tid) ?? 0));
      // The side's count worker: the thread other than the main one that ran the most in its round.
      let most = -1;
      for (const tid of b.keys())
        if (tid !== process.pid && d(tid) > most) {
          most = d(tid);
          side.worker = tid;
        }
      put(`${side.name} main`, d(process.pid) / mb);
      put(`${side.name} worker`, d(side.worker) / mb);
      put(`${side.name} other`, (sum - d(process.pid) - d(side.worker)) / mb);
      put(`${side.name} all`, sum / mb);
    }
  }
  const m = (k: string) => median(figs.get(k) ?? [Number.NaN]);
  for (const side of sides)
    rows.push(
      `| ${kind} | ${side.name} | ${m(`${side.name} MB/s`).toFixed(1)} / ${m('raw MB/s').toFixed(1)} = ${(m(`${side.name} MB/s`) / m('raw MB/s')).toFixed(2)} | ${m(`${side.name} main`).toFixed(1)} | ${m(`${side.name} worker`).toFixed(1)} | ${m(`${side.name} other`).toFixed(1)} | ${m(`${side.name} all`).toFixed(1)} / ${m('raw cpu').toFixed(1)} = ${(m('raw cpu') / m(`${side.name} all`)).toFixed(2)} |`,
    );
  process.stderr.write(`${kind} done\n`);
}
process.stdout.write(
  [
    `${ROUNDS} rounds × ${SECONDS} s, sides alternated, medians; CPU ms per MB from each side's first answer to its last`,
    '| kind | side | MB/s service / raw = ratio | main | count worker | other threads | all / raw = CPU ratio |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
process.exit(0);
