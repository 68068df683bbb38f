// Hand-written matches for the commonest piece of the tiktoken split patterns — an ASCII word with
// its optional leading space or punctuation — so that most pieces of English text are found
// without running the regex (irregexp tests each character against Unicode property classes:
// about a third of counting a short text). Each function returns where the pattern's match at
// `pos` ends when it can prove that from ASCII alone, else -1 and the caller runs the regex: any
// non-ASCII character, apostrophe or digit in the way means "ask the regex".

/** `[^\r\n\p{L}\p{N}]` for ASCII c: not a letter, digit, CR or LF. */
function isPrefix(c: number): boolean {
  return c < 0x80 && c !== 10 && c !== 13 && !(c >= 48 && c <= 57) && !isLetter(c);
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/**
 * o200k, first alternative: `[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|…)?`.
 * Over ASCII: an optional prefix, [A-Z]*, then [a-z]+ (greedy, so it ends before the first
 * character that is not a lowercase letter); the optional contraction fails unless that character
 * is an apostrophe. Backtracking finds this path first, so it is the match.
 */
function o200kWord(text: string, pos: number): number {
  let i = pos;
  let c = text.charCodeAt(i);
  if (isPrefix(c)) c = text.charCodeAt(++i);
  while (c >= 65 && c <= 90) c = text.charCodeAt(++i);
  const lower = i;
  while (c >= 97 && c <= 122) c = text.charCodeAt(++i);
  if (i === lower) return -1;
  // A non-ASCII character could extend the run (\p{Ll}, \p{M}…); an apostrophe, a contraction.
  if (i < text.length && (c >= 0x80 || c === 39)) return -1;
  return i;
}

/**
 * cl100k: the first alternative (`'(?i:[sdmt]|ll|ve|re)`) needs an apostrophe at `pos`; the
 * second is `[^\r\n\p{L}\p{N}]?\p{L}+`: over ASCII an optional prefix and [A-Za-z]+, greedy.
 */
function cl100kWord(text: string, pos: number): number {
  let i = pos;
  let c = text.charCodeAt(i);
  if (c === 39) return -1;
  if (isPrefix(c)) c = text.charCodeAt(++i);
  const first = i;
  while (isLetter(c)) c = text.charCodeAt(++i);
  if (i === first) return -1;
  if (i < text.length && c >= 0x80) return -1;
  return i;
}

export type WordScan = (text: string, pos: number) => number;

/** The scan for a split regex given by its translated source, or null for any other pattern. */
export function wordScanFor(source: string, patterns: { o200k: string; cl100k: string }): WordScan | null {
  if (source === patterns.o200k) return o200kWord;
  if (source === patterns.cl100k) return cl100kWord;
  return null;
}
