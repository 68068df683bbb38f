// Shouting (prompt-quality.ts; issue 27, eighth scoring round): a prompt written mostly in capitals,
// with runs of exclamation marks and the same demand said again and again ("DO NOT MAKE UP PRICES!!!
// DO NOT MAKE UP PRICES!!!"). Emphasis adds no instruction: a demand said three times is still one
// demand, and a reader (or a model) cannot tell which of twenty shouted rules matters. Two of the
// three marks are needed, so a prompt with a few emphasis words (NOT, ONLY, NEVER), a table header
// or SQL keywords in capitals, or one "!!!" is not shouting. Letters of every cased script count
// (Latin, Cyrillic, Greek…); code spans, fenced blocks, {{variables}} and snake_case names do not.

/** Words of four letters or more in a cased script; the capitals among them. */
const WORD_RE = /(?<![\p{L}\p{M}\p{N}_])[\p{L}\p{M}]{4,}(?![\p{L}\p{M}\p{N}_])/gu;
const BANGS_RE = /[!！]{2,}/g;
const CODE_RE = /```[\s\S]*?```|`[^`\n]*`|\{\{[^{}]*\}\}|<[^<>\n]{1,80}>/g;

const MIN_CAPITAL_WORDS = 8;
const CAPITAL_SHARE = 0.4;
const MIN_BANG_RUNS = 3;
const MIN_REPEATS = 2;

/** A clause as it is compared with the others: lower case, letters and digits only. */
const norm = (clause: string) =>
  clause
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** The evidence of shouting (empty when fewer than two of its three marks are there). */
export function findShouting(content: string): string[] {
  if (!/[!！]|\p{Lu}{4}/u.test(content)) return [];
  const text = content.replace(CODE_RE, ' ');
  let long = 0;
  let capitals = 0;
  for (const [w] of text.matchAll(WORD_RE)) {
    if (w.toLowerCase() === w.toUpperCase()) continue; // an uncased script
    long++;
    if (w === w.toUpperCase()) capitals++;
  }
  const capsMark = capitals >= MIN_CAPITAL_WORDS && capitals >= CAPITAL_SHARE * long;
  const bangRuns = (text.match(BANGS_RE) ?? []).length;
  // The same clause said again: two words or more, or one shouted word ("ALWAYS!!! ALWAYS!!!").
  const seen = new Map<string, { text: string; n: number }>();
  for (const raw of text.split(/[.!?;:。！？；：\n]+/u)) {
    const key = norm(raw);
    if (!key) continue;
    const several = key.includes(' ');
    if (
      !several &&
      !(raw.trim().length >= 4 && raw.trim() === raw.trim().toUpperCase() && /\p{Lu}/u.test(raw))
    )
      continue;
    const entry = seen.get(key) ?? { text: raw.trim(), n: 0 };
    entry.n++;
    seen.set(key, entry);
  }
  const repeated = [...seen.values()].filter((e) => e.n >= 2).sort((a, b) => b.n - a.n);
  const repeats = repeated.reduce((s, e) => s + e.n - 1, 0);
  const marks = [capsMark, bangRuns >= MIN_BANG_RUNS, repeats >= MIN_REPEATS].filter(Boolean).length;
  if (marks < 2) return [];
  const evidence: string[] = [];
  if (capsMark) evidence.push(`${Math.round((100 * capitals) / long)} % of the words in capitals`);
  if (bangRuns >= MIN_BANG_RUNS) evidence.push(`${bangRuns} runs of exclamation marks`);
  if (repeats >= MIN_REPEATS) {
    const top = repeated[0]!;
    const said = top.text.length > 40 ? `${top.text.slice(0, 39)}…` : top.text;
    evidence.push(`"${said}" said ${top.n} times`);
  }
  return evidence;
}
