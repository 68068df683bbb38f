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
 * isPrefix by table, for the scans that pack a word's key as they read it (word-counts.ts,
 * unit-pieces.ts): one load instead of five comparisons per piece.
 */
export const WORD_PREFIX = new Uint8Array(128);
for (let c = 0; c < 128; c++) WORD_PREFIX[c] = isPrefix(c) ? 1 : 0;

/**
 * o200k, first alternative: `[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|…)?`.
 * Over ASCII: an optional prefix, [A-Z]*, then [a-z]+ (greedy, so it ends before the first
 * character that is not a lowercase letter); the optional contraction fails unless that character
 * is an apostrophe. Backtracking finds this path first, so it is the match.
 * An uppercase run that no lowercase letter follows (" OR", " API", "A"): the first alternative
 * fails (ASCII capitals are only \p{Lu}), and the second, `[^\r\n\p{L}\p{N}]?[\p{Lu}…]+[\p{Ll}…]*(?i:'s|…)?`,
 * takes the prefix and the run, and ends there unless a non-ASCII character (a mark, a lowercase
 * letter) or an apostrophe (a contraction) follows.
 */
export function o200kWord(text: string, pos: number): number {
  const n = text.length;
  let i = pos;
  let c = text.charCodeAt(i);
  if (isPrefix(c)) c = unitAt(text, ++i, n);
  const letters = i;
  while (c >= 65 && c <= 90) c = unitAt(text, ++i, n);
  while (c >= 97 && c <= 122) c = unitAt(text, ++i, n);
  if (i === letters) return -1;
  // A non-ASCII character could extend the run (\p{Ll}, \p{M}…); an apostrophe, a contraction.
  if (c >= 0x80 || c === 39) return -1;
  return i;
}

/**
 * text's unit at i < n, else -1 (the end: no letter, prefix, apostrophe or non-ASCII unit). Not
 * charCodeAt past the end, whose NaN makes the scans' compares float ones and deoptimizes them.
 */
function unitAt(text: string, i: number, n: number): number {
  return i < n ? text.charCodeAt(i) : -1;
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
 * follows (a word o200kWord declined: a contraction, a non-ASCII letter or mark after it), -1.
 */
export function o200kPiece(text: string, pos: number): number {
  const word = o200kWord(text, pos);
  return word >= 0 ? word : notWord(text, pos, true);
}

/** o200kPiece where o200kWord has declined `pos`. */
export function o200kNotWord(text: string, pos: number): number {
  return notWord(text, pos, true);
}

/**
 * The alternatives after the words, shared by o200k and cl100k where a word cannot start at
 * `pos`: `\p{N}{1,3}`, then punctuation (` ?[^\s\p{L}\p{N}]+` and `[\r\n/]*` for o200k,
 * `[\r\n]*` for cl100k), then whitespace (o200k: `\s*[\r\n]+|\s+(?!\S)|\s+`; cl100k:
 * `\s+$|\s*[\r\n]|\s+(?!\S)|\s`, the same ends but for a run that reaches the end of the text,
 * which cl100k takes whole). -1 where a non-ASCII character or a following letter could decide.
 */
function notWord(text: string, pos: number, o200k: boolean): number {
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
  if (!isSpace(c)) return punctuation(text, pos, o200k);
  if (c === 32 && next >= 0 && !isSpace(next) && !isLetter(next) && !isDigit(next))
    return punctuation(text, pos + 1, o200k);
  // A run of whitespace (ASCII only: a non-ASCII character after it could be whitespace too).
  let end = pos;
  let lastBreak = -1;
  for (; end < n; end++) {
    const d = text.charCodeAt(end);
    if (d >= 0x80) return -1;
    if (!isSpace(d)) break;
    if (d === 10 || d === 13) lastBreak = end;
  }
  // cl100k's `\s+$`: a run to the end of the text is one piece, line breaks and all.
  if (end === n && !o200k) return end;
  // `\s*[\r\n]+` (cl100k: `\s*[\r\n]`): \s* backs off to the run's last CR or LF, which the class
  // takes (none after it).
  if (lastBreak >= 0) return lastBreak + 1;
  // `\s+(?!\S)`: all of the run at the end of the text, else all but its last character.
  if (end === n) return end;
  if (end - pos >= 2) return end - 1;
  return pos + 1; // `\s+` (cl100k: `\s`): one character before a non-space.
}

/**
 * `[^\s\p{L}\p{N}]+[\r\n/]*` (cl100k: `[\r\n]*`) from `pos` (an ASCII punctuation character), or
 * -1 (non-ASCII).
 */
function punctuation(text: string, pos: number, slash: boolean): number {
  const n = text.length;
  let i = pos + 1;
  for (; i < n; i++) {
    const d = text.charCodeAt(i);
    if (d >= 0x80) return -1;
    if (isSpace(d) || isLetter(d) || isDigit(d)) break;
  }
  for (; i < n; i++) {
    const d = text.charCodeAt(i);
    if (d !== 10 && d !== 13 && (d !== 47 || !slash)) break;
  }
  return i;
}

/**
 * cl100k: the first alternative (`'(?i:[sdmt]|ll|ve|re)`) needs an apostrophe at `pos`; the
 * second is `[^\r\n\p{L}\p{N}]?\p{L}+`: over ASCII an optional prefix and [A-Za-z]+, greedy.
 */
function cl100kWord(text: string, pos: number): number {
  let i = pos;
  const c = text.charCodeAt(i);
  if (c === 39) return -1;
  if (isPrefix(c)) i++;
  return letters(text, i);
}

/** The end of [A-Za-z]+ from `from`, or -1: none, or a non-ASCII character (a letter?) after it. */
function letters(text: string, from: number): number {
  const n = text.length;
  let i = from;
  let c = unitAt(text, i, n);
  while (isLetter(c)) c = unitAt(text, ++i, n);
  if (i === from) return -1;
  if (c >= 0x80) return -1;
  return i;
}

/**
 * cl100k, every alternative over ASCII: a contraction at an apostrophe (which is else the prefix
 * of a word or punctuation), the word of cl100kWord, else notWord's numbers, punctuation and
 * whitespace. -1 where a non-ASCII character could decide.
 */
function cl100kPiece(text: string, pos: number): number {
  if (text.charCodeAt(pos) !== 39) {
    const word = cl100kWord(text, pos);
    return word >= 0 ? word : notWord(text, pos, false);
  }
  // `'(?i:[sdmt]|ll|ve|re)`: case folding adds ſ (U+017F) to s; no other non-ASCII character
  // folds to these letters.
  const n = text.length;
  const first = unitAt(text, pos + 1, n);
  const a = first | 0x20; // ASCII lowercase (only the letters' case differs by 0x20 here)
  if (a === 0x73 || a === 0x64 || a === 0x6d || a === 0x74 || first === 0x17f) return pos + 2;
  const b = unitAt(text, pos + 2, n) | 0x20;
  if ((a === 0x6c && b === 0x6c) || ((a === 0x76 || a === 0x72) && b === 0x65)) return pos + 3;
  // Else the apostrophe is a word's prefix (`'` then letters) or starts punctuation.
  const word = letters(text, pos + 1);
  return word >= 0 ? word : notWord(text, pos, false);
}

export type WordScan = (text: string, pos: number) => number;

/** The scan for a split regex given by its translated source, or null for any other pattern. */
export function wordScanFor(source: string, patterns: { o200k: string; cl100k: string }): WordScan | null {
  if (source === patterns.o200k) return o200kPiece;
  if (source === patterns.cl100k) return cl100kPiece;
  return null;
}
