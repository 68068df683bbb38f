import { IMPERATIVE_VERBS, STOPWORDS } from './lexicon.js';

export interface Word {
  text: string;
  lower: string;
  start: number;
  end: number;
}

const WORD_RE = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Words of content[start, end) with absolute offsets. */
export function wordsOf(content: string, start = 0, end = content.length): Word[] {
  const slice = content.slice(start, end);
  const out: Word[] = [];
  for (const m of slice.matchAll(WORD_RE)) {
    const s = start + (m.index ?? 0);
    out.push({ text: m[0], lower: m[0].toLowerCase(), start: s, end: s + m[0].length });
  }
  return out;
}

const SUFFIXES: readonly [string, string][] = [
  ['ational', 'ate'],
  ['ization', 'ize'],
  ['isation', 'ize'],
  ['fulness', 'ful'],
  ['iveness', 'ive'],
  ['ingly', ''],
  ['ments', ''],
  ['ment', ''],
  ['ness', ''],
  ['ions', ''],
  ['ion', ''],
  ['ings', ''],
  ['ing', ''],
  ['ies', 'y'],
  ['ied', 'y'],
  ['ers', ''],
  ['er', ''],
  ['es', ''],
  ['ed', ''],
  ['ly', ''],
  ['s', ''],
];

/** A light suffix-stripping stemmer: good enough to match "examples"/"example", "formatted"/"format". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  for (const [suffix, repl] of SUFFIXES) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, w.length - suffix.length) + repl;
      break;
    }
  }
  return w;
}

export function stemSet(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of wordsOf(text)) out.add(stem(w.lower));
  return out;
}

export function isContentWord(lower: string): boolean {
  return lower.length >= 3 && !STOPWORDS.has(lower) && !/^\d+$/.test(lower);
}

const VERB_LEADS = new Set(['to', 'and', 'or', 'then', 'please', 'will', 'must', 'should', 'can']);

/**
 * The most salient terms of a short text (use case, criterion): content words that are not
 * instruction verbs, by frequency then first appearance. Deterministic.
 */
export function keyTerms(text: string, limit: number, exclude: ReadonlySet<string> = new Set()): string[] {
  const stats = new Map<string, { word: string; count: number; first: number }>();
  const words = wordsOf(text);
  words.forEach((w, i) => {
    // Verbs that double as nouns ("support", "report") are terms unless they open an instruction.
    const verbSlot =
      i === 0 || VERB_LEADS.has(words[i - 1]!.lower) || /[.!?:;]\s*$/.test(text.slice(0, w.start));
    if (!isContentWord(w.lower) || exclude.has(w.lower) || (verbSlot && IMPERATIVE_VERBS.has(w.lower)))
      return;
    const key = stem(w.lower);
    const entry = stats.get(key);
    if (entry) entry.count++;
    else stats.set(key, { word: w.lower, count: 1, first: i });
  });
  return [...stats.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map((e) => e.word);
}

const VARIABLE_RE = /\{\{[^{}\n]{1,200}?\}\}|\[\[[^[\]\n]{1,200}?\]\]/g;

/** Template variables written {{name}} or [[name]], in order of first appearance, deduplicated. */
export function extractVariables(content: string): string[] {
  return [...new Set(content.match(VARIABLE_RE) ?? [])];
}

export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

export function lowerFirst(text: string): string {
  return text.length === 0 ? text : text[0]!.toLowerCase() + text.slice(1);
}

/** Short quotation of `text` for feedback strings. */
export function quote(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `'${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}'`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function clamp01(n: number): number {
  return Math.max(0, Math.min(1, n));
}

/**
 * Balance and heatmap list at most this many phrases (the first ones, in prompt order); counts,
 * shares and summaries still cover every phrase. A 10 KB prompt has a few hundred phrases; a
 * 1 MB one ~50,000 (a 5 MB answer that takes the event loop ~0.5 s to receive and serialize).
 */
export const MAX_LISTED_PHRASES = 2000;

/** The phrases a result lists, and the sentence its summary adds when some are left out. */
export function listedPhrases<T>(phrases: T[]): { listed: T[]; note: string } {
  if (phrases.length <= MAX_LISTED_PHRASES) return { listed: phrases, note: '' };
  return {
    listed: phrases.slice(0, MAX_LISTED_PHRASES),
    note: ` Only the first ${MAX_LISTED_PHRASES} of ${phrases.length} phrases are listed.`,
  };
}
