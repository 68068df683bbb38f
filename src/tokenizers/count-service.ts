// The seam the HTTP layer uses to count tokens. Every vocabulary lives once per process, as a shared
// image (vocab-image.ts): read from its prebuilt file off the event loop, or built on a worker,
// never on the event loop. Once a vocabulary is loaded, small inputs are counted here, for any
// number of ids, without a hop (a 1 KB count takes microseconds, a hop costs more); large ones go to
// worker threads, which count with the same image, so one 10 MB request cannot stall every other
// request on the event loop, and the ids of one large request run on several workers at once (in one
// group per worker: each worker decodes the text once for its ids).

import { createWorkerPool, type WorkerPool, workerEntry } from '../lib/worker-pool.js';
import type { CountTask, CountWorkerData } from './count-worker.js';
import type { JsonText } from './json-text.js';
import type { OperatorTokenizerSpec } from './operator-tokenizers.js';
import { createTokenizerRegistry } from './registry.js';
import type { CountTokenizerId as TokenizerId } from './tokenizer.types.js';

export interface CountService {
  /**
   * Token count per distinct id. A JsonText (a large body's literal) is decoded and counted on the
   * workers, never built on this thread. Rejects on unknown ids, worker errors, or after close().
   */
  count(text: string | JsonText, ids: readonly TokenizerId[]): Promise<Map<TokenizerId, number>>;
  /**
   * count()'s answer at once (no promise) where it would count on this thread with every id's
   * vocabulary already loaded (a text of at most `inlineMaxChars`, or no workers); undefined
   * otherwise (count() then counts it).
   */
  countNow(text: string, ids: readonly TokenizerId[]): Map<TokenizerId, number> | undefined;
  /** Loads vocabularies (off the event loop) so that the first count with them does not wait. */
  warm(ids: readonly TokenizerId[]): Promise<void>;
  /** Counts waiting for a worker thread (`promptkeep_tokenizer_worker_queue_depth`). */
  queueDepth(): number;
  close(): Promise<void>;
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
  const pool: WorkerPool<CountTask, number[] | SharedArrayBuffer> | null =
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

  return {
    queueDepth: () => pool?.queued() ?? 0,
    countNow(text, ids) {
      if (closed || (pool !== null && text.length > opts.inlineMaxChars)) return undefined;
      for (const id of ids) if (registry.image(id) === undefined) return undefined;
      return countInline(text, ids.length === 1 ? ids : [...new Set(ids)]);
    },
    async count(text, ids) {
      if (closed) throw new Error('CountService is closed');
      const unique = ids.length === 1 ? ids : [...new Set(ids)];
      const waiting = ensure(unique);
      if (waiting !== null) await waiting;
      const length = typeof text === 'string' ? text.length : text.literal.length;
      if (pool === null || length <= opts.inlineMaxChars) {
        return countInline(typeof text === 'string' ? text : text.text(), unique);
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
            ) as Promise<number[]>,
        ),
      );
      json?.release();
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
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
