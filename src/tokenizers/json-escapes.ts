// The pieces both decoders of a JSON string literal share (json-text.ts into code units,
// json-utf8.ts into UTF-8 bytes): the escapes' values and the per-thread scratch memory.

/** A hex digit's value; 16 for any other byte (so one test of the four digits' OR finds it). */
const HEX = new Uint8Array(256).fill(16);
for (let i = 0; i < 10; i++) HEX[0x30 + i] = i;
for (let i = 0; i < 6; i++) HEX[0x41 + i] = HEX[0x61 + i] = 10 + i;
/**
 * The code unit of the `\uXXXX` escape at `i` (b[i + 1] is known to be `u`), or -1 where it is not
 * a valid one: a digit that is not hex, the escape running into the closing quote at `end`, or
 * `\u0000` (the input guard's case).
 */
export function hexUnit(b: Uint8Array, i: number, end: number): number {
  if (i + 6 > end) return -1;
  const d0 = HEX[b[i + 2] as number] as number;
  const d1 = HEX[b[i + 3] as number] as number;
  const d2 = HEX[b[i + 4] as number] as number;
  const d3 = HEX[b[i + 5] as number] as number;
  const u = (d0 << 12) | (d1 << 8) | (d2 << 4) | d3;
  return ((d0 | d1 | d2 | d3) & 16) !== 0 || u === 0 ? -1 : u;
}
/** The code unit of `\x` for a single-letter escape at `i`, or 0 where `x` is none (or the quote at `end`). */
export const simpleUnit = (b: Uint8Array, i: number, end: number) =>
  i + 2 > end ? 0 : (SIMPLE[b[i + 1] as number] as number);
/** The code unit of `\x` for each single-letter escape x. */
const SIMPLE = new Uint16Array(256);
for (const [letter, unit] of [
  ['"', 0x22],
  ['\\', 0x5c],
  ['/', 0x2f],
  ['b', 8],
  ['f', 12],
  ['n', 10],
  ['r', 13],
  ['t', 9],
] as const)
  SIMPLE[letter.charCodeAt(0)] = unit;

/** Scratch memory above this size is not kept: a larger need gets its own buffer each time. */
const KEPT_MAX = 4 << 20;

/**
 * A decoder's scratch memory, per thread: grown to the largest need seen so far, up to KEPT_MAX
 * bytes (a 1 MB text's literal, escapes included, needs ~1.1 MB as Latin-1 or UTF-8 or ~2.2 MB as
 * code units), and reused. Reusing it saves allocating and zeroing megabytes per count; only the
 * pages written are resident. Each decoder has its own (a worker may hold both decodes of a text).
 */
export function scratchMemory(): (bytes: number) => ArrayBuffer {
  let kept = new ArrayBuffer(0);
  return (bytes) => {
    if (bytes <= kept.byteLength) return kept;
    if (bytes > KEPT_MAX) return new ArrayBuffer(bytes);
    let size = 1 << 16;
    while (size < bytes) size *= 2;
    kept = new ArrayBuffer(size);
    return kept;
  };
}

/**
 * Whether a byte between the quotes is a control character (U+0000–U+001F): aligned words through
 * an Int32Array (a DataView read per word took twice the CPU), bytes at the ends. A word's test
 * `(x - 0x20202020) & ~x` sets a byte's high bit only where some byte is below 0x20 (its lowest such
 * byte, at least): with none, no byte borrows, and a byte of 0x20 or more never has both high bits.
 * So the OR of words' tests is exact; it is tested once per block of 64 words (a test per 4 words
 * took ~1.4× the CPU: ~0.2 ms per MB, against ~0.14; constants, not parameters: ~2×).
 */
