// Token-counting area figures: (a) end-to-end POST /v1/tokens/count throughput on 1 MB inputs as a
// ratio to the raw tokenizer in the same run; (b) req/s and latency of GET /v1/tokens/models and a
// 1 KB count as a ratio to a bare node:https server answering a fixed body, interleaved rounds. The
// 1 KB count sends distinct bodies (both servers get the same ones): one replayed body would measure
// the tokenizer's piece cache. The service logs as `promptkeep serve` does by default (its `info`
// request line through serve's stdout writer, into a drained pipe: lib/servers.ts `serveLogging`),
// so (b)'s 1 KB count pays the line the served process pays (bench/count-served.ts measures the
// built `serve` itself; bench/RESULTS.md, log33). BENCH_SERVE_LOGGING=0: no request log (the figures
// before log33, for comparison).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { cjk, codeSamples, dropCorpus, proseSamples, repeated, samplesAvailable } from './lib/corpus.js';
import { benchCtx, startBareServer, startService } from './lib/servers.js';
import { tenModelsSection } from './lib/ten-models-section.js';
import { cpuSplit, cpuTicks, mainThreadCpuMs, processCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0, requireWrk, runWrk, type WrkResult } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
/** serve's default request log (on unless BENCH_SERVE_LOGGING=0). */
const SERVE_LOGGING = process.env.BENCH_SERVE_LOGGING !== '0';
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// BENCH_ONLY=small runs (b) alone (its table is filled in from another run), =count its 1 KB count
// alone, =large (a) alone, =models (c) alone. (b)'s cases are warmed first (BENCH_WARM_REQUESTS
// answered by the service, untimed); BENCH_TRACE=1 prints each of their rounds on stderr.
const ONLY = process.env.BENCH_ONLY ?? null;
/**
 * Distinct 1 KB bodies the small count cycles through: ~4 MB of prose with ~79k distinct words, more
 * than the engine's 50k-entry piece cache holds, so a second pass does not run from the cache.
 */
const SMALL_BODIES = 4000;
/** Requests the service answers before the small cases' timed rounds (warm-up). */
const WARM_REQUESTS = Number(process.env.BENCH_WARM_REQUESTS ?? 20_000);

/**
 * (a) sends LARGE_TEXTS distinct 1 MB texts of each kind in turn, and the raw engine counts the same
 * texts in the same order: neither side replays one text from its piece cache. Prose and code are
 * consecutive slices of one text (no paragraph or file in two of them; until mb31, texts cut from
 * nearby seeds shared ~40 % of their paragraphs). (The repeated character is one text by nature.)
 */
const LARGE_TEXTS = Number(process.env.BENCH_LARGE_TEXTS ?? 8);
const seeds = Array.from({ length: LARGE_TEXTS }, (_, i) => i + 1);
const inputs: Record<string, string[]> =
  ONLY === null || ONLY === 'large'
    ? {
        // As many as the installed packages' distinct prose holds (5 in this tree).
        prose: proseSamples(MB, Math.min(LARGE_TEXTS, samplesAvailable('prose', MB)), 5),
        // Some installed files hold U+0000, which the API refuses (400): replaced by a space.
        code: codeSamples(MB, LARGE_TEXTS, 6).map((t) => t.replaceAll('\u0000', ' ')),
        cjk: seeds.map((s) => cjk(MB, s * 5 + 2)),
        'one repeated character': [repeated(MB)],
      }
    : {};
// The service runs in this process: its full garbage collections mark all this process holds. The
// corpus the inputs were cut from (~50 MB of strings) is not needed any more, and its marking is a
// cost the raw engine, which allocates nothing, never pays (small: bench/RESULTS.md, mb29).
dropCorpus();
const tokenizer = createTokenizerRegistry().get('o200k_base');

/** The raw engine's MB/s and its CPU ms per MB (this process: the thread counting, V8's helpers). */
function rawMBps(texts: readonly string[], warm: boolean): { mbps: number; cpuMsPerMB: number } {
  // Warmed once (the first round): this tokenizer counts nothing else between rounds.
  if (warm) for (const text of texts) tokenizer.count(text);
  let n = 0;
  let bytes = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) {
    const text = texts[n++ % texts.length] as string;
    tokenizer.count(text);
    bytes += Buffer.byteLength(text);
  }
  const used = process.cpuUsage(cpu);
  return {
    mbps: bytes / MB / ((performance.now() - start) / 1000),
    cpuMsPerMB: (used.user + used.system) / 1000 / (bytes / MB),
  };
}

