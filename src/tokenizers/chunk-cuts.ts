// Where a long text can be cut into parts that are counted one by one with the same total, so a
// large count never makes its whole text one string (bench/RESULTS.md, mb29 and mb30: a 1 MB string
// is fresh memory of its size on every count; strings of parts under V8's large-object size are
// young-generation memory it reuses).
//
// THE CUTS. Rule 1: a position b of the text T is a cut when T[b-1] is '\n', T[b-2] (when b ≥ 2)
// is not White_Space (Unicode, the `\s` of the patterns: pre-tokenizer.ts), and T[b] is a letter
// (\p{L}, a BMP code unit). Rule 2 (CJK text without line breaks): T[b-1] is a Han character W
// (U+4E00–U+9FA5) and T[b] one of a few CJK punctuation marks P (isCjkPunctuation). Rule 3
// (indented lines): as rule 1, but T[b..e) is one or more spaces and tabs, and T[e] exists and is
// not White_Space (indentEnds); for vocabularies without a normalizer whose patterns are all
// INDENT_PATTERNS (or pass). Plus, for all three, the per-vocabulary conditions below. Claim: count(T) = count(T[..b)) + count(T[b..]),
// because every step of the engine gives T's result as the concatenation of its results on the
// two parts (items 1–5 for rule 1; item 6 for what differs under rule 2):
//
// 1. toWellFormed: T[b-1] and T[b] are not surrogates, so no pair is broken.
// 2. Added tokens (added-tokens.ts, leftmost-longest over a trie): a trie walk passes from b-1 to b
//    only if some token contains the two units (T[b-1], T[b]); such a pair is refused (`addedPairs`),
//    so no walk reads past b-1 from a start before b, the matches before b are those of T[..b), and
//    the walks from b on read only T[b..].
// 3. Normalizers: NFC/NFD/NFKC/NFKD, and Replace of one code unit by one. '\n' has no decomposition,
//    canonical class 0 and composes with nothing, so no decomposition, reordering or composition
//    crosses it: normalize(T) = normalize(T[..b)) + normalize(T[b..]). Replace maps unit by unit
//    (accepted when it maps no '\n' or letter and makes no '\n' or White_Space).
//    Prepend (adds '▁' to the whole text only) and any other normalizer: never cut. For a
//    normalizer, T[b-2]'s and T[b]'s compatibility decompositions (NFKD) are also checked: the
//    unit before '\n' after normalization is then not White_Space (it is T[b-2]'s last unit, a
//    composition of it, or a reordered combining mark: none is White_Space), and the unit after
//    it is a letter.
// 4. Split stages (all Isolated). A JS regex match attempt at p reads T[p..] only (no lookbehind in
//    these patterns). Compare T with its prefix P = T[..b): at position b, P has its end, where a
//    class fails, `$` holds and `(?!\S)` holds; T has a letter X, where a class containing X holds,
//    `$` fails and `(?!\S)` fails. So an attempt gives the same result on T and P if it never
//    reaches b, or reaches it only through a test that fails on both. In each known pattern
//    (KNOWN_PATTERNS) an element that can consume '\n' is either
//      (w) a White_Space class at the start of its alternative, after only White_Space elements —
//          a path through it starts inside the White_Space run that ends at b-1, and T[b-2] is
//          not White_Space, so it starts at b-1 itself; or
//      (t) a last `[\r\n]*` or `[\r\n/]*` of its alternative: its try at b fails on X and at P's
//          end alike, and the alternative ends there.
//    So attempts at p < b-1 agree on T and P. The attempt at b-1 ('\n'): per pattern below, every
//    alternative before the first that matches '\n' fails on T and P alike, and the one that
//    matches on T ends at b, while on P '\n' is the last character, so any non-empty match there
//    is [b-1, b) too (or, for the digit and CJK stages, no attempt at b-1 or b matches on P, and on
//    T none at b-1). Hence T's matches before b are P's; a piece of T ends at b or (digit and CJK
//    stages only) T's gap spans b, P's gap ends at b, and the gap of T[b..] starts there — the
//    next stage then splits that gap, which holds the same local context, so the argument repeats
//    on it. Every pipeline's last stage is one that always ends a piece at b, so the final pieces
//    of T are those of P followed by those of T[b..] (attempts from b on read T[b..] only); each
//    piece is then counted alone (piece cache, whole-token lookup, byte cuts: per piece).
//    Per pattern, the attempt at '\n' (T: X a letter; P: the end):
//    - o200k, mistral tekken: the word alternatives need a letter or a non-\r\n prefix, digits a
//      digit, punctuation a non-space: fail. `\s*[\r\n]+` takes '\n' and stops at X / the end: [b-1, b).
//    - cl100k: likewise up to `\s+$`: on T `$` fails at X, on P it holds: [b-1, b); on T
//      `\s*[\r\n]` matches [b-1, b).
//    - llama3, qwen3: as cl100k without `\s+$`: `\s*[\r\n]+`, [b-1, b) on both.
//    - r50k/p50k: `\s+$` ([b-1, b) on P), then on T `\s+(?!\S)` fails at X and `\s` matches [b-1, b).
//    - GPT-2 (ByteLevel's use_regex; cohere, claude2): `\s+(?!\S)` holds on P, fails on T, where
//      `\s+` matches [b-1, b).
//    - deepseek v3, third stage: `[punct][A-Za-z]+` and `[^\r\n\p{L}\p{P}\p{S}]?[\p{L}\p{M}]+` and
//      ` ?[\p{P}\p{S}]+` fail on '\n'; `\s*[\r\n]+` matches [b-1, b) on both.
//    - digits (`\p{N}`, `\p{N}{1,3}`) and deepseek's CJK run: they never match '\n' or a letter
//      outside their class; a CJK X starts a match at b on T (then its gap ends at b) — else the
//      gap spans b and the next stage cuts it. Neither is ever a pipeline's last stage.
// 5. Pipelines without split stages (SentencePiece: the normalized text is one piece) are cut by
//    the engine itself where no merge result holds the bigram (cutBigrams, bpe-engine.ts
//    charPiece), so b must be such a place: (T[b-1], T[b]) is no bigram of any merge. Such a piece
//    is first looked up whole (HF ignore_merges); those vocabularies must have no whole-token table.
// 6. Rule 2 (W at b-1, P at b). Items 1, 2 and 5 hold as written. Item 3: W has no decomposition
//    and composes with nothing, P is a starter no composition ends with, so normalization splits
//    at b too. Item 4: W is consumed only by letter classes (\p{L}, the \p{Lo}-holding classes,
//    `[\p{L}\p{M}]`, deepseek's CJK class), and in every known pattern what follows such an
//    element is another letter class, the contraction group (it starts with an apostrophe), or the
//    alternative's end: all fail on P (not a letter, mark or apostrophe, nor in `一-龥぀-ゟ゠-ヿ`)
//    and at P's end alike. So attempts before b agree on T and P, and the match holding W ends at
//    b on both (every last-stage pattern has a letter alternative; deepseek's CJK stage ends its
//    match at b, the digit stages pass). Attempts from b on read T[b..] only.
// 7. Rule 3 (X at b a space or tab; its run [b, e) of spaces and tabs, T[e] not White_Space).
//    Items 1 and 2 as written (the pair ('\n', X) is refused if an added token holds it); item 3:
//    no normalizer; item 5: split stages only. Item 4: at b the tests that tell X from P's end are
//    now a White_Space class, the prefix class `[^\r\n\p{L}\p{N}]`, ` ?` and `$`. An attempt at
//    p < b-1 passes '\n' only by (w), which starts at b-1 (T[b-2] is not White_Space), or by (t),
//    whose try at b fails on X (no \r, \n or '/') and at P's end alike. The attempt at b-1: the
//    word, digit and punctuation alternatives fail ('\n' is no prefix, letter, digit or
//    punctuation, and ` ?` takes only a space); cl100k's `\s+$` fails on T (T[e] is not White_Space)
//    and is [b-1, b) on P; then `\s*[\r\n]+` (cl100k: `\s*[\r\n]`): \s* backs off from e until a
//    line break follows it, and [b, e) holds none, so the match is [b-1, b) on T (the `+` stops at
//    X) and on P. The digit and CJK stages match neither '\n' nor X. Hence, as in item 4, T's
//    pieces are P's and then those of T[b..]. Not r50k/p50k nor GPT-2: with no `\s*[\r\n]`, their
//    `\s+(?!\S)` takes '\n' and all but the last unit of the run ("x\n   y": "\n  ", " y").
//
// The test (chunk-cuts.test.ts) counts texts cut at every cut found against the whole text with
// every tokenizer; a vocabulary or pattern not covered here is never cut (an operator's file).

