import type { Kysely } from 'kysely';
import { keysetPage, type SortKey } from '../../db/keyset.js';
import type { Database } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';
import type { AuditFilter } from './audit.schemas.js';

/** Newest first: ids sort by time. */
export const AUDIT_ORDER: SortKey[] = [{ column: 'id', direction: 'desc' }];

/** SQL for the audit log; every query bounded by its account. */
export function createAuditRepo(db: Kysely<Database>) {
  return {
    list(accountId: string, f: AuditFilter, page: PageRequest) {
      let q = db.selectFrom('audit_log').selectAll().where('account_id', '=', accountId);
      if (f.workspace_id) q = q.where('workspace_id', '=', f.workspace_id);
      if (f.resource_type) q = q.where('resource_type', '=', f.resource_type);
      if (f.resource_id) q = q.where('resource_id', '=', f.resource_id);
      if (f.actor_id) q = q.where('actor_id', '=', f.actor_id);
      if (f.action) q = q.where('action', '=', f.action);
      if (f.from) q = q.where('at', '>=', new Date(f.from).toISOString());
      if (f.to) q = q.where('at', '<', new Date(f.to).toISOString());
      return keysetPage(q, AUDIT_ORDER, page).execute();
    },
    /** Retention: rows older than `before` go (the only delete of the log). */
    purgeBefore(before: string) {
      return db.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
