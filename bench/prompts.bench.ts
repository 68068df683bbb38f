// Prompt-area figures: req/s and p50/p99 of GET /v1/prompts/{id}?expand=versions and GET /v1/prompts
// on SQLite and on PostgreSQL (fresh schema), over real HTTPS on loopback, as a ratio to a bare
// node:https server answering the same bytes in the same run. Seeded through the prompt repo:
// workspace A holds 10,000 prompts × 2 versions (~1 KB each), workspace B a typical 50.
// Two loads, both in a process pinned to CPU 1 (the server is pinned to CPU 0):
//  - max: wrk, closed loop, keep-alive, fixed connections, cycling through every prompt id;
//  - fixed rate: an open-loop Node client sending at ~50% of that max, to report p50/p99 at half
//    load (from the send, and p99 also from the scheduled send time, so queueing counts).
//
//   node --import tsx bench/prompts.bench.ts
//   BENCH_PROMPTS=10000 BENCH_SECONDS=5 BENCH_ROUNDS=3 BENCH_PG_URL=postgres://… (env, optional)
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from '../src/db/database.js';
import {
  createPromptRepo,
  type PromptRow,
  type PromptVersionRow,
} from '../src/modules/prompts/prompts.repo.js';
import { prose } from './lib/corpus.js';
import { benchTls, startBareServer, startService } from './lib/servers.js';
import { median, pinSelfToCpu0, requireWrk } from './lib/wrk.js';

const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 10_000);
const SMALL = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** `sqlite`, `postgres` or both (default). */
const DBS = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',');
/** The fixed-rate load as a share of the measured max. */
const SHARE = Number(process.env.BENCH_FIXED_SHARE ?? 0.5);

interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Fixed-rate runs: p99 measured from the scheduled send time. */
  p99Scheduled?: number;
  errors: number;
}

/**
 * wrk over many paths (a Lua request() cycling through them), pinned to CPU 1. Spawned, not
 * execFileSync'd: the server under test runs in this process and must keep its event loop.
 */
async function wrk(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Load> {
  const dir = mkdtempSync(join(tmpdir(), 'pk-wrk-prompts-'));
  const script = join(dir, 'paths.lua');
  const lua = [
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}`,
    ...Object.entries(headers).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`),
    'local i = 0',
    'request = function() i = i + 1; return wrk.format("GET", paths[(i % #paths) + 1]) end',
  ];
  writeFileSync(script, `${lua.join('\n')}\n`);
  const out = await run('taskset', [
    '-c',
    '1',
    'wrk',
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '30s',
    '--latency',
    '-s',
    script,
    url,
  ]);
  const unit = (v: string, u: string) => Number(v) * (u === 'us' ? 0.001 : u === 's' ? 1000 : 1);
  const pct = (p: string) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? unit(m[1]!, m[2]!) : Number.NaN;
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
    p50: pct('50'),
    p99: pct('99'),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/**
 * Open loop at a fixed rate, 1 s warm-up discarded. Latency is reported from the actual send and,
 * for p99, also from the scheduled send time (which adds the client's own timer lag of up to ~1 ms
 * but counts any queueing: no coordinated omission).
 */
const FIXED_RATE_CLIENT = `
const https = require('node:https');
let input = '';
process.stdin.on('data', (c) => { input += c; });
process.stdin.on('end', () => main(JSON.parse(input)));
function main({ url, paths, headers, ca, rate, seconds }) {
const agent = new https.Agent({ keepAlive: true, maxSockets: 64, ca });
let next = 0, inflight = 0, errors = 0;
const lat = [], fromSend = [];
function fire(intended, record, done) {
  inflight++;
  const sent = performance.now();
  const finish = (ok) => {
    inflight--;
    if (record) { const now = performance.now(); lat.push(now - intended); fromSend.push(now - sent); if (!ok) errors++; }
    done();
  };
  https.get(url + paths[next++ % paths.length], { agent, headers }, (res) => {
    res.resume(); res.on('end', () => finish(res.statusCode === 200));
  }).on('error', () => finish(false));
}
function run(duration, record) {
  return new Promise((resolve) => {
    const start = performance.now(), total = Math.max(1, Math.floor(rate * duration));
    let sent = 0;
    const maybeDone = () => { if (sent >= total && inflight === 0) resolve(); };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) { fire(start + (sent * 1000) / rate, record, maybeDone); sent++; }
      // Sleep until the next send is due (no spinning: the client must not steal CPU from PostgreSQL).
      if (sent < total) setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    };
    tick();
  });
}
(async () => {
  await run(1, false);
  const t0 = performance.now();
  await run(seconds, true);
  const elapsed = (performance.now() - t0) / 1000;
  const pct = (xs, p) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
  agent.destroy();
  process.stdout.write(JSON.stringify({
    rps: lat.length / elapsed, p50: pct(fromSend, 0.5), p99: pct(fromSend, 0.99), p99Scheduled: pct(lat, 0.99), errors,
  }));
})();
}
`;