import type { BpeVocabulary } from './bpe-vocabulary.js';
import { candidate, findCut, firstCut, lastCut } from './cut-search.js';
import {
  indentEnds,
  isCjkPunctuation,
  isHan,
  isLetter,
  isSurrogate,
  isWhiteSpace,
  stableBefore,
  stableLetter,
} from './cut-units.js';
import { GPT2_PATTERN } from './hf-pipeline.js';
import { LATIN_RUN_MIN_UNITS } from './json-text.js';
import { TIKTOKEN_PATTERNS, translatePattern } from './pre-tokenizer.js';

/**
 * The split patterns of the built-in vocabularies, as their files (or tiktoken's source) give them,
 * that take a White_Space run holding a line break by `\s*[\r\n]+` or `\s*[\r\n]` (rule 3).
 */
const INDENT_PATTERNS: readonly RegExp[] = [
  translatePattern(TIKTOKEN_PATTERNS.o200k, 'rust'),
  translatePattern(TIKTOKEN_PATTERNS.cl100k, 'rust'),
  // llama3
  translatePattern(
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+",
    'oniguruma',
  ),
  // qwen3
  translatePattern(
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+",
    'oniguruma',
  ),
  // mistral tekken
  translatePattern(
    '[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*|\\p{N}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+',
    'oniguruma',
  ),
  // deepseek v3, third stage (the file writes CR and LF as the characters themselves)
  translatePattern(
    '[!"#$%&\'()*+,\\-./:;<=>?@\\[\\\\\\]^_`{|}~][A-Za-z]+|[^\r\n\\p{L}\\p{P}\\p{S}]?[\\p{L}\\p{M}]+| ?[\\p{P}\\p{S}]+[\r\n]*|\\s*[\r\n]+|\\s+(?!\\S)|\\s+',
    'oniguruma',
  ),
];
/** Every known pattern: rule 3's, and r50k's and GPT-2's (no `\s*[\r\n]`: item 7). */
const KNOWN_PATTERNS: readonly RegExp[] = [
  ...INDENT_PATTERNS,
  translatePattern(TIKTOKEN_PATTERNS.r50k, 'rust'),
  translatePattern(GPT2_PATTERN, 'oniguruma'),
];
/** Stages that never end a piece at a cut by themselves (item 4's digit and CJK stages). */
const PASSING_PATTERNS: readonly RegExp[] = [
  /\p{N}/gu,
  /\p{N}+/gu,
  translatePattern('\\p{N}{1,3}', 'oniguruma'),
  translatePattern('[一-龥぀-ゟ゠-ヿ]+', 'oniguruma'),
];
const KNOWN = new Set(KNOWN_PATTERNS.map((r) => r.source));
const INDENT = new Set(INDENT_PATTERNS.map((r) => r.source));
const PASSING = new Set(PASSING_PATTERNS.map((r) => r.source));
const SAFE_NORMALIZERS = new Set(['NFC', 'NFD', 'NFKC', 'NFKD']);

