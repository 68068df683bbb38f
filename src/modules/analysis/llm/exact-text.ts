/**
 * Models quote the prompt imperfectly. Every `part` (risk) and `phrase` (balance, heatmap) we
 * return must be an exact substring of the analysed content, so each quote is:
 * 1. kept when it occurs as is;
 * 2. otherwise repaired: surrounding quotes, whitespace and ellipses are stripped, and it is
 *    searched ignoring case, runs of whitespace, typographic quotes and dashes, and non-breaking
 *    spaces; when found, it is replaced by the prompt's own text at that place;
 * 3. otherwise dropped (with the item that carries it).
 */

const QUOTE_CHARS = `"'\`“”‘’«»`;

const FOLD: Record<string, string> = {
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '–': '-',
  '—': '-',
  '‑': '-',
};

interface Folded {
  text: string;
  /** For each folded char, the original [start, end). */
  starts: number[];
  ends: number[];
}

/** Lower-cases, folds quotes/dashes and collapses whitespace runs to one space, keeping offsets. */
function fold(source: string): Folded {
  const chars: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      let j = i + 1;
      while (j < source.length && /\s/.test(source[j]!)) j++;
      chars.push(' ');
      starts.push(i);
      ends.push(j);
      i = j;
      continue;
    }
    const lower = ch.toLowerCase();
    chars.push(FOLD[ch] ?? (lower.length === 1 ? lower : ch));
    starts.push(i);
    ends.push(i + 1);
    i++;
  }
  return { text: chars.join(''), starts, ends };
}

function strip(candidate: string): string {
  let s = candidate.trim();
  for (;;) {
    const before = s;
    s = s.replace(/^(?:\.\.\.|…)\s*/, '').replace(/\s*(?:\.\.\.|…)$/, '');
    if (s.length >= 2 && QUOTE_CHARS.includes(s[0]!) && QUOTE_CHARS.includes(s[s.length - 1]!))
      s = s.slice(1, -1);
    s = s.trim();
    if (s === before || s === '') return s;
  }
}

/** Finds `candidate` in `content` (exactly, else by the repairs above); the exact text, or null. */
export function locateExact(content: string, candidate: string): string | null {
  if (candidate.trim() === '') return null;
  if (content.includes(candidate)) return candidate;
  const stripped = strip(candidate);
  if (stripped === '') return null;
  if (content.includes(stripped)) return stripped;
  const haystack = fold(content);
  const needle = fold(stripped).text.trim();
  if (needle === '') return null;
  const at = haystack.text.indexOf(needle);
  if (at < 0) return null;
  const start = haystack.starts[at]!;
  const end = haystack.ends[at + needle.length - 1]!;
  return content.slice(start, end);
}

/**
 * Maps items to their exact quote (via `get`/`set`), dropping those that cannot be located; with
 * `unique`, later items quoting the same text are dropped too.
 */
export function keepExact<T, U>(
  content: string,
  items: readonly T[],
  get: (item: T) => string,
  set: (item: T, exact: string) => U,
  unique = false,
): U[] {
  const seen = new Set<string>();
  const out: U[] = [];
  for (const item of items) {
    const exact = locateExact(content, get(item));
    if (exact === null || (unique && seen.has(exact))) continue;
    seen.add(exact);
    out.push(set(item, exact));
  }
  return out;
}
