// Contexts figures: req/s and p50/p99 of GET /v1/contexts/{id}?expand=versions and GET /v1/contexts
// with 5,000 contexts (3 versions each) in the workspace, on SQLite and on PostgreSQL, over real
// HTTPS on loopback, as a ratio to a bare node:https server answering the same bytes, measured in
// the same run. The load is a bounded keep-alive client loop (fixed concurrency, fixed duration) in
// its own process pinned to CPU 1; the server is pinned to CPU 0.
//
//   node --import tsx bench/contexts.bench.ts
//   BENCH_CONTEXTS=5000 BENCH_SECONDS=5 BENCH_ROUNDS=3 BENCH_PG_URL=postgres://… (env, optional)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { withPgSchema } from './lib/pg-schema.js';
import { benchStamp } from './lib/prompts-seed.js';
import { benchTls, startBareServer, startService } from './lib/servers.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

const CONTEXTS = Number(process.env.BENCH_CONTEXTS ?? 5000);
const VERSIONS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CASES = [
  { name: 'GET /v1/contexts/{id}?expand=versions', concurrency: 16, list: false },
  { name: 'GET /v1/contexts (all, primary versions)', concurrency: 4, list: true },
];

interface LoopResult {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
  bytes: number;
}

/**
 * The client: `concurrency` loops, each with one request in flight on a keep-alive socket, cycling
 * through `paths`; a 1 s warm-up is discarded. Runs in a child process pinned to CPU 1.
 */
const CLIENT = `
const https = require('node:https');
let input = '';
process.stdin.on('data', (c) => { input += c; });
process.stdin.on('end', () => run(JSON.parse(input)));
function run({ url, paths, headers, ca, concurrency, seconds }) {
const agent = new https.Agent({ keepAlive: true, maxSockets: concurrency, ca });
const get = (path) => new Promise((resolve) => {
  const t0 = performance.now();
  const req = https.get(url + path, { agent, headers }, (res) => {
    let bytes = 0;
    res.on('data', (c) => { bytes += c.length; });
    res.on('end', () => resolve({ ms: performance.now() - t0, ok: res.statusCode === 200, bytes }));
  });
  req.on('error', () => resolve({ ms: performance.now() - t0, ok: false, bytes: 0 }));
});
(async () => {
  let next = 0;
  const lat = [];
  let errors = 0, bytes = 0, measuring = false;
  const loop = async (until) => {
    while (performance.now() < until) {
      const r = await get(paths[next++ % paths.length]);
      if (!measuring) continue;
      lat.push(r.ms); bytes = r.bytes; if (!r.ok) errors++;
    }
  };
  const warm = performance.now() + 1000;
  await Promise.all(Array.from({ length: concurrency }, () => loop(warm)));
  measuring = true;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, () => loop(end)));
  const elapsed = (performance.now() - start) / 1000;
  lat.sort((a, b) => a - b);
  const pct = (p) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))] ?? NaN;
  agent.destroy();
  process.stdout.write(JSON.stringify({ requests: lat.length, errors, seconds: elapsed, p50: pct(0.5), p99: pct(0.99), bytes }));
})();
}
`;

function runClient(opts: {
  url: string;
  paths: string[];
  headers: Record<string, string>;
  ca: string;
  concurrency: number;
}) {
  const args = ['-c', '1', process.execPath, '-e', CLIENT];
  return new Promise<LoopResult>((resolve, reject) => {
    const child = spawn('taskset', args, { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(JSON.stringify({ ...opts, seconds: SECONDS }));
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoopResult) : reject(new Error(`client exit ${code}`)),
    );
  });
}

const words = 'context prompt policy customer refund shipping invoice tone brand style example answer'.split(
  ' ',
);
function paragraph(seed: number, length = 600): string {
  let out = '';
  for (let i = seed; out.length < length; i = (i * 7 + 3) % 9973) out += `${words[i % words.length]} `;
  return out.trim();
}