/** Whether text may be cut at `b` (T[b-1] is already known to be '\n'). */
export type CutTest = (units: Uint8Array | Uint16Array, b: number) => boolean;

/** The cut test of a vocabulary, or null when its texts are never cut. */
export function chunkCuts(vocab: BpeVocabulary): CutTest | null {
  const normalized = vocab.normalizer !== null && !splitsNothing(vocab.normalizer);
  if (vocab.normalizer !== null && !safeNormalizer(vocab.normalizer)) return null;
  const { stages } = vocab;
  if (stages.some((s) => s.behavior !== 'Isolated')) return null;
  let bigrams = null;
  if (stages.length === 0) {
    if (vocab.symbols !== 'chars' || vocab.cutBigrams === null || vocab.wholeTokens !== null) return null;
    bigrams = vocab.cutBigrams;
  } else {
    if (!stages.every((s) => KNOWN.has(s.regex.source) || PASSING.has(s.regex.source))) return null;
    if (!KNOWN.has(stages[stages.length - 1]!.regex.source)) return null;
  }
  // Item 2: the pairs of adjacent units inside an added token.
  const addedPairs = new Set<number>();
  for (const matcher of [vocab.added?.raw, vocab.added?.normalized]) {
    for (const { content } of matcher?.tokens ?? [])
      for (let i = 1; i < content.length; i++)
        addedPairs.add(content.charCodeAt(i - 1) * 0x10000 + content.charCodeAt(i));
  }
  if (normalized && vocab.added?.normalized) return null;
  // Rule 3: no normalizer, and every stage's pattern is rule 3's or one that passes.
  const indents =
    !normalized &&
    stages.length > 0 &&
    stages.every((s) => INDENT.has(s.regex.source) || PASSING.has(s.regex.source));
  // Items 2 and 5, tested last: most places a search tries fail the rules' cheaper tests (code's
  // lines mostly start with a space), and a Set lookup per '\n' cost more than those.
  const allowed = (w: number, x: number) =>
    (addedPairs.size === 0 || !addedPairs.has(w * 0x10000 + x)) &&
    (bigrams === null || bigrams.find(w, x) < 0);
  return (units, b) => {
    const w = units[b - 1]!;
    const x = units[b]!;
    if (w !== 10) return isHan(w) && isCjkPunctuation(x) && allowed(w, x);
    const letter = isLetter(x);
    if (!letter && !(indents && (x === 32 || x === 9))) return false;
    const y = b >= 2 ? units[b - 2]! : -1;
    if (y >= 0 && (isWhiteSpace(y) || (normalized && !stableBefore(y)))) return false;
    if (!letter) return indentEnds(units, b) && allowed(w, x);
    return (!normalized || stableLetter(x)) && allowed(w, x);
  };
}

