// Where a byte-level BPE piece can be cut without changing its merge result.
//
// The first symbol that spans a character boundary is always made by a merge (a, b) whose left
// token a ends exactly there and whose right token b starts there. So if no merge rule has an a
// that can be a suffix of the text before the boundary and a b that can be a prefix of the text
// after it, no symbol ever spans it; merges on either side never meet, and merging each side
// alone gives the same ids (lowest rank first, leftmost on ties, holds side by side). Cutting a
// CJK or other non-Latin piece there turns one long distinct piece into short parts that the
// engine's piece cache already knows. The test is conservative: a merge whose side is a fragment
// of a character (continuation bytes, or an incomplete lead) keeps every boundary that fragment
// could touch.

import { PairTable } from './pair-table.js';

const LEFT_OPEN = 2;
const RIGHT_OPEN = 4;
const KNOWN = 1;
/** The code point, or one of its heads, is the right side of a merge whose left is a tail. */
const TAIL_TARGET = 8;
/** The code point ends the left side of a merge whose right is a head. */
const HEAD_SOURCE = 16;
/** Right-side keys: a code point (< 0x110000), or HEAD + a packed incomplete character. */
const HEAD = 0x110000;
/** Keys combine a left part (< 2^26) with a right part (< 2^27): left * KEY + right. */
const KEY = 2 ** 27;

export interface ByteCutsParts {
  bigrams: Int32Array;
  bigramCount: number;
  /** Bloom filter over the bigrams (maybeBigram): a clear bit proves a bigram absent. */
  filter: Int32Array;
  /** tails, heads, tailJunctions, headJunctions, tailRights, headLefts. */
  sets: Float64Array[];
}

export class ByteCuts {
  /** (last code point of the left token, first of the right) of the other merges, flat. */
  private junctions: number[] = [];
  /** Continuation-byte runs (1–3 bytes) that are all of some merge's left token. */
  private readonly tails = new Set<number>();
  /** Incomplete characters (lead byte, too few continuation bytes) that are all of some right token. */
  private readonly heads = new Set<number>();
  /** (tail, code point or HEAD + head) of those merges. */
  private readonly tailJunctions = new Set<number>();
  /** (last code point of the left token, head) of those merges. */
  private readonly headJunctions = new Set<number>();
  private readonly tailRights = new Set<number>();
  private readonly headLefts = new Set<number>();
  private bigrams: PairTable | null = null;
  /**
   * Two bits per bigram in a small bit array (o200k: 21k bigrams, 32 KB) that stays in the CPU's
   * caches: nearly every boundary asked about has no bigram, and the bigram table is too large to
   * stay cached (each probe of it was a memory miss: 44 % of counting 64 B of CJK).
   */
  private filter: Int32Array | null = null;
  private filterMask = 0;
  private filterShift = 0;
  /** Per code point: KNOWN | LEFT_OPEN | RIGHT_OPEN, filled on first use. */
  private flags: Uint8Array | null = null;

  /** Records the merge of data[a..m) and data[m..b). */
  addMerge(data: Uint8Array, a: number, m: number, b: number): void {
    // canCut never asks about two ASCII characters, and most merges are ASCII.
    if (data[m]! < 0x80 && data[m - 1]! < 0x80) return;
    const rightLen = sequenceLength(data[m]!);
    if (rightLen === 0) return; // starts inside a character: never at a boundary
    const right = b - m < rightLen ? HEAD + pack(data, m, b) : decode(data, m, rightLen);
    if (right < 0) return;
    let q = m - 1;
    while (q >= a && (data[q]! & 0xc0) === 0x80) q--;
    if (q < a) {
      if (m - a > 3) return;
      const tail = pack(data, a, m);
      this.tails.add(tail);
      this.tailJunctions.add(tail * KEY + right);
      this.tailRights.add(right);
      return;
    }
    const leftLen = sequenceLength(data[q]!);
    if (leftLen === 0 || q + leftLen !== m) return; // ends inside a character
    const x = decode(data, q, leftLen);
    if (x < 0) return;
    if (right >= HEAD) {
      this.heads.add(right - HEAD);
      this.headJunctions.add(x * KEY + right);
      this.headLefts.add(x);
    } else this.junctions.push(x, right);
  }

