// The figures of docs/scaling.md that are not throughput: (a) limit checks per second one Redis
// answers (one EVALSHA each, 64 in flight from one process); (b) database queries per request on
// SQLite and PostgreSQL, counted with the database's query observer (the key cache warm, as in
// steady traffic, and cold). Needs Redis and PostgreSQL (REDIS_URL, DATABASE_URL; the test ones
// by default); a part whose server is missing is skipped.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/database.js';
import { createRedisLimitStore } from '../src/limits/redis-store.js';
import { openPgSchema } from './lib/pg-schema.js';
import { startService } from './lib/servers.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const out: string[] = ['## Scaling figures (docs/scaling.md)', ''];

async function redisChecksPerSecond(op: 'takeToken' | 'incrementWithin'): Promise<number> {
  const store = await createRedisLimitStore(REDIS_URL, `pkbench:${process.pid}:${op}:`);
  let done = 0;
  const end = performance.now() + SECONDS * 1000;
  const worker = async (w: number) => {
    for (let i = 0; performance.now() < end; i++) {
      const key = `k${(w * 7919 + i) % 1000}`;
      if (op === 'takeToken') await store.takeToken(key, 1_000_000);
      else await store.incrementWithin(key, Number.MAX_SAFE_INTEGER, 60);
      done++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: 64 }, (_, w) => worker(w)));
  const rate = done / ((performance.now() - start) / 1000);
  await store.close();
  return rate;
}

out.push('### (a) Redis limit checks per second (one client process, 64 in flight)', '');
try {
  const take = await redisChecksPerSecond('takeToken');
  const inc = await redisChecksPerSecond('incrementWithin');
  out.push('| check | checks/s |', '|---|---|');
  out.push(
    `| rate limit (token bucket) | ${take.toFixed(0)} |`,
    `| monthly quota (counter) | ${inc.toFixed(0)} |`,
  );
} catch (error) {
  out.push(`skipped: ${(error as Error).message}`);
}

async function postgresDb() {
  const { schema, drop } = await openPgSchema(PG_URL, 'bench_scaling');
  const db = openDatabase({ kind: 'postgres', url: PG_URL, schema, maxConnections: 5 });
  return { db, drop };
}

async function queriesPerRequest(kind: 'sqlite' | 'postgres') {
  const pgDb = kind === 'postgres' ? await postgresDb() : null;
  const service = await startService(pgDb ? { db: pgDb.db, workers: 1 } : { workers: 1 });
  let queries = 0;
  service.db.observeQueries(() => queries++);
  const as = { 'x-api-key': service.key, 'x-workspace-id': service.workspaceId };
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const res = await service.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const count = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    await call(method, url, payload); // warms the key cache and the workspace grant
    queries = 0;
    await call(method, url, payload);
    return queries;
  };
  const prompt = await call('POST', '/v1/prompts', { name: 'p', content: 'Hello {{name}}' });
  const id = prompt.prompt_id as string;
  const rows: [string, number][] = [
    ['GET /v1/tokens/models', await count('GET', '/v1/tokens/models')],
    [
      'POST /v1/tokens/count (1 KB)',
      await count('POST', '/v1/tokens/count', { input: 'x'.repeat(1024), type: 'text', models: ['gpt-4o'] }),
    ],
    ['GET /v1/prompts/{id}', await count('GET', `/v1/prompts/${id}`)],
    ['GET /v1/prompts/{id}?expand=versions', await count('GET', `/v1/prompts/${id}?expand=versions`)],
    ['POST /v1/prompts/{id}/versions', await count('POST', `/v1/prompts/${id}/versions`, { content: 'v' })],
  ];
  await service.close();
  await pgDb?.drop();
  return rows;
}

out.push(
  '',
  '### (b) Database queries per request (key cache warm; usage flushes every 2 s not counted)',
  '',
);
const sqlite = await queriesPerRequest('sqlite');
let postgres: [string, number][] | null = null;
try {
  postgres = await queriesPerRequest('postgres');
} catch (error) {
  process.stderr.write(`bench: PostgreSQL skipped (${(error as Error).message})\n`);
}
out.push('| request | SQLite | PostgreSQL |', '|---|---|---|');
for (const [i, [name, n]] of sqlite.entries())
  out.push(`| ${name} | ${n} | ${postgres?.[i]?.[1] ?? 'skipped'} |`);
out.push('', `Redis rounds: ${SECONDS} s each.`, '');
process.stdout.write(`${out.join('\n')}\n`);
