// Two trees' POST /v1/tokens/count measured against each other on a loaded host (issue 29 goal 2;
// the count analogue of delivery-ab.ts): the base (a worktree of main) and this tree each serve in
// a process of their own (bench/lib/servers.ts's startService of that tree, on CPU 0), and wrk
// (CPU 1) POSTs the distinct 1 KB bodies of tokens.bench.ts to them in short bursts, in rotation
// with the reference (then the other way round), so that each round's figures share the host's
// load of that moment. Cases:
//   one   1 KB, one model (gpt-4o); reference: a bare node:https server in this process answering
//         the service's bytes for the first text (tokens.bench.ts (b));
//   ten   1 KB, ten models of ten tokenizers, measured as tokens.bench.ts (c) measures it
//         (bench/lib/ten-models.ts); reference: the raw engine counting the same texts with the same
//         ten tokenizers in this process (CPU 0, CPU 1 idle).
// Each server goes on through the texts from where its last round stopped (no text counted twice
// until all have gone by), as the raw engine does.
// Per round: CPU µs per request of each server (from /proc/<pid>/stat, 10 ms ticks) and req/s;
// printed as medians of the per-round figures and ratios.
//
//   node --import tsx bench/count-ab.ts /path/to/base-worktree
//   env (optional): BENCH_CASES=one,ten BENCH_ROUNDS=6 BENCH_SECONDS=3
//   BENCH_SERVE_LOGGING=1: both services log as `serve` does (their lines into drained pipes), as
//   the goal's tokens.bench run (`serveLogging` of each tree's bench/lib/servers.ts)
// The base tree needs its node_modules (DEVELOPERS.md: `cp -al`), as this one does.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { abMain, abReport, abRow, type Figure, startSides, ticks } from './lib/ab.js';
import {
  continuingBodies,
  rawTen,
  TEN_CONNECTIONS,
  TEN_TEXTS,
  WARM_REQUESTS,
  warmTexts,
} from './lib/ten-models.js';

const CASES = (process.env.BENCH_CASES ?? 'one,ten').split(',') as ('one' | 'ten')[];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const self = fileURLToPath(import.meta.url);

interface Served {
  url: string;
  pid: number;
  key: string;
  /** The ten models of case `ten` (one per offline tokenizer, the first ten) and their tokenizers. */
  ten: [string, string][];
  /** The service's answer to the first text, one model (the bare server sends these bytes). */
  answer: string;
}

/** `--serve TREE OUT`: that tree's service, warmed, described in OUT, until SIGTERM. */
async function serve(tree: string, out: string) {
  const servers = (await import(join(tree, 'bench/lib/servers.ts'))) as typeof import('./lib/servers.js');
  const wrk = (await import(join(tree, 'bench/lib/wrk.ts'))) as typeof import('./lib/wrk.js');
  const corpus = (await import(join(tree, 'bench/lib/corpus.ts'))) as typeof import('./lib/corpus.js');
  wrk.pinSelfToCpu0();
  const service = await servers.startService({
    workers: 1,
    serveLogging: process.env.BENCH_SERVE_LOGGING === '1',
  });
  const ctx = servers.benchCtx();
  const models = new Map<string, string>();
  for (const m of service.services.tokens.listModels({ ctx }))
    if (m.tokenizer && m.count_source === 'offline' && !models.has(m.tokenizer))
      models.set(m.tokenizer, m.name);
  const ten = [...models].slice(0, 10);
  const texts = corpus.proseSamples(1024, TEN_TEXTS);
  await service.services.tokens.count({ ctx, input: texts[0]!, models: ten.map(([, n]) => n) });
  const answer = JSON.stringify(
    await service.services.tokens.count({ ctx, input: texts[0]!, models: ['gpt-4o'] }),
  );
  // Warmed as a loaded server, to a number of requests rather than seconds: Fastify's first count
  // compiles the route, then the JIT; on a loaded host a second is ~100 ten-model requests, after
  // which TurboFan was still compiling through the measured rounds (bench/RESULTS.md, ten30). On
  // the texts the rounds reach last, over as many connections as they use.
  const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };
  for (const names of [['gpt-4o'], ten.map(([, n]) => n)]) {
    const bodies = warmTexts(texts).map((input) => JSON.stringify({ input, type: 'text', models: names }));
    for (let sent = 0; sent < WARM_REQUESTS; ) {
      const r = await wrk.runWrk({
        url: `${service.url}/v1/tokens/count`,
        method: 'POST',
        bodies,
        headers,
        connections: TEN_CONNECTIONS,
        seconds: 2,
      });
      sent += r.requests;
    }
  }
  writeFileSync(out, JSON.stringify({ url: service.url, pid: process.pid, key: service.key, ten, answer }));
  await new Promise<void>((done) => process.once('SIGTERM', () => done()));
  process.exit(0);
}

