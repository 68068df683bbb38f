import { extractVariables, placeholderKey, substituteVariables } from './variables.js';

/**
 * Filling a version's remaining placeholders at read time (POST …/render), over the same parsing
 * and one-pass substitution as a write (variables.ts): a value is plain text, never substituted
 * again. Pure: no I/O, no errors thrown.
 */

export type RenderOutcome =
  | { ok: true; content: string; used: string[]; unused: string[] }
  | { ok: false; missing: string[]; invalidKeys: string[] };

/**
 * The placeholders a key fills: `{{name}}`/`[[name]]` as written (canonical), a bare `name` both
 * forms; null when the key is neither (spaces, braces, other characters).
 */
function targetsOf(key: string): string[] | null {
  const written = placeholderKey(key);
  if (written !== null) return [written];
  const curly = `{{${key}}}`;
  return placeholderKey(curly) === curly ? [curly, `[[${key}]]`] : null;
}

export function renderContent(content: string, variables: Record<string, string>): RenderOutcome {
  const placeholders = new Set(extractVariables(content));
  const values = new Map<string, string>();
  const explicit = new Set<string>();
  const invalidKeys: string[] = [];
  const unused: string[] = [];
  for (const [key, value] of Object.entries(variables)) {
    const targets = targetsOf(key);
    if (targets === null) {
      invalidKeys.push(key);
      continue;
    }
    const bare = targets.length > 1;
    const hits = targets.filter((t) => placeholders.has(t));
    if (hits.length === 0) unused.push(key);
    for (const target of hits) {
      // `{{name}}` given as such wins over a bare `name`, whichever comes first in the body.
      if (bare && explicit.has(target)) continue;
      values.set(target, value);
      if (!bare) explicit.add(target);
    }
  }
  const missing = [...placeholders].filter((p) => !values.has(p));
  if (invalidKeys.length || missing.length) return { ok: false, missing, invalidKeys };
  const result = substituteVariables(content, Object.fromEntries(values));
  // Every key is a canonical placeholder here, so the substitution cannot refuse one.
  const text = result.ok ? result.content : content;
  return { ok: true, content: text, used: [...placeholders], unused };
}
