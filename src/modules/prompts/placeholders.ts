// The placeholder grammar of prompt content, written once. `npm run build` copies this file as it is
// into the SDK (packages/sdk/src/generated/placeholders.ts, like the API types), which the console
// uses too: keep it free of imports. test/contract/placeholders.test.ts holds the server, the SDK
// and the console to the same cases.

/**
 * A placeholder is `{{name}}` or `[[name]]`, the name made of letters, digits, `_`, `-` and `.`,
 * with whitespace tolerated inside the braces (`{{ name }}`). It is identified by its form and its
 * name: `{{ name }}` and `{{name}}` are one placeholder (written `{{name}}`), `[[name]]` another.
 * Pure functions: no I/O, no errors thrown.
 */
const NAME = '[A-Za-z0-9_.-]+';
const ONE = `\\{\\{\\s*(${NAME})\\s*\\}\\}|\\[\\[\\s*(${NAME})\\s*\\]\\]`;
const KEY = new RegExp(`^(?:${ONE})$`);
/** A fresh global regex per use: a shared one would carry its lastIndex from call to call. */
const everyPlaceholder = () => new RegExp(ONE, 'g');

const canonical = (curly: string | undefined, square: string | undefined) =>
  curly !== undefined ? `{{${curly}}}` : `[[${square}]]`;

/** The canonical form of a key written as a placeholder (`{{ a }}` → `{{a}}`), or null when it is not one. */
export function placeholderKey(key: string): string | null {
  const m = KEY.exec(key);
  return m ? canonical(m[1], m[2]) : null;
}

/** The placeholders present in `content`: canonical, unique, in order of first appearance. */
export function placeholdersIn(content: string): string[] {
  const seen = new Set<string>();
  for (const m of content.matchAll(everyPlaceholder())) seen.add(canonical(m[1], m[2]));
  return [...seen];
}

/** `text` cut at its placeholders, in order: each part as written, with its canonical form or null. */
export function placeholderParts(text: string): { text: string; placeholder: string | null }[] {
  const parts: { text: string; placeholder: string | null }[] = [];
  let at = 0;
  for (const m of text.matchAll(everyPlaceholder())) {
    const start = m.index ?? 0;
    if (start > at) parts.push({ text: text.slice(at, start), placeholder: null });
    parts.push({ text: m[0], placeholder: canonical(m[1], m[2]) });
    at = start + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), placeholder: null });
  return parts;
}

/**
 * Replaces each placeholder that has a value (by canonical form) in one pass over the content: a
 * value that itself holds a placeholder is inserted as is, never substituted again.
 */
export function replacePlaceholders(content: string, values: ReadonlyMap<string, string>): string {
  if (values.size === 0) return content;
  return content.replace(everyPlaceholder(), (match, curly?: string, square?: string) => {
    return values.get(canonical(curly, square)) ?? match;
  });
}

/** What filling a content's placeholders from a set of values gives (see `fillPlaceholders`). */
export interface Filled {
  /** The content with every placeholder that has a value filled (the others left as written). */
  content: string;
  /** The placeholders of the content, canonical, in order of first appearance. */
  placeholders: string[];
  /** Placeholders left without a value. */
  missing: string[];
  /** Keys that matched no placeholder of the content. */
  unused: string[];
  /** Keys that are neither a placeholder nor a bare name. */
  invalidKeys: string[];
  /** Why the conditional sections cannot be read (naming the line), or null; then nothing is filled. */
  sectionError: string | null;
}

/**
 * The placeholders a key fills: `{{name}}` or `[[name]]` as written (canonical), a bare `name` both
 * forms; null when the key is neither.
 */
function targetsOf(key: string): string[] | null {
  const written = placeholderKey(key);
  if (written !== null) return [written];
  const curly = `{{${key}}}`;
  return placeholderKey(curly) === curly ? [curly, `[[${key}]]`] : null;
}

/**
 * Fills a content's placeholders at read time (POST …/render; the SDK's fillTemplate): a key
 * written `{{name}}` or `[[name]]` fills that form, a bare `name` both, and a written form wins over
 * a bare name whatever their order. One pass: values are plain text.
 */
export function fillPlaceholders(content: string, variables: Record<string, string>): Filled {
  const given = (name: string) =>
    [name, `{{${name}}}`, `[[${name}]]`].some((k) => (variables[k] ?? '') !== '');
  const cut = applySections(content, given);
  if (!cut.ok) {
    return { content, placeholders: [], missing: [], unused: [], invalidKeys: [], sectionError: cut.error };
  }
  const conditions = new Set(cut.conditions);
  content = cut.content;
  const placeholders = placeholdersIn(content);
  const present = new Set(placeholders);
  const values = new Map<string, string>();
  const written = new Set<string>();
  const unused: string[] = [];
  const invalidKeys: string[] = [];
  for (const [key, value] of Object.entries(variables)) {
    const targets = targetsOf(key);
    if (targets === null) {
      invalidKeys.push(key);
      continue;
    }
    const bare = targets.length > 1;
    const hits = targets.filter((t) => present.has(t));
    // A key naming a section's condition is used, even where no placeholder has its name.
    const condition = conditions.has(bare ? key : (targets[0] as string).slice(2, -2));
    if (hits.length === 0 && !condition) unused.push(key);
    for (const target of hits) {
      if (bare && written.has(target)) continue;
      values.set(target, value);
      if (!bare) written.add(target);
    }
  }
  return {
    content: replacePlaceholders(content, values),
    placeholders,
    missing: placeholders.filter((p) => !values.has(p)),
    unused,
    invalidKeys,
    sectionError: null,
  };
}

