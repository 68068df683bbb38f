/**
 * A small seeded PRNG (mulberry32): numbers in [0, 1), the same sequence for the same seed. The
 * generated corpora and the fuzz suite draw from it, so their texts and requests are reproducible.
 */
export function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
