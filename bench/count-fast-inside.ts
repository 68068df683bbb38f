// The 1 KB count fast path's own CPU per request (issue 29 goal 2), without TLS, sockets or Node's
// HTTP parser and writer: the server's request listener (http/fast-count.ts through fast-path.ts)
// called in a loop with plain request objects whose body is emitted as one `data` chunk and `end`,
// and a response that records what it was given. The fast-path-inside.ts of POST /v1/tokens/count
// with one model (gpt-4o) on the distinct 1 KB texts of tokens.bench.ts: auth, limits, the body's
// listeners, the JSON parse and validation, the count, the serializer, the headers, the metrics. The
// raw engine counting the same texts is measured in the same rounds (alternated), so the service's
// own share is the difference. Compare runs of this tool only (copy it into a base worktree to
// compare two trees); count-ab.ts gives the whole-server figure.
//
//   node --import tsx bench/count-fast-inside.ts [PROFILE_FILE]
//   env (optional): BENCH_ROUNDS=7 BENCH_CALLS=40000
//   BENCH_SERVE_LOGGING=1: the service logs as `serve` does (its line into a drained pipe)
import { EventEmitter } from 'node:events';
import { writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { proseSamples } from './lib/corpus.js';
import { fetchOnce, whenAndLoad } from './lib/load.js';
import { responseSink } from './lib/response-sink.js';
import { benchTls, startService } from './lib/servers.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CALLS = Number(process.env.BENCH_CALLS ?? 40_000);
const profileOut = process.argv[2];

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const service = await startService({ workers: 1, serveLogging: process.env.BENCH_SERVE_LOGGING === '1' });
const texts = proseSamples(1024, 4000);
const bodies = texts.map((input) => Buffer.from(JSON.stringify({ input, type: 'text', models: ['gpt-4o'] })));
// Once through Fastify over real HTTPS: it compiles the route's validator and serializer, and the
// fast path learns the route from it.
const first = await fetchOnce(
  service.url,
  {
    path: '/v1/tokens/count',
    method: 'POST',
    headers: { 'x-api-key': service.key },
    body: String(bodies[0]),
  },
  (await benchTls()).cert,
);
if (first.status !== 200) throw new Error(`the first count answered ${first.status}: ${first.body}`);
const listener = service.app.server.listeners('request')[0] as Listener;

/** A response that takes what the fast path writes. */
const res = responseSink();

class FakeRequest extends EventEmitter {
  method = 'POST';
  url: string;
  headers: Record<string, string>;
  socket = { remoteAddress: '127.0.0.1' };
  complete = false;
  constructor(url: string, headers: Record<string, string>) {
    super();
    this.url = url;
    this.headers = headers;
  }
}

let waited = 0;
let pending: FakeRequest | null = null;
/** One request; true when it was answered at once (a 200). */
function once(i: number): boolean {
  res.status = 0;
  const body = bodies[i % bodies.length]!;
  // Header values as the HTTP parser hands them over: fresh strings each request.
  const req = new FakeRequest(`${'/v1/tokens/count '}`.slice(0, -1), {
    host: '127.0.0.1',
    'x-api-key': `${service.key} `.slice(0, -1),
    'content-type': 'application/json',
    'content-length': String(body.length),
  });
  listener(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  if (req.listenerCount('data') === 0) {
    pending = req; // auth or limits wait (the key's entry expired: a lookup): its body comes after
    return false;
  }
  req.emit('data', body);
  req.complete = true;
  req.emit('end');
  return res.status === 200;
}

/** A request that did not answer at once: its body once it is read, then its answer (10 s at most). */
async function settle(i: number) {
  waited++;
  const req = pending;
  pending = null;
  const body = bodies[i % bodies.length]!;
  const answered = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`request ${i} not answered`)), 10_000);
    res.answered = () => {
      clearTimeout(timer);
      res.answered = null;
      resolve();
    };
  });
  if (req !== null) {
    for (let t = 0; req.listenerCount('data') === 0; t++) {
      if (t > 1000) throw new Error(`request ${i}: its body was never read`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    req.emit('data', body);
    req.complete = true;
    req.emit('end');
  }
  if (res.status === 0) await answered;
  res.answered = null;
  if (res.status !== 200) throw new Error(`request ${i} answered ${res.status}`);
}

async function fastPath(n: number) {
  for (let i = 0; i < n; i++) if (!once(i)) await settle(i);
}
const registry = createTokenizerRegistry();
const engine = registry.get('o200k_base');
function raw(n: number) {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += engine.count(texts[i % texts.length]!);
  return sum;
}

// The first request waits (the quota's month is seeded, the key's entry kept): let it finish.
await fastPath(CALLS / 4); // JIT
raw(CALLS / 4);
const session = profileOut ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const cpuOf = async (f: () => unknown) => {
  const cpu0 = process.cpuUsage();
  await f();
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / CALLS;
};
const load0 = loadavg()[0]!;
const service_: number[] = [];
const engine_: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  service_.push(await cpuOf(() => fastPath(CALLS)));
  engine_.push(await cpuOf(() => raw(CALLS)));
}
if (session) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(profileOut as string, JSON.stringify(profile));
  session.disconnect();
}
await service.close();
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const s = med(service_);
const e = med(engine_);
process.stdout.write(
  `${whenAndLoad(load0)} · ${ROUNDS} rounds × ${CALLS} calls, alternated · one model (gpt-4o), 1 KB distinct texts\n\n` +
    '| CPU µs / request (median) | fast path | raw engine count | fast path − engine | rounds (fast path) |\n|---|---|---|---|---|\n' +
    `| | **${s.toFixed(2)}** | ${e.toFixed(2)} | **${(s - e).toFixed(2)}** | ${service_.map((x) => x.toFixed(1)).join(' / ')} |\n` +
    `(answers that waited: ${waited})\n`,
);
process.exit(0);
