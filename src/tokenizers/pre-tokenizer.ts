// Pre-tokenization: the regex splits that run before BPE.
//
// The reference engines are Rust: tiktoken (fancy-regex / regex crate) and HF tokenizers
// (Oniguruma). Their patterns are not JS, so we translate them, keeping *their* semantics where
// JS differs — JS `\s` includes U+FEFF and excludes U+0085, Rust/Oniguruma `\s` (Unicode
// White_Space) is the opposite; `(?i:'s)` also matches the long s `ſ` through case folding.
// Anything the translator does not understand throws at load time instead of silently diverging.

import { type WordScan, wordScanFor } from './ascii-words.js';

/** Unicode White_Space, the meaning of `\s` in the Rust regex crate and in Oniguruma. */
export const WHITE_SPACE =
  '\\t\\n\\v\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000';

/** Simple case folding beyond ASCII for the letters that occur in contraction patterns. */
const EXTRA_FOLDS: Readonly<Record<string, string>> = { s: 'ſ', k: 'K' };

/**
 * Translates a Rust (`'rust'`) or Oniguruma (`'oniguruma'`) pattern into an equivalent JS RegExp
 * (flags `gu`). Supported: literals, classes, `\p{..}`, `\s`/`\S`, `\r\n\t`, `(?:`, `(?!`, `(?=`,
 * `(?i:` over ASCII letters, quantifiers, identity escapes of punctuation, and `$` for Rust only
 * (end of text there; end of *line* in Oniguruma's Ruby syntax, which we do not need).
 */
export function translatePattern(source: string, dialect: 'rust' | 'oniguruma'): RegExp {
  let out = '';
  let inClass = false;
  const caseless: boolean[] = [];
  let caselessDepth = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      const next = source[i + 1];
      if (next === undefined) throw new Error(`Dangling escape in pattern ${source}`);
      i++;
      if (next === 's') out += inClass ? WHITE_SPACE : `[${WHITE_SPACE}]`;
      else if (next === 'S') {
        if (inClass) throw new Error(`Unsupported \\S inside a class in pattern ${source}`);
        out += `[^${WHITE_SPACE}]`;
      } else if (next === 'p' || next === 'P') {
        const end = source.indexOf('}', i);
        if (source[i + 1] !== '{' || end < 0) throw new Error(`Unsupported \\${next} in pattern ${source}`);
        out += source.slice(i - 1, end + 1);
        i = end;
      } else if ('rntfv'.includes(next)) out += `\\${next}`;
      else if (/[A-Za-z0-9]/.test(next)) throw new Error(`Unsupported escape \\${next} in pattern ${source}`);
      else if ('^$\\.*+?()[]{}|/'.includes(next) || (next === '-' && inClass)) out += `\\${next}`;
      else out += next; // Oniguruma accepts `\#`, `\&`, `\~`…; JS `u` mode does not.
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      // Nested classes and `&&` mean set operations in Oniguruma but literals in JS `u` mode.
      if (ch === '[' || (ch === '&' && source[i + 1] === '&'))
        throw new Error(`Unsupported class syntax in ${source}`);
      if (ch === '-' && caselessDepth > 0) throw new Error(`Unsupported range under (?i: in ${source}`);
      out += caselessDepth > 0 && /[A-Za-z]/.test(ch) ? caseVariants(ch) : ch;
      continue;
    }
    if (ch === '[') {
      inClass = true;
      out += ch;
      if (source[i + 1] === '^') out += source[++i];
      // `[]…]` starts with a literal `]` in Oniguruma/Rust but is an empty class in JS.
      if (source[i + 1] === ']') throw new Error(`Unsupported leading ] in class in ${source}`);
      continue;
    }
    if (ch === '(') {
      const rest = source.slice(i, i + 4);
      const isCaseless = rest === '(?i:';
      if (source[i + 1] === '?' && !isCaseless && !['(?:', '(?!', '(?='].includes(source.slice(i, i + 3))) {
        throw new Error(`Unsupported group ${rest} in pattern ${source}`);
      }
      caseless.push(isCaseless);
      if (isCaseless) caselessDepth++;
      out += isCaseless ? '(?:' : ch;
      if (isCaseless) i += 3;
      continue;
    }
    if (ch === ')') {
      if (caseless.pop()) caselessDepth--;
      out += ch;
      continue;
    }
    if (ch === '$' && dialect === 'oniguruma') throw new Error(`Unsupported $ in pattern ${source}`);
    if (ch === '.' || ch === '^') throw new Error(`Unsupported ${ch} in pattern ${source}`);
    if (caselessDepth > 0 && /[A-Za-z]/.test(ch)) out += `[${caseVariants(ch)}]`;
    else out += ch;
  }
  if (inClass || caseless.length > 0) throw new Error(`Unbalanced pattern ${source}`);
  return new RegExp(out, 'gu');
}

function caseVariants(letter: string): string {
  const lower = letter.toLowerCase();
  return lower + lower.toUpperCase() + (EXTRA_FOLDS[lower] ?? '');
}

