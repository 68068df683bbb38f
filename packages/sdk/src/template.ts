import { PromptkeepError } from './errors.js';

/**
 * Template placeholders the way the service reads them (src/modules/prompts/variables.ts):
 * `{{name}}` or `[[name]]`, the name made of letters, digits, `_`, `-` and `.`, whitespace
 * tolerated inside the braces. `{{ a }}` and `{{a}}` are one placeholder; `[[a]]` is another.
 */
const NAME = '[A-Za-z0-9_.-]+';
const PLACEHOLDER = new RegExp(`\\{\\{\\s*(${NAME})\\s*\\}\\}|\\[\\[\\s*(${NAME})\\s*\\]\\]`, 'g');
const KEY = new RegExp(`^(?:\\{\\{\\s*(${NAME})\\s*\\}\\}|\\[\\[\\s*(${NAME})\\s*\\]\\])$`);
const BARE = new RegExp(`^${NAME}$`);

const canonical = (curly: string | undefined, square: string | undefined) =>
  curly !== undefined ? `{{${curly}}}` : `[[${square}]]`;

/** The placeholders in `content`: canonical (`{{name}}`, `[[name]]`), unique, in order of appearance. */
export function variablesOf(content: string): string[] {
  const seen = new Set<string>();
  for (const m of content.matchAll(PLACEHOLDER)) seen.add(canonical(m[1], m[2]));
  return [...seen];
}

/** Some variables had no value: `missing` lists them as the content writes them (canonical). */
export class MissingVariablesError extends PromptkeepError {
  override readonly name: string = 'MissingVariablesError';
  readonly missing: string[];
  constructor(missing: string[]) {
    super(`Missing variables: ${missing.join(', ')}.`, { status: 400, code: 'missing_variables' });
    this.missing = missing;
  }
}

/**
 * Fills the placeholders of `content` in one pass, as the service does: a value that itself holds a
 * placeholder is inserted as is. Keys are placeholders (`{{name}}`, `[[name]]`); a bare `name` stands
 * for `{{name}}`. Placeholders left without a value are an error (listed) unless `allowMissing`.
 */
export function fillTemplate(
  content: string,
  variables: Record<string, string | number | boolean>,
  options: { allowMissing?: boolean } = {},
): string {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(variables)) {
    const m = KEY.exec(key);
    if (m) values.set(canonical(m[1], m[2]), String(value));
    else if (BARE.test(key)) values.set(`{{${key}}}`, String(value));
    else
      throw new PromptkeepError(`Not a variable name: ${JSON.stringify(key)}.`, {
        status: 400,
        code: 'bad_request',
      });
  }
  if (!options.allowMissing) {
    const missing = variablesOf(content).filter((v) => !values.has(v));
    if (missing.length > 0) throw new MissingVariablesError(missing);
  }
  return content.replace(PLACEHOLDER, (match, curly?: string, square?: string) => {
    return values.get(canonical(curly, square)) ?? match;
  });
}