/** A normalizer that splits nothing: an empty Sequence (built as no normalizer at all). */
function splitsNothing(config: { type: string; [k: string]: unknown }): boolean {
  return (
    config.type === 'Sequence' &&
    (config['normalizers'] as { type: string; [k: string]: unknown }[]).every(splitsNothing)
  );
}

function safeNormalizer(config: { type: string; [k: string]: unknown }): boolean {
  if (config.type === 'Sequence')
    return (config['normalizers'] as { type: string; [k: string]: unknown }[]).every(safeNormalizer);
  if (SAFE_NORMALIZERS.has(config.type)) return true;
  if (config.type !== 'Replace') return false;
  // One unit by one, which leaves '\n' and letters as they are and makes no White_Space (Gemma's
  // ' ' → '▁'): a cut's three units keep their kinds.
  const pattern = config['pattern'] as { String?: string };
  const content = config['content'];
  if (typeof pattern.String !== 'string' || typeof content !== 'string') return false;
  if (pattern.String.length !== 1 || content.length !== 1) return false;
  const from = pattern.String.charCodeAt(0);
  const to = content.charCodeAt(0);
  return (
    !isSurrogate(from) && !isSurrogate(to) && from !== 10 && !isLetter(from) && to !== 10 && !isWhiteSpace(to)
  );
}

/** Parts of about this many units: strings of at most 64 KB, under V8's large-object size. */
export const CHUNK_UNITS = 1 << 15;

/**
 * A run of at least this many Latin-1 units inside UTF-16 text is counted as a part of its own (a
 * one-byte string) where cuts allow. The engine counts a one-byte string in about 0.6× the CPU of
 * the same text held two-byte (o200k, 1 MB of prose or code: its RegExps' Unicode classes test a
 * one-byte subject by table), and mostly-Latin prose with a few typographic quotes or dashes per
 * paragraph would otherwise be two-byte in every part. A part costs a few µs more: shorter runs
 * stay inside the two-byte part around them. (The decoder lists the runs this long as it decodes.)
 */
export const NARROW_MIN_UNITS = LATIN_RUN_MIN_UNITS;

/** countInChunks' options beyond the text: what the decoder knows of it (DecodedUnits), sizes. */
export interface ChunkOptions {
  /** Parts of about this many units (CHUNK_UNITS). */
  size?: number;
  /** The shortest Latin-1 run counted alone in UTF-16 units (NARROW_MIN_UNITS). */
  narrow?: number;
  /** False: no unit (other than a surrogate) is U+3000 or above (DecodedUnits.cjk). */
  cjk?: boolean;
  /** The UTF-16 units' Latin-1 runs of at least `narrow` units (DecodedUnits.latinRuns); else found here. */
  latinRuns?: readonly number[];
}

