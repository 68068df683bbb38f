// A small pool of worker_threads for CPU work that must not run on the event loop: token
// counts of large inputs (src/tokenizers/count-service.ts) and the offline analyses
// (src/modules/analysis/offline/offline-pool.ts). Each user brings its own worker file, which
// answers tasks through serveWorkerTasks() below.
//
// - One task per worker at a time; a FIFO queue, except that an idle worker prefers a queued
//   task whose affinity keys it has already seen (e.g. a vocabulary it has loaded: a cold gemma3
//   load takes ~1 s and ~200 MB RSS).
// - A worker that crashes or exits rejects its task and is replaced lazily, on the next
//   dispatch, so a worker that cannot even start fails tasks instead of respawning in a loop.
// - Idle workers are unref'd: an idle pool never keeps the process alive; close() terminates.

import { parentPort, Worker } from 'node:worker_threads';

/** What the pool posts: the task's input with the id its answer must carry. */
export type WorkerRequest<I> = I & { taskId: number };
export type WorkerResponse<O> =
  | { taskId: number; ok: true; result: O }
  | { taskId: number; ok: false; message: string };

interface Task<I, O> {
  input: I;
  /** Only this slot may run the task (broadcast targets every worker). */
  slot: number | null;
  resolve(result: O): void;
  reject(error: Error): void;
}

interface Slot<I, O> {
  worker: Worker | null;
  task: Task<I, O> | null;
  taskId: number;
  /** Affinity keys of the tasks this worker has completed. */
  seen: Set<string>;
}

export interface WorkerPoolOptions<I> {
  size: number;
  /** A file: URL, or a data: URL holding an ESM bootstrap (see workerEntry()). */
  workerUrl: URL;
  /** Names the pool in errors ("Token count worker exited…", "… is closed"). */
  name: string;
  /** Keys a worker keeps once it has run the task (e.g. the vocabularies it loaded); none by default. */
  affinity?: (input: I) => readonly string[];
  /** Plain data every worker receives at start (`workerData`), e.g. the operator's tokenizer files. */
  workerData?: unknown;
}

export interface WorkerPool<I, O> {
  run(input: I): Promise<O>;
  /** Runs the task once on every worker (e.g. to load something everywhere). */
  broadcast(input: I): Promise<O[]>;
  /** Tasks waiting for a worker (the queue-depth metric). */
  queued(): number;
  close(): Promise<void>;
}

/** How far down the queue an idle worker looks for a task whose affinity keys it has. */
const AFFINITY_WINDOW = 16;

export function createWorkerPool<I extends object, O>(options: WorkerPoolOptions<I>): WorkerPool<I, O> {
  const affinity = options.affinity ?? (() => []);
  const slots: Slot<I, O>[] = Array.from({ length: options.size }, () => ({
    worker: null,
    task: null,
    taskId: 0,
    seen: new Set<string>(),
  }));
  const queue: Task<I, O>[] = [];
  const closedError = () => new Error(`${options.name} is closed`);
  let nextTaskId = 1;
  let closed = false;

  function spawn(slot: Slot<I, O>): Worker {
    // Explicit empty execArgv: do not inherit the parent's flags (--test, --inspect, …).
    const worker = new Worker(options.workerUrl, { execArgv: [], workerData: options.workerData });
    worker.unref();
    worker.on('message', (message: WorkerResponse<O>) => {
      const task = slot.task;
      if (slot.worker !== worker || task === null || message.taskId !== slot.taskId) return;
      finish(slot);
      if (message.ok) {
        for (const key of affinity(task.input)) slot.seen.add(key);
        task.resolve(message.result);
      } else {
        task.reject(new Error(message.message));
      }
      dispatch();
    });
    const fail = (error: Error) => {
      if (slot.worker !== worker) return; // already handled ('error' is followed by 'exit')
      slot.worker = null;
      slot.seen = new Set();
      const task = slot.task;
      finish(slot);
      task?.reject(closed ? closedError() : error);
      if (!closed) dispatch();
    };
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => fail(new Error(`${options.name} worker exited with code ${code}`)));
    return worker;
  }

  function finish(slot: Slot<I, O>): void {
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
      const keys = affinity(task.input);
      if (keys.length > 0 && keys.every((k) => slot.seen.has(k))) return i;
    }
    return fallback;
  }

  function dispatch(): void {
    for (let s = 0; s < slots.length && queue.length > 0; s++) {
      const slot = slots[s]!;
      if (slot.task !== null) continue;
      const index = pick(s);
      if (index < 0) continue;
      const [task] = queue.splice(index, 1) as [Task<I, O>];
      try {
        slot.worker ??= spawn(slot);
      } catch (error) {
        task.reject(error as Error);
        continue;
      }
      slot.task = task;
      slot.taskId = nextTaskId++;
      slot.worker.ref();
      slot.worker.postMessage({ ...task.input, taskId: slot.taskId } satisfies WorkerRequest<I>);
    }
  }

  function enqueue(input: I, slot: number | null): Promise<O> {
    if (closed) return Promise.reject(closedError());
    return new Promise<O>((resolve, reject) => {
      queue.push({ input, slot, resolve, reject });
      dispatch();
    });
  }

  return {
    run: (input) => enqueue(input, null),
    broadcast: (input) => Promise.all(slots.map((_, s) => enqueue(input, s))),
    queued: () => queue.length,
    async close() {
      if (closed) return;
      closed = true;
      for (const task of queue.splice(0)) task.reject(closedError());
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}

/** In a worker file: answers each task of the pool with `handle`'s result (or its error). */
export function serveWorkerTasks<I, O>(handle: (input: I) => O): void {
  if (parentPort === null) throw new Error('a pool worker must run in a worker thread');
  const port = parentPort;
  port.on('message', (request: WorkerRequest<I>) => {
    let response: WorkerResponse<O>;
    try {
      response = { taskId: request.taskId, ok: true, result: handle(request) };
    } catch (error) {
      response = { taskId: request.taskId, ok: false, message: (error as Error).message ?? String(error) };
    }
    port.postMessage(response);
  });
}

/**
 * The URL a pool starts its workers from, given the caller's `import.meta.url` and the worker
 * file's name without extension (a sibling of the caller): `name.js` in the compiled `dist/`;
 * under tsx (tests, dev) the `.ts` source, started through a tiny ESM bootstrap that registers
 * tsx inside the worker first — on Node 20 `execArgv: ['--import', 'tsx']` does not apply to a
 * worker's entry module.
 */
export function workerEntry(callerUrl: string, name: string): URL {
  if (!callerUrl.endsWith('.ts')) return new URL(`./${name}.js`, callerUrl);
  const source = new URL(`./${name}.ts`, callerUrl).href;
  const bootstrap = [
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};`,
    'register();',
    `await import(${JSON.stringify(source)});`,
  ].join('\n');
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}
