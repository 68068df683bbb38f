// The engine's piece → token-count cache (one per tokenizer and thread), probed by a range of the
// text and laid out like SharedStringTable: one Int32Array of [hash, offset, length, count] slots
// and the keys' code units in an arena, so a probe reads one slot's cache line and then the key.
// A StringTable keeps hashes, values and JS string keys apart: three arrays and a string object
// elsewhere in the heap, up to four cache misses per probe.

import { findSlot, SLOT } from './shared-string-table.js';
import { hashRange } from './string-table.js';

export class CountCache {
  /** Zero-filled: a length of 0 marks a slot empty, and pages never written stay non-resident. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  private units = new Uint16Array(4096);
  private used = 0;
  private entries = 0;

  constructor(
    private readonly maxEntries: number,
    /** Longer pieces are not kept: they rarely repeat, and caching them would churn memory. */
    private readonly maxKeyLength: number,
  ) {
    let capacity = 16;
    while (capacity < maxEntries * 2) capacity *= 2;
    this.slots = new Int32Array(capacity * SLOT);
    this.mask = (capacity - 1) * SLOT;
  }

  /** The count stored for text[start..end), or -1. */
  get(text: string, start: number, end: number): number {
    const s = findSlot(this.slots, this.mask, this.units, hashRange(text, start, end), text, start, end);
    return s < 0 ? -1 : this.slots[s + 3]!;
  }

  /**
   * Stores the count of text[start..end), a range get() just missed. A full cache is cleared:
   * cheap, and the hot pieces come straight back.
   */
  add(text: string, start: number, end: number, count: number): void {
    const len = end - start;
    if (len === 0 || len > this.maxKeyLength) return;
    if (this.entries >= this.maxEntries) this.clear();
    if (this.used + len > this.units.length) this.growUnits(this.used + len);
    const { slots, units, mask } = this;
    const h = hashRange(text, start, end);
    let s = (h << 2) & mask;
    while (slots[s + 2] !== 0) s = (s + SLOT) & mask;
    slots[s] = h;
    slots[s + 1] = this.used;
    slots[s + 2] = len;
    slots[s + 3] = count;
    for (let i = start; i < end; i++) units[this.used++] = text.charCodeAt(i);
    this.entries++;
  }

  private clear(): void {
    this.slots.fill(0);
    this.used = 0;
    this.entries = 0;
  }

  private growUnits(needed: number): void {
    let size = this.units.length * 2;
    while (size < needed) size *= 2;
    const units = new Uint16Array(size);
    units.set(this.units.subarray(0, this.used));
    this.units = units;
  }
}
