// The seam the HTTP layer uses to count tokens. Every vocabulary lives once per process, as a shared
// image (vocab-image.ts): read from its prebuilt file off the event loop, or built on a worker,
// never on the event loop. Once a vocabulary is loaded, small inputs are counted here, for any
// number of ids, without a hop (a 1 KB count takes microseconds, a hop costs more); large ones go to
// worker threads, which count with the same image, so one 10 MB request cannot stall every other
// request on the event loop, and the ids of one large request run on several workers at once (in one
// group per worker: each worker decodes the text once for its ids).
// Small counts with several vocabularies (one request naming models of several tokenizers) wait
// for the event loop's check phase and are counted with the others that arrived in the same turn,
// vocabulary by vocabulary: one vocabulary's tables and piece cache stay in the CPU's caches across
// the batch's texts instead of ten vocabularies evicting each other for every text
// (bench/ten-inside.ts: ten tokenizers over batches of 16 / 40 texts, ×0.79 / ×0.67 the CPU of
// counting each text with all ten in turn).

import { createWorkerPool, type WorkerPool, workerEntry } from '../lib/worker-pool.js';
import type { CountAnswer, CountTask, CountWorkerData } from './count-worker.js';
import { InvalidJsonText, type JsonText } from './json-text.js';
import type { OperatorTokenizerSpec } from './operator-tokenizers.js';
import { createTokenizerRegistry } from './registry.js';
import type { CountTokenizerId as TokenizerId } from './tokenizer.types.js';

export interface CountService {
  /**
   * Token count per distinct id. A JsonText (a large body's literal) is decoded and counted on the
   * workers, never built on this thread; one that is not a valid literal rejects with
   * InvalidJsonText. Rejects on unknown ids, worker errors, or after close().
   */
  count(text: string | JsonText, ids: readonly TokenizerId[]): Promise<Map<TokenizerId, number>>;
  /**
   * count()'s answer at once (no promise) where it would count on this thread with every id's
   * vocabulary already loaded (a text of at most `inlineMaxChars`, or no workers) and one id (or
   * ids of one vocabulary); undefined otherwise (count() then counts it: several vocabularies wait
   * for the next batch).
   */
  countNow(text: string, ids: readonly TokenizerId[]): Map<TokenizerId, number> | undefined;
  /** Loads vocabularies (off the event loop) so that the first count with them does not wait. */
  warm(ids: readonly TokenizerId[]): Promise<void>;
  /** Counts waiting for a worker thread (`promptkeep_tokenizer_worker_queue_depth`). */
  queueDepth(): number;
  close(): Promise<void>;
}

/**
 * The texts' length (UTF-16 units) one batch counts at most; the rest go to the next turn, so the
 * answers of one batch go out (and new requests are read) while the next waits: ~32 texts of 1 KB
 * (bench/ten-inside.ts: batches of 4 / 8 / 16 / 40 texts ×0.97 / 0.91 / 0.79 / 0.67 the CPU).
 */
const BATCH_MAX_CHARS = 32 * 1024;

/** A small count with several vocabularies waiting for the batch (countBatched). */
interface BatchJob {
  text: string;
  ids: readonly TokenizerId[];
  resolve: (counts: Map<TokenizerId, number>) => void;
  reject: (error: unknown) => void;
}

