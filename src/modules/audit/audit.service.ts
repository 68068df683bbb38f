import { forbidden } from '../../lib/domain-error.js';
import { type Page, type PageRequest, pageOf } from '../../lib/paging.js';
import { isAccountWide } from '../../lib/reach.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditRepo } from './audit.repo.js';
import type { AuditEntry, AuditFilter } from './audit.schemas.js';

const present = (r: Awaited<ReturnType<AuditRepo['list']>>[number]): AuditEntry => ({
  audit_id: r.id,
  at: r.at,
  workspace_id: r.workspace_id,
  actor: { type: r.actor_type, id: r.actor_id, name: r.actor_name },
  ip: r.ip,
  action: r.action,
  resource_type: r.resource_type,
  resource_id: r.resource_id,
  before_hash: r.before_hash,
  after_hash: r.after_hash,
});

/**
 * Reading the audit log (issue 22 §3): the account owner (an owner user or an unrestricted owner
 * key) reads all of it; a workspace's admin reads that workspace's rows (naming it in
 * `workspace_id`). Reads are not logged.
 */
export function createAuditService({ repo }: { repo: AuditRepo }) {
  return {
    async list({
      ctx,
      filter,
      page,
    }: {
      ctx: RequestContext;
      filter: AuditFilter;
      page: PageRequest;
    }): Promise<Page<AuditEntry>> {
      const owner = ctx.scope === 'owner' && isAccountWide(ctx);
      const admin =
        ctx.actor.type === 'user' &&
        filter.workspace_id !== undefined &&
        ctx.user?.workspaces[filter.workspace_id] === 'admin';
      if (!owner && !admin)
        throw forbidden(
          'The audit log needs the account owner, or the admin of the workspace named in workspace_id.',
        );
      const rows = await repo.list(ctx.accountId, filter, page);
      const { items, next } = pageOf(rows, page.limit, (r) => [r.id]);
      return { items: items.map(present), next };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
