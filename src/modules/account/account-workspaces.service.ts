import type { Transaction } from 'kysely';
import { type ChangeRecorder, contentOf } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import { DomainError, notFound } from '../../lib/domain-error.js';
import { refuseBidiControls } from '../../lib/names.js';
import { type PageRequest, pageOf } from '../../lib/paging.js';
import { assertAccountWide, assertReaches, reaches, reachOf } from '../../lib/reach.js';
import { assertScope, type RequestContext } from '../../lib/request-context.js';
import type { Workspace } from './account.schemas.js';
import type { AccountServicesDeps } from './account.service.js';
import { type AccountCaps, insertUnderCap } from './account-caps.js';

type Deps = AccountServicesDeps & { caps: AccountCaps; record?: ChangeRecorder | undefined };
type Row = Database['workspaces'];

type WorkspaceRef = { ctx: RequestContext; workspaceId: string };

/**
 * The owner's workspaces. Creating and deleting one is account-wide (an unrestricted owner key);
 * an owner key limited to some workspaces lists, reads and renames only those (lib/reach.ts).
 */
export function createWorkspacesService({ repo, ids, clock, caps, credentialsChanged, record }: Deps) {
  const now = () => clock.now().toISOString();
  /** The audit row (`workspace.create|update|delete`), in the write's transaction; content: the name. */
  const change = (
    q: Transaction<Database>,
    ctx: RequestContext,
    verb: string,
    id: string,
    before?: Row,
    after?: Row,
  ) =>
    record?.(q, ctx, {
      action: `workspace.${verb}`,
      resourceType: 'workspace',
      resourceId: id,
      workspaceId: id,
      before: contentOf(before, ['name']),
      after: contentOf(after, ['name']),
    });

  return {
    async createWorkspace({ ctx, name }: { ctx: RequestContext; name: string }) {
      assertAccountWide(ctx, 'Creating a workspace');
      refuseBidiControls(name, 'body.name');
      const at = now();
      const id = ids.next('wrk');
      const row: Row = { id, account_id: ctx.accountId, name, is_default: 0, created: at, updated: at };
      await insertUnderCap(repo.db, caps, 'workspaces', ctx.accountId, async (trx) => {
        await repo.insertWorkspace(trx, row);
        await change(trx, ctx, 'create', id, undefined, row);
      });
      return this.getWorkspace({ ctx, workspaceId: id });
    },
    /** A page of the workspaces the request reaches (filtered in the SQL, before paging). */
    async listWorkspaces({ ctx, page }: { ctx: RequestContext; page: PageRequest }) {
      assertScope(ctx, 'owner');
      const rows = await repo.listWorkspaces(ctx.accountId, reachOf(ctx), page);
      const { items, next } = pageOf(rows, page.limit, (r) => [r.name, r.created, r.id]);
      return { items: items.filter((row) => reaches(ctx, row.id)).map(presentWorkspace), next };
    },
    async getWorkspace({ ctx, workspaceId }: WorkspaceRef) {
      assertScope(ctx, 'owner');
      assertReaches(ctx, workspaceId);
      const row = await repo.findWorkspace(ctx.accountId, workspaceId);
      if (!row) throw notFound('Workspace');
      return presentWorkspace(row);
    },
    /** A limited owner key may rename its own workspaces: that changes nothing outside them. */
    async renameWorkspace({ ctx, workspaceId, name }: WorkspaceRef & { name: string }) {
      assertScope(ctx, 'owner');
      assertReaches(ctx, workspaceId);
      refuseBidiControls(name, 'body.name');
      await repo.transaction(async (trx) => {
        const before = await repo.findWorkspace(ctx.accountId, workspaceId, trx);
        if (!before) throw notFound('Workspace');
        const set = { name, updated: now() };
        await repo.updateWorkspace(ctx.accountId, workspaceId, set, trx);
        await change(trx, ctx, 'update', workspaceId, before, { ...before, ...set });
      });
      return this.getWorkspace({ ctx, workspaceId });
    },
    async deleteWorkspace({ ctx, workspaceId }: WorkspaceRef) {
      assertAccountWide(ctx, 'Deleting a workspace');
      const row = await repo.findWorkspace(ctx.accountId, workspaceId);
      if (!row) throw notFound('Workspace');
      if (row.is_default === 1)
        throw new DomainError('bad_request', 'The default workspace cannot be deleted.');
      await repo.transaction(async (trx) => {
        const result = await repo.deleteWorkspace(ctx.accountId, workspaceId, trx);
        if (Number(result.numDeletedRows) === 0) throw notFound('Workspace');
        await change(trx, ctx, 'delete', workspaceId, row, undefined);
      });
      await credentialsChanged(ctx.accountId);
    },
  };
}
export type WorkspacesService = ReturnType<typeof createWorkspacesService>;

function presentWorkspace(row: Database['workspaces']): Workspace {
  return {
    workspace_id: row.id,
    name: row.name,
    is_default: row.is_default === 1,
    created: row.created,
    updated: row.updated,
  };
}