export function createCountService(opts: {
  workers: number;
  inlineMaxChars: number;
  /** The operator's own tokenizer files (`--tokenizers-dir`), counted under `operator:<name>`. */
  operatorTokenizers?: readonly OperatorTokenizerSpec[];
}): CountService {
  const operatorTokenizers = [...(opts.operatorTokenizers ?? [])];
  const registry = createTokenizerRegistry(operatorTokenizers);
  const workerData: CountWorkerData = { operatorTokenizers };
  const pool: WorkerPool<CountTask, CountAnswer | SharedArrayBuffer> | null =
    opts.workers > 0
      ? createWorkerPool({
          size: opts.workers,
          workerUrl: workerEntry(import.meta.url, 'count-worker'),
          name: 'CountService',
          // A worker that has counted with a vocabulary has its tables warm and its piece cache
          // filled: prefer it for those ids.
          affinity: (task) => (task.kind === 'count' ? task.ids : []),
          workerData,
        })
      : null;
  /** Loads under way, by id (ids sharing a vocabulary each wait on the registry's one image). */
  const loading = new Map<TokenizerId, Promise<void>>();
  let closed = false;

  const load = (id: TokenizerId): Promise<void> => {
    let pending = loading.get(id);
    if (pending === undefined) {
      pending = (async () => {
        const image =
          (await registry.readPrebuilt(id)) ??
          (pool === null
            ? registry.loadImage(id)
            : ((await pool.run({ kind: 'image', id })) as SharedArrayBuffer));
        registry.adopt(id, image);
      })().finally(() => loading.delete(id));
      loading.set(id, pending);
    }
    return pending;
  };

  /** Resolves once every id's image is here; null when they all already are (no promise made). */
  const ensure = (ids: readonly TokenizerId[]): Promise<unknown> | null => {
    let waits: Promise<void>[] | null = null;
    for (const id of ids) {
      if (registry.image(id) !== undefined) continue;
      waits ??= [];
      waits.push(load(id));
    }
    return waits === null ? null : Promise.all(waits);
  };

  /** Counts on this thread (every vocabulary loaded). */
  const countInline = (text: string, unique: readonly TokenizerId[]) => {
    const counts = new Map<TokenizerId, number>();
    // Ids that share a vocabulary (one image: o200k_base and o200k_harmony) count alike: once.
    const byImage = unique.length > 1 ? new Map<SharedArrayBuffer | undefined, number>() : null;
    for (const id of unique) {
      const image = byImage === null ? undefined : registry.image(id);
      let n = image === undefined ? undefined : byImage?.get(image);
      if (n === undefined) {
        n = registry.get(id).count(text);
        if (image !== undefined) byImage?.set(image, n);
      }
      counts.set(id, n);
    }
    return counts;
  };

  /** The image ids count with (one per vocabulary: ids sharing one count alike). */
  const imageOf = (id: TokenizerId) => registry.image(id) as SharedArrayBuffer;
  /** Whether the ids name more than one vocabulary. */
  const severalImages = (ids: readonly TokenizerId[]) => {
    const first = imageOf(ids[0] as TokenizerId);
    for (let i = 1; i < ids.length; i++) if (imageOf(ids[i] as TokenizerId) !== first) return true;
    return false;
  };

  let batch: BatchJob[] = [];
  let batchScheduled = false;
  /**
   * countInline's answer, counted in the check phase of this turn of the event loop with the other
   * counts that arrived in it (every id's vocabulary loaded).
   */
  const countBatched = (text: string, ids: readonly TokenizerId[]) =>
    new Promise<Map<TokenizerId, number>>((resolve, reject) => {
      batch.push({ text, ids, resolve, reject });
      if (!batchScheduled) {
        batchScheduled = true;
        setImmediate(flushBatch);
      }
    });
  const flushBatch = () => {
    let take = 0;
    let chars = 0;
    while (
      take < batch.length &&
      (take === 0 || chars + (batch[take] as BatchJob).text.length <= BATCH_MAX_CHARS)
    )
      chars += (batch[take++] as BatchJob).text.length;
    const jobs = take === batch.length ? batch : batch.slice(0, take);
    batch = take === batch.length ? [] : batch.slice(take);
    if (batch.length > 0) setImmediate(flushBatch);
    else batchScheduled = false;
    countJobs(jobs);
  };
  /**
   * Counts the jobs vocabulary by vocabulary (in order of first use), each text once per vocabulary
   * (the first of its ids with that image counts, as countInline does), then answers each in its
   * ids' order; a count that throws rejects its job alone.
   */
  const countJobs = (jobs: readonly BatchJob[]) => {
    const counts = jobs.map((job) => new Array<number>(job.ids.length));
    const failed: unknown[] = new Array(jobs.length);
    // Per image, per job: the positions of the job's ids with that image.
    const groups = new Map<SharedArrayBuffer, Map<number, number[]>>();
    jobs.forEach((job, j) => {
      job.ids.forEach((id, at) => {
        const image = imageOf(id);
        let uses = groups.get(image);
        if (uses === undefined) {
          uses = new Map();
          groups.set(image, uses);
        }
        const positions = uses.get(j);
        if (positions === undefined) uses.set(j, [at]);
        else positions.push(at);
      });
    });
    for (const uses of groups.values()) {
      for (const [j, positions] of uses) {
        if (failed[j] !== undefined) continue;
        const job = jobs[j] as BatchJob;
        try {
          // The job's own first id of this image counts it (the same count as any other's).
          const n = registry.get(job.ids[positions[0] as number] as TokenizerId).count(job.text);
          for (const at of positions) (counts[j] as number[])[at] = n;
        } catch (error) {
          failed[j] = error ?? new Error('count failed');
        }
      }
    }
    for (let j = 0; j < jobs.length; j++) {
      const job = jobs[j] as BatchJob;
      if (failed[j] !== undefined) {
        job.reject(failed[j]);
        continue;
      }
      const answer = new Map<TokenizerId, number>();
      for (let at = 0; at < job.ids.length; at++)
        answer.set(job.ids[at] as TokenizerId, (counts[j] as number[])[at] as number);
      job.resolve(answer);
    }
  };

  return {
    queueDepth: () => pool?.queued() ?? 0,
    countNow(text, ids) {
      if (closed || (pool !== null && text.length > opts.inlineMaxChars)) return undefined;
      for (const id of ids) if (registry.image(id) === undefined) return undefined;
      if (ids.length > 1 && severalImages(ids)) return undefined;
      return countInline(text, ids.length === 1 ? ids : [...new Set(ids)]);
    },
    async count(text, ids) {
      if (closed) throw new Error('CountService is closed');
      const unique = ids.length === 1 ? ids : [...new Set(ids)];
      const waiting = ensure(unique);
      if (waiting !== null) await waiting;
      const length = typeof text === 'string' ? text.length : text.literal.length;
      if (pool === null || length <= opts.inlineMaxChars) {
        const inline = typeof text === 'string' ? text : text.text();
        return unique.length > 1 && severalImages(unique)
          ? countBatched(inline, unique)
          : countInline(inline, unique);
      }
      // Ids that share a vocabulary image count alike: the first of each is counted. The counted
      // ids go in at most one group per worker, each group one task, so a worker decodes the
      // literal (or receives the string) once for all its ids, not once per id.
      const counted = new Map<SharedArrayBuffer, TokenizerId>();
      for (const id of unique) {
        const image = registry.image(id)!;
        if (!counted.has(image)) counted.set(image, id);
      }
      const groups = Array.from({ length: Math.min(counted.size, opts.workers) }, () => ({
        ids: [] as TokenizerId[],
        images: [] as SharedArrayBuffer[],
      }));
      let at = 0;
      for (const [image, id] of counted) {
        const group = groups[at++ % groups.length]!;
        group.ids.push(id);
        group.images.push(image);
      }
      // One copy of the literal in shared memory, read by every worker counting it; back to its
      // pool only when every task has settled (a failed one must not free it under the others).
      const json = typeof text === 'string' ? null : text.shared();
      const settled = await Promise.allSettled(
        groups.map(
          ({ ids, images }) =>
            pool.run(
              json === null
                ? { kind: 'count', ids, text: text as string, images }
                : { kind: 'count', ids, json: json.view, images },
            ) as Promise<CountAnswer>,
        ),
      );
      json?.release();
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      // The workers decoded the literal, and so checked it: each alike (the same bytes).
      if ((settled[0] as PromiseFulfilledResult<CountAnswer>).value === null) throw new InvalidJsonText();
      if (json !== null) (text as JsonText).confirm();
      const byImage = new Map<SharedArrayBuffer, number>();
      for (const [g, { images }] of groups.entries()) {
        const values = (settled[g] as PromiseFulfilledResult<number[]>).value;
        for (const [i, image] of images.entries()) byImage.set(image, values[i]!);
      }
      return new Map(unique.map((id) => [id, byImage.get(registry.image(id)!)!]));
    },
    async warm(ids) {
      if (closed) throw new Error('CountService is closed');
      const unique = [...new Set(ids)];
      await ensure(unique);
      for (const id of unique) registry.get(id);
    },
    async close() {
      closed = true;
      await pool?.close();
    },
  };
}
