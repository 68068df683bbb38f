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

// Randomness is drawn from a pool refilled 4 KB at a time: one randomBytes call per 256 ids instead
// of one per id (request ids are made on every request). Each byte is mapped to its character once,
// as the pool is filled (its low 5 bits: uniform over the 32), so an id's random part is one latin1
// slice of the pool rather than 16 one-character concatenations.
const POOL_BYTES = 4096;
const CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));
let pool = Buffer.alloc(0);
let poolAt = 0;
function encodeRandom(n: number): string {
  if (poolAt + n > pool.length) {
    pool = randomBytes(POOL_BYTES);
    for (let i = 0; i < pool.length; i++) pool[i] = CODES[(pool[i] as number) & 31] as number;
    poolAt = 0;
  }
  poolAt += n;
  return pool.toString('latin1', poolAt - n, poolAt);
}

/**
 * ULID-style ids: 48-bit millisecond time then 80 bits of randomness (16 chars of 5 bits),
 * so ids sort by creation time and cannot be guessed.
 */
export function createIdGenerator(now: () => number = Date.now): IdGenerator {
  let lastMs = Number.NaN;
  let time = '';
  return {
    next(prefix) {
      const ms = now();
      if (ms !== lastMs) {
        lastMs = ms;
        time = encodeTime(ms);
      }
      return `${prefix}_${time}${encodeRandom(16)}`;
    },
  };
}
