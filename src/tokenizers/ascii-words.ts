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

/** `\s` for ASCII c (the translated patterns' White_Space): TAB, LF, VT, FF, CR, space. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * o200k, every alternative over ASCII: the word of o200kWord, else a number, a run of punctuation
 * or of whitespace (in English prose and markdown, ~100 of a 1 KB text's ~240 pieces, each a run
 * of the Unicode regex before). Where the match could depend on a non-ASCII character, or a letter
 * follows (an uppercase word, a contraction: o200kWord declined it), -1.
 */
function o200kPiece(text: string, pos: number): number {
  const word = o200kWord(text, pos);
  if (word >= 0) return word;
  const c = text.charCodeAt(pos);
  if (c >= 0x80 || isLetter(c)) return -1;
  const n = text.length;
  // `\p{N}{1,3}` (no letter alternative starts with a digit: it is neither prefix nor letter).
  if (isDigit(c)) {
    let i = pos + 1;
    for (; i < n && i < pos + 3; i++) {
      const d = text.charCodeAt(i);
      if (d >= 0x80) return -1;
      if (!isDigit(d)) break;
    }
    return i;
  }
  const next = pos + 1 < n ? text.charCodeAt(pos + 1) : -1;
  // The letter alternatives take any prefix but CR and LF before a letter.
  if (next >= 0x80 || (isLetter(next) && c !== 10 && c !== 13)) return -1;
  // ` ?[^\s\p{L}\p{N}]+[\r\n/]*`: punctuation, after at most one space.
  if (!isSpace(c)) return punctuation(text, pos);
  if (c === 32 && next >= 0 && !isSpace(next) && !isLetter(next) && !isDigit(next))
    return punctuation(text, pos + 1);
  // A run of whitespace (ASCII only: a non-ASCII character after it could be whitespace too).
  let end = pos;
  let lastBreak = -1;
  for (; end < n; end++) {
    const d = text.charCodeAt(end);
    if (d >= 0x80) return -1;
    if (!isSpace(d)) break;
    if (d === 10 || d === 13) lastBreak = end;
  }
  // `\s*[\r\n]+`: \s* backs off to the run's last CR or LF, which [\r\n]+ takes (none after it).
  if (lastBreak >= 0) return lastBreak + 1;
  // `\s+(?!\S)`: all of the run at the end of the text, else all but its last character.
  if (end === n) return end;
  if (end - pos >= 2) return end - 1;
  return pos + 1; // `\s+`: one character before a non-space.
}

/** `[^\s\p{L}\p{N}]+[\r\n/]*` from `pos` (an ASCII punctuation character), or -1 (non-ASCII). */
function punctuation(text: string, pos: number): number {
  const n = text.length;
  let i = pos + 1;
  for (; i < n; i++) {
    const d = text.charCodeAt(i);
    if (d >= 0x80) return -1;
    if (isSpace(d) || isLetter(d) || isDigit(d)) break;
  }
  for (; i < n; i++) {
    const d = text.charCodeAt(i);
    if (d !== 10 && d !== 13 && d !== 47) break;
  }
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
  if (source === patterns.o200k) return o200kPiece;
  if (source === patterns.cl100k) return cl100kWord;
  return null;
}
