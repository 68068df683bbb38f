// CPU per request and SQL statements per request of the two prompt reads of prompts.bench.ts
// (one prompt with expand=versions; a page of 50): wrk (CPU 1, 4 connections, HTTPS keep-alive)
// loads the service (this process, CPU 0) for a few seconds, and the process's CPU time (user +
// system: TLS, routing, hooks, auth, the service, the driver, serialization) is divided by the
// requests it served.
// CPU time, unlike latency, hardly moves with the machine's load, so this is the figure to compare
// before and after a change. PostgreSQL's own CPU is not in it (another process).
//
//   BENCH_DB=sqlite|postgres BENCH_PROMPTS=20000 node --import tsx bench/prompts-cpu.ts [PROFILE_DIR]
//   with PROFILE_DIR: a V8 CPU profile of each case's loop (node bench/lib/top-self.mjs FILE)
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../src/db/database.js';
import { fetchOnce, type Target, wrkTargets } from './lib/load.js';
import { openPgSchema } from './lib/pg-schema.js';
import { seedBenchData } from './lib/prompts-seed.js';
import { benchTls, startService } from './lib/servers.js';
import { pinSelfToCpu0, requireWrk } from './lib/wrk.js';

const KIND = process.env.BENCH_DB ?? 'sqlite';
const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 20_000);
const WORKSPACES = Number(process.env.BENCH_WORKSPACES ?? 20);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const profileDir = process.argv[2];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(db: Db) {
  const service = await startService({ db, workers: 1 });
  const data = await seedBenchData(db, service, {
    prompts: PROMPTS,
    workspaces: WORKSPACES,
    versions: 3,
    small: 50,
  });
  const ids = [...data.byWs].flatMap(([ws, list]) => list.map((id) => ({ ws, id })));
  const key = { 'x-api-key': service.key };
  const cases: { name: string; targets: Target[] }[] = [
    {
      name: 'one prompt, expand=versions',
      targets: ids.map((_, i) => {
        const at = ids[(i * 7919) % ids.length]!; // spread over workspaces and the id range
        return { path: `/v1/prompts/${at.id}?expand=versions`, headers: { ...key, 'x-workspace-id': at.ws } };
      }),
    },
    {
      name: 'page of 50',
      targets: data.workspaces.map((ws) => ({
        path: '/v1/prompts?limit=50',
        headers: { ...key, 'x-workspace-id': ws },
      })),
    },
  ];
  let served = 0;
  service.app.server.on('request', () => {
    served++;
  });
  const out: string[] = [];
  for (const c of cases) {
    const sample = await fetchOnce(service.url, c.targets[0]!, (await benchTls()).cert);
    if (sample.status !== 200) throw new Error(`${c.name}: ${sample.status} ${sample.body.slice(0, 200)}`);
    await wrkTargets(service.url, c.targets, 4, 1); // warm-up: JIT, prepared statements, key cache
    let statements = 0;
    const stop = db.observeQueries(() => {
      statements++;
    });
    const session = profileDir ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const served0 = served;
    const cpu0 = process.cpuUsage();
    const load = await wrkTargets(service.url, c.targets, 4, SECONDS);
    const cpu = process.cpuUsage(cpu0);
    const n = served - served0;
    stop();
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      const file = join(profileDir!, `${KIND}-${c.name.replace(/\W+/g, '-')}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    }
    const body = kb(Buffer.byteLength(sample.body));
    out.push(
      `| ${KIND} | ${c.name} | ${body} | ${n} | ${((cpu.user + cpu.system) / n).toFixed(0)} | ${(statements / n).toFixed(2)} | ${load.rps.toFixed(0)} |`,
    );
  }
  await service.close();
  return out;
}

requireWrk();
pinSelfToCpu0();
const rows: string[] = [];
if (KIND === 'sqlite') {
  rows.push(
    ...(await measure(
      openDatabase({ kind: 'sqlite', file: join(mkdtempSync(join(tmpdir(), 'pk-cpu-')), 'b.db') }),
    )),
  );
} else {
  const { schema, drop } = await openPgSchema(PG_URL, 'bench_cpu');
  try {
    rows.push(...(await measure(openDatabase({ kind: 'postgres', url: PG_URL, schema }))));
  } finally {
    await drop();
  }
}
process.stdout.write(
  `| db | request | body | requests | server CPU µs / request | SQL statements / request | req/s (4 conns, shared machine) |\n|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
);