/**
 * An include: `{{> name}}` (the primary version of the prompt named `name`), `{{> name@label}}` (the
 * version a label points at) or `{{> name@ver_…}}` (that version). The `>` right after the braces is
 * what makes it one: it is not a placeholder's name character, so no `{{variable}}` or `[[variable]]`
 * is ever read as an include, nor an include as a placeholder. The name is everything up to `@` or
 * the closing braces, trimmed (a prompt whose name holds `{`, `}`, `@` or a line break cannot be
 * included); the reference is a label or a version id.
 */
const INCLUDE = '\\{\\{>[ \\t]*([^{}@\\n]*?)[ \\t]*(?:@[ \\t]*([A-Za-z0-9_.-]+)[ \\t]*)?\\}\\}';
const everyInclude = () => new RegExp(INCLUDE, 'g');

/** One include as written: its text, the prompt name, and its reference (label, version id, or null: the primary). */
export interface Include {
  text: string;
  name: string;
  ref: string | null;
}

/** The canonical form of an include: `{{> name}}` or `{{> name@ref}}`. */
export const includeKey = (name: string, ref: string | null) =>
  ref === null ? `{{> ${name}}}` : `{{> ${name}@${ref}}}`;

/** The includes of `content`, in order of first appearance, each once (by canonical form); blank names are none. */
export function includesIn(content: string): Include[] {
  const seen = new Map<string, Include>();
  for (const m of content.matchAll(everyInclude())) {
    const name = m[1] ?? '';
    if (name === '') continue;
    const ref = m[2] ?? null;
    const key = includeKey(name, ref);
    if (!seen.has(key)) seen.set(key, { text: key, name, ref });
  }
  return [...seen.values()];
}

/** Replaces each include by its text (by canonical form; an include without one is left as written). */
export function replaceIncludes(content: string, texts: ReadonlyMap<string, string>): string {
  return content.replace(everyInclude(), (match, name: string, ref?: string) =>
    name === '' ? match : (texts.get(includeKey(name, ref ?? null)) ?? match),
  );
}

/**
 * Conditional sections: `{{#if name}}…{{/if}}` keeps its text when the variable `name` has a
 * non-empty value (given as `name`, `{{name}}` or `[[name]]`), and drops it otherwise, placeholders
 * and all. Sections nest; there is no else. `#` and `/` cannot start a variable's name, so these
 * tags are never placeholders. A tag that does not pair (or an `{{#if}}` without one name) is an
 * error naming its line.
 */
const SECTION_TAG = /\{\{[ \t]*(#if|\/if)\b([^}\n]*)\}\}/g;
const SECTION_NAME = /^[ \t]+([A-Za-z0-9_.-]+)[ \t]*$/;

export type Sections = { ok: true; content: string; conditions: string[] } | { ok: false; error: string };

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The content with each section kept or dropped by `isSet`, and the names its sections test. */
export function applySections(content: string, isSet: (name: string) => boolean): Sections {
  const open: { name: string; line: number; keep: boolean }[] = [];
  const conditions = new Set<string>();
  let out = '';
  let at = 0;
  const keeping = () => open.every((s) => s.keep);
  for (const m of content.matchAll(SECTION_TAG)) {
    const start = m.index ?? 0;
    if (keeping()) out += content.slice(at, start);
    at = start + m[0].length;
    const line = lineAt(content, start);
    if (m[1] === '#if') {
      const name = SECTION_NAME.exec(m[2] ?? '')?.[1];
      if (name === undefined) return { ok: false, error: `line ${line}: ${m[0]} needs one variable name.` };
      conditions.add(name);
      open.push({ name, line, keep: isSet(name) });
    } else {
      if ((m[2] ?? '').trim() !== '') return { ok: false, error: `line ${line}: ${m[0]} takes no name.` };
      if (!open.pop()) return { ok: false, error: `line ${line}: {{/if}} closes no {{#if}}.` };
    }
  }
  const unclosed = open.at(-1);
  if (unclosed) return { ok: false, error: `line ${unclosed.line}: {{#if ${unclosed.name}}} is not closed.` };
  if (keeping()) out += content.slice(at);
  return { ok: true, content: out, conditions: [...conditions] };
}

/** Why the sections of `content` cannot be read (naming the line), or null. */
export function sectionError(content: string): string | null {
  const cut = applySections(content, () => true);
  return cut.ok ? null : cut.error;
}
