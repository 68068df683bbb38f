import type { FastifyInstance } from 'fastify';
import type { ChangeRecorder } from '../../db/changes.js';
import type { Db } from '../../db/database.js';
import type { AccountLimits } from '../../lib/account-limits.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { LimitsService } from '../../limits/limits-service.js';
import { createAccountRepo } from './account.repo.js';
import { registerAccountRoutes } from './account.routes.js';
import { createAccountService } from './account.service.js';
import { registerAccountAdminRoutes } from './account-admin.routes.js';
import type { AccountCaps } from './account-caps.js';
import { createCredentialsService } from './account-credentials.service.js';
import { createWorkspacesService } from './account-workspaces.service.js';

export interface AccountModuleDeps {
  db: Db;
  ids: IdGenerator;
  clock: Clock;
  limits: LimitsService;
  /** The operator API (/v1/admin) is registered only when an admin key is configured. */
  adminKey: string | null;
  /** Limits of accounts the operator creates without naming them. */
  accountDefaults: AccountLimits;
  /** Per-account caps on workspaces, keys, clients and workspace_ids (settings, account-caps.ts). */
  caps: AccountCaps;
  /** The auth key cache's invalidation (http/auth-cache.ts): called after a credential change. */
  credentialsChanged: (accountId: string) => Promise<void>;
  /** The audit log's writer (src/db/changes.ts): every owner's write records its row. */
  record?: ChangeRecorder;
}

/**
 * Accounts, workspaces, API keys and client ids: the owner's API (/v1/account) and the operator's
 * (/v1/admin/accounts), one service behind both.
 */
export function registerAccountModule(app: FastifyInstance, deps: AccountModuleDeps) {
  const { ids, clock, limits, caps, credentialsChanged } = deps;
  const repo = createAccountRepo(deps.db.kysely);
  const { record } = deps;
  const accounts = createAccountService({ repo, ids, clock, limits, credentialsChanged, record });
  const workspaces = createWorkspacesService({ repo, ids, clock, caps, credentialsChanged, record });
  const credentials = createCredentialsService({
    repo,
    ids,
    clock,
    caps,
    credentialsChanged,
    record,
  });
  if (deps.adminKey) registerAccountAdminRoutes(app, accounts, deps.accountDefaults);
  registerAccountRoutes(app, { accounts, workspaces, credentials });
  return { accounts };
}
