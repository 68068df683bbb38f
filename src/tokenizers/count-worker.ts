// Worker thread entry: counts with its own registry (vocabularies load lazily per worker).

import { workerData } from 'node:worker_threads';
import { serveWorkerTasks } from '../lib/worker-pool.js';
import type { OperatorTokenizerSpec } from './operator-tokenizers.js';
import { createTokenizerRegistry } from './registry.js';
import type { CountTokenizerId as TokenizerId } from './tokenizer.types.js';

/** What every count worker receives at start. */
export interface CountWorkerData {
  operatorTokenizers: OperatorTokenizerSpec[];
}

/**
 * A task of the count pool: one count; one text counted with several vocabularies (a small
 * request's ids in one hop, answered in their order); or loading vocabularies (answers 0).
 */
export type CountTask =
  | { kind: 'count'; id: TokenizerId; text: string }
  | { kind: 'counts'; ids: TokenizerId[]; text: string }
  | { kind: 'warm'; ids: TokenizerId[] };

const registry = createTokenizerRegistry((workerData as CountWorkerData | null)?.operatorTokenizers ?? []);

serveWorkerTasks((task: CountTask): number | number[] => {
  if (task.kind === 'count') return registry.get(task.id).count(task.text);
  if (task.kind === 'counts') return task.ids.map((id) => registry.get(id).count(task.text));
  for (const id of task.ids) registry.get(id);
  return 0;
});
