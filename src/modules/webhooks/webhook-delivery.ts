import { Webhook } from 'standardwebhooks';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secrets.js';
import { createEgressFetch, egressRefusal } from '../ai/index.js';
import type { DeliveryRow, WebhooksRepo } from './webhooks.repo.js';
import { openSecret } from './webhooks.service.js';

/** How the delivery worker paces itself (docs/webhooks.md, "Retries"). */
export interface DeliverySettings {
  /** Timeout of one POST (ms). */
  timeoutMs: number;
  /** Attempts before a delivery is `failed` (redeliver starts it again). */
  maxAttempts: number;
  /** Backoff: base * 2^(attempt-1), capped, with full jitter in [½, 1] of it (ms). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How often the worker looks for due rows when idle (ms). */
  pollMs: number;
  /** How long a claim holds before another worker may take the row (ms; > timeoutMs). */
  leaseMs: number;
  /** Rows claimed at a time. */
  batch: number;
}
export const DEFAULT_DELIVERY: DeliverySettings = {
  timeoutMs: 10_000,
  maxAttempts: 10,
  baseDelayMs: 5_000,
  maxDelayMs: 3_600_000,
  pollMs: 1_000,
  leaseMs: 15_000,
  batch: 20,
};

/** The wait before attempt `attempts + 1`: exponential, capped, jittered (never 0). */
export function backoffMs(settings: DeliverySettings, attempts: number, random = Math.random): number {
  const full = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.max(1, Math.round(full / 2 + (random() * full) / 2));
}

/**
 * The delivery worker: a loop started when the app is ready and stopped when it closes. Each round
 * claims due rows (repo.claim: a lease, SKIP LOCKED on PostgreSQL), signs each with the endpoint's
 * secret (the `standardwebhooks` library: webhook-id, webhook-timestamp, webhook-signature),
 * POSTs it through the egress guard with a timeout, and settles it: delivered on 2xx, else
 * pending again after a backoff, or failed after the last attempt. A killed instance leaves
 * `delivering` rows whose lease expires and which any instance then claims again (at-least-once).
 */
export function createDeliveryWorker(deps: {
  repo: WebhooksRepo;
  /** The signature's webhook-timestamp only: leases and due times are the database's (repo.now). */
  clock: Clock;
  secretBox: SecretBox | null;
  allowPrivateUrls: boolean;
  settings: DeliverySettings;
  onError: (error: unknown) => void;
}) {
  const { repo, clock, settings } = deps;
  const egressFetch = createEgressFetch({ allowPrivate: deps.allowPrivateUrls });
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const inFlight = new Set<AbortController>();

  async function attempt(
    row: DeliveryRow,
  ): Promise<{ status: number | null; error: string | null; ms: number }> {
    const endpoint = await repo.endpoint(row.endpoint_id);
    if (!endpoint) return { status: null, error: 'webhook deleted', ms: 0 };
    let signer: Webhook;
    try {
      signer = new Webhook(openSecret(deps.secretBox, endpoint.secret));
    } catch {
      // Instances must share PROMPTKEEP_SECRET_KEY (docs/scaling.md); retried like any failure.
      return {
        status: null,
        error: 'the signing secret cannot be opened with this instance’s secret key',
        ms: 0,
      };
    }
    const at = clock.now();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Promptkeep-Webhooks/1',
      'webhook-id': row.event_id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signer.sign(row.event_id, at, row.payload),
    };
    // The POST ends before its lease does (a second left to settle), however late the claim's answer
    // or the endpoint came back (a starved instance): once the lease runs out another instance may
    // claim the row, and must not find this one still sending. Both times are the database's.
    const left = Math.min(
      settings.timeoutMs,
      Date.parse(row.lease_until as string) - Date.parse(await repo.now()) - 1_000,
    );
    if (left <= 0) return { status: null, error: 'not sent: the lease ran out first', ms: 0 };
    const abort = new AbortController();
    inFlight.add(abort);
    const timeout = setTimeout(() => abort.abort(new Error('timeout')), left);
    const started = performance.now();
    try {
      const response = await egressFetch(endpoint.url, {
        method: 'POST',
        headers,
        body: row.payload,
        signal: abort.signal,
      });
      await response.body?.cancel().catch(() => undefined); // the body is never read nor kept
      const ms = Math.round(performance.now() - started);
      const ok = response.status >= 200 && response.status < 300;
      return { status: response.status, error: ok ? null : `HTTP ${response.status}`, ms };
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const refused = egressRefusal(error);
      const why = refused
        ? `refused: ${refused.message}`
        : abort.signal.aborted
          ? stopped
            ? 'interrupted (instance stopping)'
            : `timeout after ${settings.timeoutMs} ms`
          : `connection failed: ${((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message) || 'error'}`;
      return { status: null, error: why, ms };
    } finally {
      clearTimeout(timeout);
      inFlight.delete(abort);
    }
  }

  async function deliver(row: DeliveryRow) {
    const lease = row.lease_until as string;
    const outcome = await attempt(row);
    const now = new Date(await repo.now()); // the next attempt is due by the claims' clock
    const base = {
      last_status: outcome.status,
      last_latency_ms: outcome.ms,
      last_error: outcome.error,
    };
    if (outcome.error === null) {
      await repo.settle(row.id, lease, { ...base, state: 'delivered', delivered_at: now.toISOString() });
    } else if (row.attempts >= settings.maxAttempts || outcome.error === 'webhook deleted') {
      await repo.settle(row.id, lease, { ...base, state: 'failed' });
    } else {
      const next = new Date(now.getTime() + backoffMs(settings, row.attempts)).toISOString();
      await repo.settle(row.id, lease, { ...base, state: 'pending', next_attempt_at: next });
    }
  }

  /** One round: claims and delivers until nothing is due; true when it did something. */
  async function drain(): Promise<void> {
    while (!stopped) {
      const now = await repo.now();
      const lease = new Date(Date.parse(now) + settings.leaseMs).toISOString();
      const rows = await repo.claim(now, lease, settings.batch);
      if (rows.length === 0) return;
      await Promise.all(rows.map((r) => deliver(r).catch(deps.onError)));
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      round = drain().catch(deps.onError).finally(schedule);
    }, settings.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    /** Stops claiming, aborts POSTs in flight (their rows come back when the lease expires). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      for (const a of inFlight) a.abort(new Error('stopping'));
      await round.catch(() => undefined);
    },
  };
}
