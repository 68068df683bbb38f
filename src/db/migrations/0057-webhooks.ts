import type { Kysely } from 'kysely';
import { authored, belongsTo, indexOn, integers, texts, workspaceRow } from './column-sets.js';

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
    .$call(texts('url', 'description', 'events'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .$call(authored)
    .execute();
  await indexOn(db, 'webhook_endpoints_workspace', 'webhook_endpoints', ['workspace_id', 'id']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .$call(workspaceRow)
    .$call(belongsTo('endpoint_id', 'webhook_endpoints'))
    .$call(texts('event_type', 'event_id', 'payload', 'state'))
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .$call(texts('next_attempt_at', 'lease_until?'))
    .$call(integers('last_status?', 'last_latency_ms?'))
    .$call(texts('last_error?', 'created', 'last_attempt_at?', 'delivered_at?'))
    .execute();
  await indexOn(db, 'webhook_deliveries_due', 'webhook_deliveries', ['state', 'next_attempt_at']).execute();
  await indexOn(db, 'webhook_deliveries_endpoint', 'webhook_deliveries', [
    'workspace_id',
    'endpoint_id',
    'id',
  ]).execute();
}
