// The engine's counts of short ASCII pieces (one per tokenizer and thread): a word with its space,
// a number, a run of punctuation — 99 % of an English text's pieces. The key is the piece itself,
// packed 7 bits a code unit into three ints, so a probe hashes no string and compares no key units:
// it reads one 16-byte slot, and a hit answers the piece without the whole-token table or the count
// cache (whose slots and key units lie elsewhere in memory, cold in a server between two requests).

/** Pieces of at most this many code units, all ASCII, are kept. */
export const SHORT_PIECE_UNITS = 12;
/**
 * log2 of the slots: 4 ints each, 1 MB (zero pages until written). The bench's 4,000 distinct
 * 1 KB prose texts hold ~42,000 distinct short ASCII pieces; 4,096 slots hit 83 % of probes, 32,768
 * hit 94 % and the count got ~15 % cheaper (c1k33, bench/RESULTS.md); 65,536 miss 8.4 short
 * pieces a text instead of 13.3 (each a probe of the whole-token table, cold in a server) and
 * counted 7–14 % cheaper again once the regex and the second probe were gone (c1k34); 131,072
 * (2 MB) no better.
 */
const BITS = 16;

export class ShortCounts {
  /**
   * [units 0–3, units 4–7, units 8–11, length | count << 8] per slot, direct-mapped (length 0:
   * empty). A count never exceeds its piece's length (one token per byte at most), so both fit.
   */
  private readonly slots = new Int32Array((1 << BITS) * 4);
  // The key of the last probe, for add(): set by get(), so add() need not pack the piece again.
  private a = 0;
  private b = 0;
  private c = 0;
  private length = 0;
  private slot = -1;

  /**
   * The count stored for text[start..end) (1 ≤ length ≤ SHORT_PIECE_UNITS), or -1; -2: not an
   * ASCII piece, which add() will not keep.
   */
  get(text: string, start: number, end: number): number {
    // Units 0–3 in a, 4–7 in b, 8–11 in c, 7 bits each (word-counts.ts's countWords packs a word
    // the same way as it scans it, for find()).
    const len = end - start;
    let a = 0;
    let b = 0;
    let c = 0;
    let any = 0;
    let i = start;
    for (const to = Math.min(end, start + 4); i < to; i++) {
      const u = text.charCodeAt(i);
      any |= u;
      a = (a << 7) | u;
    }
    for (const to = Math.min(end, start + 8); i < to; i++) {
      const u = text.charCodeAt(i);
      any |= u;
      b = (b << 7) | u;
    }
    for (; i < end; i++) {
      const u = text.charCodeAt(i);
      any |= u;
      c = (c << 7) | u;
    }
    if (any >= 0x80) {
      this.slot = -1;
      return -2;
    }
    return this.find(a, b, c, len);
  }

  /** get() of an ASCII piece of `length` units packed as get() packs it, or -1. */
  find(a: number, b: number, c: number, length: number): number {
    const h = Math.imul(a ^ Math.imul(b ^ Math.imul(c ^ length, 0x27d4eb2f), 0x9e3779b1), 0x85ebca6b);
    const s = (h >>> (32 - BITS)) << 2;
    const { slots } = this;
    const tag = slots[s + 3]!;
    if ((tag & 0xff) === length && slots[s] === a && slots[s + 1] === b && slots[s + 2] === c)
      return tag >> 8;
    this.a = a;
    this.b = b;
    this.c = c;
    this.length = length;
    this.slot = s;
    return -1;
  }

  /** Stores the count of the piece get() last missed (a direct-mapped slot: it replaces any other). */
  add(count: number): void {
    const s = this.slot;
    if (s < 0) return;
    const { slots } = this;
    slots[s] = this.a;
    slots[s + 1] = this.b;
    slots[s + 2] = this.c;
    slots[s + 3] = this.length | (count << 8);
    this.slot = -1;
  }
}