/**
 * Where the run is, for the exit-13 case: Node ends a process whose top-level await can no longer
 * settle (nothing is left to wake it) with code 13 and prints nothing, its 'exit' listeners
 * included. 'beforeExit' still fires when the loop empties: the figures gathered so far are printed
 * then, with the step that never finished.
 */
let step = 'starting the service';
let finished = false;
let closing = () => 'not started';
process.on('beforeExit', () => {
  if (finished) return;
  process.stderr.write(
    `tokens.bench: the event loop emptied (exit 13 follows) during: ${step} (service: ${closing()})\n${out.join('\n')}\n`,
  );
});
const out: string[] = [];
/**
 * The process's CPU (ms) as each large count is answered: (a)'s CPU per MB also from a round's first
 * answer to its last, whole requests only — without the round's set-up (wrk's bodies file written,
 * wrk started: a fork of this process, its TLS handshake), which the raw engine's rounds do not pay.
 */
let answered: number[] = [];
const service = await startService({
  workers: 1,
  serveLogging: SERVE_LOGGING,
  wrapCounter: (counter) => ({
    ...counter,
    async count(text, ids) {
      const counts = await counter.count(text, ids);
      if (typeof text !== 'string') answered.push(processCpuMs());
      return counts;
    },
  }),
});
closing = () => service.closing;
const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };
/** wrk's options for POSTing `bodies` to the service's /v1/tokens/count over `connections`. */
const countLoad = (bodies: string[], connections: number) => ({
  url: `${service.url}/v1/tokens/count`,
  method: 'POST' as const,
  bodies,
  headers,
  connections,
  seconds: SECONDS,
});
out.push('## Token counting (o200k_base via `gpt-4o`)', '');
out.push('### (a) End-to-end `POST /v1/tokens/count` on 1 MB inputs vs the raw tokenizer', '');
out.push(
  `| input (distinct texts of 1 MB: prose ${inputs.prose?.length ?? 0}, code and CJK ${LARGE_TEXTS}) | raw tokenizer MB/s | end-to-end MB/s | ratio (target ≥ 0.85) | server main-thread CPU ms per request | CPU ms per MB raw / service (all threads) | CPU ratio | service CPU ms per MB, first answer to last / CPU ratio | CPU 0 ms per request: service / other processes / idle | ratio with CPU 0 its own |`,
  '|---|---|---|---|---|---|---|---|---|---|',
);
// BENCH_LARGE_KINDS=prose,code (a comma list of (a)'s inputs) runs those alone.
const LARGE_KINDS = process.env.BENCH_LARGE_KINDS?.split(',') ?? null;
for (const [name, texts] of Object.entries(inputs)) {
  if (LARGE_KINDS !== null && !LARGE_KINDS.includes(name)) continue;
  const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0) / texts.length;
  const bodies = texts.map((input) => JSON.stringify({ input, type: 'text', models: ['gpt-4o'] }));
  const raws: number[] = [];
  const e2es: number[] = [];
  const mainMs: number[] = [];
  const rawCpu: number[] = [];
  const serviceCpu: number[] = [];
  const innerCpu: number[] = [];
  const onCpu0: { own: number; others: number; idle: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    step = `(a) ${name}, round ${round + 1}`;
    const rawRound = rawMBps(texts, round === 0);
    raws.push(rawRound.mbps);
    rawCpu.push(rawRound.cpuMsPerMB);
    const before = mainThreadCpuMs();
    // The whole process while wrk runs: the service's threads (main, count worker, V8's helpers).
    const cpu = process.cpuUsage();
    const [ticks, wall] = [cpuTicks(0), performance.now()];
    answered = [];
    const r = await runWrk(countLoad(bodies, 1));
    const used = process.cpuUsage(cpu);
    // CPU 0 (the service's core) over the round: on a shared host another process's work there
    // costs the service throughput, not CPU; idle is the latency of the one connection's round trip.
    const split = cpuSplit(ticks, cpuTicks(0), performance.now() - wall, (used.user + used.system) / 1000);
    if (r.requests > 0)
      onCpu0.push({
        own: split.own / r.requests,
        others: split.others / r.requests,
        idle: split.idle / r.requests,
      });
    mainMs.push((mainThreadCpuMs() - before) / Math.max(1, r.requests));
    // (Includes writing wrk's body file and starting it: a few ms per round, noticeable only when a
    // loaded host answers a handful of 1 MB counts in a round; a round with none is left out.)
    if (r.requests > 0) serviceCpu.push((used.user + used.system) / 1000 / ((r.requests * bytes) / MB));
    if (answered.length > 2)
      innerCpu.push(
        ((answered.at(-1) as number) - (answered[0] as number)) / (((answered.length - 1) * bytes) / MB),
      );
    if (r.non2xx > 0) throw new Error(`count returned non-2xx for ${name}`);
    e2es.push((r.rps * bytes) / MB);
  }
  const raw = median(raws);
  const e2e = median(e2es);
  const [rc, sc] = [median(rawCpu), serviceCpu.length > 0 ? median(serviceCpu) : Number.NaN];
  const ic = innerCpu.length > 0 ? median(innerCpu) : Number.NaN;
  const c0 = (k: 'own' | 'others' | 'idle') =>
    onCpu0.length > 0 ? median(onCpu0.map((x) => x[k])) : Number.NaN;
  // The goal's ratio had no other process run on CPU 0: raw CPU against the service's CPU and idle.
  const own = rc / (((c0('own') + c0('idle')) * MB) / bytes);
  out.push(
    `| ${name} | ${raw.toFixed(2)} | ${e2e.toFixed(2)} | ${(e2e / raw).toFixed(2)} | ${median(mainMs).toFixed(1)} | ${rc.toFixed(1)} / ${sc.toFixed(1)} | ${(rc / sc).toFixed(2)} | ${ic.toFixed(1)} / ${(rc / ic).toFixed(2)} | ${c0('own').toFixed(1)} / ${c0('others').toFixed(1)} / ${c0('idle').toFixed(1)} | ${own.toFixed(2)} |`,
  );
}

