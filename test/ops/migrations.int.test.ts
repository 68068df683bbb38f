import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { migrateToLatest } from '../../src/db/migrator.js';
import { emptyDb } from '../support/empty-db.js';
import { FIXTURES, NAMES, upgradeTestFrom } from './migration-upgrades.js';

/** Upgrades from every earlier schema version (migration-upgrades.ts), the first half of them. */
const HALF = Math.ceil((NAMES.length - 1) / 2);

test('every migration has upgrade fixtures', () => {
  assert.deepEqual(Object.keys(FIXTURES), NAMES);
});

describe('upgrading to the latest schema', () => {
  // The first half of the starting points; migrations-recent.int.test.ts takes the rest.
  for (const from of NAMES.slice(0, -1).slice(0, HALF)) upgradeTestFrom(from);

  test('migrating again is a no-op', async () => {
    const { db, cleanup } = await emptyDb();
    try {
      assert.deepEqual(await migrateToLatest(db), NAMES);
      assert.deepEqual(await migrateToLatest(db), []);
    } finally {
      await db.close();
      cleanup();
    }
  });
});
