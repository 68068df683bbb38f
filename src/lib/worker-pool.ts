// A small pool of worker_threads for CPU work that must not run on the event loop: token
// counts of large inputs (src/tokenizers/count-service.ts) and the offline analyses
// (src/modules/analysis/offline/offline-pool.ts). Each user brings its own worker file, which
// answers tasks through serveWorkerTasks() below.
//
// - One task per worker at a time; a FIFO queue, except that an idle worker prefers a queued
//   task whose affinity keys it has already seen (e.g. a vocabulary whose piece cache it has
//   filled).
// - A worker that crashes or exits rejects its task and is replaced lazily, on the next
//   dispatch, so a worker that cannot even start fails tasks instead of respawning in a loop.
// - Idle workers are unref'd: an idle pool never keeps the process alive; close() terminates
//   them and holds the event loop until they are gone (at most CLOSE_WAIT_MS).
// - Budgets, for work on untrusted input (src/modules/contexts/file-reader.ts): V8 heap limits
//   per worker (`resourceLimits`: over them the worker is ended, its task fails with
//   ERR_WORKER_OUT_OF_MEMORY), a time limit per task counted from when the worker starts it (the
//   worker is terminated, the task fails with WorkerTimeoutError, and the slot takes no task until
//   the old worker has exited, so a runaway task never runs beside its replacement), and a bounded
//   queue (WorkerPoolFullError at once).

import { parentPort, type ResourceLimits, Worker } from 'node:worker_threads';

/** The longest close() waits for the workers to end. */
const CLOSE_WAIT_MS = 10_000;

/**
 * What the pool posts: the task's input with the id its answer must carry, and `ack` when the
 * pool has a time limit: the worker then says when it starts the task (`started`), after its own
 * start-up, which is not the task's time.
 */
export type WorkerRequest<I> = I & { taskId: number; ack?: true };
export type WorkerResponse<O> =
  | { taskId: number; started: true }
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
  /** The running task's time limit. */
  timer: NodeJS.Timeout | null;
  /** Its task ran out of time: the worker is being terminated, the slot takes nothing meanwhile. */
  retiring: boolean;
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
  /** V8 heap limits of each worker; a worker over them is ended (ERR_WORKER_OUT_OF_MEMORY). */
  resourceLimits?: ResourceLimits;
  /**
   * A task running longer than this (from the moment its worker starts it, start-up excluded)
   * fails with WorkerTimeoutError and its worker is terminated.
   */
  timeoutMs?: number;
  /** Tasks that may wait for a worker; one more is refused at once (WorkerPoolFullError). */
  maxQueued?: number;
}

/** A task ran past `timeoutMs`; its worker was terminated (and is replaced). */
export class WorkerTimeoutError extends Error {
  readonly code = 'ERR_WORKER_TIMEOUT';
}

