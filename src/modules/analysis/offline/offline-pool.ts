import { createWorkerPool, workerEntry } from '../../../lib/worker-pool.js';
import type { AnalysisEngine } from '../analysis-engine.js';
import { engineOf, runOffline } from './offline-model.js';
import type { OfflineTask } from './offline-worker.js';

export interface OfflinePoolOptions {
  /** Worker threads (0: everything runs on the calling thread, as createOfflineEngine()). */
  workers: number;
  /**
   * Inputs up to this many characters run on the calling thread: a few ms, less than the hop
   * to a worker costs a cold worker. Larger ones go to a worker.
   */
  inlineMaxChars: number;
}

/** The text an offline method works through: its time grows with it. */
function textLength(input: OfflineTask['input']): number {
  if ('content' in input) return input.content.length;
  return 'useCase' in input ? input.useCase.length : 0;
}

/**
 * The offline analyzer with its CPU work on worker threads (src/lib/worker-pool.ts), so that a
 * large prompt (hundreds of ms to seconds) never stalls other requests on the event loop. Same
 * results as createOfflineEngine(): the workers run the same functions.
 */
export function createOfflinePool(options: OfflinePoolOptions): AnalysisEngine & { close(): Promise<void> } {
  const pool =
    options.workers > 0
      ? createWorkerPool<OfflineTask, unknown>({
          size: options.workers,
          workerUrl: workerEntry(import.meta.url, 'offline-worker'),
          name: 'Offline analyzer',
        })
      : null;
  const engine = engineOf(async (method, input) => {
    if (pool === null || textLength(input) <= options.inlineMaxChars) {
      return runOffline(method, input);
    }
    return pool.run({ method, input }) as never;
  });
  return { ...engine, close: async () => pool?.close() };
}