/**
 * count() of a text given as code units, in parts cut at cuts (a string per part, never one of
 * the whole text): the same total as counting the whole. Parts are about `size` units; in UTF-16
 * units, each is further cut around its units above U+00FF so that Latin-1 runs of `narrow` units
 * or more are strings of their own (one-byte: `slice` makes a string of units that all fit in a
 * byte one-byte, as V8 does for any string it makes from UTF-16).
 */
export function countInChunks(
  count: (text: string) => number,
  units: Uint8Array | Uint16Array,
  slice: (start: number, end: number) => string,
  cut: CutTest,
  options: ChunkOptions = {},
): number {
  const size = options.size ?? CHUNK_UNITS;
  const narrow = options.narrow ?? NARROW_MIN_UNITS;
  const cjk = options.cjk ?? units instanceof Uint16Array;
  let part = (a: number, b: number) => count(slice(a, b));
  if (units instanceof Uint16Array) {
    const runs = options.latinRuns ?? latinRuns(units, narrow);
    let k = 0; // the first run that ends after the part's start
    part = (a, b) => {
      while (k < runs.length && runs[k + 1]! <= a) k += 2;
      return countNarrowRuns(count, units, slice, cut, a, b, runs, k, narrow);
    };
  }
  let total = 0;
  let from = 0;
  while (units.length - from > size) {
    const b = findCut(units, from, from + size, cut, cjk);
    if (b < 0) break;
    total += part(from, b);
    from = b;
  }
  return from < units.length ? total + part(from, units.length) : total;
}

/** The runs of at least `min` Latin-1 units between units above U+00FF: [start, end) pairs, in order. */
export function latinRuns(units: Uint16Array, min: number): number[] {
  const runs: number[] = [];
  let from = 0;
  for (let i = 0; i < units.length; i++) {
    if (units[i]! <= 0xff) continue;
    if (i - from >= min) runs.push(from, i);
    from = i + 1;
  }
  if (units.length - from >= min) runs.push(from, units.length);
  return runs;
}

/** Whether the text may be cut at b: either rule's candidate, and the vocabulary's test. */
const isCut = (units: Uint8Array | Uint16Array, b: number, cut: CutTest) =>
  candidate(units, b) && cut(units, b);

/**
 * count() of units[a..b) (UTF-16) as the sum of its pieces between cuts: each Latin-1 run of
 * `narrow` units or more (runs[k..], [start, end) pairs) is counted alone from its first cut to its
 * last, and the stretches between them, which hold the units above U+00FF, each as one part. A run
 * without a cut stays in the stretch around it. Every boundary is a cut, so the total is
 * count(units[a..b)). The runs are known beforehand (the decoder's, or latinRuns): no unit is
 * read here but at the places the searches for cuts look at.
 */
function countNarrowRuns(
  count: (text: string) => number,
  units: Uint16Array,
  slice: (start: number, end: number) => string,
  cut: CutTest,
  a: number,
  b: number,
  runs: readonly number[],
  k: number,
  narrow: number,
): number {
  let total = 0;
  let start = a; // the part not yet counted begins here
  for (; k < runs.length && runs[k]! < b; k += 2) {
    // The run within the part: units[l..e) are Latin-1.
    const l = Math.max(runs[k]!, a);
    const e = Math.min(runs[k + 1]!, b);
    if (e - l < narrow) continue;
    if (l > start) {
      // The stretch before the run (wide units) ends at the run's first cut.
      const c = firstCut(units, Math.max(l, start + 2), e, cut, e);
      if (c < 0) continue;
      total += count(slice(start, c));
      start = c;
    }
    if (e >= b) break; // the run ends the part
    // The run, from start (inside it), ends at its last cut at or before e.
    const c = e > start + 1 && isCut(units, e, cut) ? e : lastCut(units, start + 1, e - 1, cut, start + 2);
    if (c > start + 1) {
      total += count(slice(start, c));
      start = c;
    }
  }
  return total + count(slice(start, b));
}
