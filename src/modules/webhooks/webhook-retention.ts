import type { Clock } from '../../lib/clock.js';
import type { WebhooksRepo } from './webhooks.repo.js';

const PRUNE_EVERY_MS = 3_600_000;
/** Rows deleted per statement: short transactions, so deliveries being settled never wait long. */
const BATCH = 1_000;

/**
 * The delivery log's retention: finished deliveries (delivered or failed) are deleted `days` after
 * their last attempt, when the instance starts (before it is ready) and every hour; pending and
 * delivering rows are never touched, whatever their age. 0 keeps everything. Several instances may
 * prune at once: a delete of rows another already deleted deletes nothing.
 */
export function createDeliveryRetention(deps: {
  repo: Pick<WebhooksRepo, 'prune'>;
  clock: Clock;
  days: number;
  onError: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  async function prune() {
    const before = new Date(deps.clock.now().getTime() - deps.days * 86_400_000).toISOString();
    try {
      while ((await deps.repo.prune(before, BATCH)) === BATCH);
    } catch (error) {
      deps.onError(error);
    }
  }
  return {
    async start() {
      if (deps.days <= 0) return;
      await prune();
      timer = setInterval(prune, PRUNE_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
