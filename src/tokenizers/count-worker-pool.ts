// A small pool of worker_threads for counting large inputs off the event loop.
//
// - One task per worker at a time; a FIFO queue, except that an idle worker prefers a queued
//   task whose vocabulary it already has loaded (a cold gemma3 load takes ~1 s and ~200 MB RSS).
// - A worker that crashes or exits rejects its task and is replaced lazily, on the next
//   dispatch, so a worker that cannot even start fails tasks instead of respawning in a loop.
// - Idle workers are unref'd: an idle pool never keeps the process alive; close() terminates.

import { Worker } from 'node:worker_threads';
import type { TokenizerId } from './tokenizer.types.js';

export type WorkerRequest =
  | { taskId: number; kind: 'count'; id: TokenizerId; text: string }
  | { taskId: number; kind: 'warm'; ids: TokenizerId[] };

export type WorkerResponse =
  | { taskId: number; ok: true; count: number }
  | { taskId: number; ok: false; message: string };

export type TaskInput =
  | { kind: 'count'; id: TokenizerId; text: string }
  | { kind: 'warm'; ids: TokenizerId[] };

interface Task {
  input: TaskInput;
  /** Only this slot may run the task (warm targets every worker). */
  slot: number | null;
  resolve(count: number): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | null;
  task: Task | null;
  taskId: number;
  loaded: Set<TokenizerId>;
}

export interface WorkerPoolOptions {
  size: number;
  /** A file: URL, or a data: URL holding an ESM bootstrap (see count-service.ts). */
  workerUrl: URL;
}

export interface WorkerPool {
  run(input: TaskInput): Promise<number>;
  /** Loads the vocabularies in every worker. */
  warm(ids: readonly TokenizerId[]): Promise<void>;
  close(): Promise<void>;
}

/** How far down the queue an idle worker looks for a task whose vocabulary it has loaded. */
const AFFINITY_WINDOW = 16;

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const slots: Slot[] = Array.from({ length: options.size }, () => ({
    worker: null,
    task: null,
    taskId: 0,
    loaded: new Set<TokenizerId>(),
  }));
  const queue: Task[] = [];
  let nextTaskId = 1;
  let closed = false;

  function spawn(slot: Slot): Worker {
    // Explicit empty execArgv: do not inherit the parent's flags (--test, --inspect, …).
    const worker = new Worker(options.workerUrl, { execArgv: [] });
    worker.unref();
    worker.on('message', (message: WorkerResponse) => {
      const task = slot.task;
      if (slot.worker !== worker || task === null || message.taskId !== slot.taskId) return;
      finish(slot);
      if (message.ok) {
        if (task.input.kind === 'count') slot.loaded.add(task.input.id);
        else for (const id of task.input.ids) slot.loaded.add(id);
        task.resolve(message.count);
      } else {
        task.reject(new Error(message.message));
      }
      dispatch();
    });
    const fail = (error: Error) => {
      if (slot.worker !== worker) return; // already handled ('error' is followed by 'exit')
      slot.worker = null;
      slot.loaded = new Set();
      const task = slot.task;
      finish(slot);
      task?.reject(closed ? new Error('CountService is closed') : error);
      if (!closed) dispatch();
    };
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => fail(new Error(`Token count worker exited with code ${code}`)));
    return worker;
  }

  function finish(slot: Slot): void {
    slot.task = null;
    slot.worker?.unref();
  }

  function pick(slotIndex: number): number {
    const slot = slots[slotIndex]!;
    let fallback = -1;
    for (let i = 0; i < queue.length; i++) {
      const task = queue[i]!;
      if (task.slot !== null && task.slot !== slotIndex) continue;
      if (task.slot === slotIndex) return i;
      if (fallback < 0) fallback = i;
      if (i >= AFFINITY_WINDOW) break;
      if (task.input.kind === 'count' && slot.loaded.has(task.input.id)) return i;
    }
    return fallback;
  }

  function dispatch(): void {
    for (let s = 0; s < slots.length && queue.length > 0; s++) {
      const slot = slots[s]!;
      if (slot.task !== null) continue;
      const index = pick(s);
      if (index < 0) continue;
      const [task] = queue.splice(index, 1) as [Task];
      try {
        slot.worker ??= spawn(slot);
      } catch (error) {
        task.reject(error as Error);
        continue;
      }
      slot.task = task;
      slot.taskId = nextTaskId++;
      slot.worker.ref();
      slot.worker.postMessage({ ...task.input, taskId: slot.taskId } satisfies WorkerRequest);
    }
  }

  function enqueue(input: TaskInput, slot: number | null): Promise<number> {
    if (closed) return Promise.reject(new Error('CountService is closed'));
    return new Promise<number>((resolve, reject) => {
      queue.push({ input, slot, resolve, reject });
      dispatch();
    });
  }

  return {
    run: (input) => enqueue(input, null),
    async warm(ids) {
      await Promise.all(slots.map((_, s) => enqueue({ kind: 'warm', ids: [...ids] }, s)));
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('CountService is closed'));
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}
