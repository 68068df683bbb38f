// The BPE merge loop: repeatedly merge the adjacent pair with the lowest rank, leftmost first.
// This is the rule both tiktoken (`_byte_pair_merge`) and HF tokenizers (`Word::merge_all`)
// implement, so one loop serves both vocab formats; only the pair table differs.
//
// Short sequences use a flat scan (quadratic but tiny constants). Long ones — a 1 MB run of one
// character, or a whole SentencePiece paragraph — use a linked list of parts plus a binary
// min-heap keyed by (rank, position) with lazy invalidation: O(n log n) on every input.

import type { PairTable } from './pair-table.js';

const NO_MERGE = 0x7fffffff;
/** Above this many symbols the heap wins over rescanning (measured on CJK and code). */
const SCAN_MAX_SYMBOLS = 64;
/** Work buffers up to this many symbols are kept between calls; larger ones are transient. */
const RETAINED_SYMBOLS = 1 << 14;
/** Heap keys pack (rank, position) into one double: rank * 2^32 + position, both < 2^21 / 2^32. */
const POS_FACTOR = 4294967296;

export class BpeMerger {
  private readonly table: Int32Array;
  private rankBuf = new Int32Array(SCAN_MAX_SYMBOLS);
  private mergedBuf = new Int32Array(SCAN_MAX_SYMBOLS);
  private nextBuf = new Int32Array(SCAN_MAX_SYMBOLS);
  private heapBuffers = new HeapBuffers(256);

  constructor(private readonly pairs: PairTable) {
    this.table = pairs.table;
  }

  /** Merges `ids[0..n)` in place and returns the number of resulting ids (kept in `ids[0..k)`). */
  merge(ids: Int32Array, n: number): number {
    if (n < 2) return n;
    if (n <= SCAN_MAX_SYMBOLS) return this.scanMerge(ids, n);
    let buffers = this.heapBuffers;
    if (buffers.capacity < n) {
      buffers = new HeapBuffers(Math.max(n, buffers.capacity * 2));
      if (n <= RETAINED_SYMBOLS) this.heapBuffers = buffers;
    }
    return heapMerge(ids, n, this.pairs, this.table, buffers);
  }

  /**
   * Flat scan for the lowest rank over a linked list of parts: no shifting of arrays after a
   * merge (a merged-away part just gets rank NO_MERGE), so each merge costs one scan of n ints.
   */
  private scanMerge(ids: Int32Array, n: number): number {
    const { pairs, table } = this;
    const rank = this.rankBuf;
    const merged = this.mergedBuf;
    const next = this.nextBuf;
    for (let i = 0; i + 1 < n; i++) {
      next[i] = i + 1;
      const o = pairs.find(ids[i]!, ids[i + 1]!);
      rank[i] = o < 0 ? NO_MERGE : table[o + 2]!;
      merged[i] = o < 0 ? 0 : table[o + 3]!;
    }
    next[n - 1] = n;
    rank[n - 1] = NO_MERGE;
    const last = n - 1;
    for (;;) {
      let best = NO_MERGE;
      let at = -1;
      for (let i = 0; i < last; i++) {
        if (rank[i]! < best) {
          best = rank[i]!;
          at = i;
        }
      }
      if (at < 0) break;
      const right = next[at]!;
      ids[at] = merged[at]!;
      ids[right] = -1;
      rank[right] = NO_MERGE;
      const after = next[right]!;
      next[at] = after;
      rank[at] = NO_MERGE;
      if (after < n) {
        const o = pairs.find(ids[at]!, ids[after]!);
        if (o >= 0) {
          rank[at] = table[o + 2]!;
          merged[at] = table[o + 3]!;
        }
      }
      if (at > 0) {
        // The live part before `at`: ids of merged-away parts are -1.
        let before = at - 1;
        while (ids[before]! < 0) before--;
        const o = pairs.find(ids[before]!, ids[at]!);
        rank[before] = o < 0 ? NO_MERGE : table[o + 2]!;
        merged[before] = o < 0 ? 0 : table[o + 3]!;
      }
    }
    let w = 0;
    for (let i = 0; i < n; i = next[i]!) ids[w++] = ids[i]!;
    return w;
  }
}

