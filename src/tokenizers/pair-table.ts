// Open-addressing hash map from an ordered pair of token ids to (merge rank, merged token id).
// BPE spends most of its time asking "can these two neighbours merge, and into what?"; a flat
// Int32Array with linear probing answers that without allocating or hashing strings.

const EMPTY = -1;

export class PairTable {
  /** Slots of four ints: left id, right id, rank, merged id. A left id of -1 marks an empty slot. */
  readonly table: Int32Array;
  private readonly mask: number;
  private count = 0;

  constructor(expectedEntries: number, table?: Int32Array, count = 0) {
    // Load factor ≤ 0.5 keeps the (frequent) unsuccessful lookups to a couple of probes.
    let capacity = 1024;
    while (capacity < expectedEntries * 2) capacity *= 2;
    this.table = table ?? new Int32Array(capacity * 4).fill(EMPTY);
    this.mask = this.table.length / 4 - 1;
    this.count = count;
  }

  /** A table over slots made by another PairTable (e.g. in a shared vocabulary image); read-only use. */
  static over(table: Int32Array, count: number): PairTable {
    return new PairTable(0, table, count);
  }

  get size(): number {
    return this.count;
  }

  /** Inserts or overwrites: for duplicate merge rules the last one wins, as in HF tokenizers. */
  set(left: number, right: number, rank: number, merged: number): void {
    if (this.count * 2 >= this.mask + 1) throw new Error('PairTable capacity exceeded');
    // bpe-merge.ts packs (rank, position) into one double; ranks must stay below 2^21.
    if (!(rank >= 0 && rank < 1 << 21)) throw new Error(`Merge rank ${rank} out of range`);
    const t = this.table;
    let slot = hashPair(left, right) & this.mask;
    for (;;) {
      const o = slot * 4;
      if (t[o] === EMPTY) {
        t[o] = left;
        t[o + 1] = right;
        this.count++;
      } else if (t[o] !== left || t[o + 1] !== right) {
        slot = (slot + 1) & this.mask;
        continue;
      }
      t[o + 2] = rank;
      t[o + 3] = merged;
      return;
    }
  }

  /** Offset of the pair's slot in `table` (rank at +2, merged id at +3), or -1 if absent. */
  find(left: number, right: number): number {
    const t = this.table;
    let slot = hashPair(left, right) & this.mask;
    for (;;) {
      const o = slot * 4;
      const a = t[o]!;
      if (a === left && t[o + 1] === right) return o;
      if (a === EMPTY) return -1;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Approximate retained size, for load reports. */
  get byteLength(): number {
    return this.table.byteLength;
  }
}

function hashPair(left: number, right: number): number {
  let h = Math.imul(left, 0x9e3779b1) ^ Math.imul(right + 0x7f4a7c15, 0x85ebca6b);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  return h ^ (h >>> 15);
}
