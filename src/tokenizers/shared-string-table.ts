// A read-only string → int table held in typed arrays only (the keys as UTF-16 code units), so it
// can live in a SharedArrayBuffer that every thread reads: a StringTable keeps its keys as JS
// strings, which each thread would have to rebuild in its own heap (o200k: 200k strings). Probed
// by a range of a larger string, with StringTable's hash, so lookups allocate nothing either.
//
// Each slot packs [hash, offset, length, value] into 16 bytes of one Int32Array, so a probe reads
// one cache line (four slots) until a hash and length match, and then the key's code units: at
// most two misses for a hit, one for a miss. (Five parallel arrays — slot, hash, offsets, value,
// code units — cost up to five: o200k on 1 KB texts, 11.5 → 9.6 µs hot and 16.0 → 12.4 µs with
// caches evicted per text, bench/RESULTS.md.) The code units are laid out by value, and a
// vocabulary's lowest ids are its commonest tokens, so the keys a text hits share cache lines.

import { hashRange, type StringTable } from './string-table.js';

const EMPTY = -1;
/** Ints per slot: hash, offset in `units`, length, value (-1: empty slot). Slot offsets are h << 2. */
const SLOT = 4;

/** The arrays of a SharedStringTable (what a vocabulary image stores). */
export interface SharedStringTableParts {
  /** Open addressing, linear probing: SLOT ints per slot, a power of two of them. */
  slots: Int32Array;
  /** The keys' UTF-16 code units, back to back. */
  units: Uint16Array;
  /** By a key's first code unit >> 8: the longest key so starting (a longer range is no key). */
  longest: Uint16Array;
}

export class SharedStringTable {
  private readonly slots: Int32Array;
  private readonly units: Uint16Array;
  private readonly longest: Uint16Array;
  /** Mask over slot offsets in `slots` (a multiple of SLOT). */
  private readonly mask: number;

  constructor(parts: SharedStringTableParts) {
    ({ slots: this.slots, units: this.units, longest: this.longest } = parts);
    this.mask = this.slots.length - SLOT;
  }

  /** The arrays of a table holding every entry of `table`. */
  static partsOf(table: StringTable): SharedStringTableParts {
    const entries: [string, number][] = [];
    let total = 0;
    table.forEach((key, value) => {
      entries.push([key, value]);
      total += key.length;
    });
    entries.sort((a, b) => a[1] - b[1]);
    let capacity = 16;
    while (capacity < entries.length * 2) capacity *= 2;
    const slots = new Int32Array(capacity * SLOT);
    for (let s = 0; s < slots.length; s += SLOT) slots[s + 3] = EMPTY;
    const units = new Uint16Array(total);
    const longest = new Uint16Array(256);
    const mask = (capacity - 1) * SLOT;
    let at = 0;
    for (const [key, value] of entries) {
      if (value < 0) throw new Error(`SharedStringTable: negative value for ${JSON.stringify(key)}`);
      const h = hashRange(key, 0, key.length);
      let s = (h << 2) & mask;
      while (slots[s + 3] !== EMPTY) s = (s + SLOT) & mask;
      slots[s] = h;
      slots[s + 1] = at;
      slots[s + 2] = key.length;
      slots[s + 3] = value;
      for (let i = 0; i < key.length; i++) units[at++] = key.charCodeAt(i);
      if (key.length > 0xffff) throw new Error('SharedStringTable: a key longer than 65,535 code units');
      const bucket = key.charCodeAt(0) >> 8;
      if (key.length > longest[bucket]!) longest[bucket] = key.length;
    }
    return { slots, units, longest };
  }

  /** Value stored for text[start..end), or -1. */
  get(text: string, start: number, end: number): number {
    const len = end - start;
    // CJK and other non-Latin pieces are mostly longer than any token of their script: no hash,
    // no probe (o200k: Han keys are at most 9 code units, a CJK piece runs to the punctuation).
    if (len > this.longest[text.charCodeAt(start) >> 8]!) return EMPTY;
    const h = hashRange(text, start, end);
    const { slots, units, mask } = this;
    for (let s = (h << 2) & mask; ; s = (s + SLOT) & mask) {
      const value = slots[s + 3]!;
      if (value === EMPTY) return EMPTY;
      if (slots[s] !== h || slots[s + 2] !== len) continue;
      const o = slots[s + 1]!;
      let i = 0;
      while (i < len && units[o + i] === text.charCodeAt(start + i)) i++;
      if (i === len) return value;
    }
  }
}