class HeapBuffers {
  readonly next: Int32Array;
  readonly prev: Int32Array;
  // rank[i] / merged[i] describe the *current* pair starting at live node i. A heap entry is
  // stale unless node i is alive and rank[i] still equals the entry's rank: a node only grows by
  // absorbing its right neighbour, so the same rank at the same position means the same pair.
  readonly rank: Int32Array;
  readonly merged: Int32Array;
  // Each merge pushes at most two entries, so 3n bounds the heap.
  readonly heap: Float64Array;

  constructor(readonly capacity: number) {
    this.next = new Int32Array(capacity);
    this.prev = new Int32Array(capacity);
    this.rank = new Int32Array(capacity);
    this.merged = new Int32Array(capacity);
    this.heap = new Float64Array(3 * capacity);
  }
}

function heapMerge(
  ids: Int32Array,
  n: number,
  pairs: PairTable,
  table: Int32Array,
  buffers: HeapBuffers,
): number {
  const { next, prev, rank, merged, heap } = buffers;
  let size = 0;
  for (let i = 0; i < n; i++) {
    next[i] = i + 1 < n ? i + 1 : -1;
    prev[i] = i - 1;
  }
  rank[n - 1] = NO_MERGE;
  for (let i = 0; i + 1 < n; i++) {
    const o = pairs.find(ids[i]!, ids[i + 1]!);
    if (o < 0) {
      rank[i] = NO_MERGE;
    } else {
      rank[i] = table[o + 2]!;
      merged[i] = table[o + 3]!;
      heap[size++] = rank[i]! * POS_FACTOR + i;
    }
  }
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(heap, size, i);

  while (size > 0) {
    const top = heap[0]!;
    size--;
    if (size > 0) {
      heap[0] = heap[size]!;
      siftDown(heap, size, 0);
    }
    const r = Math.floor(top / POS_FACTOR);
    const pos = top - r * POS_FACTOR;
    if (ids[pos]! < 0 || rank[pos] !== r) continue;

    const right = next[pos]!;
    ids[pos] = merged[pos]!;
    ids[right] = -1;
    const after = next[right]!;
    next[pos] = after;
    if (after >= 0) prev[after] = pos;

    rank[pos] = NO_MERGE;
    if (after >= 0) {
      const o = pairs.find(ids[pos]!, ids[after]!);
      if (o >= 0) {
        rank[pos] = table[o + 2]!;
        merged[pos] = table[o + 3]!;
        size = siftUp(heap, size, rank[pos]! * POS_FACTOR + pos);
      }
    }
    const before = prev[pos]!;
    if (before >= 0) {
      const o = pairs.find(ids[before]!, ids[pos]!);
      rank[before] = NO_MERGE;
      if (o >= 0) {
        rank[before] = table[o + 2]!;
        merged[before] = table[o + 3]!;
        size = siftUp(heap, size, rank[before]! * POS_FACTOR + before);
      }
    }
  }

  let w = 0;
  for (let i = 0; i >= 0; i = next[i]!) ids[w++] = ids[i]!;
  return w;
}

function siftDown(heap: Float64Array, size: number, i: number): void {
  const v = heap[i]!;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= size) break;
    if (c + 1 < size && heap[c + 1]! < heap[c]!) c++;
    if (heap[c]! >= v) break;
    heap[i] = heap[c]!;
    i = c;
  }
  heap[i] = v;
}

/** Appends `v` and restores the heap order; returns the new size. */
function siftUp(heap: Float64Array, size: number, v: number): number {
  let i = size;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (heap[p]! <= v) break;
    heap[i] = heap[p]!;
    i = p;
  }
  heap[i] = v;
  return size + 1;
}
