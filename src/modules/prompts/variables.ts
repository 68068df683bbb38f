/**
 * Template placeholders of prompt content: `{{name}}` or `[[name]]`, the name made of letters,
 * digits, `_`, `-` and `.`, with whitespace tolerated inside the braces (`{{ name }}`).
 * A placeholder is identified by its form and its name, so `{{ name }}` and `{{name}}` are the
 * same placeholder (listed as `{{name}}`), while `[[name]]` is a different one.
 * Pure functions: no I/O, no errors thrown.
 */

const NAME = '[A-Za-z0-9_.-]+';
const PLACEHOLDER = new RegExp(`\\{\\{\\s*(${NAME})\\s*\\}\\}|\\[\\[\\s*(${NAME})\\s*\\]\\]`, 'g');
const KEY = new RegExp(`^(?:\\{\\{\\s*(${NAME})\\s*\\}\\}|\\[\\[\\s*(${NAME})\\s*\\]\\])$`);

const canonical = (curly: string | undefined, square: string | undefined) =>
  curly !== undefined ? `{{${curly}}}` : `[[${square}]]`;

/** The canonical form of a variables key (`{{ a }}` → `{{a}}`), or null when it is not a placeholder. */
export function placeholderKey(key: string): string | null {
  const m = KEY.exec(key);
  return m ? canonical(m[1], m[2]) : null;
}

/** The placeholders present in `content`: canonical, unique, in order of first appearance. */
export function extractVariables(content: string): string[] {
  const seen = new Set<string>();
  for (const m of content.matchAll(PLACEHOLDER)) seen.add(canonical(m[1], m[2]));
  return [...seen];
}

export type SubstituteResult = { ok: true; content: string } | { ok: false; invalidKeys: string[] };

/**
 * Replaces every occurrence of each key's placeholder by its value, in one pass over the content:
 * a value that itself contains a placeholder is inserted as is, never substituted again, and the
 * order of the keys does not matter. Keys not written as a placeholder are reported, not guessed.
 */
export function substituteVariables(content: string, variables: Record<string, string>): SubstituteResult {
  const values = new Map<string, string>();
  const invalidKeys: string[] = [];
  for (const [key, value] of Object.entries(variables)) {
    const canon = placeholderKey(key);
    if (canon === null) invalidKeys.push(key);
    else values.set(canon, value);
  }
  if (invalidKeys.length) return { ok: false, invalidKeys };
  if (values.size === 0) return { ok: true, content };
  const replaced = content.replace(PLACEHOLDER, (match, curly?: string, square?: string) => {
    const value = values.get(canonical(curly, square));
    return value === undefined ? match : value;
  });
  return { ok: true, content: replaced };
}
