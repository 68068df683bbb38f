import { type Kysely, type RawBuilder, sql } from 'kysely';
import { ascending, descending } from '../../db/keyset.js';
import { prepareQuery } from '../../db/prepared.js';
import { deleteByKeys, pageByKeys, rowByKeys } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';
import type { Q } from '../../versioned/index.js';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from './webhooks.tables.js';

export type EndpointRow = WebhookEndpointsTable;
export type DeliveryRow = WebhookDeliveriesTable;

/**
 * The database's time, as ISO 8601 text like every stored timestamp: the one clock the outbox's
 * due times, leases and claims are written and compared by, not each instance's own. An instance
 * whose clock ran ahead would take rows under another's live lease (and make its new events wait),
 * one whose clock ran behind would leave due rows waiting. SQLite's is the one machine's, read the
 * same way.
 */
export function dbTime(kind: 'sqlite' | 'postgres'): RawBuilder<string> {
  return kind === 'postgres'
    ? sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

/**
 * The delivery worker's two queries of every poll (its clock, then its claim), compiled once: each
 * poll ran the builder again, ~1.6 ms of CPU a second on an idle server (bench/RESULTS.md, mbm37).
 * The claim's candidates: pending rows whose time came, and `delivering` ones whose lease expired
 * (their claimer died). One statement: on PostgreSQL the candidates are locked with SKIP LOCKED, so
 * concurrent claimers take disjoint rows; SQLite has one writer at a time.
 */
function pollQueries(db: Kysely<Database>, kind: 'sqlite' | 'postgres') {
  const clock = sql<{ now: string }>`select ${dbTime(kind)} as now`.compile(db);
  const claim = prepareQuery<[string, string, number], DeliveryRow>(db, 3, (now, leaseUntil, limit) => {
    const due = db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('state', '=', 'delivering'), eb('lease_until', '<=', now)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(limit as unknown as number)
      .$if(kind === 'postgres', (q) => q.forUpdate().skipLocked());
    return db
      .updateTable('webhook_deliveries')
      .set({
        state: 'delivering',
        lease_until: leaseUntil,
        attempts: sql<number>`attempts + 1`,
        last_attempt_at: now,
      })
      .where('id', 'in', due)
      .returningAll();
  });
  return { clock, claim };
}

/** SQL of webhook endpoints and deliveries; every query of the API bounded by the workspace. */
export function createWebhooksRepo(db: Kysely<Database>, kind: 'sqlite' | 'postgres') {
  const poll = pollQueries(db, kind);
  return {
    kind,
    insert(q: Q, row: EndpointRow) {
      return q.insertInto('webhook_endpoints').values(row).returningAll().executeTakeFirstOrThrow();
    },
    find(ws: string, id: string) {
      return rowByKeys(db, 'webhook_endpoints', { workspace_id: ws, id });
    },
    /** A page of endpoints, oldest first. */
    page(ws: string, page: PageRequest) {
      return pageByKeys(db, 'webhook_endpoints', { workspace_id: ws }, ascending('id'), page);
    },
    update(q: Q, ws: string, id: string, set: Partial<EndpointRow>) {
      return q
        .updateTable('webhook_endpoints')
        .set(set)
        .where('workspace_id', '=', ws)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
    async remove(q: Q, ws: string, id: string) {
      await deleteByKeys(q, 'webhook_deliveries', { workspace_id: ws, endpoint_id: id });
      const r = await deleteByKeys(q, 'webhook_endpoints', { workspace_id: ws, id });
      return Number(r.numDeletedRows) > 0;
    },
    /** A page of an endpoint's deliveries, newest first. */
    deliveries(ws: string, endpointId: string, page: PageRequest) {
      const keys = { workspace_id: ws, endpoint_id: endpointId };
      return pageByKeys(db, 'webhook_deliveries', keys, descending('id'), page);
    },
    /** Makes a delivery due now again (whatever its state), its attempts counted afresh. */
    redeliver(ws: string, endpointId: string, id: string, now: string) {
      return db
        .updateTable('webhook_deliveries')
        .set({ state: 'pending', attempts: 0, next_attempt_at: now, lease_until: null })
        .where('workspace_id', '=', ws)
        .where('endpoint_id', '=', endpointId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    // The worker's side (no request: every workspace's rows).

    /** The database's time now (dbTime). */
    async now(): Promise<string> {
      const { rows } = await db.executeQuery(poll.clock);
      return rows[0]?.now as string;
    },

    /** Claims up to `limit` due rows (pollQueries: pending and due, or under an expired lease). */
    claim(now: string, leaseUntil: string, limit: number): Promise<DeliveryRow[]> {
      return poll.claim(now, leaseUntil, limit);
    },
    endpoint(id: string) {
      return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /**
     * Retention: deletes up to `limit` finished deliveries (delivered or failed) whose last attempt
     * was due before `before`, through the (state, next_attempt_at) index; how many went.
     */
    async prune(before: string, limit: number): Promise<number> {
      const old = db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('state', 'in', ['delivered', 'failed'])
        .where('next_attempt_at', '<', before)
        .limit(limit);
      const result = await db.deleteFrom('webhook_deliveries').where('id', 'in', old).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Records an attempt's outcome, if the claim (its lease) is still this worker's. */
    settle(id: string, leaseUntil: string, set: Partial<DeliveryRow>) {
      return db
        .updateTable('webhook_deliveries')
        .set({ ...set, lease_until: null })
        .where('id', '=', id)
        .where('state', '=', 'delivering')
        .where('lease_until', '=', leaseUntil)
        .executeTakeFirst();
    },
  };
}
export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
