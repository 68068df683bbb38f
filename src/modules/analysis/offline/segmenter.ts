// Splits a prompt into sentences and clauses with exact offsets: every span's `text` is
// `content.slice(start, end)`, so phrases and parts handed to clients are real substrings.

import { wordsOf } from './text-utils.js';

export interface Range {
  start: number;
  end: number;
}

export interface Span extends Range {
  text: string;
}

export interface Sentence extends Span {
  /** 0-based line number. */
  line: number;
  /** Markdown heading line ("# Task"). */
  heading: boolean;
  /** Line inside a fenced code block. */
  code: boolean;
}

export interface Line extends Range {
  index: number;
}

const TRAIL_PUNCT = new Set([',', ';', ':', '.']);

/** Trims whitespace (and optionally trailing , ; : .) from content[start, end); null when empty. */
export function trimSpan(content: string, start: number, end: number, trailingPunct = false): Span | null {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(content[s]!)) s++;
  while (e > s && (/\s/.test(content[e - 1]!) || (trailingPunct && TRAIL_PUNCT.has(content[e - 1]!)))) e--;
  return e > s ? { start: s, end: e, text: content.slice(s, e) } : null;
}

export function linesOf(content: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  let index = 0;
  while (start <= content.length) {
    const nl = content.indexOf('\n', start);
    const end = nl === -1 ? content.length : nl;
    out.push({ start, end, index: index++ });
    if (nl === -1) break;
    start = nl + 1;
  }
  return out;
}

