// The 1 KB one-model count on the built `promptkeep serve` itself (issue 29 goal 2): the served
// process as an operator runs it (dist/, `npm run build` first; its defaults: the per-request log
// line at `info` to its stdout, two count workers), pinned to CPU 0 and profiled by
// `node --cpu-prof`, against a bare node:https process (bench/lib/bare-process.ts, same bytes) also
// on CPU 0, wrk on CPU 1 POSTing tokens.bench.ts's distinct 1 KB bodies (50 connections). With a
// base tree (built), its `serve` is measured in the same rotated rounds (an A/B of two builds).
// Per round and side: CPU µs per request (/proc/<pid>/stat, every thread) and req/s; medians. The
// profile keeps only the samples taken inside the measured rounds (CLOCK_MONOTONIC: V8's sample
// times and this process's hrtime are the same clock), grouped by bench/lib/profile-groups.mjs.
// BENCH_CASE=label: a prompt GET instead (delivery.bench.ts's "label" case, each request another of
// BENCH_PROMPTS prompts, written into each served process's database before it starts; 50
// connections; the bare process answers the first one's bytes).
//
//   node --import tsx bench/count-served.ts [BASE_TREE]
//   env (optional): BENCH_ROUNDS=5 BENCH_SECONDS=3 BENCH_LOG_LEVEL=info BENCH_PROFILE=1
//   BENCH_LOG_LEVELS=info,warn (instead of a base tree: this tree at each level, same rounds)
//   BENCH_CASE=count|label BENCH_PROMPTS=2000 (label)
//   (BENCH_PROFILE=0: no --cpu-prof, the sampler's own cost left out)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { SourceMap } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ticks } from './lib/ab.js';
import { proseSamples } from './lib/corpus.js';
import { type Target, whenAndLoad, wrkTargets } from './lib/load.js';
import { servedLabelTargets } from './lib/served-labels.js';
import { median, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const PROFILE = process.env.BENCH_PROFILE !== '0';
const CASE = process.env.BENCH_CASE ?? 'count';
const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 2000);
const here = resolve(fileURLToPath(import.meta.url), '../..');
const load0 = loadavg()[0] as number;