async function drive(baseTree: string) {
  const { whenAndLoad } = await import('./lib/load.js');
  const { startBareServer } = await import('./lib/servers.js');
  const { pinSelfToCpu0, requireWrk, runWrk } = await import('./lib/wrk.js');
  const { proseSamples } = await import('./lib/corpus.js');
  requireWrk();
  pinSelfToCpu0();
  const load0 = loadavg()[0]!;
  const texts = proseSamples(1024, TEN_TEXTS);
  const sides = await startSides<Served>(self, baseTree);
  const ten = sides.this.ten;
  if (JSON.stringify(sides.base.ten) !== JSON.stringify(ten)) throw new Error('the trees pick other models');
  const lines: string[] = [];
  for (const c of CASES) {
    const names = c === 'one' ? ['gpt-4o'] : ten.map(([, n]) => n);
    const bodies = texts.map((input) => JSON.stringify({ input, type: 'text', models: names }));
    const order = { base: continuingBodies(bodies), this: continuingBodies(bodies) };
    const countLoad = async (side: 'base' | 'this') => {
      const r = await runWrk({
        url: `${sides[side].url}/v1/tokens/count`,
        method: 'POST',
        bodies: order[side].next(),
        headers: { 'x-api-key': sides[side].key, 'content-type': 'application/json' },
        connections: TEN_CONNECTIONS,
        seconds: SECONDS,
      });
      order[side].advance(r.requests, TEN_CONNECTIONS);
      return r;
    };
    let reference: () => Promise<Figure>;
    let closeRef = async () => {};
    if (c === 'one') {
      const bare = await startBareServer(sides.this.answer);
      closeRef = () => bare.close();
      let served = 0;
      bare.server.on('request', () => served++);
      reference = async () => {
        served = 0;
        const cpu0 = process.cpuUsage();
        const r = await runWrk({
          url: `${bare.url}/v1/tokens/count`,
          method: 'POST',
          bodies,
          headers: { 'content-type': 'application/json' },
          connections: 50,
          seconds: SECONDS,
        });
        const cpu = process.cpuUsage(cpu0);
        return { us: (cpu.user + cpu.system) / Math.max(1, served), rps: r.rps };
      };
    } else {
      const raw = rawTen(
        ten.map(([id]) => id),
        texts,
      );
      reference = async () => {
        const r = raw(SECONDS);
        return { us: r.cpuUs, rps: r.rps };
      };
    }
    const rounds: { load: number; ref: Figure; base: Figure; this: Figure }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['ref', 'base', 'this'] as const) : (['this', 'base', 'ref'] as const);
      const r = { load: loadavg()[0]! } as (typeof rounds)[number];
      for (const who of order) {
        if (who === 'ref') {
          r.ref = await reference();
          continue;
        }
        const t0 = ticks(sides[who].pid);
        const load = await countLoad(who);
        if (load.non2xx > 0) throw new Error(`${c} on ${who}: ${load.non2xx} error responses`);
        r[who] = { us: ((ticks(sides[who].pid) - t0) * 10_000) / Math.max(1, load.requests), rps: load.rps };
      }
      rounds.push(r);
    }
    await closeRef();
    lines.push(abRow(c, rounds, (r) => r.ref));
  }
  abReport(
    `${whenAndLoad(load0)} · ${ROUNDS} rounds × ${SECONDS} s per side, rotated · reference: one = bare node:https, ten = raw engine`,
    'reference',
    lines,
    sides,
  );
}

await abMain('count-ab.ts', serve, drive);
