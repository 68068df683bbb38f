// Worker thread entry: builds vocabulary images for the main thread (so a cold build never runs on
// the event loop) and counts large inputs with the images the main thread hands it, which it
// adopts instead of building its own (one copy of each vocabulary per process). A large body's
// text is counted from its literal's bytes (literal-count.ts), so no string of the whole text is made.

import { workerData } from 'node:worker_threads';
import { serveWorkerTasks } from '../lib/worker-pool.js';
import { InvalidJsonText } from './json-text.js';
import { countText, LiteralText } from './literal-count.js';
import type { OperatorTokenizerSpec } from './operator-tokenizers.js';
import { createTokenizerRegistry } from './registry.js';
import type { CountTokenizerId as TokenizerId } from './tokenizer.types.js';

/** What every count worker receives at start. */
export interface CountWorkerData {
  operatorTokenizers: OperatorTokenizerSpec[];
}

/**
 * A task of the count pool: one text counted with one or more ids (a large request's ids are
 * grouped, one group per worker, so each worker decodes or receives the text once), with the image
 * of each id's vocabulary (shared memory: the message carries handles, not copies); or the image
 * of a vocabulary, read or built here.
 */
export type CountTask =
  | { kind: 'count'; ids: TokenizerId[]; text: string; images: SharedArrayBuffer[] }
  /**
   * A large body's JSON string literal (json-text.ts), decoded and checked here (the body parser
   * found it by its quotes alone): a view of shared memory.
   */
  | { kind: 'count'; ids: TokenizerId[]; json: Uint8Array; images: SharedArrayBuffer[] }
  | { kind: 'image'; id: TokenizerId };

const registry = createTokenizerRegistry((workerData as CountWorkerData | null)?.operatorTokenizers ?? []);

/** A count's answer: each id's count; null for a literal that is not a valid one (not counted). */
export type CountAnswer = number[] | null;

serveWorkerTasks((task: CountTask): CountAnswer | SharedArrayBuffer => {
  if (task.kind === 'image') return registry.loadImage(task.id);
  try {
    const text = 'json' in task ? new LiteralText(task.json) : task.text;
    return task.ids.map((id, i) => {
      registry.adopt(id, task.images[i] as SharedArrayBuffer);
      return countText(registry.get(id), text);
    });
  } catch (error) {
    // (Its class does not cross to the main thread: told by the answer instead.)
    if (error instanceof InvalidJsonText) return null;
    throw error;
  }
});