// tiktoken 0.14 patterns (tiktoken_ext/openai_public.py). Possessive quantifiers (`++`, `?+`)
// are written greedy: in every position here nothing after them could force backtracking, so
// the matches are identical, and JS has no possessive syntax.
export const TIKTOKEN_PATTERNS = {
  r50k: "'(?:[sdmt]|ll|ve|re)| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+$|\\s+(?!\\S)|\\s",
  cl100k:
    "'(?i:[sdmt]|ll|ve|re)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s+$|\\s*[\\r\\n]|\\s+(?!\\S)|\\s",
  o200k: [
    "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?",
    "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?",
    '\\p{N}{1,3}',
    ' ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*',
    '\\s*[\\r\\n]+',
    '\\s+(?!\\S)',
    '\\s+',
  ].join('|'),
} as const;

/** How a split stage treats the matched delimiter (HF `SplitDelimiterBehavior`). */
export type SplitBehavior = 'Isolated' | 'MergedWithPrevious';

export interface SplitStage {
  /** Global (`gu`) form: finds the next match after a gap. */
  readonly regex: RegExp;
  /** Sticky twin: `test()` at a position allocates nothing, unlike `exec()`. */
  readonly sticky: RegExp;
  readonly behavior: SplitBehavior;
  /** For o200k and cl100k: the sticky match's end for an ASCII piece, without the regex. */
  readonly words: WordScan | null;
}

/** The tiktoken patterns as translated, which wordScanFor knows by their exact source. */
const TRANSLATED = {
  o200k: translatePattern(TIKTOKEN_PATTERNS.o200k, 'rust').source,
  cl100k: translatePattern(TIKTOKEN_PATTERNS.cl100k, 'rust').source,
};

export function splitStage(regex: RegExp, behavior: SplitBehavior): SplitStage {
  const words = regex.flags === 'gu' ? wordScanFor(regex.source, TRANSLATED) : null;
  return { regex, sticky: new RegExp(regex.source, 'uy'), behavior, words };
}

export function literalPattern(text: string): RegExp {
  return new RegExp(text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'), 'gu');
}

/** Receives a piece as a range of `text`, so no substring is made per piece. */
export type PieceHandler = (text: string, start: number, end: number) => number;

/**
 * Runs `stages` in sequence over text[start..end) (each stage splits every piece of the previous
 * one, as HF's Sequence does) and calls `onPiece` for every final non-empty piece, in order.
 * Returns the sum of the `onPiece` results. Matches and the gaps between them are both pieces
 * (HF `Isolated`); tiktoken drops gaps, but its patterns match every character, so none occur.
 */
export function splitPieces(
  text: string,
  start: number,
  end: number,
  stages: readonly SplitStage[],
  stage: number,
  onPiece: PieceHandler,
): number {
  if (stage === stages.length) return onPiece(text, start, end);
  // A RegExp cannot be bounded to a range (lookaheads and `$` would look past it), so an inner
  // stage works on a copy of its piece. The first stage, the common case, never copies.
  if (start !== 0 || end !== text.length) {
    text = text.slice(start, end);
    end -= start;
    start = 0;
  }
  const current = stages[stage]!;
  const isolated = current.behavior === 'Isolated';
  // The last stage (tiktoken's only one) hands its pieces to onPiece itself: no call per piece
  // into a splitPieces that would only forward it.
  const last = stage + 1 === stages.length;
  let total = 0;
  let pos = 0;
  while (pos < end && findMatch(current, text, pos)) {
    const from = matchFrom;
    const to = matchTo;
    if (isolated) {
      if (from > pos)
        total += last ? onPiece(text, pos, from) : splitPieces(text, pos, from, stages, stage + 1, onPiece);
      total += last ? onPiece(text, from, to) : splitPieces(text, from, to, stages, stage + 1, onPiece);
    } else {
      total += last ? onPiece(text, pos, to) : splitPieces(text, pos, to, stages, stage + 1, onPiece);
    }
    pos = to;
  }
  if (pos < end)
    total += last ? onPiece(text, pos, end) : splitPieces(text, pos, end, stages, stage + 1, onPiece);
  return total;
}

/**
 * Where `stage`'s piece at `pos` ends, or -1 when its next match starts later or never (a gap:
 * splitPieces handles those). For callers that walk a single stage's pieces themselves.
 */
export function pieceEnd(stage: SplitStage, text: string, pos: number): number {
  return findMatch(stage, text, pos) && matchFrom === pos ? matchTo : -1;
}

// findMatch's result, in module variables so the hot loop allocates nothing.
let matchFrom = 0;
let matchTo = 0;

/** Finds the first non-empty match at or after `pos`. Empty matches delimit nothing. */
function findMatch({ regex, sticky, words }: SplitStage, text: string, pos: number): boolean {
  const end = words === null ? -1 : words(text, pos);
  if (end > pos) {
    matchFrom = pos;
    matchTo = end;
    return true;
  }
  sticky.lastIndex = pos;
  if (sticky.test(text) && sticky.lastIndex > pos) {
    matchFrom = pos;
    matchTo = sticky.lastIndex;
    return true;
  }
  for (let from = pos; from <= text.length; ) {
    regex.lastIndex = from;
    const m = regex.exec(text);
    if (m === null) return false;
    if (m[0].length > 0) {
      matchFrom = m.index;
      matchTo = m.index + m[0].length;
      return true;
    }
    from = m.index + (text.codePointAt(m.index)! > 0xffff ? 2 : 1);
  }
  return false;
}