out.push(
  '',
  '### (b) Small requests vs a bare `node:https` server (fixed response), wrk -t1 -c50; 1 KB count: distinct bodies',
  '',
  'Targets: the 1 KB count of one model ≥ 0.4 (issue 29 goal 2; bare + count is the ceiling, ~0.5).',
  '',
);
out.push(
  '| endpoint | service req/s | bare req/s | ratio | service p50 / p99 ms | bare p50 / p99 ms | CPU µs/req service / bare | CPU ratio |',
);
out.push('|---|---|---|---|---|---|---|---|');
const smalls = proseSamples(1024, SMALL_BODIES);
const small = smalls[0] as string;
const cases = [
  { name: 'GET /v1/tokens/models', path: '/v1/tokens/models', method: 'GET' as const, bodies: undefined },
  {
    name: `POST /v1/tokens/count (1 KB, ${SMALL_BODIES} distinct)`,
    path: '/v1/tokens/count',
    method: 'POST' as const,
    bodies: smalls.map((input) => JSON.stringify({ input, type: 'text', models: ['gpt-4o'] })),
  },
];
for (const c of ONLY === 'large' || ONLY === 'models' ? [] : ONLY === 'count' ? cases.slice(1) : cases) {
  // The reference answers with the very bytes the service sends for this request.
  const fixed = JSON.stringify(
    c.method === 'GET'
      ? service.services.tokens.listModels({ ctx: benchCtx() })
      : await service.services.tokens.count({ ctx: benchCtx(), input: small, models: ['gpt-4o'] }),
  );
  step = `(b) ${c.name}`;
  const bare = await startBareServer(fixed);
  const svc: (WrkResult & { cpuUs: number; trace: Record<string, number> })[] = [];
  const ref: (WrkResult & { cpuUs: number; trace: Record<string, number> })[] = [];
  // The same load on the reference and on the service, alternating round by round.
  const load = (base: string) =>
    withCpu({
      url: `${base}${c.path}`,
      method: c.method,
      bodies: c.bodies,
      headers,
      connections: 50,
      seconds: SECONDS,
    });
  // Warmed first, untimed, to a number of requests (as count-ab.ts and count-breakdown.ts are): the
  // service's first count goes through Fastify (which compiles the route), then the JIT compiles the
  // fast path and the tokenizer. Unwarmed, the 1 KB count's first round read 259 µs per request
  // against 87–98 in the next three (c1k32, load 28): with three rounds, a cold one leaves the
  // median to the slower of the other two.
  await runWrk({
    url: `${bare.url}${c.path}`,
    method: c.method,
    bodies: c.bodies,
    headers,
    connections: 50,
    seconds: 2,
  });
  for (let sent = 0; sent < WARM_REQUESTS; ) {
    const r = await runWrk({
      url: `${service.url}${c.path}`,
      method: c.method,
      bodies: c.bodies,
      headers,
      connections: 50,
      seconds: 2,
    });
    sent += r.requests;
  }
  for (let round = 0; round < ROUNDS; round++) {
    ref.push(await load(bare.url));
    svc.push(await load(service.url));
    if (process.env.BENCH_TRACE)
      process.stderr.write(
        `(b) round ${round}: bare ${ref.at(-1)?.cpuUs.toFixed(0)} µs ${ref.at(-1)?.rps.toFixed(0)}/s, service ${svc.at(-1)?.cpuUs.toFixed(0)} µs ${svc.at(-1)?.rps.toFixed(0)}/s; per request, bare / service: ${traceLine(ref.at(-1))} / ${traceLine(svc.at(-1))}\n`,
      );
  }
  step = `(b) ${c.name}: closing the bare server`;
  await bare.close();
  if (svc.some((r) => r.non2xx > 0)) throw new Error(`${c.name} returned non-2xx`);
  const s = medians(svc);
  const b = medians(ref);
  out.push(
    `| ${c.name} | ${s.rps.toFixed(0)} | ${b.rps.toFixed(0)} | ${(s.rps / b.rps).toFixed(2)} | ${s.p50.toFixed(2)} / ${s.p99.toFixed(2)} | ${b.p50.toFixed(2)} / ${b.p99.toFixed(2)} | ${s.cpu.toFixed(0)} / ${b.cpu.toFixed(0)} | ${(b.cpu / s.cpu).toFixed(2)} |`,
  );
}
if (ONLY === null || ONLY === 'models')
  out.push(
    ...(await tenModelsSection({
      service,
      texts: smalls,
      rounds: ROUNDS,
      seconds: SECONDS,
      onStep: (s) => {
        step = s;
      },
    })),
  );
