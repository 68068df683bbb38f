// Start-up and size (issue 29 §3): the built `promptkeep serve` (dist/, `npm run build` first) on
// existing data, from spawn to the first 200 of /healthz, against a bare node:https process
// spawned the same way in the same run (its own start: Node, TLS, listen). Interleaved rounds;
// medians. Also the main thread's CPU to ready, RSS at ready, and RSS once every offline tokenizer
// has counted once (one model per tokenizer, each in its own request). With
// BENCH_STARTUP_BASELINE=<another checkout, built>, that build is measured in the same rounds on
// the same data (a before/after in one run).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:https';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 5);
const root = new URL('..', import.meta.url).pathname;
// Each build on its own data (a baseline may not know the newer migrations).
const builds = [
  { name: 'this build', cli: join(root, 'dist/cli/cli.js') },
  ...(process.env.BENCH_STARTUP_BASELINE
    ? [{ name: 'baseline', cli: join(process.env.BENCH_STARTUP_BASELINE, 'dist/cli/cli.js') }]
    : []),
].map((b) => ({ ...b, dataDir: mkdtempSync(join(tmpdir(), 'pk-bench-start-')), key: '' }));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function call(port: number, path: string, init: { method?: string; key?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        rejectUnauthorized: false,
        headers: {
          ...(init.key ? { 'x-api-key': init.key } : {}),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body ? JSON.stringify(init.body) : undefined);
  });
}

/** /proc figures of a process: RSS (MB) and its main thread's CPU (ms; user + system). */
function proc(pid: number) {
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMb: rss, mainCpuMs: ticks * 10 };
}

/** Spawns, polls /healthz (or `/`) every 10 ms until 200; the ms it took and the process. */
async function startAndWait(args: string[], port: number, path: string) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout?.on('data', (c) => {
    out += c;
  });
  for (;;) {
    const ok = await call(port, path).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${out}`);
    await sleep(10);
  }
  return { ms: performance.now() - started, child, out: () => out };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const serveArgs = (port: number, build: (typeof builds)[number]) => [
  build.cli,
  'serve',
  '--port',
  String(port),
  '--data-dir',
  build.dataDir,
  '--log-level',
  'warn',
];
const BARE = `const https=require('node:https');const fs=require('node:fs');
https.createServer({key:fs.readFileSync(process.argv[1]+'/tls/key.pem'),cert:fs.readFileSync(process.argv[1]+'/tls/cert.pem')},
(q,s)=>{s.writeHead(200,{'content-type':'application/json'});s.end('{"status":"ok"}')}).listen(Number(process.argv[2]),'127.0.0.1');`;

// The first start makes the database, the certificate and an account (its key is printed once).
const port = 18_600 + Math.floor(Math.random() * 1000);
for (const build of builds) {
  const first = await startAndWait(serveArgs(port, build), port, '/healthz');
  build.key = /api_key:\s+(\S+)/.exec(first.out())?.[1] ?? '';
  if (!build.key) throw new Error(`no key printed by the first start of ${build.name}`);
  await stop(first.child);
}
const dataDir = builds[0]!.dataDir;

type Figures = { ms: number; cpu: number; rss: number };
const service = new Map<string, Figures[]>(builds.map((b) => [b.name, []]));
const rssAll = new Map<string, number>();
const bare: number[] = [];
let tokenizers = 0;
for (let round = 0; round < ROUNDS; round++) {
  const b = await startAndWait(['-e', BARE, dataDir, String(port + 1)], port + 1, '/');
  bare.push(b.ms);
  await stop(b.child);
  for (const build of builds) {
    const s = await startAndWait(serveArgs(port, build), port, '/healthz');
    const at = proc(s.child.pid!);
    service.get(build.name)!.push({ ms: s.ms, cpu: at.mainCpuMs, rss: at.rssMb });
    if (round === ROUNDS - 1) {
      tokenizers = await countWithEveryTokenizer(port, build.key);
      await sleep(1000);
      rssAll.set(build.name, proc(s.child.pid!).rssMb);
    }
    await stop(s.child);
  }
}

/** One model per offline tokenizer, each counted once: every vocabulary loaded. */
async function countWithEveryTokenizer(at: number, key: string) {
  const listed = await call(at, '/v1/tokens/models?limit=1000', { key });
  if (listed.status !== 200) throw new Error(`GET /v1/tokens/models: ${listed.status}`);
  const byTokenizer = new Map<string, string>();
  for (const m of JSON.parse(listed.body) as { name: string; tokenizer: string | null }[])
    if (m.tokenizer && !byTokenizer.has(m.tokenizer)) byTokenizer.set(m.tokenizer, m.name);
  for (const name of byTokenizer.values()) {
    const res = await call(at, '/v1/tokens/count', {
      method: 'POST',
      key,
      body: { input: 'Hello, 世界! ', type: 'text', models: [name] },
    });
    if (res.status !== 200) throw new Error(`count with ${name}: ${res.status} ${res.body}`);
  }
  return byTokenizer.size;
}

const f = (n: number) => n.toFixed(0);
const col = (pick: (x: Figures[]) => number) => builds.map((b) => f(pick(service.get(b.name)!))).join(' | ');
console.log(`## Start-up and size (issue 29 §3)

Command: \`node --import tsx bench/startup.bench.ts\` (built dist/; ${ROUNDS} interleaved rounds; medians) · ${new Date().toISOString()} · load average ${loadavg()[0]?.toFixed(1)}

| figure | ${builds.map((b) => b.name).join(' | ')} | bare node:https | target |
| --- | ${builds.map(() => '---').join(' | ')} | --- | --- |
| spawn → first 200 of /healthz (ms) | ${col((x) => median(x.map((s) => s.ms)))} | ${f(median(bare))} | < 1,500 |
| main thread CPU to ready (ms) | ${col((x) => median(x.map((s) => s.cpu)))} | | |
| RSS at ready (MB) | ${col((x) => median(x.map((s) => s.rss)))} | | < 250 |
| RSS after one count on each of ${tokenizers} tokenizers (MB) | ${builds.map((b) => f(rssAll.get(b.name) ?? NaN)).join(' | ')} | | < 450 |
`);
