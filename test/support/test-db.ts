import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrator.js';

export const TEST_DB = process.env.PROMPTKEEP_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const TEST_PG_URL =
  process.env.PROMPTKEEP_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Set per `npm test` run by scripts/run-tests.mjs, so concurrent runs drop only their own schemas. */
const TEST_SCHEMA_PREFIX = /^t[0-9a-z]*$/.test(process.env.PROMPTKEEP_TEST_SCHEMA_PREFIX ?? '')
  ? (process.env.PROMPTKEEP_TEST_SCHEMA_PREFIX as string)
  : 't';
export const TEST_REDIS_URL = process.env.PROMPTKEEP_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A fresh, migrated database for one test file: a temp SQLite file, or a new PostgreSQL schema
 * (so files run in parallel without seeing each other). `drop` removes it.
 */
export async function openTestDb(): Promise<{
  db: Db;
  drop(): Promise<void>;
  url?: string;
  schema?: string;
  /** SQLite: the database file (a second connection to it stands for another process). */
  file?: string;
}> {
  if (TEST_DB === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'promptkeep-test-'));
    const file = join(dir, 'test.db');
    const db = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    return {
      db,
      file,
      async drop() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `${TEST_SCHEMA_PREFIX}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const { default: pg } = await import('pg'); // only on PostgreSQL: SQLite files never load it
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openDatabase({ kind: 'postgres', url: TEST_PG_URL, schema, maxConnections: 5 });
  await migrateToLatest(db);
  return {
    db,
    url: TEST_PG_URL,
    schema,
    // The schema is left for scripts/run-tests.mjs to drop after the run: dropping it now races
    // with catalog-wide scans elsewhere (older checkouts' migrators, schema dumps), which fail on a
    // schema vanishing under them (3F000); scripts/pg-schemas-lock.mjs.
    async drop() {
      await db.close();
    },
  };
}
