import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../../src/db/database.js';
import type { Target } from './load.js';
import { withPgSchema } from './pg-schema.js';
import { seedBenchData } from './prompts-seed.js';
import { startService } from './servers.js';

export type DeliveryService = Awaited<ReturnType<typeof startService>>;

/** One request kind of the delivery benches (delivery.bench.ts, delivery-cpu.ts). */
export interface DeliveryCase {
  key: string;
  name: string;
  targets: Target[];
  /** Open-loop p99 at half the max (GET answered 200 only: the fixed-rate client counts others as errors). */
  halfLoad: boolean;
}

/** The bench's prompts, interleaved across workspaces: id, name, and the label's version ETag. */
async function promptsOf(db: Db, workspaces: string[]) {
  const rows = await db.kysely
    .selectFrom('prompts as p')
    .innerJoin('prompt_labels as l', 'l.prompt_id', 'p.id')
    .innerJoin('prompt_versions as v', 'v.id', 'l.version_id')
    .select(['p.workspace_id', 'p.id', 'p.name', 'v.id as vid', 'v.revision', 'v.content'])
    .where('p.workspace_id', 'in', workspaces)
    .where('l.label', '=', 'production')
    .orderBy('p.id')
    .execute();
  const byWs = new Map<string, typeof rows>();
  for (const r of rows) byWs.set(r.workspace_id, [...(byWs.get(r.workspace_id) ?? []), r]);
  const out: typeof rows = [];
  for (let i = 0; out.length < rows.length; i++)
    for (const list of byWs.values()) if (list[i]) out.push(list[i]!);
  return out;
}

/** A `production` label on every prompt's first version (as an application's release would leave it). */
export async function labelAll(db: Db, workspaces: string[]) {
  const at = new Date().toISOString();
  const firsts = await db.kysely
    .selectFrom('prompt_versions')
    .select(['workspace_id', 'prompt_id', 'id'])
    .where('workspace_id', 'in', workspaces)
    .where('name', '=', 'v1')
    .execute();
  for (let i = 0; i < firsts.length; i += 500) {
    const rows = firsts.slice(i, i + 500).map((v) => ({
      workspace_id: v.workspace_id,
      prompt_id: v.prompt_id,
      label: 'production',
      version_id: v.id,
      created_at: at,
      updated_at: at,
    }));
    await db.kysely.insertInto('prompt_labels').values(rows).execute();
  }
  // Settled as seedBenchData settles the prompts: without it, PostgreSQL's autovacuum analyses and
  // vacuums the fresh table (and drops the plans that use it) in the middle of a measurement.
  if (db.kind === 'postgres') await sql`vacuum (analyze) prompt_labels`.execute(db.kysely);
  else await sql`analyze prompt_labels`.execute(db.kysely);
}

/**
 * The delivery cases over the seeded prompts (a `production` label on each one's first version,
 * labelAll): every request names a different prompt than the one before, across the workspaces.
 */
export async function deliveryCases(db: Db, workspaces: string[], key: string): Promise<DeliveryCase[]> {
  const prompts = await promptsOf(db, workspaces);
  const as = (ws: string, extra: Record<string, string> = {}) => ({
    'x-api-key': key,
    'x-workspace-id': ws,
    ...extra,
  });
  const byName = (name: string) => `/v1/prompts-by-name/${encodeURIComponent(name)}`;
  return [
    {
      key: 'id',
      name: 'GET /v1/prompts/{id}?expand=versions',
      targets: prompts.map((p) => ({
        path: `/v1/prompts/${p.id}?expand=versions`,
        headers: as(p.workspace_id),
      })),
      halfLoad: true,
    },
    {
      key: 'name',
      name: 'GET /v1/prompts-by-name/{name}',
      targets: prompts.map((p) => ({ path: byName(p.name), headers: as(p.workspace_id) })),
      halfLoad: true,
    },
    {
      key: 'label',
      name: 'GET /v1/prompts-by-name/{name}/labels/production',
      targets: prompts.map((p) => ({
        path: `${byName(p.name)}/labels/production`,
        headers: as(p.workspace_id),
      })),
      halfLoad: true,
    },
    {
      key: '304',
      name: 'same, If-None-Match (current) → 304',
      targets: prompts.map((p) => ({
        path: `${byName(p.name)}/labels/production`,
        headers: as(p.workspace_id, { 'if-none-match': `"${p.vid}.${p.revision}"` }),
      })),
      halfLoad: false,
    },
    {
      key: 'render',
      name: 'POST /v1/prompts/{id}/render (label production)',
      // Some corpus texts have placeholders ({{…}}): those would need values, so they are left out.
      targets: prompts
        .filter((p) => !p.content.includes('{{'))
        .map((p) => ({
          path: `/v1/prompts/${p.id}/render`,
          method: 'POST',
          body: JSON.stringify({ label: 'production', variables: {} }),
          headers: as(p.workspace_id, { 'content-type': 'application/json' }),
        })),
      halfLoad: false,
    },
    {
      key: 'br',
      name: 'GET /v1/prompts/{id}?expand=versions, Accept-Encoding: br',
      targets: prompts.map((p) => ({
        path: `/v1/prompts/${p.id}?expand=versions`,
        headers: as(p.workspace_id, { 'accept-encoding': 'br' }),
      })),
      halfLoad: false,
    },
  ];
}

/**
 * The service on a fresh database of `kind` (SQLite in a temporary folder, or a PostgreSQL schema
 * of its own, dropped after), seeded as the CPU benches measure it: `prompts` prompts × 3 versions
 * over 10 workspaces, each labelled, and the delivery cases named in `keys`. Closed after `use`,
 * whose result it returns. `serveLogging`: serve's request log (lib/servers.ts), else no logger.
 */
export async function withDeliveryService<T>(
  opts: { kind: string; prompts: number; keys: string[]; tag: string; serveLogging?: boolean },
  use: (service: DeliveryService, cases: DeliveryCase[]) => Promise<T>,
): Promise<T> {
  const run = async (db: Db) => {
    const service = await startService({
      db,
      workers: 1,
      deliveryCacheMb: 256,
      serveLogging: opts.serveLogging ?? false,
    });
    try {
      const seeded = await seedBenchData(db, service, {
        prompts: opts.prompts,
        workspaces: 10,
        versions: 3,
        small: 1,
      });
      await labelAll(db, seeded.workspaces);
      const cases = await deliveryCases(db, seeded.workspaces, service.key);
      return await use(
        service,
        cases.filter((c) => opts.keys.includes(c.key)),
      );
    } finally {
      await service.close();
    }
  };
  if (opts.kind === 'sqlite') {
    return run(
      openDatabase({ kind: 'sqlite', file: join(mkdtempSync(join(tmpdir(), `pk-${opts.tag}-`)), 'b.db') }),
    );
  }
  const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  return withPgSchema(url, `bench_${opts.tag}`, (schema) =>
    run(openDatabase({ kind: 'postgres', url, schema, maxConnections: 10 })),
  );
}
