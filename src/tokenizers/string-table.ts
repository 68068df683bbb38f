// Open-addressing hash map from string to int that can be probed with a *range* of a larger
// string. Looking up every pre-token by (text, start, end) means no substring is allocated per
// piece and no garbage is made on the hot path; a substring is only created when inserting.

const EMPTY = -1;

export class StringTable {
  private keys: string[];
  private hashes: Int32Array;
  private values: Int32Array;
  private mask: number;
  private count = 0;

  constructor(expectedEntries: number) {
    let capacity = 16;
    while (capacity < expectedEntries * 2) capacity *= 2;
    this.mask = capacity - 1;
    this.keys = new Array<string>(capacity).fill('');
    this.hashes = new Int32Array(capacity);
    this.values = new Int32Array(capacity).fill(EMPTY);
  }

  get size(): number {
    return this.count;
  }

  /** Value stored for text[start..end), or -1. */
  get(text: string, start: number, end: number): number {
    const h = hashRange(text, start, end);
    const { keys, hashes, values, mask } = this;
    const len = end - start;
    for (let s = h & mask; values[s] !== EMPTY; s = (s + 1) & mask) {
      if (hashes[s] !== h) continue;
      const key = keys[s]!;
      if (key.length !== len) continue;
      let i = 0;
      while (i < len && key.charCodeAt(i) === text.charCodeAt(start + i)) i++;
      if (i === len) return values[s]!;
    }
    return EMPTY;
  }

  /** Inserts or overwrites. `value` must be ≥ 0. Grows to keep the load factor ≤ 0.5. */
  set(key: string, value: number): void {
    if ((this.count + 1) * 2 > this.mask + 1) this.grow();
    const h = hashRange(key, 0, key.length);
    const { keys, hashes, values, mask } = this;
    let s = h & mask;
    for (; values[s] !== EMPTY; s = (s + 1) & mask) {
      if (hashes[s] === h && keys[s] === key) {
        values[s] = value;
        return;
      }
    }
    keys[s] = key;
    hashes[s] = h;
    values[s] = value;
    this.count++;
  }

  /** Every (key, value), in slot order. */
  forEach(visit: (key: string, value: number) => void): void {
    for (let s = 0; s < this.values.length; s++)
      if (this.values[s] !== EMPTY) visit(this.keys[s]!, this.values[s]!);
  }

  private grow(): void {
    const { keys, values } = this;
    const capacity = (this.mask + 1) * 2;
    this.mask = capacity - 1;
    this.keys = new Array<string>(capacity).fill('');
    this.hashes = new Int32Array(capacity);
    this.values = new Int32Array(capacity).fill(EMPTY);
    this.count = 0;
    for (let s = 0; s < keys.length; s++) if (values[s] !== EMPTY) this.set(keys[s]!, values[s]!);
  }
}

export function hashRange(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}
