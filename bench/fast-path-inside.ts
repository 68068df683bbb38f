// The delivery fast path's own CPU per request (issue 29 goal 1), without TLS, sockets or Node's
// HTTP parser and writer: the server's request listener (http/fast-path.ts, through Fastify's
// `serverFactory`) called in a loop with plain request objects and a response that records what
// it was given. What it measures is what the service adds to a bare server's answer — auth, the
// route and revision lookups, the change stamp, the headers list, the metrics — in one process with
// no load generator beside it, so it moves little with the host's load (a loop on one core).
// Cases answered at once only (a 304, a kept 200: no promise); anything that would go to Fastify
// is an error here. Compare runs of this tool only; delivery-ab.ts gives the whole-server figure.
//
//   node --import tsx bench/fast-path-inside.ts [PROFILE_PREFIX]
//   env (optional): BENCH_DB=sqlite|postgres BENCH_PROMPTS=2000 BENCH_CASES=304,label BENCH_ROUNDS=7
//   BENCH_CALLS=200000 BENCH_SERVE_LOGGING=0 (default on: serve's request log, its line into a
//   drained pipe, as delivery.bench.ts; 0: no logger, as this tool measured before session 17)
//   BENCH_ALLOC=<file prefix>: instead of the CPU rounds, one round under V8's sampling heap profiler
//   (every 256 bytes, collected objects included): the bytes each request allocates, by allocation
//   site, in <prefix>-<case>.heapprofile and printed (the request stand-ins' own are listed too:
//   the `once` frames of this file)
import { writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { type DeliveryCase, type DeliveryService, withDeliveryService } from './lib/delivery-cases.js';
import { warmAll, whenAndLoad } from './lib/load.js';
import { responseSink } from './lib/response-sink.js';
import { benchTls } from './lib/servers.js';

const KIND = process.env.BENCH_DB ?? 'sqlite';
const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 2000);
const CASES = (process.env.BENCH_CASES ?? '304,label').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CALLS = Number(process.env.BENCH_CALLS ?? 200_000);
/** A V8 CPU profile of each case's rounds: `<PREFIX>-<case>.cpuprofile` (node bench/lib/top-self.mjs FILE). */
const profileOut = process.argv[2];
const allocOut = process.env.BENCH_ALLOC;
/** serve's default request log (on unless BENCH_SERVE_LOGGING=0). */
const SERVE_LOGGING = process.env.BENCH_SERVE_LOGGING !== '0';
/**
 * The loop gives the event loop a turn every TURN calls, as a served process does between socket
 * reads: the log destination writes one turn's lines at the turn's end (ops/log-destination.ts).
 */
const TURN = 16;
const turn = () => new Promise<void>((done) => setImmediate(done));

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

async function measure(service: DeliveryService, cases: DeliveryCase[]) {
  const tls = await benchTls();
  const listener = service.app.server.listeners('request')[0] as Listener;
  const out: string[] = [];
  for (const c of cases) {
    // Twice over real HTTPS: the first fills the delivery cache, the second lets it remember the URLs.
    await warmAll(service.url, c.targets, tls.cert);
    await warmAll(service.url, c.targets, tls.cert);
    const requests = c.targets.map((t) => ({
      method: t.method ?? 'GET',
      url: t.path,
      headers: {
        host: '127.0.0.1',
        ...Object.fromEntries(Object.entries(t.headers).map(([k, v]) => [k.toLowerCase(), v])),
      } as Record<string, string>,
      socket: { remoteAddress: '127.0.0.1' },
    }));
    const res = responseSink();
    const once = (i: number) => {
      res.status = 0;
      // Header values as the HTTP parser hands them over: fresh strings each request (no hash kept).
      const r = requests[i % requests.length]!;
      const req = {
        ...r,
        url: `${r.url} `.slice(0, -1),
        headers: { ...r.headers },
        rawHeaders: [] as string[],
      };
      req.headers['x-api-key'] = `${req.headers['x-api-key']} `.slice(0, -1);
      // rawHeaders too (the GET path reads its headers there: http/get-headers.ts), as fresh strings.
      for (const name in req.headers) req.rawHeaders.push(name, `${req.headers[name]} `.slice(0, -1));
      listener(req as unknown as IncomingMessage, res as unknown as ServerResponse);
      return res.status !== 0;
    };
    // An answer that waits (a lookup, a query) is awaited, through the response, and counted; one
    // that never comes (it went to Fastify) is an error.
    let waited = 0;
    const settle = (i: number) => {
      waited++;
      return new Promise<void>((answered, refused) => {
        const timer = setTimeout(
          () => refused(new Error(`${c.key}: not answered (${requests[i % requests.length]!.url})`)),
          10_000,
        );
        res.answered = () => {
          clearTimeout(timer);
          res.answered = null;
          answered();
        };
      });
    };
    for (let i = 0; i < CALLS / 4; i++) {
      if (!once(i)) await settle(i); // JIT
      if (i % TURN === TURN - 1) await turn();
    }
    if (allocOut) {
      out.push(
        await allocations(`${allocOut}-${c.key}`, CALLS, async () => {
          for (let i = 0; i < CALLS; i++) {
            if (!once(i)) await settle(i);
            if (i % TURN === TURN - 1) await turn();
          }
        }),
      );
      continue;
    }
    const session = profileOut ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const us: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const cpu0 = process.cpuUsage();
      for (let i = 0; i < CALLS; i++) {
        if (!once(i)) await settle(i);
        if (i % TURN === TURN - 1) await turn();
      }
      const cpu = process.cpuUsage(cpu0);
      us.push((cpu.user + cpu.system) / CALLS);
    }
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(`${profileOut}-${c.key}.cpuprofile`, JSON.stringify(profile));
      session.disconnect();
    }
    us.sort((a, b) => a - b);
    out.push(
      `| ${KIND} | ${c.key} | ${res.status} | **${us[Math.floor(ROUNDS / 2)]!.toFixed(2)}** | ${us[0]!.toFixed(2)}–${us[ROUNDS - 1]!.toFixed(2)} | ${waited} |`,
    );
  }
  return out;
}

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

/** Bytes allocated per call of `run`'s `calls`, by site (function, file:line, its two callers). */
async function allocations(file: string, calls: number, run: () => Promise<void>) {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 256,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  await run();
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: HeapNode } };
  session.disconnect();
  writeFileSync(`${file}.heapprofile`, JSON.stringify(profile));
  const bySite = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode, callers: string[]) => {
    const f = node.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|src|bench)\//, '$1/')}:${f.lineNumber + 1}`;
    if (node.selfSize > 0) {
      total += node.selfSize;
      const site = `${name} ← ${callers.slice(-2).reverse().join(' ← ')}`;
      bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, [...callers, f.functionName || '(anonymous)']);
  };
  walk(profile.head, []);
  const top = [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 25);
  return [
    `${file}: ${(total / calls).toFixed(0)} bytes allocated per request (sampled)`,
    ...top.map(([site, bytes]) => `  ${(bytes / calls).toFixed(1).padStart(7)} B  ${site}`),
  ].join('\n');
}

const load0 = loadavg()[0]!;
const rows = await withDeliveryService(
  { kind: KIND, prompts: PROMPTS, keys: CASES, tag: 'fpi', serveLogging: SERVE_LOGGING },
  measure,
);
process.stdout.write(
  `${whenAndLoad(load0)} · ${PROMPTS} prompts · ${ROUNDS} rounds × ${CALLS} calls · ${SERVE_LOGGING ? "serve's request log" : 'no log'}\n\n` +
    `| db | case | status | CPU µs / request (median) | range | answers that waited |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
);