  /** Freezes the junctions into a pair table and its filter. */
  seal(): this {
    const list = this.junctions;
    // Many merges share a junction: size the table by the distinct ones.
    const distinct = new Set<number>();
    for (let i = 0; i < list.length; i += 2) distinct.add(list[i]! * KEY + list[i + 1]!);
    const table = new PairTable(distinct.size);
    let bits = 1024;
    while (bits < distinct.size * FILTER_BITS_PER_BIGRAM) bits *= 2;
    const filter = new Int32Array(bits / 32);
    for (const key of distinct) {
      const y = key % KEY;
      const x = (key - y) / KEY;
      table.set(x, y, 0, 0);
      const h = filterHash(x, y);
      for (const bit of [h & (bits - 1), secondBit(h, 32 - Math.log2(bits))])
        filter[bit >>> 5]! |= 1 << (bit & 31);
    }
    this.bigrams = table;
    this.setFilter(filter);
    this.junctions = [];
    return this;
  }

  private setFilter(filter: Int32Array): void {
    this.filter = filter;
    this.filterMask = filter.length * 32 - 1;
    this.filterShift = 32 - Math.log2(filter.length * 32);
  }

  /** The sealed state as arrays, for a shared vocabulary image (vocab-image.ts). */
  parts(): ByteCutsParts {
    const bigrams = this.bigrams!;
    const sets = [
      this.tails,
      this.heads,
      this.tailJunctions,
      this.headJunctions,
      this.tailRights,
      this.headLefts,
    ];
    return {
      bigrams: bigrams.table,
      bigramCount: bigrams.size,
      filter: this.filter!,
      sets: sets.map((set) => Float64Array.from(set)),
    };
  }

  /** Rebuilds sealed cuts from `parts()` (the bigram table is used in place: it may be shared). */
  static from(parts: ByteCutsParts): ByteCuts {
    const cuts = new ByteCuts();
    const sets = [
      cuts.tails,
      cuts.heads,
      cuts.tailJunctions,
      cuts.headJunctions,
      cuts.tailRights,
      cuts.headLefts,
    ];
    sets.forEach((set, i) => {
      for (const v of parts.sets[i]!) set.add(v);
    });
    cuts.bigrams = PairTable.over(parts.bigrams, parts.bigramCount);
    cuts.setFilter(parts.filter);
    return cuts;
  }

  /** True when no symbol can span the boundary between code points x and y. */
  canCut(x: number, y: number): boolean {
    if (x < 0x80 && y < 0x80) return false; // ASCII joins nearly always: not worth a lookup
    let flags = this.flags;
    if (flags === null) {
      // 1.1 MB, but only the pages of code points actually seen become resident.
      flags = new Uint8Array(0x110000);
      this.flags = flags;
    }
    let fx = flags[x]!;
    if (fx === 0) {
      fx = this.classify(x);
      flags[x] = fx;
    }
    let fy = flags[y]!;
    if (fy === 0) {
      fy = this.classify(y);
      flags[y] = fy;
    }
    if (this.maybeBigram(x, y) && this.bigrams!.find(x, y) >= 0) return false;
    // Most boundaries touch no fragment merge at all; only the few that could are looked up.
    if (!((fx & LEFT_OPEN && fy & TAIL_TARGET) || (fy & RIGHT_OPEN && fx & HEAD_SOURCE))) return true;
    return !this.spansByFragment(x, y, fx, fy);
  }

  private maybeBigram(x: number, y: number): boolean {
    const filter = this.filter!;
    const mask = this.filterMask;
    const h = filterHash(x, y);
    const a = h & mask;
    const b = secondBit(h, this.filterShift);
    return (filter[a >>> 5]! & (1 << (a & 31))) !== 0 && (filter[b >>> 5]! & (1 << (b & 31))) !== 0;
  }

