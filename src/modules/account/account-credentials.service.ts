import type { Transaction } from 'kysely';
import type { ChangeRecorder } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/domain-error.js';
import { refuseBidiControls } from '../../lib/names.js';
import { type Page, type PageRequest, pageOf } from '../../lib/paging.js';
import {
  assertAccountWide,
  assertGrantsWithin,
  grantsWithin,
  isAccountWide,
  reachOf,
} from '../../lib/reach.js';
import { assertScope, type RequestContext } from '../../lib/request-context.js';
import { generateApiKey } from '../../lib/secrets.js';
import type { Client, ClientInput, Key, KeyInput } from './account.schemas.js';
import type { AccountServicesDeps } from './account.service.js';
import { type AccountCaps, checkWorkspaceIdsLength, insertUnderCap } from './account-caps.js';

type Deps = AccountServicesDeps & { caps: AccountCaps; record?: ChangeRecorder | undefined };

type Ctx = { ctx: RequestContext };

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

/**
 * API keys and client ids. Only owner keys manage keys (the spec: keys are managed by the account
 * owner), and none hands out more reach than it has: an owner key limited to some workspaces
 * creates, lists and revokes only keys limited to a non-empty subset of them. Clients are
 * account-wide (an unrestricted owner key). The rule itself is lib/reach.ts.
 */
export function createCredentialsService({ repo, ids, clock, caps, credentialsChanged, record }: Deps) {
  const now = () => clock.now().toISOString();

  /** The unique ids of `workspace_ids`; null when omitted (all workspaces). */
  function uniqueIds(workspaceIds: string[] | undefined) {
    checkWorkspaceIdsLength(caps, workspaceIds);
    if (workspaceIds === undefined) return null;
    const unique = [...new Set(workspaceIds)];
    if (unique.length === 0)
      throw badRequest('workspace_ids must name at least one workspace (omit it for all).');
    return unique;
  }
  async function assertExist(accountId: string, workspaceIds: string[] | null) {
    if (!workspaceIds) return;
    const { n } = await repo.countWorkspacesIn(accountId, workspaceIds);
    if (Number(n) !== workspaceIds.length)
      throw badRequest('workspace_ids names a workspace that does not exist.');
  }
  /** Inserts a key or a client (with its grants, by `insert`) under the account's cap, with its audit row. */
  async function insertCredential(
    ctx: RequestContext,
    kind: 'key' | 'client',
    id: string,
    insert: (trx: Transaction<Database>) => Promise<void>,
  ) {
    await insertUnderCap(
      repo.db,
      caps,
      kind === 'key' ? 'apiKeys' : 'apiClients',
      ctx.accountId,
      async (trx) => {
        await insert(trx);
        await record?.(trx, ctx, {
          action: `${kind}.create`,
          resourceType: kind,
          resourceId: id,
          workspaceId: null,
        });
      },
    );
  }
  /** Deletes a key or a client with its audit row, then drops what the auth caches hold of the account. */
  async function deleteCredential(ctx: RequestContext, kind: 'key' | 'client', id: string) {
    await repo.transaction(async (trx) => {
      const remove = kind === 'key' ? repo.deleteKey : repo.deleteClient;
      const result = await remove(ctx.accountId, id, trx);
      if (Number(result.numDeletedRows) === 0) throw notFound(kind === 'key' ? 'API key' : 'API client');
      await record?.(trx, ctx, {
        action: `${kind}.delete`,
        resourceType: kind,
        resourceId: id,
        workspaceId: null,
      });
    });
    await credentialsChanged(ctx.accountId);
  }

  return {
    async createKey({ ctx, ...input }: Ctx & KeyInput) {
      assertScope(ctx, 'owner');
      const workspaceIds = uniqueIds(input.workspace_ids);
      // Reach first, existence second: a limited key learns nothing of workspaces outside its own.
      assertGrantsWithin(ctx, workspaceIds, 'create');
      refuseBidiControls(input.name, 'body.name');
      await assertExist(ctx.accountId, workspaceIds);
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
      await insertCredential(ctx, 'key', row.id, (trx) => repo.insertKey(trx, row, workspaceIds));
      return { ...presentKey(row, workspaceIds), api_key: key.secret };
    },
    /** A page of the keys the request may see (the reach filter is in the SQL, before paging). */
    async listKeys({ ctx, page }: Ctx & { page: PageRequest }): Promise<Page<Key>> {
      assertScope(ctx, 'owner');
      const rows = await repo.listKeys(ctx.accountId, reachOf(ctx), page);
      const { items, next } = pageOf(rows, page.limit, (r) => [r.id]);
      const grants = await repo.keyWorkspaces(items.map((r) => r.id));
      // The same rule again in code (it is the one lib/reach.ts states): never show more than that.
      return {
        items: withGrants(items, grants, presentKey).filter((k) => grantsWithin(ctx, k.workspace_ids)),
        next,
      };
    },
    async deleteKey({ ctx, keyId }: Ctx & { keyId: string }) {
      assertScope(ctx, 'owner');
      if (keyId === ctx.actor.id) throw badRequest('A key cannot revoke itself; use another owner key.');
      if (!isAccountWide(ctx)) {
        // A missing key and one out of reach get the same 403: no hint which.
        const target = await repo.keyReach(ctx.accountId, keyId);
        assertGrantsWithin(ctx, target ? target.workspaceIds : null, 'revoke');
      }
      await deleteCredential(ctx, 'key', keyId);
    },

    async createClient({ ctx, ...input }: Ctx & ClientInput) {
      assertAccountWide(ctx, 'Managing API clients');
      refuseBidiControls(input.name, 'body.name');
      const workspaceIds = uniqueIds(input.workspace_ids);
      await assertExist(ctx.accountId, workspaceIds);
      const row: Database['api_clients'] = {
        id: ids.next('cli'),
        account_id: ctx.accountId,
        name: input.name,
        all_workspaces: workspaceIds ? 0 : 1,
        created: now(),
      };
      await insertCredential(ctx, 'client', row.id, (trx) => repo.insertClient(trx, row, workspaceIds));
      return presentClient(row, workspaceIds);
    },
    async listClients({ ctx, page }: Ctx & { page: PageRequest }) {
      assertAccountWide(ctx, 'Managing API clients');
      const rows = await repo.listClients(ctx.accountId, page);
      const { items, next } = pageOf(rows, page.limit, (r) => [r.id]);
      const grants = await repo.clientWorkspaces(items.map((r) => r.id));
      return { items: withGrants(items, grants, presentClient), next };
    },
    async deleteClient({ ctx, clientId }: Ctx & { clientId: string }) {
      assertAccountWide(ctx, 'Managing API clients');
      await deleteCredential(ctx, 'client', clientId);
    },
  };
}
export type CredentialsService = ReturnType<typeof createCredentialsService>;
