// Where a ten-model 1 KB count's time goes beside the raw engine (issue 29 goal 2b), in one process
// with no load generator: the server's request listener (http/fast-path.ts through Fastify's
// `serverFactory`) called in a loop with plain request objects that emit their body, against the
// raw engine's same ten counts on the same texts (its own registry, as tokens.bench.ts (c) counts),
// and the steps in between called directly. Phases rotate within each round, so a phase that warms
// or evicts a cache does it for the others too. CPU µs per text (process.cpuUsage: this thread and
// V8's helpers), medians of the rounds; ×raw is the phase ÷ the raw engine.
//
//   node --import tsx bench/ten-inside.ts [PROFILE_PREFIX]
//   env (optional): BENCH_ROUNDS=7 BENCH_TEXTS=800 (texts per phase per round; 4,000 distinct in all)
//   BENCH_PHASES=raw,counter,service,listener (and listener1: the same requests naming one model;
//   listener0, listener01: the same two with the counts taken from a table, no engine;
//   rawbatch: the raw engine tokenizer by tokenizer over batches of BENCH_BATCH texts, default 16)
import { EventEmitter } from 'node:events';
import { writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import type { CountService } from '../src/tokenizers/count-service.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import type { CountTokenizerId } from '../src/tokenizers/tokenizer.types.js';
import { proseSamples } from './lib/corpus.js';
import { responseSink } from './lib/response-sink.js';
import { benchCtx, startService, tenModels } from './lib/servers.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

pinSelfToCpu0();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const PER = Number(process.env.BENCH_TEXTS ?? 800);
const PHASES = (process.env.BENCH_PHASES ?? 'raw,counter,service,listener,listener1').split(',');
const profileOut = process.argv[2];
const BATCH = Number(process.env.BENCH_BATCH ?? 16);
const texts = proseSamples(1024, 4000);

// listener0 / listener01: the same requests with the counts answered from a table made beforehand
// (the request path without the engine).
const known = new Map<string, Map<CountTokenizerId, number>>();
let stubbed = false;
const service = await startService({
  workers: 1,
  wrapCounter: (counter: CountService): CountService => ({
    ...counter,
    countNow(text, ids) {
      if (stubbed) {
        const counts = known.get(text);
        if (counts !== undefined && ids.length === 1 && counts.has(ids[0]!))
          return new Map([[ids[0]!, counts.get(ids[0]!)!]]);
        if (counts !== undefined && ids.length === counts.size) return new Map(counts);
      }
      return counter.countNow(text, ids);
    },
  }),
});
const picked = tenModels(service);
const ids = picked.map(([id]) => id);
const names = picked.map(([, n]) => n);
const engines = ids.map((id) => createTokenizerRegistry().get(id));
const bodies = texts.map((input) => Buffer.from(JSON.stringify({ input, type: 'text', models: names })));
const bodies1 = texts.map((input) =>
  Buffer.from(JSON.stringify({ input, type: 'text', models: [names[0]] })),
);
// Loaded, and the route's validator and serializer compiled (Fastify answers the first count).
const first = await fetchCount(bodies[0]!);
if (first.status !== 200) throw new Error(`first count: ${first.status}`);
if (PHASES.some((p) => p.startsWith('listener0')))
  for (const t of texts) known.set(t, service.counter.countNow(t, ids)!);

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
const listener = service.app.server.listeners('request')[0] as Listener;

/** A request the listener reads a body from (the fast path's listeners: data, end, error, close). */
class FakeRequest extends EventEmitter {
  method = 'POST';
  url = '/v1/tokens/count';
  complete = false;
  socket = { remoteAddress: '127.0.0.1' };
  constructor(public headers: Record<string, string>) {
    super();
  }
}
/** A response that records the status and says when it was answered. */
const res = responseSink();
let waited = 0;
let waitedBody = 0;
/** One request through the listener; a promise only when the answer waits. */
function request(body: Buffer): void | Promise<void> {
  res.status = 0;
  const req = new FakeRequest({
    host: '127.0.0.1',
    'content-type': 'application/json',
    'content-length': String(body.length),
    'x-api-key': `${service.key} `.slice(0, -1),
  });
  listener(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  const send = () => {
    req.emit('data', body);
    req.complete = true;
    req.emit('end');
  };
  // The body's listeners are on at once when auth and limits answered at once; else once they are.
  if (req.listenerCount('end') > 0) send();
  else {
    waitedBody++;
    req.on('newListener', (event) => {
      if (event === 'close') process.nextTick(send);
    });
  }
  if (res.status !== 0) {
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    return;
  }
  waited++;
  return new Promise((answered, refused) => {
    const timer = setTimeout(() => refused(new Error('not answered')), 10_000);
    res.answered = () => {
      clearTimeout(timer);
      res.answered = null;
      if (res.status !== 200) refused(new Error(`status ${res.status}`));
      else answered();
    };
  });
}

async function fetchCount(body: Buffer) {
  const { request: httpsRequest } = await import('node:https');
  return new Promise<{ status: number }>((done, fail) => {
    const r = httpsRequest(
      `${service.url}/v1/tokens/count`,
      {
        method: 'POST',
        rejectUnauthorized: false,
        headers: { 'x-api-key': service.key, 'content-type': 'application/json' },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => done({ status: answer.statusCode ?? 0 }));
      },
    );
    r.on('error', fail);
    r.end(body);
  });
}

const ctx = benchCtx();
const tokens = service.services.tokens;
const phases: Record<string, (i: number) => unknown> = {
  raw: (i) => {
    const t = texts[i]!;
    for (const e of engines) e.count(t);
  },
  counter: (i) => service.counter.countNow(texts[i]!, ids),
  // The raw engine tokenizer by tokenizer over a batch of BATCH texts (called once per BATCH).
  rawbatch: (i) => {
    if (i % BATCH !== 0) return;
    const batch = texts.slice(i, i + BATCH);
    for (const e of engines) for (const t of batch) e.count(t);
  },
  service: (i) => tokens.countNow({ ctx, input: texts[i]!, models: names, estimate: false }),
  listener: (i) => request(bodies[i]!),
  listener1: (i) => request(bodies1[i]!),
  listener0: (i) => request(bodies[i]!),
  listener01: (i) => request(bodies1[i]!),
};

let at = 0;
async function run(phase: string) {
  const step = phases[phase]!;
  stubbed = phase.startsWith('listener0');
  const from = at;
  at = (at + PER) % texts.length;
  const cpu = process.cpuUsage();
  for (let k = 0; k < PER; k++) {
    const p = step((from + k) % texts.length);
    if (p instanceof Promise) await p;
  }
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / PER;
}

for (const phase of PHASES) await run(phase); // JIT
if (process.env.BENCH_HEAP) await heapSites();
const session = profileOut ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
}
const load0 = loadavg()[0]!;
const rows: Record<string, number[]> = Object.fromEntries(PHASES.map((p) => [p, []]));
for (let round = 0; round < ROUNDS; round++) {
  // Rotated: each phase follows each other one across the rounds.
  for (let k = 0; k < PHASES.length; k++) {
    const phase = PHASES[(k + round) % PHASES.length]!;
    rows[phase]!.push(await run(phase));
  }
}
if (session) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(`${profileOut}.cpuprofile`, JSON.stringify(profile));
  session.disconnect();
}
const ref = median(rows.raw ?? [Number.NaN]);
process.stdout.write(
  `load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} · ${ROUNDS} rounds × ${PER} texts per phase · answers that waited: ${waited}, bodies that waited: ${waitedBody}\n` +
    `ten tokenizers: ${ids.join(', ')}\n\n| phase | CPU µs per text (median) | ×raw | rounds |\n|---|---|---|---|\n` +
    Object.entries(rows)
      .map(
        ([p, us]) =>
          `| ${p} | ${median(us).toFixed(1)} | ×${(median(us) / ref).toFixed(2)} | ${us.map((u) => u.toFixed(0)).join(' / ')} |`,
      )
      .join('\n') +
    '\n',
);
await service.close();

