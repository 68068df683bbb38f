import type { Kysely } from 'kysely';
import { accountOwned, indexOn, texts } from './column-sets.js';

/**
 * The audit log (issue 22 §3): one row per change made through the API, written in the change's
 * own transaction (src/db/changes.ts). Append-only: nothing updates a row; only the retention
 * setting deletes old ones. Listed newest first by (account_id, id) (ids sort by time), and by
 * (account_id, workspace_id, id) for a workspace's log.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .$call(accountOwned)
    .$call(
      texts(
        'workspace_id?',
        'at',
        'actor_type',
        'actor_id',
        'actor_name',
        'ip',
        'action',
        'resource_type',
        'resource_id',
        'before_hash?',
        'after_hash?',
      ),
    )
    .execute();
  await indexOn(db, 'audit_log_account', 'audit_log', ['account_id', 'id']).execute();
  await indexOn(db, 'audit_log_workspace', 'audit_log', ['account_id', 'workspace_id', 'id']).execute();
}
