import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { Document, isMap, isSeq, parse, YAMLParseError } from 'yaml';

/**
 * The files of `promptkeep prompts pull|push|diff` (docs/git-workflow.md): one YAML file per prompt,
 * `<slug>.prompt.yaml`, holding what the prompt serves — its name, its use case, and its live
 * versions (the primary and every labelled one), each with its name, labels and content. History
 * (unlabelled old versions, ids, timestamps, token counts) stays in the service and in Git: a file
 * holds nothing the service assigns, so pushing a file and pulling it again gives the same bytes.
 *
 * A version's fields are a closed set: a field this version does not know (a newer file format,
 * e.g. chat messages) is refused, never dropped. New fields are added as optional keys.
 */

export const FILE_SUFFIX = '.prompt.yaml';
const HEADER =
  ' Promptkeep prompt. Edit it, then `promptkeep prompts diff` and `promptkeep prompts push`\n' +
  ' (docs/git-workflow.md). The primary and each labelled version are listed; history stays in the service.';

const LABEL = '^[a-z0-9][a-z0-9_.-]{0,62}$';
export const FileVersion = Type.Object(
  {
    name: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 255 }), Type.Null()])),
    primary: Type.Optional(Type.Boolean()),
    labels: Type.Optional(Type.Array(Type.String({ pattern: LABEL }), { maxItems: 100 })),
    content: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
export const PromptFile = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    use_case: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
    versions: Type.Array(FileVersion, { maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export type PromptFile = Static<typeof PromptFile>;

/** A prompt as the files hold it, normalised: every field present, labels sorted. */
export interface DesiredVersion {
  name: string | null;
  primary: boolean;
  labels: string[];
  content: string;
}
export interface DesiredPrompt {
  name: string;
  useCase: string | null;
  versions: DesiredVersion[];
}

/** The order versions are written in: the primary, then by their first label. */
function ordered(versions: DesiredVersion[]): DesiredVersion[] {
  const key = (v: DesiredVersion) => (v.primary ? '' : `~${v.labels[0] ?? ''}`);
  return [...versions].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The file's text: keys in one order, labels sorted, content as a literal block, no line folding. */
export function toFileText(prompt: DesiredPrompt): string {
  const versions = ordered(prompt.versions).map((v) => ({
    ...(v.name === null ? {} : { name: v.name }),
    ...(v.primary ? { primary: true } : {}),
    ...(v.labels.length ? { labels: [...v.labels].sort() } : {}),
    content: v.content,
  }));
  const doc = new Document({ name: prompt.name, use_case: prompt.useCase, versions });
  doc.commentBefore = HEADER;
  // Labels on one line (`labels: [production, staging]`): short, and a moved label is a one-line diff.
  const seq = doc.get('versions');
  if (isSeq(seq))
    for (const item of seq.items) {
      const labels = isMap(item) ? item.get('labels', true) : undefined;
      if (isSeq(labels)) labels.flow = true;
    }
  return doc.toString({ lineWidth: 0, blockQuote: 'literal' });
}

export class FileError extends Error {}

/** Reads one file's text; a FileError names the file and every problem found. */
export function fromFileText(file: string, text: string): DesiredPrompt {
  let data: unknown;
  try {
    data = parse(text, { uniqueKeys: true, maxAliasCount: 0 });
  } catch (error) {
    const where = error instanceof YAMLParseError ? ` (line ${error.linePos?.[0]?.line ?? '?'})` : '';
    throw new FileError(`${file}: not valid YAML${where}: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!Value.Check(PromptFile, data)) {
    // An unknown field is reported once, by name (TypeBox adds a "must not have additional
    // properties" on its parent), as a field this version of the format does not know.
    const problems = [...Value.Errors(PromptFile, data)]
      .filter((e) => !/additional properties/.test(e.message))
      .slice(0, 5)
      .map((e) => {
        const at = e.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(file)';
        return e.message === 'schema is false'
          ? `${at}: unknown field (not in this file format)`
          : `${at}: ${e.message}`;
      });
    throw new FileError(`${file}: ${problems.join('; ')}`);
  }
  const versions = data.versions.map((v) => ({
    name: v.name ?? null,
    primary: v.primary === true,
    labels: [...new Set(v.labels ?? [])].sort(),
    content: v.content,
  }));
  const problems: string[] = [];
  if (data.name.trim() !== data.name) problems.push('name: has spaces around it (the service trims names)');
  if (versions.length > 0 && versions.filter((v) => v.primary).length !== 1)
    problems.push('versions: exactly one version must be `primary: true`');
  const labels = versions.flatMap((v) => v.labels);
  const twice = labels.filter((l, i) => labels.indexOf(l) !== i);
  if (twice.length) problems.push(`versions: label ${twice[0]} is on two versions`);
  if (labels.includes('primary')) problems.push('versions: `primary` is not a label (use `primary: true`)');
  versions.forEach((v, i) => {
    if (!v.primary && v.labels.length === 0)
      problems.push(`versions.${i}: neither primary nor labelled (such a version would not be served)`);
    if (versions.findIndex((w) => w.content === v.content) !== i)
      problems.push(`versions.${i}: the same content as another version`);
  });
  if (problems.length) throw new FileError(`${file}: ${problems.join('; ')}`);
  return { name: data.name, useCase: data.use_case ?? null, versions };
}

/** A file name for a prompt name: lower case letters, digits, `._-`; `-2`, `-3`… when taken. */
export function slugOf(name: string, taken: Set<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}._-]+/gu, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'prompt';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

export interface FolderPrompt {
  file: string;
  prompt: DesiredPrompt;
}

/** Every `*.prompt.yaml` of a folder (not its subfolders), in file-name order; all problems at once. */
export function readFolder(dir: string): FolderPrompt[] {
  if (!existsSync(dir)) throw new FileError(`${dir}: no such folder`);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(FILE_SUFFIX))
    .sort();
  const out: FolderPrompt[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      out.push({ file, prompt: fromFileText(file, readFileSync(join(dir, file), 'utf8')) });
    } catch (error) {
      if (!(error instanceof FileError)) throw error;
      problems.push(error.message);
    }
  }
  const names = new Map<string, string>();
  for (const { file, prompt } of out) {
    const other = names.get(prompt.name);
    if (other) problems.push(`${file}: the prompt ${JSON.stringify(prompt.name)} is also in ${other}`);
    names.set(prompt.name, file);
  }
  if (problems.length) throw new FileError(problems.join('\n'));
  return out;
}

/**
 * Writes one file per prompt and removes the folder's other `*.prompt.yaml` files (the folder then
 * mirrors the service). Files are written whole (a temporary file renamed over the old one), and a
 * file whose bytes would not change is left untouched. Returns what changed.
 */
export function writeFolder(dir: string, prompts: FolderPrompt[]) {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const keep = new Set(prompts.map((p) => p.file));
  for (const { file, prompt } of prompts) {
    const path = join(dir, file);
    const text = toFileText(prompt);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    writeFileSync(`${path}.tmp`, text);
    renameSync(`${path}.tmp`, path);
    written.push(file);
  }
  const removed = readdirSync(dir).filter((f) => f.endsWith(FILE_SUFFIX) && !keep.has(f));
  for (const file of removed) rmSync(join(dir, file));
  return { written, removed };
}
