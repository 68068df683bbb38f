// The kinds of code unit the cut rules of chunk-cuts.ts test around a cut (its proof says why each
// is enough): letters and White_Space as the split patterns read them, rule 2's Han characters and
// CJK punctuation, rule 3's indentation, and item 3's stability under a compatibility decomposition.

/**
 * Rule 2's W: a CJK unified ideograph of deepseek's `一-龥` (U+4E00–U+9FA5): \p{Lo}, no
 * decomposition, composes with nothing.
 */
export const isHan = (u: number) => u >= 0x4e00 && u <= 0x9fa5;
/**
 * Rule 2's P: CJK punctuation (、。「」『』《》 and the fullwidth ！（），：；？). Each is \p{P}, a
 * starter that composes with nothing, and its NFKC form (itself, or the ASCII mark) is neither a
 * letter, a mark, a digit, White_Space, an apostrophe nor '/'.
 */
const CJK_PUNCTUATION = new Set([
  0x3001, 0x3002, 0x300a, 0x300b, 0x300c, 0x300d, 0x300e, 0x300f, 0xff01, 0xff08, 0xff09, 0xff0c, 0xff1a,
  0xff1b, 0xff1f,
]);
export const isCjkPunctuation = (u: number) => CJK_PUNCTUATION.has(u);

export const isSurrogate = (u: number) => u >= 0xd800 && u < 0xe000;
const LETTER = /^\p{L}$/u;
const WHITE_SPACE = /^\s$/u;

/** \p{L}, one BMP unit (a surrogate is never a cut's X). */
export function isLetter(u: number): boolean {
  if ((u >= 0x61 && u <= 0x7a) || (u >= 0x41 && u <= 0x5a)) return true;
  return u >= 0x80 && !isSurrogate(u) && LETTER.test(String.fromCharCode(u));
}

/** Unicode White_Space (the translated `\s`: JS `\s` without U+FEFF, with U+0085). */
export function isWhiteSpace(u: number): boolean {
  if (u < 0x80) return u === 0x20 || (u >= 0x09 && u <= 0x0d);
  if (u === 0x85) return true;
  if (u === 0xfeff) return false;
  return WHITE_SPACE.test(String.fromCharCode(u));
}

/** Item 3: a unit whose compatibility decomposition holds no White_Space (not a surrogate). */
export function stableBefore(u: number): boolean {
  if (u < 0x80) return true;
  if (isSurrogate(u)) return false;
  const d = String.fromCharCode(u).normalize('NFKD');
  for (let i = 0; i < d.length; i++) if (isWhiteSpace(d.charCodeAt(i))) return false;
  return true;
}

/** Item 3: a letter whose compatibility decomposition starts with a letter. */
export function stableLetter(u: number): boolean {
  if (u < 0x80) return true;
  const d = String.fromCharCode(u).normalize('NFKD');
  return isLetter(d.charCodeAt(0));
}

/**
 * Rule 3's indentation at b: units[b..e) are spaces and tabs (at least one) and units[e] exists
 * and is not White_Space. False when the run reaches the end of the units.
 */
export function indentEnds(units: Uint8Array | Uint16Array, b: number): boolean {
  const x = units[b];
  if (x !== 32 && x !== 9) return false;
  for (let i = b + 1; i < units.length; i++) {
    const u = units[i]!;
    if (u !== 32 && u !== 9) return !isWhiteSpace(u);
  }
  return false;
}
