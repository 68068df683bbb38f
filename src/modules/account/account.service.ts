import { type ChangeRecorder, contentOf } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import { refuseBidiControls } from '../../lib/names.js';
import { type PageRequest, pageOf } from '../../lib/paging.js';
import { assertAccountWide } from '../../lib/reach.js';
import type { RequestContext } from '../../lib/request-context.js';
import { generateApiKey } from '../../lib/secrets.js';
import type { LimitsService } from '../../limits/limits-service.js';
import type { AccountRepo } from './account.repo.js';
import type { Account, AccountPatch, AdminAccountPatch, NewAccount } from './account.schemas.js';

/** What the account module's services (accounts, workspaces, credentials) all take. */
export interface AccountServicesDeps {
  repo: AccountRepo;
  ids: IdGenerator;
  clock: Clock;
  /** Called after a change that auth reads (the key cache of every instance drops the account). */
  credentialsChanged: (accountId: string) => Promise<void>;
}
type Deps = AccountServicesDeps & { limits: LimitsService; record?: ChangeRecorder | undefined };

/** What the audit log hashes of an account's settings (content changes). */
const SETTINGS = [
  'name',
  'require_api_client',
  'rate_limit_per_second',
  'monthly_request_quota',
  'monthly_token_limit',
] as const;

/**
 * Accounts: the operator's API and the owner's settings and usage (account-wide: an unrestricted
 * owner key). Workspaces, keys and clients have their own services beside this one.
 */
export function createAccountService({ repo, ids, clock, limits, credentialsChanged, record }: Deps) {
  const now = () => clock.now().toISOString();

  /** An owner key on every workspace: its row (hash only) and the secret to show once. */
  function ownerKey(accountId: string, name: string, at: string) {
    const key = generateApiKey();
    const row: Database['api_keys'] = {
      id: ids.next('key'),
      account_id: accountId,
      name,
      scope: 'owner',
      all_workspaces: 1,
      key_hash: key.hash,
      display_prefix: key.displayPrefix,
      created: at,
    };
    return { row, secret: key.secret };
  }

  return {
    /** Creates an account with its default workspace and an owner key (the secret shown once). */
    async createAccount(input: NewAccount) {
      refuseBidiControls(input.name, 'body.name');
      const at = now();
      const accountId = ids.next('acc');
      const workspaceId = ids.next('wrk');
      const owner = ownerKey(accountId, 'owner', at);
      await repo.transaction(async (trx) => {
        await repo.insertAccount(trx, {
          id: accountId,
          name: input.name,
          rate_limit_per_second: input.rate_limit_per_second,
          monthly_request_quota: input.monthly_request_quota,
          monthly_token_limit: input.monthly_token_limit,
          require_api_client: input.require_api_client ? 1 : 0,
          created: at,
          updated: at,
        });
        await repo.insertWorkspace(trx, {
          id: workspaceId,
          account_id: accountId,
          name: 'Default',
          is_default: 1,
          created: at,
          updated: at,
        });
        await repo.insertKey(trx, owner.row, null);
      });
      const account = await this.getAccount({ accountId });
      return { ...account, workspace_id: workspaceId, key_id: owner.row.id, api_key: owner.secret };
    },

    /**
     * The operator's recovery (`promptkeep owner-key`): a new owner key for every workspace of the
     * account, when its owner keys are lost (a first-start key never seen, a revoked last owner
     * key). Not refused at the key cap: it is the way back in. The secret is shown once.
     */
    async issueOwnerKey({ accountId, name }: { accountId: string; name: string }) {
      const account = await this.getAccount({ accountId });
      const owner = ownerKey(accountId, name, now());
      await repo.transaction((trx) => repo.insertKey(trx, owner.row, null));
      return { account_id: account.account_id, key_id: owner.row.id, name, api_key: owner.secret };
    },

    async getAccount({ accountId }: { accountId: string }) {
      const row = await repo.findAccount(accountId);
      if (!row) throw notFound('Account');
      return presentAccount(row);
    },

    async listAccounts({ page }: { page: PageRequest }) {
      const { items, next } = pageOf(await repo.listAccounts(page), page.limit, (r) => [r.created, r.id]);
      return { items: items.map(presentAccount), next };
    },

    /**
     * The operator's PATCH (name, limits, require_api_client) and the owner's (name,
     * require_api_client). The owner's (`ctx`) records `account.update` in its transaction; the
     * operator acts outside any account (its changes are in the request log, not an account's).
     */
    async updateAccount({
      accountId,
      patch,
      ctx,
    }: {
      accountId: string;
      patch: AdminAccountPatch;
      ctx?: RequestContext;
    }) {
      const { require_api_client, ...rest } = patch;
      if (rest.name !== undefined) refuseBidiControls(rest.name, 'body.name');
      const set = {
        ...rest,
        ...(require_api_client === undefined ? {} : { require_api_client: require_api_client ? 1 : 0 }),
        updated: now(),
      };
      await repo.transaction(async (trx) => {
        const before = await repo.findAccount(accountId, trx);
        if (!before) throw notFound('Account');
        await repo.updateAccount(accountId, set, trx);
        if (!ctx) return;
        await record?.(trx, ctx, {
          action: 'account.update',
          resourceType: 'account',
          resourceId: accountId,
          workspaceId: null,
          before: contentOf(before, SETTINGS),
          after: contentOf({ ...before, ...set }, SETTINGS),
        });
      });
      await credentialsChanged(accountId);
      return this.getAccount({ accountId });
    },

    async deleteAccount({ accountId }: { accountId: string }) {
      const result = await repo.deleteAccount(accountId);
      if (Number(result.numDeletedRows) === 0) throw notFound('Account');
      await credentialsChanged(accountId);
    },

    async accountCount() {
      return Number((await repo.countAccounts()).n);
    },

    // ---- the owner's view of its own account ----
    async ownAccount({ ctx }: { ctx: RequestContext }) {
      assertAccountWide(ctx, 'The account settings');
      return this.getAccount({ accountId: ctx.accountId });
    },
    async updateOwnAccount({ ctx, patch }: { ctx: RequestContext; patch: AccountPatch }) {
      assertAccountWide(ctx, 'The account settings');
      return this.updateAccount({ accountId: ctx.accountId, patch, ctx });
    },
    async usage({ ctx }: { ctx: RequestContext }) {
      assertAccountWide(ctx, 'The account usage');
      const account = await this.getAccount({ accountId: ctx.accountId });
      const tokens = await limits.tokens(ctx.accountId, account);
      return {
        period: clock.now().toISOString().slice(0, 7),
        period_resets_in_seconds: limits.periodResetSeconds(),
        requests_this_month: await limits.requestsThisMonth(ctx.accountId),
        tokens_used: tokens.used,
        tokens_remaining: tokens.remaining,
        rate_limit_per_second: account.rate_limit_per_second,
        monthly_request_quota: account.monthly_request_quota,
        monthly_token_limit: account.monthly_token_limit,
      };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

function presentAccount(row: Database['accounts']): Account {
  return {
    account_id: row.id,
    name: row.name,
    rate_limit_per_second: row.rate_limit_per_second,
    monthly_request_quota: row.monthly_request_quota,
    monthly_token_limit: row.monthly_token_limit,
    require_api_client: row.require_api_client === 1,
    created: row.created,
    updated: row.updated,
  };
}