/**
 * BENCH_HEAP=1: bytes allocated per text by each phase, with the top allocation sites (the sampling
 * heap profiler, collected objects included), then exits.
 */
async function heapSites() {
  type Node = {
    callFrame: { functionName: string; url: string; lineNumber: number };
    selfSize: number;
    children: Node[];
  };
  const s = new Session();
  s.connect();
  for (const phase of PHASES) {
    await s.post('HeapProfiler.startSampling', {
      samplingInterval: 512,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    } as never);
    await run(phase);
    const { profile } = (await s.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: Node } };
    const sites = new Map<string, number>();
    let total = 0;
    const walk = (n: Node, path: string[]) => {
      const f = n.callFrame;
      const name = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\/(node_modules|src|bench)\//, '$1/')}:${f.lineNumber + 1}`;
      const here = [...path, name];
      if (n.selfSize > 0) {
        total += n.selfSize;
        const key = here.slice(-3).join(' < ');
        sites.set(key, (sites.get(key) ?? 0) + n.selfSize);
      }
      for (const c of n.children) walk(c, here);
    };
    walk(profile.head, []);
    process.stdout.write(`\n${phase}: ~${(total / PER / 1024).toFixed(1)} KB allocated per text (sampled)\n`);
    for (const [k, v] of [...sites].sort((a, b) => b[1] - a[1]).slice(0, 12))
      process.stdout.write(`  ${(v / PER / 1024).toFixed(2)} KB  ${k}\n`);
  }
  s.disconnect();
  await service.close();
  process.exit(0);
}
