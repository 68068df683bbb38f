import { createWorkerPool, workerEntry } from '../../lib/worker-pool.js';
import { type DiffOptions, diffLines, type LineDiff } from './line-diff.js';
import type { LineDiffTask } from './line-diff-worker.js';

/** Diffs two contents; large ones off the event loop. */
export type LineDiffRunner = ((from: string, to: string, options: DiffOptions) => Promise<LineDiff>) & {
  close(): Promise<void>;
};

/**
 * A diff of two 1 MB contents takes hundreds of ms (splitting and formatting grow with the size,
 * whatever the Myers bounds), which on the event loop would stall every other request. Contents up
 * to `inlineMaxChars` together are diffed in place (a worker hop costs more); larger ones on one
 * worker thread (started at the first such diff), as the offline analyses and token counts are.
 */
export function createLineDiffRunner({ inlineMaxChars }: { inlineMaxChars: number }): LineDiffRunner {
  const pool = createWorkerPool<LineDiffTask, LineDiff>({
    size: 1,
    workerUrl: workerEntry(import.meta.url, 'line-diff-worker'),
    name: 'Line diff',
  });
  const run = async (from: string, to: string, options: DiffOptions) =>
    from.length + to.length <= inlineMaxChars
      ? diffLines(from, to, options)
      : pool.run({ from, to, options });
  return Object.assign(run, { close: () => pool.close() });
}
