// The character classes o200k's pattern (pre-tokenizer.ts TIKTOKEN_PATTERNS.o200k) tests, by code
// point, for unit-pieces.ts's scan: found once per code point by the same Unicode property escapes
// the translated pattern uses (V8's Unicode tables, so the scan and the regex cannot disagree on a
// property), and kept in a table of 1.1 MB of address space of which only the pages of code points
// seen become resident.

import { WHITE_SPACE } from './pre-tokenizer.js';

/** `[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]`: the first letter class of o200k's word alternatives. */
export const UPPERISH = 1;
/** `[\p{Ll}\p{Lm}\p{Lo}\p{M}]`: the second. */
export const LOWERISH = 2;
/** `\p{L}` (a mark is in both classes above, but not here). */
export const LETTER = 4;
/** `\p{N}`. */
export const NUMBER = 8;
/** `\s`: Unicode White_Space. */
export const SPACE = 16;
/** '\r' or '\n'. */
export const BREAK = 32;
/** The class has been found (a zero entry has not). */
const KNOWN = 128;

const tests: readonly [RegExp, number][] = [
  [/[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]/u, UPPERISH],
  [/[\p{Ll}\p{Lm}\p{Lo}\p{M}]/u, LOWERISH],
  [/\p{L}/u, LETTER],
  [/\p{N}/u, NUMBER],
  [new RegExp(`[${WHITE_SPACE}]`, 'u'), SPACE],
  [/[\r\n]/u, BREAK],
];

const table = new Uint8Array(0x110000);

function find(cp: number): number {
  const s = String.fromCodePoint(cp);
  let k = KNOWN;
  for (const [re, bit] of tests) if (re.test(s)) k |= bit;
  table[cp] = k;
  return k;
}

/** The classes of code point `cp` (a scalar value or U+FFFD: never a surrogate). */
export function classOf(cp: number): number {
  const k = table[cp]!;
  return k !== 0 ? k : find(cp);
}

for (let cp = 0; cp < 0x80; cp++) find(cp);
