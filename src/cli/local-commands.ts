import type { Config } from '../config.js';
import { openConfiguredDatabase, sqliteLockFile } from '../configured-database.js';
import { migrateToLatest } from '../db/migrator.js';
import { createFirstAccount } from '../first-start.js';
import { systemClock } from '../lib/clock.js';
import { createIdGenerator } from '../lib/ids.js';
import { createLimitsService } from '../limits/limits-service.js';
import { createMemoryLimitStore } from '../limits/memory-store.js';
import { createUsageRepo } from '../limits/usage.repo.js';
import { createAccountRepo } from '../modules/account/account.repo.js';
import { createAccountService } from '../modules/account/account.service.js';

export interface OwnerKeyOptions {
  account?: string;
  name?: string;
}

/**
 * Commands that work on the database directly: migrations, the very first account, and the
 * operator's recovery of an account's owner key.
 */
export async function runLocal(
  command: 'migrate' | 'bootstrap' | 'owner-key',
  config: Config,
  json: boolean,
  options: OwnerKeyOptions = {},
) {
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
      // A new key changes nothing any server has cached (a cache holds keys that exist).
      credentialsChanged: async () => {},
    });
    if (command === 'owner-key') {
      try {
        await issueOwnerKey(accounts, options, json);
      } finally {
        await limits.close();
      }
      return;
    }
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

/**
 * A new owner key for an account (all its workspaces): the way back in when the owner key is lost,
 * e.g. a first start whose printed key was never seen. Without --account, the only account.
 * Exit codes: 0 issued, 1 no such account, 2 which account is unclear.
 */
async function issueOwnerKey(
  accounts: ReturnType<typeof createAccountService>,
  options: OwnerKeyOptions,
  json: boolean,
) {
  let accountId = options.account;
  if (!accountId) {
    const { items } = await accounts.listAccounts({ page: { limit: 2, after: null } });
    if (items.length !== 1) {
      process.stderr.write(
        items.length === 0
          ? "promptkeep: there is no account yet: 'promptkeep bootstrap' (or the first 'serve') creates one.\n"
          : "promptkeep: several accounts exist: name one with --account acc_… ('promptkeep accounts list' with the operator key shows them).\n",
      );
      process.exitCode = 2;
      return;
    }
    accountId = items[0]!.account_id;
  }
  const found = await accounts.getAccount({ accountId }).catch(() => null);
  if (!found) {
    process.stderr.write(`promptkeep: no account ${accountId}.\n`);
    process.exitCode = 1;
    return;
  }
  const issued = await accounts.issueOwnerKey({ accountId, name: options.name ?? 'owner (recovered)' });
  process.stdout.write(
    json
      ? `${JSON.stringify(issued)}\n`
      : `account_id: ${issued.account_id}\nkey_id: ${issued.key_id}\napi_key: ${issued.api_key}\n(the API key is shown only now; revoke lost keys with 'promptkeep keys revoke KEY_ID')\n`,
  );
}
