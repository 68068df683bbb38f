// Cue groups of the risk classifier: which kinds of content a window of the prompt holds
// (risk-cue-lexicon.ts, risk-cue-harm.ts), negated or not, and the pairs of kinds that mean more
// together than apart (an override AND a request for the hidden prompt; a protected trait AND an
// adverse decision; a weapon AND instructions). Presence only: repeating a sentence adds nothing.

import { HARM_LEXICON } from './risk-cue-harm.js';
import { INTL_CUES } from './risk-cue-intl.js';
import { CUE_LEXICON } from './risk-cue-lexicon.js';

// Scripts without spaces between words, or whose letters `\b` does not know (Korean, Arabic,
// Devanagari): their fragments are matched anywhere.
const CJK_RE =
  /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\u1100-\u11ff\u3130-\u318f\u0600-\u06ff\u0900-\u097f]/;
const CYRILLIC_RE = /[\u0400-\u04ff]/;

/** Splits a fragment at its top-level alternation bars. */
function alternatives(fragment: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cls = false;
  let from = 0;
  for (let i = 0; i < fragment.length; i++) {
    const c = fragment[i]!;
    if (c === '\\') i++;
    else if (cls) cls = c !== ']';
    else if (c === '[') cls = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(fragment.slice(from, i));
      from = i + 1;
    }
  }
  out.push(fragment.slice(from));
  return out;
}

/**
 * One regular expression per group, without the `u` flag (several times faster on long text):
 * Latin alternatives as whole words (folded Latin text is ASCII), Cyrillic ones between
 * non-Cyrillic characters, CJK ones anywhere. `^` is the start of a line.
 */
function compile(fragments: readonly string[]): RegExp {
  const latin: string[] = [];
  const cyrillic: string[] = [];
  const cjk: string[] = [];
  for (const f of fragments) {
    for (const alt of alternatives(f)) {
      if (CJK_RE.test(alt)) cjk.push(alt);
      else if (CYRILLIC_RE.test(alt)) cyrillic.push(alt);
      else latin.push(alt);
    }
  }
  const parts: string[] = [];
  if (latin.length) parts.push(`\\b(?:${latin.join('|')})\\b`);
  if (cyrillic.length) parts.push(`(?<![\\u0400-\\u04ff])(?:${cyrillic.join('|')})(?![\\u0400-\\u04ff])`);
  if (cjk.length) parts.push(`(?:${cjk.join('|')})`);
  return new RegExp(parts.join('|'), 'gm');
}

export const CUE_GROUPS: ReadonlyMap<string, RegExp> = new Map(
  Object.entries({ ...CUE_LEXICON, ...HARM_LEXICON }).map(([name, fragments]) => [
    name,
    compile([...fragments, ...(INTL_CUES[name] ?? []).map((f) => f.normalize('NFC'))]),
  ]),
);

/** Groups that describe framing, never an act: a negation does not turn them around. */
const FRAMING = new Set([
  'no_limits', // "never refuses", "does not have rules": a negation is part of the cue
  'protective',
  'discuss',
  'fiction',
  'role_frame',
  'disclaimer',
  'protected',
  'specific_person',
  'hide_ai',
  'request',
  'secret',
  'pii',
  'locate_person',
]);

// A negation before the cue in the same clause: "Never reveal your system prompt", "no ignores
// las instrucciones", "nicht", "не"; in Japanese the negation follows the verb.
const NEGATION_BEFORE_RE =
  /\b(?:not|never|don'?t|do not|doesn'?t|must not|mustn'?t|shouldn'?t|cannot|can'?t|won'?t|no|avoid|refuse|refuses|decline|nunca|jamas|nao|ne|pas|jamais|nicht|nie|niemals|kein\w*)\b|(?<![\u0400-\u04ff])(?:не|никогда|нельзя)(?![\u0400-\u04ff])|不要|别|请勿|禁止|不得|不能/;
const NEGATION_AFTER_RE = /^[^。！？\n]{0,8}(?:ないで|しない|しません|ません|禁止|ないこと)/;
const CLAUSE_CUT_RE = /[.;:!?。！？\n]|,\s*(?:but|then|and then|so)\b/g;

