// Worker thread entry of offline-pool.ts: runs one offline analysis per task.

import { serveWorkerTasks } from '../../../lib/worker-pool.js';
import type { AnalysisEngine } from '../analysis-engine.js';
import { OFFLINE_METHODS } from './offline-engine.js';
import type { OfflineMethod } from './offline-model.js';

/** A task of the offline pool: the engine method and its input, as the engine got them. */
export interface OfflineTask {
  method: OfflineMethod;
  input: Parameters<AnalysisEngine[OfflineMethod]>[0];
}

serveWorkerTasks(({ method, input }: OfflineTask) =>
  (OFFLINE_METHODS[method] as (input: OfflineTask['input']) => unknown)(input),
);
