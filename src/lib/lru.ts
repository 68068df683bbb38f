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
  // Entries put at the end of the map so far: fewer than size / 2 placed after an entry means
  // fewer than that many behind it, so it is in the newer half.
  let placed = 0;
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
      if (placed - entry.placedAt >= entries.size / 2) {
        entries.delete(key);
        entry.placedAt = ++placed;
        entries.set(key, entry);
      }
      return entry.value;
    },
    set(key, value) {
      drop(key);
      const weight = weigh(key, value);
      entries.set(key, { value, weight, placedAt: ++placed });
      total += weight;
      while (total > max && entries.size > 0) drop(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
