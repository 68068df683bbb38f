// Worker thread entry: builds vocabulary images for the main thread (so a cold build never runs on
// the event loop) and counts large inputs with the images the main thread hands it, which it
// adopts instead of building its own (one copy of each vocabulary per process).

import { workerData } from 'node:worker_threads';
import { serveWorkerTasks } from '../lib/worker-pool.js';
import { decodeJsonText } from './json-text.js';
import type { OperatorTokenizerSpec } from './operator-tokenizers.js';
import { createTokenizerRegistry } from './registry.js';
import type { CountTokenizerId as TokenizerId } from './tokenizer.types.js';

/** What every count worker receives at start. */
export interface CountWorkerData {
  operatorTokenizers: OperatorTokenizerSpec[];
}

/**
 * A task of the count pool: one count, with the image of the id's vocabulary (shared memory: the
 * message carries a handle, not a copy); or the image of a vocabulary, read or built here.
 */
export type CountTask =
  | { kind: 'count'; id: TokenizerId; text: string; image: SharedArrayBuffer }
  /** A large body's JSON string literal (json-text.ts), decoded here: a view of shared memory. */
  | { kind: 'count'; id: TokenizerId; json: Uint8Array; image: SharedArrayBuffer }
  | { kind: 'image'; id: TokenizerId };

const registry = createTokenizerRegistry((workerData as CountWorkerData | null)?.operatorTokenizers ?? []);

serveWorkerTasks((task: CountTask): number | SharedArrayBuffer => {
  if (task.kind === 'image') return registry.loadImage(task.id);
  registry.adopt(task.id, task.image);
  return registry.get(task.id).count('json' in task ? decodeJsonText(task.json) : task.text);
});
