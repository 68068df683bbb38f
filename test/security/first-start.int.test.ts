import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { type Db, openDatabase } from '../../src/db/database.js';
import { createFirstAccount } from '../../src/first-start.js';
import { systemClock } from '../../src/lib/clock.js';
import { createIdGenerator } from '../../src/lib/ids.js';
import { createLimitsService } from '../../src/limits/limits-service.js';
import { createMemoryLimitStore } from '../../src/limits/memory-store.js';
import { createUsageRepo } from '../../src/limits/usage.repo.js';
import { createAccountRepo } from '../../src/modules/account/account.repo.js';
import { createAccountService } from '../../src/modules/account/account.service.js';
import { openTestDb, TEST_DB } from '../support/test-db.js';

// Issue 9, hole 12: instances starting together on an empty database each saw no account and each
// made a "Default account". The first start now runs under a lock: exactly one is made.
const INSTANCES = 5;
const limits = { rate_limit_per_second: null, monthly_request_quota: null, monthly_token_limit: null };

function accountsOf(db: Db) {
  const store = createMemoryLimitStore(systemClock);
  const limitsService = createLimitsService({ store, usage: createUsageRepo(db.kysely), clock: systemClock });
  const accounts = createAccountService({
    repo: createAccountRepo(db.kysely),
    ids: createIdGenerator(),
    clock: systemClock,
    limits: limitsService,
    credentialsChanged: async () => {},
  });
  return { accounts, close: () => limitsService.close() };
}

describe('first start makes exactly one default account', () => {
  test(`${INSTANCES} instances bootstrapping an empty database at once`, async () => {
    const fresh = await openTestDb();
    const dir = mkdtempSync(join(tmpdir(), 'promptkeep-first-'));
    // Each "instance" has its own database handle (its own pool on PostgreSQL), as separate
    // processes would; on SQLite they share the file and its lock file.
    const handles: Db[] =
      TEST_DB === 'postgres'
        ? Array.from({ length: INSTANCES }, () =>
            openDatabase({ kind: 'postgres', url: fresh.url!, schema: fresh.schema!, maxConnections: 3 }),
          )
        : Array.from({ length: INSTANCES }, () => fresh.db);
    const services = handles.map(accountsOf);
    try {
      const results = await Promise.all(
        handles.map((db, i) =>
          createFirstAccount({
            db,
            accounts: services[i]!.accounts,
            sqliteLockFile: join(dir, 'first-start.lock'),
            limits,
          }),
        ),
      );
      const made = results.filter((r) => r !== null);
      assert.equal(made.length, 1, `${made.length} calls created an account`);
      assert.match(made[0]!.api_key, /^pk_/);
      assert.equal(await services[0]!.accounts.accountCount(), 1);
      // A later start creates nothing.
      assert.equal(
        await createFirstAccount({
          db: handles[0]!,
          accounts: services[0]!.accounts,
          sqliteLockFile: join(dir, 'first-start.lock'),
          limits,
        }),
        null,
      );
    } finally {
      await Promise.all(services.map((s) => s.close()));
      if (TEST_DB === 'postgres') await Promise.all(handles.map((h) => h.close()));
      await fresh.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
