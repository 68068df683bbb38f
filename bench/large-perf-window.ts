// A window for a native profiler over the main thread while 1 MB counts run (one connection, wrk on
// CPU 1), the service's (`… large-perf-window.ts cjk`) or a bare node:https server's receiving the same
// bodies (`… cjk bare`). Once warm it writes this process's id to /tmp/large-perf-window and runs
// BENCH_SECONDS (10) more; then "done". cjkm40 sampled it with
//   node --perf-basic-prof --import tsx bench/large-perf-window.ts cjk &
//   (wait for the file) perf record -F 2999 -g -t $(cat /tmp/large-perf-window) -o out.perf -- sleep 7
// then `perf script` and each sample's stack put in one bucket (bench/RESULTS.md, cjkm40): unlike the
// inspector's profiler (profile-large.ts) it sees TLS, the kernel's copies and wake-ups, and malloc.
import { writeFileSync } from 'node:fs';
import { cjk, code, dropCorpus, prose } from './lib/corpus.js';
import { startBareServer, startService } from './lib/servers.js';
import { pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

const WINDOW = '/tmp/large-perf-window';
requireWrk();
pinSelfToCpu0();
const MB = 1024 * 1024;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const kind = process.argv[2] ?? 'cjk';
const make = {
  prose: (s: number) => prose(MB, s * 5),
  code: (s: number) => code(MB, s * 5 + 1).replaceAll('\u0000', ' '),
  cjk: (s: number) => cjk(MB, s * 5 + 2),
}[kind]!;
const bodies = [1, 2, 3, 4].map((s) => JSON.stringify({ input: make(s), type: 'text', models: ['gpt-4o'] }));
dropCorpus();
const service = await startService({ workers: 1, serveLogging: true });
const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };
const bare = process.argv[3] === 'bare' ? await startBareServer('{"x":1}') : null;
const load = {
  url: bare ? bare.url : `${service.url}/v1/tokens/count`,
  method: 'POST' as const,
  bodies,
  headers,
  connections: 1,
};
await runWrk({ ...load, seconds: 3 });
writeFileSync(WINDOW, `${process.pid}\n`);
const r = await runWrk({ ...load, seconds: SECONDS });
writeFileSync(WINDOW, 'done\n');
console.log(`${kind}: ${r.requests} requests, ${r.rps} rps`);
await service.close();
process.exit(0);
