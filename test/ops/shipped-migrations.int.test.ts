import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { MIGRATIONS } from '../../src/db/migrator.js';
import { emptyDb } from '../support/empty-db.js';
import { migrationFingerprints } from '../support/schema-dump.js';
import { TEST_DB } from '../support/test-db.js';

/**
 * A migration that has shipped never changes what it builds (databases in the field ran it as it
 * was). Each one's schema, as the database describes it after applying migrations one at a time,
 * is held to the fingerprint recorded when it shipped (`shipped-migrations.json`, written by
 * `node --import tsx scripts/migration-fingerprints.ts`). Rewriting a shipped migration's code is
 * fine while it builds the same schema; a migration not in the file yet is new and not checked.
 */
const SHIPPED: Record<string, Record<string, string>> = JSON.parse(
  readFileSync(new URL('./shipped-migrations.json', import.meta.url), 'utf8'),
);

test(`shipped migrations build the schema they shipped with (${TEST_DB})`, async () => {
  const expected = SHIPPED[TEST_DB] ?? {};
  assert.ok(Object.keys(expected).length >= 11, 'fingerprints are recorded');
  for (const name of Object.keys(expected)) assert.ok(name in MIGRATIONS, `${name} is still a migration`);
  const { db, schema, cleanup } = await emptyDb();
  try {
    const actual = await migrationFingerprints(db.kysely, TEST_DB, MIGRATIONS, schema);
    for (const [name, hash] of Object.entries(expected)) {
      assert.equal(actual[name]?.hash, hash, `${name} builds another schema now:\n${actual[name]?.dump}`);
    }
  } finally {
    await db.close();
    cleanup();
  }
});
