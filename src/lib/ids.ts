import { randomBytes } from 'node:crypto';

/** The id seam: production uses random sortable ids; tests may inject a deterministic generator. */
export interface IdGenerator {
  next(prefix: string): string;
}

// Crockford base32: case-insensitive, no I/L/O/U, so ids survive being read aloud or retyped.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function encodeTime(ms: number): string {
  let out = '';
  let value = ms;
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return out;
}

function encodeRandom(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}

/**
 * ULID-style ids: 48-bit millisecond time then 80 bits of randomness (16 chars of 5 bits),
 * so ids sort by creation time and cannot be guessed.
 */
export function createIdGenerator(now: () => number = Date.now): IdGenerator {
  return {
    next(prefix) {
      return `${prefix}_${encodeTime(now())}${encodeRandom(randomBytes(16))}`;
    },
  };
}