const FENCE_RE = /^\s*(```|~~~)/;
const MARKER_RE = /^\s*(?:#{1,6}\s+|>\s*|[-*+•]\s+|\d{1,3}[.)]\s+|[a-z][.)]\s+)?/;
const BOUNDARY_RE = /[.!?]+["'”’)\]]*(?=\s|$)/g;
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'vs',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'inc',
  'ltd',
  'jr',
  'sr',
  'st',
  'no',
  'fig',
  'approx',
  'cf',
  'al',
]);

/** Sentences of the whole content (headings, list items and code lines are their own sentences). */
export function sentencesOf(content: string): Sentence[] {
  const out: Sentence[] = [];
  let inFence = false;
  for (const line of linesOf(content)) {
    const raw = content.slice(line.start, line.end);
    if (FENCE_RE.test(raw)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      const span = trimSpan(content, line.start, line.end);
      if (span) out.push({ ...span, line: line.index, heading: false, code: true });
      continue;
    }
    const marker = MARKER_RE.exec(raw)?.[0] ?? '';
    const heading = /^\s*#{1,6}\s/.test(raw);
    const bodyStart = line.start + marker.length;
    let pieceStart = bodyStart;
    const body = content.slice(bodyStart, line.end);
    for (const m of body.matchAll(BOUNDARY_RE)) {
      const at = bodyStart + (m.index ?? 0);
      if (isAbbreviation(content, at)) continue;
      const end = at + m[0].length;
      const span = trimSpan(content, pieceStart, end);
      if (span) out.push({ ...span, line: line.index, heading, code: false });
      pieceStart = end;
    }
    const rest = trimSpan(content, pieceStart, line.end);
    if (rest) out.push({ ...rest, line: line.index, heading, code: false });
  }
  return out;
}

function isAbbreviation(content: string, dotAt: number): boolean {
  if (content[dotAt] !== '.') return false;
  let s = dotAt;
  while (s > 0 && /[\p{L}.]/u.test(content[s - 1]!)) s--;
  const word = content.slice(s, dotAt).toLowerCase();
  if (ABBREVIATIONS.has(word)) return true;
  // Initials ("J. Smith") and decimals are not sentence ends.
  return /^\p{Lu}$/u.test(content.slice(s, dotAt));
}

const CLAUSE_SPLIT_RE = /[,;:](?=\s)|\s[-–—]\s|[()]/g;

/** Longest clause, in words; longer runs (no punctuation, minified code) are cut into windows. */
export const MAX_CLAUSE_WORDS = 40;

/**
 * Clauses of a sentence: split at , ; : dashes and parentheses, trailing punctuation trimmed.
 * Clauses shorter than `minWords` are merged into the next one (or the previous, at the end) so
 * openers like "First," stay attached to what they introduce.
 */
export function clausesOf(content: string, sentence: Sentence | Span, minWords = 1): Span[] {
  if ('code' in sentence && sentence.code) return splitLong(content, [sentence]);
  const pieces: Span[] = [];
  let pieceStart = sentence.start;
  const text = content.slice(sentence.start, sentence.end);
  for (const m of text.matchAll(CLAUSE_SPLIT_RE)) {
    const at = sentence.start + (m.index ?? 0);
    const span = trimSpan(content, pieceStart, at, true);
    if (span) pieces.push(span);
    pieceStart = at + m[0].length;
  }
  const last = trimSpan(content, pieceStart, sentence.end, true);
  if (last) pieces.push(last);
  const usable = pieces.filter((p) => /[\p{L}\p{N}]/u.test(p.text));
  if (minWords <= 1) return splitLong(content, usable);
  const merged: Span[] = [];
  let pending: Span | null = null;
  for (const p of usable) {
    const start: number = pending ? pending.start : p.start;
    const candidate: Span = { start, end: p.end, text: content.slice(start, p.end) };
    if (wordsOf(content, candidate.start, candidate.end).length < minWords) pending = candidate;
    else {
      merged.push(candidate);
      pending = null;
    }
  }
  if (pending) {
    const prev = merged.pop();
    const start = prev ? prev.start : pending.start;
    merged.push({ start, end: pending.end, text: content.slice(start, pending.end) });
  }
  return splitLong(content, merged);
}

function splitLong(content: string, spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const words = wordsOf(content, span.start, span.end);
    if (words.length <= MAX_CLAUSE_WORDS) {
      out.push(span);
      continue;
    }
    for (let i = 0; i < words.length; i += MAX_CLAUSE_WORDS) {
      const start = i === 0 ? span.start : words[i]!.start;
      const next = words[i + MAX_CLAUSE_WORDS];
      const window = trimSpan(content, start, next ? next.start : span.end, true);
      if (window) out.push(window);
    }
  }
  return out;
}

const MAX_PART = 300;

/**
 * The clause around content[start, end): bounded by sentence ends, semicolons and line breaks,
 * narrowed to commas and then to a word window when the sentence is very long. Sentence-ending
 * punctuation is kept so a whole-sentence revision can replace the part cleanly.
 */
export function enclosingClause(content: string, start: number, end: number): Span {
  const sentenceStop = (i: number): boolean => {
    const ch = content[i]!;
    if (ch === '\n' || ch === '!' || ch === '?' || ch === ';') return true;
    return ch === '.' && /\s/.test(content[i + 1] ?? ' ') && !isAbbreviation(content, i);
  };
  const bounded = (isStop: (i: number) => boolean, limit: number): Span => {
    let s = start;
    while (s > 0 && start - s < limit && !isStop(s - 1)) s--;
    let e = end;
    while (e < content.length && e - end < limit && !isStop(e)) e++;
    if (e < content.length && /[.!?]/.test(content[e]!)) e++;
    const marker = MARKER_RE.exec(content.slice(s, start))?.[0].length ?? 0;
    return trimSpan(content, s + marker, e) ?? { start, end, text: content.slice(start, end) };
  };
  const sentence = bounded(sentenceStop, MAX_PART);
  if (sentence.text.length <= MAX_PART) return sentence;
  const clause = bounded((i) => sentenceStop(i) || content[i] === ',', MAX_PART);
  if (clause.text.length <= MAX_PART) return clause;
  // No usable punctuation nearby: a window of whole words around the match.
  const far = (i: number) => i < start - 60 || i >= end + 60;
  return bounded((i) => sentenceStop(i) || content[i] === ',' || (/\s/.test(content[i]!) && far(i)), 80);
}

/** Whether [start, …) begins inside one of the sorted, non-overlapping ranges. */
export function inRanges(ranges: readonly Range[], pos: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid]!;
    if (pos < r.start) hi = mid - 1;
    else if (pos >= r.end) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Sorts and merges overlapping or touching ranges. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}