out.push(
  '',
  `Rounds: ${ROUNDS} × ${SECONDS} s, interleaved; medians. Server pinned to CPU 0, wrk to CPU 1.`,
  '',
);
// The figures first: they do not depend on the shutdown.
process.stdout.write(`${out.join('\n')}\n`);
step = 'closing the service (figures printed above)';
await service.close();
finished = true;

/** A round's per-request trace figures, for BENCH_TRACE's lines. */
function traceLine(r: { trace: Record<string, number> } | undefined) {
  if (!r) return '';
  return Object.entries(r.trace)
    .map(([k, v]) => `${k} ${v.toFixed(k.endsWith('Us') ? 1 : 2)}`)
    .join(' ');
}

/**
 * A wrk round with the CPU time this process (the server under load) spent per request: steadier
 * than req/s when other work shares the machine, since time spent waiting for a core is not in it.
 */
async function withCpu(opts: Parameters<typeof runWrk>[0]) {
  const io0 = syscallsAndSwitches();
  const main0 = mainThreadCpuMs();
  const before = process.cpuUsage();
  const r = await runWrk(opts);
  const used = process.cpuUsage(before);
  const n = Math.max(1, r.requests);
  const io1 = syscallsAndSwitches();
  return {
    ...r,
    cpuUs: (used.user + used.system) / n,
    /** Per request (BENCH_TRACE prints them): user and system µs, main thread µs, write(2)-family
     * calls and voluntary / involuntary context switches of the whole process. */
    trace: {
      userUs: used.user / n,
      sysUs: used.system / n,
      mainUs: ((mainThreadCpuMs() - main0) * 1000) / n,
      writes: (io1.syscw - io0.syscw) / n,
      vcsw: (io1.vcsw - io0.vcsw) / n,
      ivcsw: (io1.ivcsw - io0.ivcsw) / n,
    },
  };
}

/** This process's write-family system calls (/proc/self/io) and context switches so far. */
function syscallsAndSwitches() {
  const io = readFileSync('/proc/self/io', 'utf8');
  const u = process.resourceUsage();
  return {
    syscw: Number(/syscw: (\d+)/.exec(io)?.[1] ?? 0),
    vcsw: u.voluntaryContextSwitches,
    ivcsw: u.involuntaryContextSwitches,
  };
}

/** The rounds' medians: req/s, p50 and p99 latency (ms), CPU µs per request. */
function medians(rounds: (WrkResult & { cpuUs: number })[]) {
  return {
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50ms)),
    p99: median(rounds.map((r) => r.p99ms)),
    cpu: median(rounds.map((r) => r.cpuUs)),
  };
}