  /** The rarer case: a merge with a character fragment on one side could meet at x|y. */
  private spansByFragment(x: number, y: number, fx: number, fy: number): boolean {
    const xLen = utf8(x, xBytes);
    const yLen = utf8(y, yBytes);
    for (let k = 1; k < yLen && fy & RIGHT_OPEN; k++) {
      if (this.headJunctions.has(x * KEY + HEAD + pack(yBytes, 0, k))) return true;
    }
    for (let j = 1; j < xLen && fx & LEFT_OPEN; j++) {
      const tail = pack(xBytes, j, xLen);
      if (!this.tails.has(tail)) continue;
      if (this.tailJunctions.has(tail * KEY + y)) return true;
      for (let k = 1; k < yLen; k++)
        if (this.tailJunctions.has(tail * KEY + HEAD + pack(yBytes, 0, k))) return true;
    }
    return false;
  }

  private classify(cp: number): number {
    const len = utf8(cp, xBytes);
    let f = KNOWN;
    if (this.tailRights.has(cp)) f |= TAIL_TARGET;
    if (this.headLefts.has(cp)) f |= HEAD_SOURCE;
    for (let k = 1; k < len; k++) {
      if (this.tails.has(pack(xBytes, k, len))) f |= LEFT_OPEN;
      const head = pack(xBytes, 0, k);
      if (this.heads.has(head)) f |= RIGHT_OPEN;
      if (this.tailRights.has(HEAD + head)) f |= TAIL_TARGET;
    }
    return f;
  }
}

/** Filter bits per distinct bigram (two set per bigram): about 2 % false positives. */
const FILTER_BITS_PER_BIGRAM = 12;

/** 32 well-mixed bits of (x, y); the filter takes two bit indexes from them. */
function filterHash(x: number, y: number): number {
  let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y ^ 0x5bd1e995, 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 13);
}

/** The second filter bit: the top bits of a multiply, which depend on all of h (the first is h's low bits). */
function secondBit(h: number, shift: number): number {
  return Math.imul(h, 0x9e3779b1) >>> shift;
}

/** Bytes in the UTF-8 sequence a lead byte starts; 0 for a continuation or invalid byte. */
function sequenceLength(b: number): number {
  if (b < 0x80) return 1;
  if (b >= 0xc2 && b < 0xe0) return 2;
  if (b >= 0xe0 && b < 0xf0) return 3;
  if (b >= 0xf0 && b < 0xf5) return 4;
  return 0;
}

/** Code point of the sequence at data[at..at+len), or -1 when a continuation byte is wrong. */
function decode(data: Uint8Array, at: number, len: number): number {
  let cp = len === 1 ? data[at]! : data[at]! & (0xff >> (len + 1));
  for (let k = 1; k < len; k++) {
    const c = data[at + k]!;
    if ((c & 0xc0) !== 0x80) return -1;
    cp = (cp << 6) | (c & 0x3f);
  }
  return cp;
}

/** 1–3 bytes as one int: length in the top byte. */
function pack(data: ArrayLike<number>, start: number, end: number): number {
  let v = end - start;
  for (let i = start; i < end; i++) v = (v << 8) | data[i]!;
  return v;
}

// Scratch UTF-8 buffers for the two sides of a boundary: the hot path allocates nothing.
const xBytes = new Uint8Array(4);
const yBytes = new Uint8Array(4);

/** Writes cp's UTF-8 bytes into `out` and returns how many. */
function utf8(cp: number, out: Uint8Array): number {
  if (cp < 0x80) {
    out[0] = cp;
    return 1;
  }
  if (cp < 0x800) {
    out[0] = 0xc0 | (cp >> 6);
    out[1] = 0x80 | (cp & 0x3f);
    return 2;
  }
  if (cp < 0x10000) {
    out[0] = 0xe0 | (cp >> 12);
    out[1] = 0x80 | ((cp >> 6) & 0x3f);
    out[2] = 0x80 | (cp & 0x3f);
    return 3;
  }
  out[0] = 0xf0 | (cp >> 18);
  out[1] = 0x80 | ((cp >> 12) & 0x3f);
  out[2] = 0x80 | ((cp >> 6) & 0x3f);
  out[3] = 0x80 | (cp & 0x3f);
  return 4;
}
