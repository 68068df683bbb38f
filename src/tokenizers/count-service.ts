// The seam the HTTP layer uses to count tokens. Small inputs are counted inline (microseconds,
// no hop); large ones go to worker threads so one 10 MB request cannot stall every other
// request on the event loop, and the ids of one large request run on several workers at once.

import { createWorkerPool, type WorkerPool, workerEntry } from '../lib/worker-pool.js';
import type { CountTask, CountWorkerData } from './count-worker.js';
import type { OperatorTokenizerSpec } from './operator-tokenizers.js';
import { createTokenizerRegistry } from './registry.js';
import type { CountTokenizerId as TokenizerId } from './tokenizer.types.js';

export interface CountService {
  /** Token count per distinct id. Rejects on unknown ids, worker errors, or after close(). */
  count(text: string, ids: readonly TokenizerId[]): Promise<Map<TokenizerId, number>>;
  /**
   * Loads vocabularies on this thread and in every worker. Until an id is warmed, even small
   * inputs for it are counted on a worker (when there are workers), so that a cold vocabulary
   * load (up to ~2 s) never blocks the event loop.
   */
  warm(ids: readonly TokenizerId[]): Promise<void>;
  /** Counts waiting for a worker thread (`promptkeep_tokenizer_worker_queue_depth`). */
  queueDepth(): number;
  close(): Promise<void>;
}

export function createCountService(opts: {
  workers: number;
  inlineMaxChars: number;
  /** The operator's own tokenizer files (`--tokenizers-dir`), counted under `operator:<name>`. */
  operatorTokenizers?: readonly OperatorTokenizerSpec[];
}): CountService {
  const operatorTokenizers = [...(opts.operatorTokenizers ?? [])];
  const registry = createTokenizerRegistry(operatorTokenizers);
  const workerData: CountWorkerData = { operatorTokenizers };
  const pool: WorkerPool<CountTask, number | number[]> | null =
    opts.workers > 0
      ? createWorkerPool({
          size: opts.workers,
          workerUrl: workerEntry(import.meta.url, 'count-worker'),
          name: 'CountService',
          // A worker that has counted with a vocabulary has it loaded: prefer it for that id.
          affinity: (task) => (task.kind === 'count' ? [task.id] : task.ids),
          workerData,
        })
      : null;
  const inlineReady = new Set<TokenizerId>();
  let closed = false;

  const countInline = (text: string, id: TokenizerId): number => {
    const count = registry.get(id).count(text);
    inlineReady.add(id);
    return count;
  };

  /**
   * A small text: counted here with the vocabularies loaded here, and with the others in one
   * worker task for all of them (one hop per request, not one per vocabulary: a 1 KB count takes
   * microseconds, a hop costs more than that).
   */
  async function countSmall(
    pool: WorkerPool<CountTask, number | number[]>,
    text: string,
    ids: TokenizerId[],
  ) {
    const result = new Map<TokenizerId, number>();
    const away: TokenizerId[] = [];
    for (const id of ids) {
      if (inlineReady.has(id)) result.set(id, countInline(text, id));
      else away.push(id);
    }
    if (away.length > 0) {
      const counts = (await pool.run({ kind: 'counts', ids: away, text })) as number[];
      for (const [i, id] of away.entries()) result.set(id, counts[i]!);
    }
    // In the order asked, as the per-id path answers.
    return new Map(ids.map((id) => [id, result.get(id)!]));
  }

  return {
    queueDepth: () => pool?.queued() ?? 0,
    async count(text, ids) {
      if (closed) throw new Error('CountService is closed');
      const small = text.length <= opts.inlineMaxChars;
      // The common request: one model, a short text, counted here without any array or promise.
      const only = ids.length === 1 ? ids[0]! : null;
      if (only !== null && (pool === null || (small && inlineReady.has(only)))) {
        return new Map([[only, countInline(text, only)]]);
      }
      const unique = [...new Set(ids)];
      if (small && pool !== null) return countSmall(pool, text, unique);
      const counts = await Promise.all(
        unique.map((id) =>
          pool === null ? countInline(text, id) : (pool.run({ kind: 'count', id, text }) as Promise<number>),
        ),
      );
      return new Map(unique.map((id, i) => [id, counts[i]!]));
    },
    async warm(ids) {
      if (closed) throw new Error('CountService is closed');
      const unique = [...new Set(ids)];
      for (const id of unique) {
        registry.get(id);
        inlineReady.add(id);
      }
      await pool?.broadcast({ kind: 'warm', ids: unique });
    },
    async close() {
      closed = true;
      await pool?.close();
    },
  };
}
