// Where the cuts of a long text are (chunk-cuts.ts says which positions are cuts and why): the
// searches for the last cut before and the first cut after a position. Most candidates follow a
// '\n', and where no unit of U+3000 or above can be (Latin-1 stretches, text without CJK) only those
// can be cuts: they are found by a native byte search (memchr) instead of a test of every position
// (bench/RESULTS.md, mb33: the per-position test was the worker's largest extra on 1 MB of code).
import type { CutTest } from './chunk-cuts.js';

/**
 * The last cut in (from, to], scanning back from `to`; else the first after `to`; -1 when none
 * (the text from `from` on is then counted whole).
 */
export function findCut(
  units: Uint8Array | Uint16Array,
  from: number,
  to: number,
  cut: CutTest,
  cjk = units instanceof Uint16Array,
): number {
  // Without a unit of U+3000 or above (Latin-1 units, or `cjk` false) every position may only be a
  // cut of rule 1 (rule 2's P is U+3001 and above): the native search for '\n' finds them all.
  const back = lastCut(units, from + 1, to, cut, cjk ? to + 1 : 0);
  return back >= 0 ? back : firstCut(units, to + 1, units.length, cut, cjk ? to + 1 : units.length);
}

/**
 * The last b with lo < b ≤ hi where the text may be cut (isCut), or -1. Where units[b] is Latin-1
 * (or below U+3000) for every b in [latinFrom, hi], only rule 1's candidates (after a '\n') are there, and they are
 * found by the engine's native search for '\n' instead of a test of every position; below
 * latinFrom every position is tested. The same answer as testing each b from hi down.
 */
export function lastCut(
  units: Uint8Array | Uint16Array,
  lo: number,
  hi: number,
  cut: CutTest,
  latinFrom: number,
): number {
  const floor = Math.max(latinFrom, lo + 1); // the lowest b of the native search
  if (floor <= hi) {
    // The '\n's at p = b - 1 in [floor - 1, hi - 1].
    const bytes = bytesOf(units);
    for (let p = lastLineBreak(bytes, floor - 1, hi - 1); p >= 0; p = lastLineBreak(bytes, floor - 1, p - 1))
      if (cut(units, p + 1)) return p + 1;
  }
  for (let b = Math.min(hi, floor - 1); b > lo; b--) if (candidate(units, b) && cut(units, b)) return b;
  return -1;
}

/**
 * The first b with lo ≤ b < hi (lo ≥ 1) where the text may be cut, or -1. Where units[b] is Latin-1
 * (or below U+3000) for every b in [lo, latinTo), the '\n's are searched natively there (as lastCut); from latinTo
 * on every position is tested.
 */
export function firstCut(
  units: Uint8Array | Uint16Array,
  lo: number,
  hi: number,
  cut: CutTest,
  latinTo: number,
): number {
  const ceiling = Math.min(latinTo, hi); // the native search covers b < ceiling
  if (lo < ceiling) {
    // The '\n's at p = b - 1 in [lo - 1, ceiling - 2].
    const bytes = bytesOf(units);
    for (
      let p = firstLineBreak(bytes, lo - 1, ceiling - 2);
      p >= 0;
      p = firstLineBreak(bytes, p + 1, ceiling - 2)
    )
      if (cut(units, p + 1)) return p + 1;
  }
  for (let b = Math.max(lo, ceiling); b < hi; b++) if (candidate(units, b) && cut(units, b)) return b;
  return -1;
}

/**
 * The units' bytes with the units' width: a Buffer's search for one byte is memchr's (a 1 MB text
 * in ~0.02 ms, where a typed array's indexOf takes ~0.4 ms and its lastIndexOf of UTF-16 ~0.75).
 */
type Bytes = { bytes: Buffer; wide: boolean };
const bytesOf = (units: Uint8Array | Uint16Array): Bytes => ({
  bytes: Buffer.from(units.buffer, units.byteOffset, units.byteLength),
  wide: units instanceof Uint16Array,
});
/** UTF-16 '\n' is the bytes 0A 00 in memory where the platform is little-endian (as Node's are). */
const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** The last p in [lo, hi] where units[p] is '\n', or -1. */
function lastLineBreak({ bytes, wide }: Bytes, lo: number, hi: number): number {
  if (hi < lo) return -1;
  if (!wide) {
    const p = bytes.lastIndexOf(10, hi);
    return p >= lo ? p : -1;
  }
  if (!LITTLE_ENDIAN) {
    for (let p = hi; p >= lo; p--) if (bytes.readUInt16BE(2 * p) === 10) return p;
    return -1;
  }
  // A 0A byte is a '\n' where it is a unit's low byte (even offset) and the high byte is 00.
  for (let x = bytes.lastIndexOf(10, 2 * hi); x >= 2 * lo; x = x > 0 ? bytes.lastIndexOf(10, x - 1) : -1)
    if ((x & 1) === 0 && bytes[x + 1] === 0) return x >> 1;
  return -1;
}

/** The first p in [lo, hi] where units[p] is '\n', or -1. */
function firstLineBreak({ bytes, wide }: Bytes, lo: number, hi: number): number {
  if (hi < lo) return -1;
  if (!wide) {
    const p = bytes.indexOf(10, lo);
    return p >= 0 && p <= hi ? p : -1;
  }
  if (!LITTLE_ENDIAN) {
    for (let p = lo; p <= hi; p++) if (bytes.readUInt16BE(2 * p) === 10) return p;
    return -1;
  }
  for (let x = bytes.indexOf(10, 2 * lo); x >= 0 && x <= 2 * hi; x = bytes.indexOf(10, x + 1))
    if ((x & 1) === 0 && bytes[x + 1] === 0) return x >> 1;
  return -1;
}

/** A position either rule may allow: after '\n', or at CJK punctuation (before the full test). */
export function candidate(units: Uint8Array | Uint16Array, b: number): boolean {
  const u = units[b]!;
  return units[b - 1] === 10 || (u >= 0x3001 && (u <= 0x300f || (u >= 0xff01 && u <= 0xff1f)));
}
