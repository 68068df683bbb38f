import { placeholderKey, placeholdersIn, replacePlaceholders } from './placeholders.js';

/**
 * Variables of prompt content on write (POST a prompt or a version with `variables`): the keys are
 * placeholders as written, their values substituted in one pass. The grammar itself is
 * placeholders.ts (shared with the SDK and the console). Pure functions: no I/O, no errors thrown.
 */

export { placeholderKey };

/** The placeholders present in `content`: canonical, unique, in order of first appearance. */
export const extractVariables = placeholdersIn;

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
  return { ok: true, content: replacePlaceholders(content, values) };
}
