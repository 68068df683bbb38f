/**
 * "Did you mean" for an unknown model name: the catalog name closest to it, when one is close
 * enough to be the likely intent (`gpt4o` → `gpt-4o`, `claude-sonnet-45` → `claude-sonnet-4-5`).
 * A suggestion only: nothing is ever counted under a name the caller did not give.
 */

/** Lower case without separators: `GPT 4o`, `gpt-4o` and `gpt4o` are one key. */
const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Edit distance, stopped early once it exceeds `max` (then max + 1). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/** The words of a name in sorted order: `gemini-pro-2.5` and `gemini-2.5-pro` are one key. */
const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .filter(Boolean)
    .sort()
    .join(' ');

/**
 * The closest name, or null when none is close: the same name but for case and separators
 * first, then the same words in another order, then the shortest name that extends it
 * (`llama-3.1-70b` → `llama-3.1-70b-instruct`), then a few edits (fewer for short names).
 */
export function suggestModel(unknown: string, names: readonly string[]): string | null {
  const key = squash(unknown);
  if (!key) return null;
  const max = key.length <= 4 ? 1 : key.length <= 8 ? 2 : 3;
  const sorted = words(unknown);
  let best: { name: string; rank: number } | null = null;
  for (const name of names) {
    const squashed = squash(name);
    const rank =
      squashed === key
        ? 0
        : words(name) === sorted
          ? 1
          : squashed.startsWith(key) && key.length >= 4
            ? 2
            : 3 + distance(key, squashed, max);
    if (rank > 3 + max) continue;
    // Ties go to the shorter name (the base model rather than a dated variant), then by order.
    if (!best || rank < best.rank || (rank === best.rank && name.length < best.name.length))
      best = { name, rank };
  }
  return best?.name ?? null;
}

/** The sentence appended to the unknown-model 400, or '' when nothing is close. */
export function suggestionSentence(unknown: readonly string[], names: readonly string[]): string {
  const pairs = unknown.flatMap((u) => {
    const s = suggestModel(u, names);
    return s ? [`${s} (for ${u})`] : [];
  });
  return pairs.length ? ` Did you mean ${pairs.join(', ')}?` : '';
}
