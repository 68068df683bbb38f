import type { Kysely } from 'kysely';
import { authored, belongsTo, indexOn } from './column-sets.js';

/**
 * Webhooks (issue 26 §1; docs/webhooks.md).
 * - `webhook_endpoints`: a workspace's endpoints (URL, subscribed events as a JSON array, `*` for
 *   all; enabled 0/1; the signing secret, sealed with PROMPTKEEP_SECRET_KEY when one is set).
 * - `webhook_deliveries`: the outbox and the delivery log in one table. A row is written in the
 *   transaction of the change it tells of (one per subscribed endpoint), so no change exists
 *   without its event and a rollback drops it. The worker claims due rows (`state` pending, or
 *   `delivering` whose lease expired: a crashed claimer's rows come back), posts them, and records
 *   the outcome (status code, latency, attempts; never the response body).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(belongsTo('workspace_id', 'workspaces'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .$call(authored)
    .execute();
  await indexOn(db, 'webhook_endpoints_workspace', 'webhook_endpoints', ['workspace_id', 'id']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .$call(belongsTo('endpoint_id', 'webhook_endpoints'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_status', 'integer')
    .addColumn('last_latency_ms', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('last_attempt_at', 'text')
    .addColumn('delivered_at', 'text')
    .execute();
  await indexOn(db, 'webhook_deliveries_due', 'webhook_deliveries', ['state', 'next_attempt_at']).execute();
  await indexOn(db, 'webhook_deliveries_endpoint', 'webhook_deliveries', [
    'workspace_id',
    'endpoint_id',
    'id',
  ]).execute();
}
