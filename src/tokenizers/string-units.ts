// A string's UTF-16 code units in a Uint16Array, for a scan written over units (unit-pieces.ts's
// o200kPieceEnd) to read a string's pieces: one native copy (Buffer.write in UTF-16LE, about 30 µs a
// MB of CJK, 0.2 µs a KB), after which a unit is a typed-array load, where a scan generic over
// string and array would be as slow as its slower reader in both. A short text's units are copied
// one by one: below about 64 units that beats the native call's fixed cost.

import { endianness } from 'node:os';

/** Units kept between calls (256 KB); a longer text's array is made for it and dropped after. */
const RETAINED_UNITS = 1 << 17;
/** Below this many units, a loop of charCodeAt. */
const NATIVE_UNITS = 64;

let kept = new Uint16Array(1024);
let keptBytes = Buffer.from(kept.buffer);

/** Buffer's UTF-16LE is the array's own order only on a little-endian machine. */
const littleEndian = endianness() === 'LE';

/**
 * `text`'s units in u[0..text.length) of an array valid until the next call (it may be reused: the
 * caller reads it before counting another text).
 */
export function stringUnits(text: string): Uint16Array {
  const n = text.length;
  let u = kept;
  let bytes = keptBytes;
  if (u.length < n) {
    u = new Uint16Array(Math.max(n, u.length * 2));
    bytes = Buffer.from(u.buffer);
    if (u.length <= RETAINED_UNITS) {
      kept = u;
      keptBytes = bytes;
    }
  }
  if (littleEndian && n >= NATIVE_UNITS) bytes.write(text, 0, n * 2, 'utf16le');
  else for (let i = 0; i < n; i++) u[i] = text.charCodeAt(i);
  return u;
}
