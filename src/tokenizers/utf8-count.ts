// A large text counted from its UTF-8 bytes (json-utf8.ts decodes a body's literal into them) by a
// vocabulary that counts o200k's pieces itself (word-counts.ts): the bytes are scanned for pieces
// (utf8-words.ts) with no string of the text made, no code units decoded and no search for cuts.
// Where the text turns dense in non-ASCII characters (a window without a piece boundary: CJK, most
// other scripts), the rest, from a piece start, is transcoded natively into UTF-16 (json-text.ts
// utf8Units) and its pieces found over the units (unit-pieces.ts), as a text decoded into code units
// is; into Latin-1 units, counted in parts cut at cuts (chunk-cuts.ts).

import { type CutTest, countInChunks } from './chunk-cuts.js';
import { multiByteShare, utf8Units } from './json-text.js';
import { countUnits, isUtf16 } from './unit-pieces.js';
import { type ByteCounter, countUtf8, stoppedAt } from './utf8-words.js';

/**
 * Whether a literal's first bytes are mostly ASCII (under 1/16 of them bytes of UTF-8 sequences;
 * English prose 0.2–2.6 %, code ~0): else the text is likely dense in non-ASCII characters — CJK,
 * where the count over bytes would soon hand the rest to the UTF-16 count, after a decode into UTF-8
 * and a transcode that one decode into code units (json-text.ts) does; or accented Latin text, whose
 * windows (a string each) cost more than the one-byte strings of its parts (bw38: ~7 % more where
 * every 'e' was 'é', 14 % of the bytes).
 */
export function mostlyAscii(literal: Uint8Array): boolean {
  return multiByteShare(literal) < 1 / 16;
}

/** The count of the text whose UTF-8 is `utf8` (well-formed: no surrogate's bytes). */
export function countUtf8Text(counter: ByteCounter, cuts: CutTest, utf8: Uint8Array): number {
  const bytes = Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength);
  const head = countUtf8(counter, utf8, bytes, 0, utf8.length);
  if (stoppedAt === utf8.length) return head;
  // The pattern has no lookbehind: the pieces from a piece start are those of the rest alone.
  const rest = utf8Units(utf8.subarray(stoppedAt));
  if (isUtf16(rest)) return head + countUnits(counter, rest);
  return head + countInChunks((part) => counter.count(part), rest.units, rest.slice, cuts, rest);
}