/** Seeds contexts straight into the tables (the HTTP path is measured, not the seeding). */
async function seed(db: Db, workspaceId: string, tokenInfo: string): Promise<string[]> {
  const ids: string[] = [];
  const stamp = benchStamp();
  for (let start = 0; start < CONTEXTS; start += 250) {
    const contexts: Database['contexts'][] = [];
    const versions: Database['context_versions'][] = [];
    for (let i = start; i < Math.min(CONTEXTS, start + 250); i++) {
      const id = `ctx_bench${String(i).padStart(8, '0')}`;
      ids.push(id);
      const name = `${words[i % words.length]} context ${i}`;
      contexts.push({
        id,
        workspace_id: workspaceId,
        name,
        name_key: name.toLowerCase(),
        description: null,
        revision: 1,
        ...stamp,
      });
      for (let v = 0; v < VERSIONS; v++) {
        versions.push({
          id: `cv_bench${String(i).padStart(8, '0')}${v}`,
          workspace_id: workspaceId,
          context_id: id,
          name: `v${v + 1}`,
          is_primary: v === VERSIONS - 1 ? 1 : 0,
          kind: 'text' as const,
          content: paragraph(i * VERSIONS + v),
          filename: null,
          media_type: null,
          size_bytes: null,
          sha256: null,
          token_info: tokenInfo,
          revision: 1,
          ...stamp,
        });
      }
    }
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('contexts').values(contexts).execute();
      await trx.insertInto('context_versions').values(versions).execute();
    });
  }
  return ids;
}

async function benchDb(label: string, db: Db, out: string[]) {
  pinSelfToCpu0();
  const service = await startService({ db, workers: 1 });
  const tokenInfo = JSON.stringify(await service.services.tokenInfo.compute(paragraph(1)));
  const ids = await seed(db, service.workspaceId, tokenInfo);
  const tls = await benchTls();
  const headers = { 'x-api-key': service.key, 'x-workspace-id': service.workspaceId };
  for (const c of CASES) {
    const paths = c.list ? ['/v1/contexts'] : ids.map((id) => `/v1/contexts/${id}?expand=versions`);
    // The reference answers with the very bytes the service sends (one sample response).
    const sample = await fetchBody(service.url, paths[0]!, headers, tls.cert);
    const bare = await startBareServer(sample);
    const svc: LoopResult[] = [];
    const ref: LoopResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      ref.push(await runClient({ url: bare.url, paths, headers, ca: tls.cert, concurrency: c.concurrency }));
      svc.push(
        await runClient({ url: service.url, paths, headers, ca: tls.cert, concurrency: c.concurrency }),
      );
    }
    await bare.close();
    if (svc.some((r) => r.errors > 0)) throw new Error(`${c.name} on ${label}: non-200 responses`);
    const s = summarize(svc);
    const b = summarize(ref);
    out.push(
      `| ${label} | ${c.name} | ${kb(Buffer.byteLength(sample))} | ${c.concurrency} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(2)} / ${s.p99.toFixed(2)} | ${b.rps.toFixed(0)} | ${(s.rps / b.rps).toFixed(2)} |`,
    );
  }
  await service.close();
}

const summarize = (rs: LoopResult[]) => ({
  rps: median(rs.map((r) => r.requests / r.seconds)),
  p50: median(rs.map((r) => r.p50)),
  p99: median(rs.map((r) => r.p99)),
});
const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;

async function fetchBody(
  url: string,
  path: string,
  headers: Record<string, string>,
  ca: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    get(`${url}${path}`, { headers, ca }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () =>
        res.statusCode === 200 ? resolve(body) : reject(new Error(`${res.statusCode} ${body}`)),
      );
    }).on('error', reject);
  });
}

const out: string[] = [];
out.push(
  `## Contexts (${CONTEXTS.toLocaleString('en')} contexts × ${VERSIONS} versions of ~600 characters)`,
  '',
);
out.push(
  '| database | endpoint | response | clients | req/s | p50 / p99 ms | bare req/s (same bytes) | ratio |',
  '|---|---|---|---|---|---|---|---|',
);
const dir = mkdtempSync(join(tmpdir(), 'pk-bench-ctx-'));
try {
  await benchDb('SQLite', openDatabase({ kind: 'sqlite', file: join(dir, 'bench.db') }), out);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

await withPgSchema(PG_URL, 'bench_ctx', (schema) =>
  benchDb('PostgreSQL', openDatabase({ kind: 'postgres', url: PG_URL, schema, maxConnections: 10 }), out),
);
out.push(
  '',
  `Rounds: ${ROUNDS} × ${SECONDS} s after a 1 s warm-up, bare and service interleaved; medians. Keep-alive client ` +
    'loop (one request in flight per client) in its own process on CPU 1, server on CPU 0 (PostgreSQL unpinned). ' +
    `GET one cycles through all ${CONTEXTS.toLocaleString('en')} ids.`,
  '',
);
process.stdout.write(`${out.join('\n')}\n`);
