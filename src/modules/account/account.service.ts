import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, DomainError, notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import { assertScope, type RequestContext } from '../../lib/request-context.js';
import { generateApiKey } from '../../lib/secrets.js';
import type { LimitsService } from '../../limits/limits-service.js';
import type { AccountRepo } from './account.repo.js';
import type {
  Account,
  AdminAccountPatch,
  Client,
  ClientInput,
  Key,
  KeyInput,
  NewAccount,
  Workspace,
} from './account.schemas.js';

interface Deps {
  repo: AccountRepo;
  ids: IdGenerator;
  clock: Clock;
  limits: LimitsService;
}

/** Keys and clients with the workspaces they are limited to (null: all of the account's). */
function withGrants<R extends { id: string; all_workspaces: number }, V>(
  rows: R[],
  grants: { owner_id: string; workspace_id: string }[],
  present: (row: R, workspaceIds: string[] | null) => V,
): V[] {
  const map = new Map<string, string[]>();
  for (const g of grants) map.set(g.owner_id, [...(map.get(g.owner_id) ?? []), g.workspace_id]);
  return rows.map((r) => present(r, r.all_workspaces === 1 ? null : (map.get(r.id) ?? [])));
}

/** Accounts, workspaces, API keys and client ids: what the account owner (and operator) manage. */
export function createAccountService({ repo, ids, clock, limits }: Deps) {
  const now = () => clock.now().toISOString();

  async function checkWorkspaceIds(accountId: string, workspaceIds: string[] | undefined) {
    if (workspaceIds === undefined) return null;
    const unique = [...new Set(workspaceIds)];
    if (unique.length === 0)
      throw badRequest('workspace_ids must name at least one workspace (omit it for all).');
    const { n } = await repo.countWorkspacesIn(accountId, unique);
    if (Number(n) !== unique.length) throw badRequest('workspace_ids names a workspace that does not exist.');
    return unique;
  }

  const presentKey = (row: Database['api_keys'], ws: string[] | null): Key => ({
    key_id: row.id,
    name: row.name,
    scope: row.scope,
    workspace_ids: ws,
    display_prefix: row.display_prefix,
    created: row.created,
  });

  const presentClient = (row: Database['api_clients'], ws: string[] | null): Client => ({
    client_id: row.id,
    name: row.name,
    workspace_ids: ws,
    created: row.created,
  });

  return {
    /** Creates an account with its default workspace and an owner key (the secret shown once). */
    async createAccount(input: NewAccount) {
      const at = now();
      const accountId = ids.next('acc');
      const workspaceId = ids.next('wrk');
      const key = generateApiKey();
      const keyId = ids.next('key');
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
        await repo.insertKey(
          trx,
          {
            id: keyId,
            account_id: accountId,
            name: 'owner',
            scope: 'owner',
            all_workspaces: 1,
            key_hash: key.hash,
            display_prefix: key.displayPrefix,
            created: at,
          },
          null,
        );
      });
      const account = await this.getAccount({ accountId });
      return { ...account, workspace_id: workspaceId, key_id: keyId, api_key: key.secret };
    },

    async getAccount({ accountId }: { accountId: string }) {
      const row = await repo.findAccount(accountId);
      if (!row) throw notFound('Account');
      return presentAccount(row);
    },

    async listAccounts() {
      return (await repo.listAccounts()).map(presentAccount);
    },

    /** The operator's PATCH (name, limits, require_api_client) and the owner's (name, require_api_client). */
    async updateAccount({ accountId, patch }: { accountId: string; patch: AdminAccountPatch }) {
      const { require_api_client, ...rest } = patch;
      const set = {
        ...rest,
        ...(require_api_client === undefined ? {} : { require_api_client: require_api_client ? 1 : 0 }),
        updated: now(),
      };
      const result = await repo.updateAccount(accountId, set);
      if (Number(result.numUpdatedRows) === 0) throw notFound('Account');
      return this.getAccount({ accountId });
    },

    async deleteAccount({ accountId }: { accountId: string }) {
      const result = await repo.deleteAccount(accountId);
      if (Number(result.numDeletedRows) === 0) throw notFound('Account');
    },

    async accountCount() {
      return Number((await repo.countAccounts()).n);
    },

    // ---- the owner's view of its own account ----
    async usage({ ctx }: { ctx: RequestContext }) {
      assertScope(ctx, 'owner');
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

    async createWorkspace({ ctx, name }: { ctx: RequestContext; name: string }) {
      assertScope(ctx, 'owner');
      const at = now();
      const id = ids.next('wrk');
      await repo.insertWorkspace(repo.db, {
        id,
        account_id: ctx.accountId,
        name,
        is_default: 0,
        created: at,
        updated: at,
      });
      return this.getWorkspace({ ctx, workspaceId: id });
    },
    async listWorkspaces({ ctx }: { ctx: RequestContext }) {
      assertScope(ctx, 'owner');
      return (await repo.listWorkspaces(ctx.accountId)).map(presentWorkspace);
    },
    async getWorkspace({ ctx, workspaceId }: { ctx: RequestContext; workspaceId: string }) {
      assertScope(ctx, 'owner');
      const row = await repo.findWorkspace(ctx.accountId, workspaceId);
      if (!row) throw notFound('Workspace');
      return presentWorkspace(row);
    },
    async renameWorkspace({
      ctx,
      workspaceId,
      name,
    }: {
      ctx: RequestContext;
      workspaceId: string;
      name: string;
    }) {
      assertScope(ctx, 'owner');
      const result = await repo.updateWorkspace(ctx.accountId, workspaceId, { name, updated: now() });
      if (Number(result.numUpdatedRows) === 0) throw notFound('Workspace');
      return this.getWorkspace({ ctx, workspaceId });
    },
    async deleteWorkspace({ ctx, workspaceId }: { ctx: RequestContext; workspaceId: string }) {
      assertScope(ctx, 'owner');
      const row = await repo.findWorkspace(ctx.accountId, workspaceId);
      if (!row) throw notFound('Workspace');
      if (row.is_default === 1)
        throw new DomainError('bad_request', 'The default workspace cannot be deleted.');
      await repo.deleteWorkspace(ctx.accountId, workspaceId);
    },

    async createKey({ ctx, ...input }: { ctx: RequestContext } & KeyInput) {
      assertScope(ctx, 'owner');
      const workspaceIds = await checkWorkspaceIds(ctx.accountId, input.workspace_ids);
      const key = generateApiKey();
      const row: Database['api_keys'] = {
        id: ids.next('key'),
        account_id: ctx.accountId,
        name: input.name,
        scope: input.scope,
        all_workspaces: workspaceIds ? 0 : 1,
        key_hash: key.hash,
        display_prefix: key.displayPrefix,
        created: now(),
      };
      await repo.transaction((trx) => repo.insertKey(trx, row, workspaceIds));
      return { ...presentKey(row, workspaceIds), api_key: key.secret };
    },
    async listKeys({ ctx }: { ctx: RequestContext }) {
      assertScope(ctx, 'owner');
      const { accountId } = ctx;
      const [rows, grants] = await Promise.all([repo.listKeys(accountId), repo.keyWorkspaces(accountId)]);
      return withGrants(rows, grants, presentKey);
    },
    async deleteKey({ ctx, keyId }: { ctx: RequestContext; keyId: string }) {
      assertScope(ctx, 'owner');
      if (keyId === ctx.actor.id) throw badRequest('A key cannot revoke itself; use another owner key.');
      const result = await repo.deleteKey(ctx.accountId, keyId);
      if (Number(result.numDeletedRows) === 0) throw notFound('API key');
    },

    async createClient({ ctx, ...input }: { ctx: RequestContext } & ClientInput) {
      assertScope(ctx, 'owner');
      const workspaceIds = await checkWorkspaceIds(ctx.accountId, input.workspace_ids);
      const row: Database['api_clients'] = {
        id: ids.next('cli'),
        account_id: ctx.accountId,
        name: input.name,
        all_workspaces: workspaceIds ? 0 : 1,
        created: now(),
      };
      await repo.transaction((trx) => repo.insertClient(trx, row, workspaceIds));
      return presentClient(row, workspaceIds);
    },
    async listClients({ ctx }: { ctx: RequestContext }) {
      assertScope(ctx, 'owner');
      const { accountId } = ctx;
      const [rows, grants] = await Promise.all([
        repo.listClients(accountId),
        repo.clientWorkspaces(accountId),
      ]);
      return withGrants(rows, grants, presentClient);
    },
    async deleteClient({ ctx, clientId }: { ctx: RequestContext; clientId: string }) {
      assertScope(ctx, 'owner');
      const result = await repo.deleteClient(ctx.accountId, clientId);
      if (Number(result.numDeletedRows) === 0) throw notFound('API client');
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

function presentWorkspace(row: Database['workspaces']): Workspace {
  return {
    workspace_id: row.id,
    name: row.name,
    is_default: row.is_default === 1,
    created: row.created,
    updated: row.updated,
  };
}
