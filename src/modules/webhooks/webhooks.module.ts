import type { FastifyInstance } from 'fastify';
import type { ChangeRecorder } from '../../db/changes.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { SecretBox } from '../../lib/secrets.js';
import { createDeliveryWorker, DEFAULT_DELIVERY, type DeliverySettings } from './webhook-delivery.js';
import { createDeliveryRetention } from './webhook-retention.js';
import { createWebhooksRepo } from './webhooks.repo.js';
import { registerWebhookRoutes } from './webhooks.routes.js';
import { createWebhooksService } from './webhooks.service.js';

/** The worker's settings: the defaults, what is given, and a lease of the timeout + 5 s unless given. */
function deliverySettings(given: Partial<DeliverySettings> = {}): DeliverySettings {
  const timeoutMs = given.timeoutMs ?? DEFAULT_DELIVERY.timeoutMs;
  return { ...DEFAULT_DELIVERY, leaseMs: timeoutMs + 5_000, ...given };
}

/**
 * Webhooks (issue 26 §1): the endpoints' API and the delivery worker, started when the app is
 * ready and stopped when it closes, and the delivery log's retention. The outbox rows are written by the change recorder
 * (webhook-events.ts, wired in app.ts).
 */
export function registerWebhooksModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    ids: IdGenerator;
    clock: Clock;
    secretBox: SecretBox | null;
    allowPrivateUrls: boolean;
    record: ChangeRecorder;
    delivery?: Partial<DeliverySettings>;
    /** Finished deliveries are kept this many days after their last attempt (0: forever). */
    retentionDays: number;
    onError: (error: unknown) => void;
  },
) {
  const repo = createWebhooksRepo(deps.db.kysely, deps.db.kind);
  const service = createWebhooksService({
    repo,
    ids: deps.ids,
    clock: deps.clock,
    secretBox: deps.secretBox,
    allowPrivateUrls: deps.allowPrivateUrls,
    record: deps.record,
    transaction: (run) => deps.db.kysely.transaction().execute(run),
  });
  registerWebhookRoutes(app, service);
  const worker = createDeliveryWorker({
    repo,
    clock: deps.clock,
    secretBox: deps.secretBox,
    allowPrivateUrls: deps.allowPrivateUrls,
    settings: deliverySettings(deps.delivery),
    onError: deps.onError,
  });
  const retention = createDeliveryRetention({
    repo,
    clock: deps.clock,
    days: deps.retentionDays,
    onError: deps.onError,
  });
  app.addHook('onReady', async () => {
    await retention.start();
    worker.start();
  });
  app.addHook('onClose', async () => {
    retention.stop();
    await worker.stop();
  });
  return { webhooks: service };
}
