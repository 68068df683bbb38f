import type { Config } from '../config.js';
import { migrateToLatest } from '../db/migrator.js';
import { createFirstAccount } from '../first-start.js';
import { systemClock } from '../lib/clock.js';
import { createIdGenerator } from '../lib/ids.js';
import { createLimitsService } from '../limits/limits-service.js';
import { createMemoryLimitStore } from '../limits/memory-store.js';
import { createUsageRepo } from '../limits/usage.repo.js';
import { openConfiguredDatabase, sqliteLockFile } from '../main.js';
import { createAccountRepo } from '../modules/account/account.repo.js';
import { createAccountService } from '../modules/account/account.service.js';

/** Commands that work on the database directly: migrations and the very first account. */
export async function runLocal(command: 'migrate' | 'bootstrap', config: Config, json: boolean) {
  const db = openConfiguredDatabase(config);
  try {
    const applied = await migrateToLatest(db);
    if (command === 'migrate') {
      process.stdout.write(
        json
          ? `${JSON.stringify({ applied })}\n`
          : `migrations applied: ${applied.length ? applied.join(', ') : 'none (up to date)'}\n`,
      );
      return;
    }
    const limits = createLimitsService({
      store: createMemoryLimitStore(systemClock),
      usage: createUsageRepo(db.kysely),
      clock: systemClock,
    });
    const accounts = createAccountService({
      repo: createAccountRepo(db.kysely),
      ids: createIdGenerator(),
      clock: systemClock,
      limits,
      // Only creates the first account: nothing any server has cached changes.
      credentialsChanged: async () => {},
    });
    const created = await createFirstAccount({
      db,
      accounts,
      sqliteLockFile: sqliteLockFile(config),
      limits: {
        rate_limit_per_second: config.defaultRateLimitPerSecond,
        monthly_request_quota: config.defaultMonthlyRequestQuota,
        monthly_token_limit: config.defaultMonthlyTokenLimit,
      },
    });
    await limits.close();
    if (!created) {
      process.stderr.write(
        'promptkeep: an account already exists; nothing created (keys are shown only when made).\n',
      );
      process.exitCode = 3;
      return;
    }
    const out = {
      account_id: created.account_id,
      workspace_id: created.workspace_id,
      api_key: created.api_key,
    };
    process.stdout.write(
      json
        ? `${JSON.stringify(out)}\n`
        : `account_id: ${out.account_id}\nworkspace_id: ${out.workspace_id}\napi_key: ${out.api_key}\n`,
    );
  } finally {
    await db.close();
  }
}
