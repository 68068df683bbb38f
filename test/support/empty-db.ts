import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../../src/db/database.js';
import { TEST_DB, TEST_PG_URL } from './test-db.js';

/** An empty database (no migrations) of the kind under test, for tests that run migrations themselves. */
export async function emptyDb(
  kind: 'sqlite' | 'postgres' = TEST_DB,
): Promise<{ db: Db; schema?: string; cleanup(): void }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'promptkeep-migr-'));
    const db = openDatabase({ kind: 'sqlite', file: join(dir, 'test.db') });
    return { db, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  }
  // Named like test-db.ts's schemas, so scripts/run-tests.mjs drops it after the run.
  const prefix = /^t[0-9a-z]*$/.test(process.env.PROMPTKEEP_TEST_SCHEMA_PREFIX ?? '')
    ? process.env.PROMPTKEEP_TEST_SCHEMA_PREFIX
    : 't';
  const schema = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const { default: pg } = await import('pg'); // only on PostgreSQL: SQLite files never load it
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    db: openDatabase({ kind: 'postgres', url: TEST_PG_URL, schema, maxConnections: 5 }),
    schema,
    cleanup: () => {},
  };
}