/** Every worker was busy and `maxQueued` tasks were already waiting. */
export class WorkerPoolFullError extends Error {
  readonly code = 'ERR_WORKER_POOL_FULL';
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
    timer: null,
    retiring: false,
    seen: new Set<string>(),
  }));
  const queue: Task<I, O>[] = [];
  const closedError = () => new Error(`${options.name} is closed`);
  let nextTaskId = 1;
  let closed = false;

  function spawn(slot: Slot<I, O>): Worker {
    // Explicit empty execArgv: do not inherit the parent's flags (--test, --inspect, …).
    const worker = new Worker(options.workerUrl, {
      execArgv: [],
      workerData: options.workerData,
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
    });
    worker.unref();
    worker.on('message', (message: WorkerResponse<O>) => {
      const task = slot.task;
      if (slot.worker !== worker || task === null || message.taskId !== slot.taskId) return;
      if ('started' in message) {
        slot.timer = setTimeout(() => expire(slot), options.timeoutMs);
        return;
      }
      finish(slot);
      if (message.ok) {
        for (const key of affinity(task.input)) slot.seen.add(key);
        task.resolve(message.result);
      } else {
        task.reject(new Error(message.message));
      }
      dispatch();
    });
    // 'error' (a throw, ERR_WORKER_OUT_OF_MEMORY) fails the task at once; the slot is reused only
    // after 'exit', which always follows, so a dying worker's memory is gone before a new one starts.
    worker.on('error', (error) => {
      if (slot.worker !== worker) return;
      const task = slot.task;
      retire(slot); // still ref'd: its 'exit' is what frees the slot for the queued tasks
      task?.reject(closed ? closedError() : error);
    });
    worker.on('exit', (code) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.retiring = false;
      slot.seen = new Set();
      const task = slot.task;
      finish(slot);
      task?.reject(closed ? closedError() : new Error(`${options.name} worker exited with code ${code}`));
      if (!closed) dispatch();
    });
    return worker;
  }

  function finish(slot: Slot<I, O>): void {
    slot.task = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.worker?.unref();
  }

  /** The slot's worker is going away: it takes no task until its 'exit'. */
  function retire(slot: Slot<I, O>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
    slot.retiring = true;
  }

  /** The task ran out of time: fail it now, end its worker; the slot is free once it has exited. */
  function expire(slot: Slot<I, O>): void {
    const task = slot.task;
    retire(slot);
    task?.reject(new WorkerTimeoutError(`${options.name} task ran longer than ${options.timeoutMs} ms`));
    void slot.worker?.terminate();
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
      if (slot.task !== null || slot.retiring) continue;
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
      const request: WorkerRequest<I> = { ...task.input, taskId: slot.taskId };
      if (options.timeoutMs !== undefined) request.ack = true; // the timer starts at `started`
      slot.worker.postMessage(request);
    }
  }

  function enqueue(input: I, slot: number | null): Promise<O> {
    if (closed) return Promise.reject(closedError());
    return new Promise<O>((resolve, reject) => {
      const task: Task<I, O> = { input, slot, resolve, reject };
      queue.push(task);
      dispatch();
      if (options.maxQueued !== undefined && queue.length > options.maxQueued && queue.at(-1) === task) {
        queue.pop();
        reject(new WorkerPoolFullError(`${options.name} is busy: ${options.maxQueued} tasks are waiting`));
      }
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
      for (const slot of slots) if (slot.timer) clearTimeout(slot.timer);
      // Observed in bench/tokens.bench.ts: the process found its event loop empty while awaiting
      // terminate() and ended with code 13 (a worker whose thread has already stopped cannot be
      // ref'd, and its exit notice does not hold the loop). A timer holds the loop until the
      // workers are gone, bounded so that shutdown never waits on a notice that does not come.
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_WAIT_MS);
      });
      try {
        await Promise.race([Promise.all(slots.map((slot) => slot.worker?.terminate())), bound]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * In a worker file: answers each task of the pool with `handle`'s result (or its error). `handle`
 * may return a promise (e.g. a parser with an async API); a plain value is answered at once.
 */
export function serveWorkerTasks<I, O>(handle: (input: I) => O | Promise<O>): void {
  if (parentPort === null) throw new Error('a pool worker must run in a worker thread');
  const port = parentPort;
  port.on('message', (request: WorkerRequest<I>) => {
    const taskId = request.taskId;
    if (request.ack) port.postMessage({ taskId, started: true } satisfies WorkerResponse<O>);
    const failed = (error: unknown) =>
      port.postMessage({
        taskId,
        ok: false,
        message: (error as Error)?.message ?? String(error),
      } satisfies WorkerResponse<O>);
    let result: O | Promise<O>;
    try {
      result = handle(request);
    } catch (error) {
      failed(error);
      return;
    }
    if (result instanceof Promise) {
      result.then(
        (value) => port.postMessage({ taskId, ok: true, result: value } satisfies WorkerResponse<O>),
        failed,
      );
    } else {
      port.postMessage({ taskId, ok: true, result } satisfies WorkerResponse<O>);
    }
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
