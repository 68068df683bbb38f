// PostgreSQL: does a named prepared statement (pg's `name` in the query config: parsed and planned
// once per connection) beat the unnamed statement Kysely's driver sends (parsed and planned on
// every call)? The hot read of GET /v1/prompts/{id}?expand=versions, 2,000 prompts × 3 versions,
// one connection, sequential calls, median of 5 runs of 2,000 calls each.
//
//   node --import tsx bench/pg-prepared.bench.ts   (BENCH_PG_URL=postgres://… optional)
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { openPgSchema } from './lib/pg-schema.js';
import { bodies, seedPrompts } from './lib/prompts-seed.js';
import { median } from './lib/wrk.js';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const { schema, drop } = await openPgSchema(PG_URL, 'bench_prepared');
try {
  const db = openDatabase({ kind: 'postgres', url: PG_URL, schema, maxConnections: 2 });
  await migrateToLatest(db);
  const now = new Date().toISOString();
  await sql`insert into accounts (id, name, require_api_client, created, updated) values ('acc_b', 'b', 0, ${now}, ${now})`.execute(
    db.kysely,
  );
  await sql`insert into workspaces (id, account_id, name, is_default, created, updated) values ('wrk_bench', 'acc_b', 'b', 1, ${now}, ${now})`.execute(
    db.kysely,
  );
  const contents = bodies();
  const byWs = await seedPrompts(db, ['wrk_bench'], 2000, 3, { contents, infos: contents.map(() => '{}') });
  await sql`analyze`.execute(db.kysely);
  await db.close();
  const ids = byWs.get('wrk_bench')!;
  const text = `select p.*, v.id as v_id, v.name as v_name, v.is_primary, v.content, v.variables, v.token_info,
    v.revision as v_revision, v.created as v_created, v.updated as v_updated
    from prompts as p left join prompt_versions as v on v.prompt_id = p.id
    where p.workspace_id = $1 and p.id = $2 order by v.updated desc, v.id desc`;
  const client = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
  await client.connect();
  const time = async (named: boolean) => {
    const runs: number[] = [];
    for (let r = 0; r < 6; r++) {
      const t0 = performance.now();
      for (let i = 0; i < 2000; i++) {
        const values = ['wrk_bench', ids[(r * 2000 + i * 7) % ids.length]];
        await client.query(named ? { name: 'prompt_with_versions', text, values } : { text, values });
      }
      if (r > 0) runs.push(((performance.now() - t0) * 1000) / 2000);
    }
    return median(runs);
  };
  const unnamed = await time(false);
  const named = await time(true);
  const unnamed2 = await time(false);
  console.log(
    `unnamed: ${unnamed.toFixed(0)} µs/query (again after: ${unnamed2.toFixed(0)}) · named: ${named.toFixed(0)} µs/query`,
  );
  await client.end();
} finally {
  await drop();
}
