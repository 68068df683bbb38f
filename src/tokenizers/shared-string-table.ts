// A read-only string → int table held in typed arrays only (the keys as UTF-16 code units), so it
// can live in a SharedArrayBuffer that every thread reads: a StringTable keeps its keys as JS
// strings, which each thread would have to rebuild in its own heap (o200k: 200k strings). Probed
// by a range of a larger string, with StringTable's hash, so lookups allocate nothing either.

import { hashRange, type StringTable } from './string-table.js';

const EMPTY = -1;

/** The arrays of a SharedStringTable (what a vocabulary image stores). */
export interface SharedStringTableParts {
  /** Open addressing, linear probing: entry index or -1. */
  slots: Int32Array;
  hashes: Int32Array;
  /** offsets[k]..offsets[k+1]: the code units of key k in `units`. */
  offsets: Int32Array;
  values: Int32Array;
  units: Uint16Array;
}

export class SharedStringTable {
  private readonly slots: Int32Array;
  private readonly hashes: Int32Array;
  private readonly offsets: Int32Array;
  private readonly values: Int32Array;
  private readonly units: Uint16Array;
  private readonly mask: number;

  constructor(parts: SharedStringTableParts) {
    ({
      slots: this.slots,
      hashes: this.hashes,
      offsets: this.offsets,
      values: this.values,
      units: this.units,
    } = parts);
    this.mask = this.slots.length - 1;
  }

  /** The arrays of a table holding every entry of `table`. */
  static partsOf(table: StringTable): SharedStringTableParts {
    const keys: string[] = [];
    const vals: number[] = [];
    let total = 0;
    table.forEach((key, value) => {
      keys.push(key);
      vals.push(value);
      total += key.length;
    });
    let capacity = 16;
    while (capacity < keys.length * 2) capacity *= 2;
    const parts: SharedStringTableParts = {
      slots: new Int32Array(capacity).fill(EMPTY),
      hashes: new Int32Array(keys.length),
      offsets: new Int32Array(keys.length + 1),
      values: Int32Array.from(vals),
      units: new Uint16Array(total),
    };
    let at = 0;
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      parts.offsets[k] = at;
      for (let i = 0; i < key.length; i++) parts.units[at++] = key.charCodeAt(i);
      const h = hashRange(key, 0, key.length);
      parts.hashes[k] = h;
      let s = h & (capacity - 1);
      while (parts.slots[s] !== EMPTY) s = (s + 1) & (capacity - 1);
      parts.slots[s] = k;
    }
    parts.offsets[keys.length] = at;
    return parts;
  }

  /** Value stored for text[start..end), or -1. */
  get(text: string, start: number, end: number): number {
    const h = hashRange(text, start, end);
    const { slots, hashes, offsets, units, mask } = this;
    const len = end - start;
    for (let s = h & mask; slots[s] !== EMPTY; s = (s + 1) & mask) {
      const k = slots[s]!;
      if (hashes[k] !== h) continue;
      const o = offsets[k]!;
      if (offsets[k + 1]! - o !== len) continue;
      let i = 0;
      while (i < len && units[o + i] === text.charCodeAt(start + i)) i++;
      if (i === len) return this.values[k]!;
    }
    return EMPTY;
  }
}
