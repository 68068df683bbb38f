// A bounded map that drops its least recently used entries first, for the in-process caches that
// need nothing more (render's kept sources and counts, provider counts). Map iteration is insertion
// order, so re-inserting an entry on use keeps the least recently used one first. A hit re-inserts
// only an entry in the older half of that order (as auth-cache.ts does): one in the newer half
// cannot be dropped before it would be moved, and a delete + set on every hit is not free (each
// leaves a hole that the Map's table is rebuilt to reclaim, the whole table at once: a pause).

export interface Lru<V> {
  /** The value, now the most recently used; undefined when not kept. */
  get(key: string): V | undefined;
  /** Keeps the value as the most recently used, then drops the oldest until the weight fits. */
  set(key: string, value: V): void;
  readonly size: number;
}

/**
 * The recency order of a Map used as an LRU (insertion order: the first key is the least recently
 * used), moved lazily: a hit re-inserts its entry only when at least `within` entries were placed at
 * the end since it was (one in the newer part cannot be dropped before it would be moved). Shared by
 * this LRU, the key cache (http/auth-cache.ts) and the delivery cache (versioned/delivery-cache.ts).
 */
export function createRecency() {
  let placed = 0;
  return {
    /** The stamp of an entry put at the end of the map now. */
    place: () => ++placed,
    /** On a hit: moves `entry` to the end of `map` unless fewer than `within` were placed since. */
    touch<E extends { placedAt: number }>(map: Map<string, E>, key: string, entry: E, within: number) {
      if (placed - entry.placedAt < within) return;
      map.delete(key);
      entry.placedAt = ++placed;
      map.set(key, entry);
    },
  };
}

/**
 * Half of what a weighted map can hold, in entries (the `within` of a hit's touch): its capacity is
 * `max` over the entries' mean weight (at least the entries there are), so a map far from full moves
 * nothing on a hit.
 */
export function olderHalf(size: number, weight: number, max: number): number {
  return (weight > max / 2 ? size : (size * max) / Math.max(1, weight)) / 2;
}

/**
 * At most `max` in total weight: each entry weighs `weigh(key, value)`, 1 by default (then `max` is
 * a number of entries).
 */
export function createLru<V>({
  max,
  weigh = () => 1,
}: {
  max: number;
  weigh?: (key: string, value: V) => number;
}): Lru<V> {
  const entries = new Map<string, { value: V; weight: number; placedAt: number }>();
  let total = 0;
  // Moved on a hit only from the older half of what the map can hold: fewer than half its capacity
  // placed after an entry means fewer than that many behind it. The capacity in entries is `max`
  // over the mean weight (at least the entries there are): a map far from full moves nothing, so
  // URLs read in turn (the delivery fast path's routes) do not cost a delete + set on every read.
  const recency = createRecency();
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    total -= entry.weight;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      recency.touch(entries, key, entry, olderHalf(entries.size, total, max));
      return entry.value;
    },
    set(key, value) {
      drop(key);
      const weight = weigh(key, value);
      entries.set(key, { value, weight, placedAt: recency.place() });
      total += weight;
      while (total > max && entries.size > 0) drop(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
