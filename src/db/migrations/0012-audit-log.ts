import type { Kysely } from 'kysely';

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
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text', (c) => c.notNull())
    .addColumn('before_hash', 'text')
    .addColumn('after_hash', 'text')
    .execute();
  await db.schema.createIndex('audit_log_account').on('audit_log').columns(['account_id', 'id']).execute();
  await db.schema
    .createIndex('audit_log_workspace')
    .on('audit_log')
    .columns(['account_id', 'workspace_id', 'id'])
    .execute();
}
