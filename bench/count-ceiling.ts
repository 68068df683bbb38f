// The 1 KB one-model count's ceiling, measured rather than assumed (issue 29 goal 2: "bare + count
// is the ceiling"): three servers in this process (CPU 0), loaded in rotated rounds by wrk (CPU 1,
// -c50, tokens.bench.ts's distinct 1 KB bodies):
//   bare         the goal's reference (tokens.bench.ts (b)): the body run out, a fixed answer;
//   bare+count   the same server, but it reads the body, JSON.parses it and counts its `input` with
//                the raw engine (o200k, as gpt-4o) before the same fixed answer: what a server
//                with nothing of ours but the count costs — the count timed inline too;
//   service      the service (BENCH_SERVE_LOGGING=1: with serve's log, as the goal's run).
// Per side: CPU µs per request (this process, all threads), req/s; for bare+count the count's own
// µs inside the server (performance.now around it: wall, so read it at low load). What the
// service spends beyond bare+count is ours plus what a slower answer costs the kernel (the load
// generator idle between answers and woken on each: bench/RESULTS.md, c1k38) — bare+count pays
// that second part too, so the difference is ours.
//
//   node --import tsx bench/count-ceiling.ts      env (optional): BENCH_ROUNDS=5 BENCH_SECONDS=3
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { oneModelCount } from './lib/count-one.js';
import { benchTls, startBareServer } from './lib/servers.js';
import { median, pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
requireWrk();
pinSelfToCpu0();

const { service, headers, bodies, answer } = await oneModelCount();
const bare = await startBareServer(answer);

// bare+count: the bare server's answer, after the raw engine counted the body's input.
const engine = createTokenizerRegistry().get('o200k_base');
const payload = Buffer.from(answer);
let countMs = 0;
let counted = 0;
const tls = await benchTls();
const withCount = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { input: string };
    const t0 = performance.now();
    const n = engine.count(body.input);
    countMs += performance.now() - t0;
    counted++;
    if (n < 0) throw new Error('no count');
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': payload.length,
    });
    res.end(payload);
  });
});
await new Promise<void>((resolve) => withCount.listen(0, '127.0.0.1', resolve));
const withCountUrl = `https://127.0.0.1:${(withCount.address() as AddressInfo).port}`;

const sides = { bare: bare.url, 'bare+count': withCountUrl, service: service.url } as const;
type Side = keyof typeof sides;
const figures = new Map<Side, { cpu: number[]; rps: number[]; count: number[] }>();
for (const side of Object.keys(sides) as Side[]) figures.set(side, { cpu: [], rps: [], count: [] });
const load = (url: string, seconds: number) =>
  runWrk({ url: `${url}/v1/tokens/count`, method: 'POST', bodies, headers, connections: 50, seconds });

for (const url of Object.values(sides)) await load(url, 2); // warm-up
const load0 = loadavg()[0] as number;
const order = Object.keys(sides) as Side[];
for (let round = 0; round < ROUNDS; round++) {
  for (let i = 0; i < order.length; i++) {
    const side = order[(round + i) % order.length] as Side;
    countMs = 0;
    counted = 0;
    const before = process.cpuUsage();
    const r = await load(sides[side], SECONDS);
    const cpu = process.cpuUsage(before);
    if (r.non2xx > 0) throw new Error(`${side}: ${r.non2xx} answers not 2xx`);
    const f = figures.get(side) as { cpu: number[]; rps: number[]; count: number[] };
    f.cpu.push((cpu.user + cpu.system) / r.requests);
    f.rps.push(r.rps);
    if (counted > 0) f.count.push((countMs * 1000) / counted);
  }
}
await bare.close();
withCount.close();
await service.close();

const m = (side: Side, k: 'cpu' | 'rps' | 'count') => median(figures.get(side)?.[k] ?? []);
const b = m('bare', 'cpu');
process.stdout.write(
  `${new Date().toISOString()} · load ${load0.toFixed(1)} → ${(loadavg()[0] as number).toFixed(1)} · ${ROUNDS} rounds × ${SECONDS} s per side, rotated · wrk -c50, distinct 1 KB bodies · log ${process.env.BENCH_SERVE_LOGGING === '1' ? 'on' : 'off'}\n\n` +
    '| side | CPU µs / request | req/s | CPU ratio bare ÷ side | count µs inside (wall) |\n|---|---|---|---|---|\n' +
    (Object.keys(sides) as Side[])
      .map(
        (s) =>
          `| ${s} | ${m(s, 'cpu').toFixed(1)} | ${m(s, 'rps').toFixed(0)} | ${(b / m(s, 'cpu')).toFixed(2)} | ${s === 'bare+count' ? m(s, 'count').toFixed(1) : '–'} |`,
      )
      .join('\n') +
    `\n\nservice − bare+count: ${(m('service', 'cpu') - m('bare+count', 'cpu')).toFixed(1)} µs per request (ours, beyond the count)\n`,
);
process.exit(0);
