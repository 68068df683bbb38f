// Worker thread entry of line-diff-pool.ts: runs one line diff per task.

import { serveWorkerTasks } from '../../lib/worker-pool.js';
import { type DiffOptions, diffLines } from './line-diff.js';

/** A task of the diff pool: the two contents and the options, as diffLines takes them. */
export interface LineDiffTask {
  from: string;
  to: string;
  options: DiffOptions;
}

serveWorkerTasks(({ from, to, options }: LineDiffTask) => diffLines(from, to, options));
