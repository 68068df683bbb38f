import type { LogEvent } from 'kysely';
import pg from 'pg';
import type { Db } from '../../src/db/database.js';

/**
 * The SQL a request runs, captured from the service's own query log (so the plans are those of the
 * exact statements, auth included), then EXPLAIN (ANALYZE, BUFFERS) of each on a separate
 * connection. PostgreSQL only.
 */
export async function explainRequest(
  db: Db,
  pgUrl: string,
  schema: string,
  request: () => Promise<unknown>,
): Promise<string[]> {
  const seen: LogEvent['query'][] = [];
  const stop = db.observeQueries((e) => {
    seen.push(e.query);
  });
  try {
    await request();
  } finally {
    stop();
  }
  const client = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${schema}` });
  await client.connect();
  const out: string[] = [];
  try {
    for (const q of seen) {
      // Plans only for reads: the request's writes (usage counters) are not the point here.
      if (!/^\s*select/i.test(q.sql)) continue;
      const plan = await client.query(`explain (analyze, buffers, costs off) ${q.sql}`, [...q.parameters]);
      out.push(q.sql, ...plan.rows.map((r) => `    ${r['QUERY PLAN']}`), '');
    }
  } finally {
    await client.end();
  }
  return out;
}
