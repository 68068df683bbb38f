// Contradictions of size and count (issue 27): a hard cap on the answer next to a demand that
// cannot fit in it, and one list counted two ways. Part of prompt-conflicts.ts's kinds.

import type { Conflict } from './prompt-conflicts.js';
import { stem } from './text-utils.js';

/** Sizes in words: a hard cap on the whole answer and a demand that cannot fit in it. */
const WORDS_PER: Record<string, number> = {
  character: 1 / 6,
  word: 1,
  sentence: 20,
  line: 12,
  paragraph: 80,
};
const CAP_RE =
  /\b(?:under|at\s+most|no\s+more\s+than|fewer\s+than|less\s+than|max(?:imum)?(?:\s+of)?|up\s+to|within)\s+(\d+)\s+(character|word|sentence|line)s?\b/gi;
/** A cap on a part of the answer ("each answer under 60 words", "a title under 8 words") is not a cap on the whole. */
const PART_RE =
  /\b(?:each|every|per|title|headline|subject(?:\s+line)?|summary|caption|label|name|bullet|item|answer\s+to|sentence\s+of)\b/i;
const DEMAND_RES: readonly [RegExp, (m: RegExpExecArray) => number][] = [
  [/\bat\s+least\s+(\d+)\s+words\b/i, (m) => Number(m[1])],
  [/\b(\d+)-word\s+(?:essay|analysis|report|article|review|story)\b/i, (m) => Number(m[1])],
  [
    /\b(two|three|four|five|six|\d+)\s+paragraphs\b/i,
    (m) => 80 * ({ two: 2, three: 3, four: 4, five: 5, six: 6 }[m[1]!.toLowerCase()] ?? Number(m[1])),
  ],
  [/\ba\s+paragraph\s+(?:about|on|for|per|explaining)\s+(?:each|every)\b/i, () => 240],
  [
    /\b(?:full|complete|entire)\s+(?:changelog|list|history|transcript)\s+of\s+(?:all\s+)?(\d+)\b/i,
    (m) => 8 * Number(m[1]),
  ],
];

export function sizeClashes(sentences: readonly string[]): Conflict[] {
  const out: Conflict[] = [];
  // Each sentence's demands, matched once for all caps (a 100 KB prompt has hundreds of caps and
  // thousands of sentences: matching every sentence again per cap was most of its analysis).
  let demands: (readonly (readonly [string, number])[])[] | undefined;
  for (const s of sentences) {
    for (const cap of s.matchAll(CAP_RE)) {
      const before = s.slice(Math.max(0, cap.index! - 30), cap.index!);
      const after = s.slice(cap.index! + cap[0].length);
      if (PART_RE.test(before) || /^\s*(?:each|per|apiece)\b/i.test(after)) continue;
      const limit = Number(cap[1]) * WORDS_PER[cap[2]!.toLowerCase()]!;
      demands ??= sentences.map((t) =>
        DEMAND_RES.flatMap(([re, size]) => {
          const m = re.exec(t);
          return m ? [[m[0], size(m)] as const] : [];
        }),
      );
      // The first sentence with a demand that cannot fit; in it, the first such demand.
      for (const found of demands) {
        const hit = found.find(([, size]) => size >= 3 * limit);
        if (hit) {
          out.push([cap[0], hit[0]]);
          break;
        }
      }
    }
  }
  return out;
}

const COUNT = '(\\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)';
/** Number words of counts and limits ("three reasons", "at least an hour"). */
export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
};
const num = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);
const EXACT_RE = new RegExp(`\\bexactly\\s+${COUNT}\\s+(\\p{L}{4,}s)\\b`, 'giu');
const CAPPED_RE = new RegExp(
  `\\b(?:no\\s+more\\s+than|at\\s+most|up\\s+to|a\\s+maximum\\s+of|maximum\\s+of)\\s+${COUNT}\\s+(\\p{L}{4,}s)\\b`,
  'giu',
);
const COUNTED_RE = new RegExp(`\\b${COUNT}\\s+(?:\\p{L}+\\s+)?(\\p{L}{4,}s)\\b`, 'giu');
/** A count that describes a part or a total, not the same list: "per section", "in total", "(30 words)". */
const SCOPED_RE = /^\s*(?:per|each|for\s+each|for\s+every|a\s+line|in\s+total|total|apiece)\b/i;

/** "Give exactly three reasons" and "list the five reasons"; "no more than 3 ideas" and "list 7 ideas". */
export function countClashes(content: string): Conflict[] {
  const out: Conflict[] = [];
  // The counted lists, found once for every capped or exact count (not a scan of the whole text per count).
  let counted: RegExpMatchArray[] | undefined;
  const countedLists = () => (counted ??= [...content.matchAll(COUNTED_RE)]);
  for (const e of content.matchAll(CAPPED_RE)) {
    if (SCOPED_RE.test(content.slice(e.index! + e[0].length))) continue;
    const noun = stem(e[2]!);
    const over = countedLists().find(
      (c) =>
        (c.index! < e.index! || c.index! >= e.index! + e[0].length) &&
        stem(c[2]!) === noun &&
        num(c[1]!) > num(e[1]!) &&
        !SCOPED_RE.test(content.slice(c.index! + c[0].length)) &&
        content[c.index! - 1] !== '(',
    );
    if (over) out.push([e[0], over[0]]);
  }
  for (const e of content.matchAll(EXACT_RE)) {
    if (SCOPED_RE.test(content.slice(e.index! + e[0].length))) continue;
    const noun = stem(e[2]!);
    for (const c of countedLists()) {
      if (c.index! >= e.index! && c.index! < e.index! + e[0].length) continue;
      if (stem(c[2]!) !== noun || num(c[1]!) === num(e[1]!)) continue;
      if (SCOPED_RE.test(content.slice(c.index! + c[0].length)) || content[c.index! - 1] === '(') continue;
      out.push([e[0], c[0]]);
      break;
    }
  }
  return out;
}