/** Runs a command to completion without blocking this process's event loop; resolves its stdout. */
function run(command: string, args: string[], input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'inherit'],
    });
    if (input !== undefined) child.stdin?.end(input);
    let out = '';
    child.stdout?.on('data', (c) => {
      out += c;
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exit ${code}`))));
  });
}

async function fixedRate(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  ca: string,
  rate: number,
) {
  const args = ['-c', '1', process.execPath, '-e', FIXED_RATE_CLIENT];
  const input = JSON.stringify({ url, paths, headers, ca, rate, seconds: SECONDS * 2 });
  return JSON.parse(await run('taskset', args, input)) as Load;
}

/** Seeds prompts and versions through the repo, 500 prompts per transaction. */
async function seed(db: Db, workspaceId: string, count: number, tokenInfo: string[], contents: string[]) {
  const repo = createPromptRepo(db.kysely);
  const ids: string[] = [];
  const at = new Date().toISOString();
  const stamp = { created: at, created_by: 'bench', updated: at, updated_by: 'bench' };
  for (let start = 0; start < count; start += 500) {
    const prompts: PromptRow[] = [];
    const versions: PromptVersionRow[] = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const id = `prm_${workspaceId.slice(-6)}${String(i).padStart(8, '0')}`;
      ids.push(id);
      const name = `Prompt ${String(i).padStart(5, '0')} ${contents[i % contents.length]!.slice(0, 20)}`;
      prompts.push({
        id,
        workspace_id: workspaceId,
        name,
        name_key: name.toLowerCase(),
        use_case: 'bench',
        revision: 1,
        ...stamp,
      });
      for (let v = 0; v < 2; v++) {
        const k = (i * 2 + v) % contents.length;
        versions.push({
          id: `ver_${id.slice(4)}${v}`,
          workspace_id: workspaceId,
          prompt_id: id,
          name: `v${v + 1}`,
          is_primary: v === 1 ? 1 : 0,
          content: contents[k]!,
          variables: '[]',
          token_info: tokenInfo[k]!,
          revision: 1,
          ...stamp,
        });
      }
    }
    await repo.tables.transaction(async (trx) => {
      await repo.insertPrompts(trx, prompts);
      await repo.insertVersions(trx, versions);
    });
  }
  return ids;
}

function fetchBody(url: string, path: string, headers: Record<string, string>, ca: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(`${url}${path}`, { headers, ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        return res.statusCode === 200
          ? resolve(body)
          : reject(new Error(`${res.statusCode} ${body.slice(0, 200)}`));
      });
    }).on('error', reject);
  });
}

const kb = (bytes: number) =>
  bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : 'n/a');

async function benchDb(label: string, db: Db, out: string[]) {
  const service = await startService({ db, workers: 1 });
  const tls = await benchTls();
  // 20 distinct ~1 KB texts; token_info computed for each by the service's own tokenInfo.
  const contents = Array.from({ length: 20 }, (_, i) => prose(1000, 100 + i));
  const infos = await Promise.all(
    contents.map(async (c) => JSON.stringify(await service.services.tokenInfo.compute(c))),
  );
  const { account_id } = await db.kysely
    .selectFrom('workspaces')
    .select('account_id')
    .where('id', '=', service.workspaceId)
    .executeTakeFirstOrThrow();
  const small = `wrk_bench${label.toLowerCase()}small`;
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('workspaces')
    .values({ id: small, account_id, name: 'small', is_default: 0, created: now, updated: now })
    .execute();
  const t0 = performance.now();
  const ids = await seed(db, service.workspaceId, PROMPTS, infos, contents);
  await seed(db, small, SMALL, infos, contents);
  const seedS = ((performance.now() - t0) / 1000).toFixed(1);

  const key = { 'x-api-key': service.key };
  const cases = [
    {
      name: 'GET /v1/prompts/{id}?expand=versions',
      ws: service.workspaceId,
      paths: ids.map((id) => `/v1/prompts/${id}?expand=versions`),
      c: 16,
      fixed: true,
    },
    { name: `GET /v1/prompts (${SMALL} prompts)`, ws: small, paths: ['/v1/prompts'], c: 8, fixed: true },
    {
      name: `GET /v1/prompts (${PROMPTS.toLocaleString('en')} prompts, unpaged)`,
      ws: service.workspaceId,
      paths: ['/v1/prompts'],
      c: 2,
      fixed: false,
    },
  ];
  for (const c of cases) {
    const headers = { ...key, 'x-workspace-id': c.ws };
    const sample = await fetchBody(service.url, c.paths[0]!, headers, tls.cert);
    const bare = await startBareServer(sample);
    const svc: Load[] = [];
    const ref: Load[] = [];
    const seconds = c.fixed ? SECONDS : Math.max(3, Math.ceil(SECONDS / 2));
    for (let round = 0; round < ROUNDS; round++) {
      ref.push(await wrk(bare.url, c.paths, headers, c.c, seconds));
      svc.push(await wrk(service.url, c.paths, headers, c.c, seconds));
    }
    await bare.close();
    if (svc.some((r) => r.errors > 0)) throw new Error(`${c.name} on ${label}: non-2xx responses`);
    const rps = median(svc.map((r) => r.rps));
    const refRps = median(ref.map((r) => r.rps));
    let half = '–';
    if (c.fixed) {
      const f = await fixedRate(service.url, c.paths, headers, tls.cert, Math.round(rps * SHARE));
      if (f.errors > 0) throw new Error(`${c.name} on ${label}: errors at fixed rate`);
      half = `${f.rps.toFixed(0)} req/s: ${ms(f.p50)} / **${ms(f.p99)}** (${ms(f.p99Scheduled ?? Number.NaN)})`;
    }
    out.push(
      `| ${label} | ${c.name} | ${kb(Buffer.byteLength(sample))} | ${c.c} | ${rps.toFixed(0)} | ${ms(median(svc.map((r) => r.p50)))} / ${ms(median(svc.map((r) => r.p99)))} | ${refRps.toFixed(0)} | ${(rps / refRps).toFixed(2)} | ${half} |`,
    );
  }
  process.stderr.write(`bench prompts: ${label} seeded in ${seedS} s\n`);
  await service.close();
}

requireWrk();
pinSelfToCpu0();
const out: string[] = [];
out.push(
  `## Prompts (${PROMPTS.toLocaleString('en')} prompts × 2 versions of ~1 KB in one workspace; ${SMALL} in another)`,
  '',
  `\`node --import tsx bench/prompts.bench.ts\` · server on CPU 0, load on CPU 1, HTTPS keep-alive on loopback · max = wrk closed loop, median of ${ROUNDS} × ${SECONDS} s · half load = open loop at ${SHARE * 100}% of that max for ${SECONDS * 2} s, p50 / p99 from the send (in brackets: p99 from the scheduled send time, counting queueing and ~1 ms of client timer lag) · ref = bare node:https answering the same bytes, same run`,
  '',
  '| db | request | response | conns | max req/s | p50 / p99 at max (ms) | ref req/s | ratio | half load: p50 / p99 (ms) |',
  '|---|---|---|---|---|---|---|---|---|',
);
if (DBS.includes('sqlite')) {
  const file = join(mkdtempSync(join(tmpdir(), 'pk-bench-prompts-')), 'bench.db');
  await benchDb('SQLite', openDatabase({ kind: 'sqlite', file }), out);
}
if (DBS.includes('postgres')) {
  const schema = `bench_prompts_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    await benchDb(
      'PostgreSQL',
      openDatabase({ kind: 'postgres', url: PG_URL, schema, maxConnections: 10 }),
      out,
    );
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}
process.stdout.write(`${out.join('\n')}\n`);
