// Where a 1 KB one-model count's CPU goes, against the bare server's (issue 29 goal 2): the bare
// node:https server (tokens.bench.ts (b)'s reference, answering the service's bytes) and the service
// both run in this process (CPU 0), one after the other, under the same wrk load (CPU 1: the
// distinct 1 KB bodies, 50 connections), each profiled by V8's sampler. Each sample goes to one
// category by its stack; a category's µs per request is its share of the samples × the process's
// measured CPU per request (the sampler sees this thread only: a share, not a timing).
//
//   node --import tsx bench/count-breakdown.ts        env (optional): BENCH_SECONDS=5
//   BENCH_PROFILE_DIR=<dir>: each side's profile written there (<side>.cpuprofile), to read further
//   BENCH_SERVE_LOGGING=1: the service logs as `serve` does (its line into a drained pipe, as the goal's run)
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { oneModelCount } from './lib/count-one.js';
import { startBareServer } from './lib/servers.js';
import { pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Frame {
  functionName: string;
  url: string;
}
interface Profile {
  nodes: { id: number; callFrame: Frame; children?: number[] }[];
  samples: number[];
}

const CATEGORIES = [
  'tokenizer (the count itself)',
  'socket writes (TLS encryption)',
  'Node: HTTP parser, request',
  'Node: writeHead',
  'Node: res.end (not the write)',
  'Node: other (streams, ticks, events)',
  'native, no JS frame (TLS reads, …)',
  'garbage collector',
  'own JS: src/ and its packages',
] as const;
type Category = (typeof CATEGORIES)[number];

/** The category of one sample, from its stack (innermost frame first). */
function categoryOf(stack: Frame[]): Category | null {
  const top = stack[0] as Frame;
  const has = (name: string, inUrl = '') =>
    stack.some((f) => f.functionName === name && f.url.includes(inUrl));
  if (top.functionName === '(idle)') return null;
  if (has('count', 'bpe-engine') || has('splitPieces')) return 'tokenizer (the count itself)';
  if (top.functionName === '(garbage collector)') return 'garbage collector';
  if (top.functionName === '(program)') return 'native, no JS frame (TLS reads, …)';
  if (['writev', 'writevGeneric', 'writeGeneric', 'writeUtf8String', 'writeLatin1String'].some((n) => has(n)))
    return 'socket writes (TLS encryption)';
  if (/\/(src|node_modules|bench)\//.test(top.url)) return 'own JS: src/ and its packages';
  if (has('writeHead') || has('_storeHeader')) return 'Node: writeHead';
  if (has('parserOnHeadersComplete')) return 'Node: HTTP parser, request';
  if (has('end', '_http_outgoing')) return 'Node: res.end (not the write)';
  return 'Node: other (streams, ticks, events)';
}

function shares(profile: Profile): Map<Category, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const counts = new Map<Category, number>();
  let total = 0;
  for (const id of profile.samples) {
    const stack: Frame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      stack.push((byId.get(at) as Profile['nodes'][number]).callFrame);
    const category = categoryOf(stack);
    if (category === null) continue;
    total++;
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  for (const [k, v] of counts) counts.set(k, v / total);
  return counts;
}

const { service, headers, bodies, answer } = await oneModelCount();
const bare = await startBareServer(answer);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
const load0 = loadavg()[0] as number;
const sides = { bare: bare.url, service: service.url };
const figures: Record<string, { cpu: number; rps: number; shares: Map<Category, number> }> = {};
for (const warm of [true, false]) {
  for (const [name, url] of Object.entries(sides)) {
    const load = {
      url: `${url}/v1/tokens/count`,
      method: 'POST',
      bodies,
      headers,
      connections: 50,
      seconds: warm ? 2 : SECONDS,
    };
    if (warm) {
      await runWrk(load);
      continue;
    }
    await session.post('Profiler.start');
    const before = process.cpuUsage();
    const r = await runWrk(load);
    const cpu = process.cpuUsage(before);
    const { profile } = await session.post('Profiler.stop');
    if (r.non2xx > 0) throw new Error(`${name}: ${r.non2xx} answers not 2xx`);
    if (process.env.BENCH_PROFILE_DIR)
      writeFileSync(`${process.env.BENCH_PROFILE_DIR}/${name}.cpuprofile`, JSON.stringify(profile));
    figures[name] = {
      cpu: (cpu.user + cpu.system) / r.requests,
      rps: r.rps,
      shares: shares(profile as unknown as Profile),
    };
  }
}
await bare.close();
await service.close();
const b = figures.bare as (typeof figures)[string];
const s = figures.service as (typeof figures)[string];
const row = (f: typeof b, c: Category) => {
  const share = f.shares.get(c) ?? 0;
  return `${(share * f.cpu).toFixed(1)} (${(share * 100).toFixed(0)} %)`;
};
process.stdout.write(
  `${new Date().toISOString()} · load ${load0.toFixed(1)} → ${(loadavg()[0] as number).toFixed(1)} · ${SECONDS} s each, wrk -c50, distinct 1 KB bodies\n\n` +
    `| CPU µs per request (share of samples) | bare: ${b.cpu.toFixed(1)} µs, ${b.rps.toFixed(0)} req/s | service: ${s.cpu.toFixed(1)} µs, ${s.rps.toFixed(0)} req/s |\n|---|---|---|\n` +
    CATEGORIES.map((c) => `| ${c} | ${row(b, c)} | ${row(s, c)} |`).join('\n') +
    '\n(the bare column\'s "own JS" is its handler in bench/lib/servers.ts)\n',
);
process.exit(0);