interface Built {
  name: string;
  level: string;
  cli: string;
  dataDir: string;
  profDir: string;
  port: number;
  key: string;
  targets: Target[];
  child: ChildProcess | null;
  windows: [number, number][];
  requests: number;
  rounds: { us: number; rps: number }[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

function call(port: number, path: string, key = '', body?: string, extra: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: body === undefined ? 'GET' : 'POST',
        rejectUnauthorized: false,
        headers: { ...(key ? { 'x-api-key': key } : {}), 'content-type': 'application/json', ...extra },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/** `promptkeep serve` of a build on CPU 0; resolves once /healthz answers. Its stdout is drained. */
async function serve(b: Built, level: string, profile: boolean) {
  const args = [
    '-c',
    '0',
    process.execPath,
    ...(profile ? ['--cpu-prof', '--cpu-prof-dir', b.profDir] : []),
    b.cli,
    'serve',
    '--host',
    '127.0.0.1',
    '--port',
    String(b.port),
    '--data-dir',
    b.dataDir,
    '--log-level',
    level,
    // The first account's limits (made on the first start): none, as the in-process bench's account.
    '--default-rate-limit',
    'null',
    '--default-request-quota',
    'null',
    '--default-token-limit',
    'null',
  ];
  const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let out = '';
  child.stdout.on('data', (c: Buffer) => {
    if (out.length < 4096) out += c;
  });
  for (;;) {
    const ok = await call(b.port, '/healthz').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`${b.name}: serve exited (${child.exitCode})`);
    await sleep(50);
  }
  return { child, out: () => out };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  await exited;
}

// BENCH_LOG_LEVELS=info,warn: this tree served twice, once at each level (what the log line costs).
const LEVELS = process.env.BENCH_LOG_LEVELS?.split(',');
const builds: Built[] = (
  LEVELS
    ? LEVELS.map((level) => ({ name: `this (${level})`, tree: here, level }))
    : [
        { name: 'this', tree: here, level: LOG_LEVEL },
        ...(process.argv[2] ? [{ name: 'base', tree: resolve(process.argv[2]), level: LOG_LEVEL }] : []),
      ]
).map((t, i) => ({
  name: t.name,
  level: t.level,
  cli: join(t.tree, 'dist/cli/cli.js'),
  dataDir: mkdtempSync(join(tmpdir(), 'pk-bench-served-')),
  profDir: mkdtempSync(join(tmpdir(), 'pk-bench-prof-')),
  port: 19_600 + Math.floor(Math.random() * 1000) + i * 1000,
  key: '',
  targets: [],
  child: null,
  windows: [],
  requests: 0,
  rounds: [],
}));

// Whatever ends this process (a throw included) ends the servers it started.
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

const texts = proseSamples(1024, 4000);
const bodies = texts.map((input) => JSON.stringify({ input, type: 'text', models: ['gpt-4o'] }));
// The first start makes the database, the certificate and an account (its key printed once).
for (const b of builds) {
  const first = await serve(b, 'warn', false);
  b.key = /api_key:\s+(\S+)/.exec(first.out())?.[1] ?? '';
  await stop(first.child);
  if (!b.key) throw new Error(`${b.name}: no key printed by the first start`);
  if (CASE === 'label') b.targets = await servedLabelTargets(b.dataDir, PROMPTS);
  b.child = (await serve(b, b.level, PROFILE)).child;
}
const first = builds[0] as Built;
const sample =
  CASE === 'label'
    ? await call(first.port, first.targets[0]?.path ?? '', '', undefined, first.targets[0]?.headers)
    : await call(first.port, '/v1/tokens/count', first.key, bodies[0]);
if (sample.status !== 200) throw new Error(`${first.name}: ${sample.status} ${sample.body.slice(0, 200)}`);
const answer = sample.body;
const bare = spawn(
  'taskset',
  ['-c', '0', process.execPath, '--import', 'tsx', join(here, 'bench/lib/bare-process.ts'), answer],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
children.push(bare);
const bareUrl = await new Promise<string>((done) => bare.stdout.once('data', (d) => done(String(d).trim())));

// Warmed to a number of requests (Fastify compiles the route on its first count, then the JIT; a
// label GET's first read of each prompt fills the delivery cache). A run may answer nothing while
// the process is still busy starting (the o200k vocabulary is loaded after listen): up to ten such.
for (const b of builds) {
  for (let sent = 0, idle = 0; sent < 20_000; ) {
    const r = await load(`https://127.0.0.1:${b.port}`, b, 2);
    if (r.requests === 0 && ++idle < 10) continue;
    if (r.requests === 0 || r.non2xx > 0) {
      const t = b.targets[0];
      const one = t ? await call(b.port, t.path, '', undefined, t.headers) : null;
      throw new Error(
        `${b.name}: warm-up answered ${r.non2xx} of ${r.requests} not 2xx${one ? ` (one: ${one.status} ${one.body.slice(0, 200)})` : ''}`,
      );
    }
    sent += r.requests;
  }
}
/** One wrk run of the case against a side (the bare process: `b` null; it answers any request). */
async function load(url: string, b: Built | null, seconds: number) {
  if (CASE === 'count') return runWrk(countLoad(url, b?.key ?? '', seconds));
  const r = await wrkTargets(url, (b ?? first).targets, 50, seconds);
  return { rps: r.rps, requests: Math.round(r.rps * seconds) || 0, non2xx: r.errors };
}
function countLoad(url: string, key: string, seconds: number) {
  return {
    url: `${url}/v1/tokens/count`,
    method: 'POST',
    bodies,
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    connections: 50,
    seconds,
  };
}

const bareRounds: { us: number; rps: number }[] = [];
const barePid = bare.pid as number; // taskset execs node: its pid is the server's
for (let round = 0; round < ROUNDS; round++) {
  const sides = [null, ...builds];
  if (round % 2 === 1) sides.reverse();
  for (const b of sides) {
    const pid = b === null ? barePid : (b.child?.pid as number);
    const t0 = ticks(pid);
    const from = nowUs();
    const r = await load(b === null ? bareUrl : `https://127.0.0.1:${b.port}`, b, SECONDS);
    const to = nowUs();
    if (r.non2xx > 0) throw new Error(`${b?.name ?? 'bare'}: ${r.non2xx} answers not 2xx`);
    const figure = { us: ((ticks(pid) - t0) * 10_000) / Math.max(1, r.requests), rps: r.rps };
    if (b === null) bareRounds.push(figure);
    else {
      b.rounds.push(figure);
      b.windows.push([from, to]);
      b.requests += r.requests;
    }
  }
}
bare.kill('SIGTERM');
for (const b of builds) await stop(b.child as ChildProcess);

const m = (xs: { us: number; rps: number }[], k: 'us' | 'rps') => median(xs.map((x) => x[k]));
const bareUs = m(bareRounds, 'us');
const bareRps = m(bareRounds, 'rps');
const lines = [
  `${whenAndLoad(load0)} · ${ROUNDS} rounds × ${SECONDS} s, rotated with the bare process · ${CASE === 'label' ? `GET by label, ${PROMPTS} prompts` : '1 KB count'} · log level ${LEVELS?.join(' / ') ?? LOG_LEVEL}${PROFILE ? ' · --cpu-prof' : ''}`,
  '',
  '| side | CPU µs / request | req/s | CPU ratio bare ÷ side | req/s ratio side ÷ bare | per-round CPU µs |',
  '|---|---|---|---|---|---|',
  `| bare | ${bareUs.toFixed(1)} | ${bareRps.toFixed(0)} | – | – | ${bareRounds.map((r) => r.us.toFixed(0)).join(', ')} |`,
];
for (const b of builds) {
  const us = m(b.rounds, 'us');
  const rps = m(b.rounds, 'rps');
  lines.push(
    `| ${b.name} | ${us.toFixed(1)} | ${rps.toFixed(0)} | ${(bareUs / us).toFixed(2)} | ${(rps / bareRps).toFixed(2)} | ${b.rounds.map((r) => r.us.toFixed(0)).join(', ')} |`,
  );
}
if (builds.length === 2) {
  const [t, other] = builds as [Built, Built];
  const ratios = t.rounds.map((r, i) => (other.rounds[i] as { us: number }).us / r.us);
  lines.push(
    '',
    `${other.name} µs ÷ ${t.name} µs, per round: ${ratios.map((x) => x.toFixed(2)).join(', ')}; median ${median(ratios).toFixed(2)}`,
  );
}
process.stdout.write(`${lines.join('\n')}\n`);

// The profile of each served process, cut to its measured rounds.
if (PROFILE) {
  for (const b of builds) {
    const file = readdirSync(b.profDir).find((f) => f.endsWith('.cpuprofile'));
    if (file === undefined) {
      process.stdout.write(`\n${b.name}: no profile written\n`);
      continue;
    }
    const p = JSON.parse(readFileSync(join(b.profDir, file), 'utf8')) as {
      nodes: { callFrame: { url: string; lineNumber: number; columnNumber: number } }[];
      startTime: number;
      endTime: number;
      samples: number[];
      timeDeltas: number[];
    };
    const samples: number[] = [];
    const deltas: number[] = [];
    let at = p.startTime;
    p.samples.forEach((id, i) => {
      at += p.timeDeltas[i] ?? 0;
      if (b.windows.some(([from, to]) => at >= from && at <= to)) {
        samples.push(id);
        deltas.push(p.timeDeltas[i] ?? 0);
      }
    });
    // The bundle's frames named by their source (its source maps), so profile-groups.mjs can group them.
    const maps = new Map<string, SourceMap | null>();
    for (const { callFrame: f } of p.nodes) {
      if (!f.url.startsWith('file://') || f.lineNumber < 0) continue;
      const path = fileURLToPath(f.url);
      if (!maps.has(path)) {
        const map = `${path}.map`;
        maps.set(path, existsSync(map) ? new SourceMap(JSON.parse(readFileSync(map, 'utf8'))) : null);
      }
      const source = maps.get(path)?.findEntry(f.lineNumber, f.columnNumber) as
        | { originalSource?: string; originalLine?: number }
        | undefined;
      if (source?.originalSource) {
        f.url = `file://${resolve(dirname(path), source.originalSource)}`;
        f.lineNumber = source.originalLine ?? f.lineNumber;
      }
    }
    const cut = join(b.profDir, `${b.name}-rounds.cpuprofile`);
    writeFileSync(cut, JSON.stringify({ ...p, samples, timeDeltas: deltas }));
    const groups = execFileSync(process.execPath, [
      join(here, 'bench/lib/profile-groups.mjs'),
      cut,
      String(b.requests),
    ]).toString();
    process.stdout.write(
      `\n${b.name}: ${samples.length} of ${p.samples.length} samples in the rounds (${b.requests} requests); main thread only\n\n${groups}profile: ${cut}\n`,
    );
  }
}
process.exit(0);
