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

/**
 * Ints per slot: hash, offset of the key in the code units, length (0: an empty slot — no key
 * is empty, no range looked up is), value. A slot's offset in the Int32Array is h << 2, masked.
 */
export const SLOT = 4;

/** Where text[start..end) (hash h) is in `slots`, or -1: linear probing up to an empty slot. */
export function findSlot(
  slots: Int32Array,
  mask: number,
  units: Uint16Array,
  h: number,
  text: string,
  start: number,
  end: number,
): number {
  const len = end - start;
  for (let s = (h << 2) & mask; ; s = (s + SLOT) & mask) {
    const length = slots[s + 2]!;
    if (length === 0) return -1;
    if (slots[s] === h && length === len && keyAt(units, slots[s + 1]!, text, start, len)) return s;
  }
}

/** Whether units[offset..offset + len) is text[start..start + len). */
function keyAt(units: Uint16Array, offset: number, text: string, start: number, len: number): boolean {
  let i = 0;
  while (i < len && units[offset + i] === text.charCodeAt(start + i)) i++;
  return i === len;
}

/** The arrays of a SharedStringTable (what a vocabulary image stores). */
export interface SharedStringTableParts {
  /** Open addressing, linear probing: SLOT ints per slot, a power of two of them. */
  slots: Int32Array;
  /** The keys' UTF-16 code units, back to back. */
  units: Uint16Array;
  /** By a key's first code unit >> 8: the longest key so starting (a longer range is no key). */
  longest: Uint16Array;
}

const RECENT_SLOTS = 4096;
const RECENT_MASK = (RECENT_SLOTS - 1) * SLOT;

export class SharedStringTable {
  private readonly slots: Int32Array;
  private readonly units: Uint16Array;
  private readonly longest: Uint16Array;
  /** Mask over slot offsets in `slots` (a multiple of SLOT). */
  private readonly mask: number;
  /**
   * This thread's copies of recently hit slots, direct-mapped by hash: 64 KB that stays in the
   * core's caches, where the shared table (o200k: 8 MB) does not, so a text's common words skip
   * one memory miss (o200k, replayed lookups of 1 KB prose: 82.6 → 73.5 ns each).
   */
  private readonly recent = new Int32Array(RECENT_SLOTS * SLOT);

  constructor(parts: SharedStringTableParts) {
    ({ slots: this.slots, units: this.units, longest: this.longest } = parts);
    this.mask = this.slots.length - SLOT;
  }

  /** The arrays of a table holding every entry of `table` (its empty key, if any, is dropped). */
  static partsOf(table: StringTable): SharedStringTableParts {
    const entries: [string, number][] = [];
    let total = 0;
    table.forEach((key, value) => {
      if (key.length === 0) return;
      if (key.length > 0xffff) throw new Error('SharedStringTable: a key longer than 65,535 code units');
      entries.push([key, value]);
      total += key.length;
    });
    entries.sort((a, b) => a[1] - b[1]);
    let capacity = 16;
    while (capacity < entries.length * 2) capacity *= 2;
    const slots = new Int32Array(capacity * SLOT);
    const units = new Uint16Array(total);
    const longest = new Uint16Array(256);
    const mask = (capacity - 1) * SLOT;
    let at = 0;
    for (const [key, value] of entries) {
      const h = hashRange(key, 0, key.length);
      let s = (h << 2) & mask;
      while (slots[s + 2] !== 0) s = (s + SLOT) & mask;
      slots[s] = h;
      slots[s + 1] = at;
      slots[s + 2] = key.length;
      slots[s + 3] = value;
      for (let i = 0; i < key.length; i++) units[at++] = key.charCodeAt(i);
      const bucket = key.charCodeAt(0) >> 8;
      if (key.length > longest[bucket]!) longest[bucket] = key.length;
    }
    return { slots, units, longest };
  }

  /** Value stored for text[start..end), or -1. */
  get(text: string, start: number, end: number): number {
    // CJK and other non-Latin pieces are mostly longer than any token of their script: no hash,
    // no probe (o200k: Han keys are at most 9 code units, a CJK piece runs to the punctuation).
    if (end - start > this.longest[text.charCodeAt(start) >> 8]!) return -1;
    const h = hashRange(text, start, end);
    const { recent, units, slots } = this;
    // Direct-mapped: one slot to check, and a hit's copy replaces whatever was there.
    const r = (h << 2) & RECENT_MASK;
    if (
      recent[r] === h &&
      recent[r + 2] === end - start &&
      keyAt(units, recent[r + 1]!, text, start, end - start)
    )
      return recent[r + 3]!;
    const s = findSlot(slots, this.mask, units, h, text, start, end);
    if (s < 0) return -1;
    recent[r] = h;
    recent[r + 1] = slots[s + 1]!;
    recent[r + 2] = slots[s + 2]!;
    recent[r + 3] = slots[s + 3]!;
    return slots[s + 3]!;
  }
}