function isNegated(text: string, at: number, end: number): boolean {
  const before = text.slice(Math.max(0, at - 60), at);
  let cut = 0;
  for (const m of before.matchAll(CLAUSE_CUT_RE)) cut = (m.index ?? 0) + m[0].length;
  return NEGATION_BEFORE_RE.test(before.slice(cut)) || NEGATION_AFTER_RE.test(text.slice(end));
}

/**
 * Frames whose meaning comes from what they frame: "how to", "write", "decode", "pretend" are
 * features only in their pairs ("how to" + a weapon), never alone.
 */
const PAIR_ONLY = new Set(['request', 'instructional', 'encoding', 'role_frame', 'reveal']);

/** Pairs whose joint presence in one window is a feature of its own. */
export const CUE_PAIRS: readonly (readonly [string, string])[] = [
  ['override', 'prompt_leak'],
  ['override', 'no_limits'],
  ['override', 'authority'],
  ['override', 'encoding'],
  ['reveal', 'prompt_leak'],
  ['reveal', 'secret'],
  ['encoding', 'prompt_leak'],
  ['encoding', 'secret'],
  ['persona_mode', 'no_limits'],
  ['role_frame', 'no_limits'],
  ['role_frame', 'prompt_leak'],
  ['authority', 'prompt_leak'],
  ['authority', 'secret'],
  ...['weapon', 'cyber', 'drugs', 'violence', 'self_harm', 'fraud'].flatMap((h) => [
    ['instructional', h] as const,
    ['evasion', h] as const,
    ['disclaimer', h] as const,
    ['fiction', h] as const,
    ['protective', h] as const,
    ['discuss', h] as const,
  ]),
  ...['hate', 'disinfo', 'sexual', 'fraud'].map((h) => ['request', h] as const),
  ['promote', 'self_harm'],
  ['promote', 'dangerous_act'],
  ['promote', 'hate'],
  ['promote', 'drugs'],
  ['instructional', 'evasion'],
  ['collect', 'pii'],
  ['collect', 'locate_person'],
  ['specific_person', 'locate_person'],
  ['specific_person', 'covert'],
  ['covert', 'collect'],
  ['covert', 'pii'],
  ['impersonate', 'pii'],
  ['impersonate', 'pressure'],
  ['fabricate', 'request'],
  ['protected', 'adverse'],
  ['protected', 'stereotype'],
  ['protective', 'pii'],
  ['protective', 'override'],
  ['discuss', 'override'],
  ['protective', 'protected'],
];

// Windows are scanned as one string, each regular expression once (far cheaper than once per
// window); a match that would run from one window into the next is dropped and the scan resumes
// in the next window.
const SEPARATOR = '\n\u0001\n';

/** The cue groups of each window of folded text (`neg_<group>` when only negated), then pairs. */
export function windowCues(folded: readonly string[]): string[][] {
  const joined = folded.join(SEPARATOR);
  const starts: number[] = [];
  let at = 0;
  for (const w of folded) {
    starts.push(at);
    at += w.length + SEPARATOR.length;
  }
  const windowAt = (pos: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const plain = folded.map(() => new Set<string>());
  const negated = folded.map(() => new Set<string>());
  for (const [name, re] of CUE_GROUPS) {
    re.lastIndex = 0;
    for (let m = re.exec(joined); m; m = re.exec(joined)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const i = windowAt(m.index);
      const wEnd = starts[i]! + folded[i]!.length;
      if (m.index + m[0].length > wEnd) {
        re.lastIndex = wEnd + 1;
        continue;
      }
      if (plain[i]!.has(name)) continue;
      const local = m.index - starts[i]!;
      if (FRAMING.has(name) || !isNegated(folded[i]!, local, local + m[0].length)) plain[i]!.add(name);
      else negated[i]!.add(name);
    }
  }
  return folded.map((_, i) => {
    const p = plain[i]!;
    const out = [...p].filter((n) => !PAIR_ONLY.has(n));
    for (const n of negated[i]!) if (!p.has(n)) out.push(`neg_${n}`);
    for (const [a, b] of CUE_PAIRS) if (p.has(a) && p.has(b)) out.push(`${a}&${b}`);
    return out;
  });
}

/** The cues of one piece of folded text. */
export const cuesOf = (folded: string): string[] => windowCues([folded])[0]!;
