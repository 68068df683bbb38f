// Adversarial suffixes: automatically optimised jailbreaks (GCG, DSN and similar token searches)
// append a run of glued words, stray brackets and code fragments to a plain request, e.g.
// `… ({[HTMLsvg readers | Sure] Sure,].[ githubrelative{[paper`. No rule reads that as words, so
// it is found by its shape: a line that opens as prose and ends in tokens that mix letters with
// code punctuation, with brackets or quotes left unbalanced. Code and templates in benign prompts
// are balanced, or do not open as prose; the eval measures the rest (risk-suffix in eval/RESULTS.md).
import type { Span } from './segmenter.js';

// Glued words ("githubrelativeHTML"), a word ending in digits ("spanifying6"), a sentence glued to
// the next one ("dense.Now").
const GLUED = /[a-z]{2,}[A-Z]|[A-Za-z][0-9]+$|[a-z][.?!][A-Za-z]/;
const PUNCT_ONLY = /^[^\p{L}\p{N}\s]{2,}$/u;
const PROSE_WORD = /^[A-Za-z][a-z'-]*,?$/;

const TAIL_TOKENS = 16;
const MIN_TOKENS = 8;
const MIN_ODD = 2;
const MIN_IMBALANCE = 2;
const MAX_LINES = 2000;

// Code punctuation inside a token ("draft={cdnjs", "]("), or more than one of it; a single bracket
// at a word's edge is ordinary prose ("{like this)").
const CODE_INSIDE = /[A-Za-z0-9][[\]{}()<>\\|=`$^~@]+[A-Za-z0-9]/;
const CODE_CHARS = /[[\]{}()<>\\|=`$^~@]/g;
function codeLike(token: string): boolean {
  return /[A-Za-z]/.test(token) && ((token.match(CODE_CHARS)?.length ?? 0) >= 2 || CODE_INSIDE.test(token));
}

function odd(token: string): boolean {
  return codeLike(token) || GLUED.test(token) || PUNCT_ONLY.test(token);
}

// Arrows and comparisons ("a --> b", "x > y", "=>") are not brackets.
const ARROWS = /\s[<>]=?(?=\s)|-+>|=>|<-+/g;

/** Unclosed or unopened brackets, plus an odd number of double quotes or backticks. */
function imbalance(text: string): number {
  const s = text.replace(ARROWS, ' ');
  const count = (ch: string) => s.split(ch).length - 1;
  let n = 0;
  for (const [open, close] of ['()', '[]', '{}', '<>']) n += Math.abs(count(open!) - count(close!));
  return n + (count('"') % 2) + (count('`') % 2);
}

/** The suffix of each line that reads as prose and ends in an adversarial token run. */
export function adversarialSuffixes(content: string): Span[] {
  const out: Span[] = [];
  let at = 0;
  for (const line of content.split('\n').slice(0, MAX_LINES)) {
    const start = at;
    at += line.length + 1;
    const tokens = [...line.matchAll(/\S+/g)];
    if (tokens.length < MIN_TOKENS || !tokens.slice(0, 4).every((t) => PROSE_WORD.test(t[0]))) continue;
    const tail = tokens.slice(-TAIL_TOKENS);
    const odds = tail.filter((t) => odd(t[0]));
    if (odds.length < MIN_ODD || imbalance(tail.map((t) => t[0]).join(' ')) < MIN_IMBALANCE) continue;
    // The part shown runs from the first odd token of the tail to the end of the line.
    const s = start + (odds[0]!.index ?? 0);
    out.push({ start: s, end: start + line.length, text: content.slice(s, start + line.length) });
  }
  return out;
}