export function hasControl(b: Uint8Array): boolean {
  const end = b.length - 1;
  let i = 1;
  const head = 1 + ((4 - ((b.byteOffset + 1) & 3)) & 3); // the first aligned byte
  if (head >= end) {
    for (; i < end; i++) if ((b[i] as number) < 0x20) return true;
    return false;
  }
  for (; i < head; i++) if ((b[i] as number) < 0x20) return true;
  const n = (end - head) >> 2;
  const words = new Int32Array(b.buffer, b.byteOffset + head, n);
  let k = 0;
  for (const n64 = n & ~63; k < n64; ) {
    let flags = 0;
    for (const block = k + 64; k < block; k += 4) {
      const x = words[k] as number;
      const y = words[k + 1] as number;
      const z = words[k + 2] as number;
      const w = words[k + 3] as number;
      flags |=
        ((x - 0x20202020) & ~x) | ((y - 0x20202020) & ~y) | ((z - 0x20202020) & ~z) | ((w - 0x20202020) & ~w);
    }
    if ((flags & 0x80808080) !== 0) return true;
  }
  for (; k < n; k++) {
    const x = words[k] as number;
    if (((x - 0x20202020) & ~x & 0x80808080) !== 0) return true;
  }
  for (i = head + n * 4; i < end; i++) if ((b[i] as number) < 0x20) return true;
  return false;
}

/**
 * Copies literal bytes from `i` (read through `from`) to `n` (written through `to`), four at a time,
 * up to the first backslash or byte below 0x20 or the last whole word before `end`; returns how many
 * bytes it passed (both sides advance by it). A word is written whole even when only its first bytes
 * are passed: the caller overwrites the rest next, and since its output never runs ahead of its input
 * (n ≤ i) the word stays inside the output. A byte of a UTF-8 sequence (high bit set) is passed:
 * the zero-byte tests' lowest flag is exact.
 */
export function copyPlain(from: DataView, to: DataView, i: number, n: number, end: number): number {
  let k = 0;
  for (; i + k + 4 <= end; k += 4) {
    const x = from.getInt32(i + k, true);
    to.setInt32(n + k, x, true);
    const e = x ^ 0x5c5c5c5c; // a `\` byte becomes 0
    const flags = (((e - 0x01010101) & ~e) | ((x - 0x20202020) & ~x)) & 0x80808080; // … or < 0x20
    if (flags !== 0) return k + ((31 - Math.clz32(flags & -flags)) >> 3);
  }
  return k;
}

/**
 * The text of a literal's inside already transcoded into UTF-16 (its escapes still written, in
 * ASCII units), unescaped in place: each escape's unit written over it, every other unit moved as it
 * is (the output never runs ahead of the input). Null where an escape is bad (hexUnit's and
 * simpleUnit's cases, or a `\` ending the text) or a unit below U+0020 is written raw. A lone
 * surrogate escape stays a unit, as JSON.parse leaves it. One pass over the units: for CJK, a third of
 * the iterations of a pass over the literal's bytes (json-utf8.ts's, then a transcode of its output).
 */
export function unescapeUnits(units: Uint16Array): Uint16Array | null {
  const end = units.length;
  let n = 0;
  let i = 0;
  while (i < end) {
    const c = units[i] as number;
    if (c !== 0x5c) {
      if (c < 0x20) return null;
      units[n++] = c;
      i++;
      continue;
    }
    const e = i + 1 < end ? (units[i + 1] as number) : 0;
    if (e === 0x75) {
      if (i + 6 > end) return null;
      const d0 = HEX[Math.min(units[i + 2] as number, 0xff)] as number;
      const d1 = HEX[Math.min(units[i + 3] as number, 0xff)] as number;
      const d2 = HEX[Math.min(units[i + 4] as number, 0xff)] as number;
      const d3 = HEX[Math.min(units[i + 5] as number, 0xff)] as number;
      const u = (d0 << 12) | (d1 << 8) | (d2 << 4) | d3;
      if (((d0 | d1 | d2 | d3) & 16) !== 0 || u === 0) return null;
      units[n++] = u;
      i += 6;
    } else {
      const u = e < 0x80 ? (SIMPLE[e] as number) : 0;
      if (u === 0) return null;
      units[n++] = u;
      i += 2;
    }
  }
  return units.subarray(0, n);
}
