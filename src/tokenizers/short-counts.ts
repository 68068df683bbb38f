// The engine's counts of short ASCII pieces (one per tokenizer and thread): a word with its space,
// a number, a run of punctuation — most of an English text's pieces. The key is the piece itself,
// packed 7 bits a code unit into two ints, so a probe hashes no string and compares no key units:
// it reads one slot, and a hit answers the piece without the whole-token table or the count cache
// (whose slots and key units lie elsewhere in memory, cold in a server between two requests).

/** Pieces of at most this many code units, all ASCII, are kept. */
export const SHORT_PIECE_UNITS = 8;
/** log2 of the slots: 4 ints each, 64 KB. */
const BITS = 12;

export class ShortCounts {
  /** [first four units, the rest, length, count] per slot, direct-mapped; length 0: empty. */
  private readonly slots = new Int32Array((1 << BITS) * 4);
  // The key of the last probe, for add(): set by get(), so add() need not pack the piece again.
  private head = 0;
  private tail = 0;
  private length = 0;
  private slot = -1;

  /**
   * The count stored for text[start..end) (1 ≤ length ≤ SHORT_PIECE_UNITS), or -1; -2: not an
   * ASCII piece, which add() will not keep.
   */
  get(text: string, start: number, end: number): number {
    const len = end - start;
    let head = 0;
    let tail = 0;
    let any = 0;
    const mid = len > 4 ? start + 4 : end;
    for (let i = start; i < mid; i++) {
      const c = text.charCodeAt(i);
      any |= c;
      head = (head << 7) | c;
    }
    for (let i = mid; i < end; i++) {
      const c = text.charCodeAt(i);
      any |= c;
      tail = (tail << 7) | c;
    }
    if (any >= 0x80) {
      this.slot = -1;
      return -2;
    }
    const s = (Math.imul(head ^ Math.imul(tail ^ len, 0x9e3779b1), 0x85ebca6b) >>> (32 - BITS)) << 2;
    const { slots } = this;
    if (slots[s] === head && slots[s + 1] === tail && slots[s + 2] === len) return slots[s + 3]!;
    this.head = head;
    this.tail = tail;
    this.length = len;
    this.slot = s;
    return -1;
  }

  /** Stores the count of the piece get() last missed (a direct-mapped slot: it replaces any other). */
  add(count: number): void {
    const s = this.slot;
    if (s < 0) return;
    const { slots } = this;
    slots[s] = this.head;
    slots[s + 1] = this.tail;
    slots[s + 2] = this.length;
    slots[s + 3] = count;
    this.slot = -1;
  }
}
