// The strict reading of one JSON string literal's bytes: where it ends, and whether it is one JSON
// accepts and the service takes (no control character, no bad escape, no `\u0000`: the input
// guard's case). The hot path does not run it: the body parser finds a large literal's end by its
// quotes alone (large-text-body.ts) and its decoder checks it as it reads every byte anyway
// (json-text.ts). It decides where those cannot: a literal in invalid UTF-8 (decoded by V8), and a
// request answered before its literal was decoded (an error, or no count needed).

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** 1 for the bytes that may follow `\` alone: `"` `\` `/` b f n r t (a table: one load per escape). */
const ESCAPES = new Uint8Array(256);
for (const c of [0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]) ESCAPES[c] = 1;

const isHex = (c: number | undefined) =>
  c !== undefined && ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66));

/** Whether `b` is exactly one such literal, quotes included. */
export function isStrictLiteral(b: Uint8Array): boolean {
  return b[0] === QUOTE && strictLiteralEnd(b, 0) === b.length;
}

/**
 * The index after the literal opening at `start`; -1 when it is unterminated, or holds a control
 * character, a bad escape or `\u0000`. The literal is most of a large body, so it is read 4 bytes
 * at a time (an unaligned little-endian read): a word with no `"`, `\` or control byte (the
 * zero-byte tests below) is passed whole; otherwise the scan moves to the word's first such byte
 * (the lowest byte a test flags is exact: a test's false positives lie only above a true one) and
 * reads it alone — an escape every few bytes, as in code, then costs one jump, not a byte-by-byte
 * walk back to the next aligned word.
 */
export function strictLiteralEnd(b: Uint8Array, start: number): number {
  const n = b.length;
  const words = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let i = start + 1;
  while (i < n) {
    for (; i + 4 <= n; i += 4) {
      const x = words.getInt32(i, true);
      const q = x ^ 0x22222222; // a `"` byte becomes 0
      const e = x ^ 0x5c5c5c5c; // a `\` byte becomes 0
      const flags =
        (((x - 0x20202020) & ~x) | ((q - 0x01010101) & ~q) | ((e - 0x01010101) & ~e)) & 0x80808080;
      if (flags !== 0) {
        i += (31 - Math.clz32(flags & -flags)) >> 3;
        break;
      }
    }
    if (i >= n) break;
    const c = b[i] as number;
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) {
      const e = b[i + 1];
      if (e === 0x75) {
        // \uXXXX
        if (!(isHex(b[i + 2]) && isHex(b[i + 3]) && isHex(b[i + 4]) && isHex(b[i + 5]))) return -1;
        if (b[i + 2] === 0x30 && b[i + 3] === 0x30 && b[i + 4] === 0x30 && b[i + 5] === 0x30) return -1;
        i += 6;
      } else if (e !== undefined && ESCAPES[e] === 1) {
        i += 2;
      } else {
        return -1;
      }
    } else if (c < 0x20) {
      return -1;
    } else {
      i++;
    }
  }
  return -1;
}

/**
 * The index after the literal opening at `start` by its quotes alone (the first `"` not escaped,
 * i.e. after an even run of backslashes); -1 when unterminated. What lies between is not checked:
 * Buffer's native search finds each `"`, so only the literal's escaped quotes cost a step here.
 */
export function literalEndByQuotes(b: Buffer, start: number): number {
  let from = start + 1;
  for (;;) {
    const q = b.indexOf(QUOTE, from);
    if (q < 0) return -1;
    let k = q - 1;
    while (k > start && b[k] === BACKSLASH) k--;
    if ((q - 1 - k) % 2 === 0) return q + 1;
    from = q + 1;
  }
}
