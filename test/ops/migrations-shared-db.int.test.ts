import assert from 'node:assert/strict';
import { test } from 'node:test';
import { otherSchemasLockHolders } from '../../scripts/pg-schemas-lock.mjs';
import { migrateToLatest } from '../../src/db/migrator.js';
import { emptyDb } from '../support/empty-db.js';
import { TEST_DB, TEST_PG_URL } from '../support/test-db.js';
import { NAMES } from './migration-upgrades.js';

// A PostgreSQL database shared with others (other test runs, the benches, another service) has
// schemas appearing and vanishing while we migrate. Kysely's Migrator finds its own tables by
// introspecting every schema of the database, and that scan failed on a schema dropped under it
// ("schema … does not exist", "relation … does not exist"). Our migrator looks in our schema only.
// PostgreSQL only: a SQLite file is ours alone.
const skip = TEST_DB !== 'postgres' && 'PostgreSQL only (a SQLite file has no other schemas)';
const MIGRATIONS = 4;

test('migrating while another connection creates and drops schemas', { skip }, async (t) => {
  const { default: pg } = await import('pg');
  const churn = new pg.Client({ connectionString: TEST_PG_URL });
  await churn.connect();
  // Not beside another test run or bench (scripts/pg-schemas-lock.mjs): the churn would fail the
  // migrations of a checkout older than this fix, the very failure tested here.
  const others = await otherSchemasLockHolders(churn, Number(process.env.PROMPTKEEP_TEST_LOCK_PID ?? 0));
  if (others > 0) {
    await churn.end();
    t.skip(`${others} other test run(s) or bench(es) share the database`);
    return;
  }
  // Named like the test schemas, so scripts/run-tests.mjs drops any this leaves behind.
  const prefix = /^t[0-9a-z]*$/.test(process.env.PROMPTKEEP_TEST_SCHEMA_PREFIX ?? '')
    ? process.env.PROMPTKEEP_TEST_SCHEMA_PREFIX
    : 't';
  const tag = Math.random().toString(36).slice(2, 8);
  let running = true;
  let cycles = 0;
  const churning = (async () => {
    for (let i = 0; running; i++) {
      const name = `${prefix}_churn${i}_${tag}`;
      await churn.query(`create schema ${name}`);
      // A serial column and several tables: more for the catalog scan to stumble on.
      for (const table of ['a', 'b', 'c'])
        await churn.query(`create table ${name}.${table} (id serial primary key, v text)`);
      await churn.query(`drop schema ${name} cascade`);
      cycles++;
    }
  })();
  const migrated: string[][] = [];
  try {
    for (let i = 0; i < MIGRATIONS; i++) {
      const { db } = await emptyDb('postgres');
      try {
        const before = cycles;
        migrated.push(await migrateToLatest(db));
        // The churn really ran while this migration did (else the test proves nothing).
        assert.ok(cycles > before, 'schemas were created and dropped during the migration');
      } finally {
        await db.close();
      }
    }
  } finally {
    running = false;
    await churning;
    await churn.end();
  }
  assert.deepEqual(
    migrated,
    Array.from({ length: MIGRATIONS }, () => NAMES),
  );
});
