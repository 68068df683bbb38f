import { DEFAULTS } from '../../config.js';
import { DomainError } from '../../lib/domain-error.js';
import {
  createWorkerPool,
  WorkerPoolFullError,
  WorkerTimeoutError,
  workerEntry,
} from '../../lib/worker-pool.js';
import type { FileLimits, ReadOutcome, ReadTask } from './file-reading.js';

/** Reads the text of PDF and .docx files off the event loop, under the budgets of FileLimits. */
export interface FileReader {
  /** The text; DomainError 413 (over a limit), 422 (over the time or memory budget), 400, 503. */
  read(kind: ReadTask['kind'], bytes: Buffer): Promise<string>;
  /** Files waiting for a worker (the promptkeep_file_read_queue_depth metric). */
  queued(): number;
  close(): Promise<void>;
}

/** The --file-* settings' defaults (config.ts writes them). */
export const DEFAULT_FILE_LIMITS: FileLimits = {
  workers: DEFAULTS.fileWorkers,
  queue: DEFAULTS.fileQueue,
  timeoutMs: DEFAULTS.fileTimeoutMs,
  memoryMb: DEFAULTS.fileMemoryMb,
  maxInflatedBytes: DEFAULTS.fileMaxInflatedBytes,
  maxEntries: DEFAULTS.fileMaxEntries,
  maxPages: DEFAULTS.fileMaxPages,
};

const NAMES = { pdf: 'The PDF', docx: 'The .docx file' } as const;

/**
 * A pool of `workers` threads, each with a V8 heap of `memoryMb` and `timeoutMs` per file; at most
 * `queue` files wait (more: 503, Retry-After one time budget, by when a worker is free for sure).
 * A worker over a budget is ended and replaced; the process and the other requests never notice.
 * What the budgets cannot see (typed arrays of decoded data) the readers bound themselves.
 */
export function createFileReader(limits: FileLimits & { maxTextBytes: number }): FileReader {
  const pool = createWorkerPool<ReadTask, ReadOutcome>({
    size: limits.workers,
    workerUrl: workerEntry(import.meta.url, 'file-read-worker'),
    name: 'File reader',
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    timeoutMs: limits.timeoutMs,
    maxQueued: limits.queue,
  });
  const taskLimits: ReadTask['limits'] = {
    maxInflatedBytes: limits.maxInflatedBytes,
    maxEntries: limits.maxEntries,
    maxPages: limits.maxPages,
    maxTextBytes: limits.maxTextBytes,
  };
  const retryAfter = String(Math.ceil(limits.timeoutMs / 1000));

  async function read(kind: ReadTask['kind'], bytes: Buffer): Promise<string> {
    let outcome: ReadOutcome;
    try {
      outcome = await pool.run({ kind, bytes, limits: taskLimits });
    } catch (error) {
      throw budgetError(kind, error);
    }
    if ('text' in outcome) return outcome.text;
    throw outcome.refused === 'too_large'
      ? new DomainError('payload_too_large', outcome.message)
      : new DomainError('bad_request', outcome.message);
  }

  function budgetError(kind: ReadTask['kind'], error: unknown): unknown {
    const what = NAMES[kind];
    if (error instanceof WorkerTimeoutError) {
      return new DomainError(
        'unprocessable',
        `${what} could not be read within the time budget (${limits.timeoutMs} ms); its text cannot be extracted.`,
      );
    }
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return new DomainError(
        'unprocessable',
        `${what} could not be read within the memory budget (${limits.memoryMb} MB); its text cannot be extracted.`,
      );
    }
    if (error instanceof WorkerPoolFullError) {
      return new DomainError(
        'unavailable',
        `Too many files are being read right now; retry in ${retryAfter} s.`,
        { 'retry-after': retryAfter },
      );
    }
    return error;
  }

  return { read, queued: () => pool.queued(), close: () => pool.close() };
}
