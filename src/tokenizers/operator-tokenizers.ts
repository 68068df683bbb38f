// Operator-supplied tokenizers (`--tokenizers-dir`): a folder of tokenizer files plus a mapping
// file, so an operator who has a model's published tokenizer (Llama 4, a newer Tekken, GLM, …) can
// make that model exact without a new release. Read and fully loaded once at start: a file this
// engine cannot reproduce exactly stops the start with a message naming the file and the reason,
// rather than counting wrong later. The format is in docs/tokenizers.md.

import { readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { BpeVocabulary } from './bpe-vocabulary.js';
import { buildHfVocabulary, type HfTokenizerJson } from './hf-tokenizer-loader.js';
import { tiktokenRankFile } from './tiktoken-loader.js';

import type { OperatorTokenizerId } from './tokenizer.types.js';

export type { OperatorTokenizerId };
export const MAPPING_FILE = 'tokenizers.json';

/** One tokenizer file, as the count threads need it to load it (plain data: it crosses to workers). */
export interface OperatorTokenizerSpec {
  id: OperatorTokenizerId;
  name: string;
  /** Absolute path inside the folder. */
  path: string;
  format: 'hf' | 'tiktoken';
  /** tiktoken only: the split regex in Rust syntax, and an optional Unicode normalization. */
  pattern?: string;
  normalize?: 'NFC' | 'NFKC';
}

export interface OperatorTokenizers {
  dir: string;
  specs: OperatorTokenizerSpec[];
  /** Model name or `*` pattern → tokenizer id, in file order (the first match wins). */
  models: { pattern: string; id: OperatorTokenizerId }[];
}

const NAME = /^[a-z0-9][a-z0-9_.-]{0,63}$/;
const MAX_FILE_BYTES = 256 * 1024 * 1024;

export class OperatorTokenizerError extends Error {
  constructor(dir: string, message: string) {
    super(`--tokenizers-dir ${dir}: ${message}`);
    this.name = 'OperatorTokenizerError';
  }
}

/** Reads `<dir>/tokenizers.json`, checks it and loads every file once. Throws OperatorTokenizerError. */
export function loadOperatorTokenizers(dirSetting: string): OperatorTokenizers {
  const dir = resolve(dirSetting);
  const fail = (message: string): never => {
    throw new OperatorTokenizerError(dirSetting, message);
  };
  let root: string;
  try {
    root = realpathSync(dir);
    if (!statSync(root).isDirectory()) fail('is not a directory');
  } catch (error) {
    if (error instanceof OperatorTokenizerError) throw error;
    return fail('does not exist or cannot be read');
  }
  let mapping: unknown;
  try {
    mapping = JSON.parse(readFileSync(join(root, MAPPING_FILE), 'utf8'));
  } catch (error) {
    return fail(`${MAPPING_FILE}: ${(error as Error).message}`);
  }
  const { tokenizers, models } = (mapping ?? {}) as { tokenizers?: unknown; models?: unknown };
  if (!isRecord(tokenizers) || Object.keys(tokenizers).length === 0) {
    fail(`${MAPPING_FILE}: "tokenizers" must be an object naming at least one tokenizer file`);
  }
  if (!isRecord(models) || Object.keys(models).length === 0) {
    fail(`${MAPPING_FILE}: "models" must map at least one model name or pattern to a tokenizer`);
  }
  const specs = Object.entries(tokenizers as Record<string, unknown>).map(([name, entry]) =>
    specOf(root, name, entry, fail),
  );
  const byName = new Map(specs.map((s) => [s.name, s.id]));
  const modelRules = Object.entries(models as Record<string, unknown>).map(([pattern, name]) => {
    const id = typeof name === 'string' ? byName.get(name) : undefined;
    if (id === undefined) fail(`${MAPPING_FILE}: model "${pattern}" names no tokenizer of "tokenizers"`);
    if (!/^[a-z0-9*][a-z0-9._:/*-]{0,199}$/.test(pattern))
      fail(`${MAPPING_FILE}: "${pattern}" is not a lower-case model name or * pattern`);
    return { pattern, id: id as OperatorTokenizerId };
  });
  // Files last: the mapping's own mistakes are refused before a tokenizer file of up to 256 MiB is
  // read and built.
  for (const spec of specs) {
    try {
      loadOperatorVocabulary(spec);
    } catch (error) {
      fail(`tokenizer "${spec.name}" (${relative(root, spec.path)}): ${(error as Error).message}`);
    }
  }
  return { dir: root, specs, models: modelRules };
}

function specOf(
  root: string,
  name: string,
  entry: unknown,
  fail: (message: string) => never,
): OperatorTokenizerSpec {
  if (!NAME.test(name)) fail(`tokenizer name "${name}": use a-z, 0-9, _ . - (at most 64)`);
  if (!isRecord(entry) || typeof entry['file'] !== 'string') fail(`tokenizer "${name}": needs "file"`);
  const e = entry as { file: string; pattern?: unknown; normalize?: unknown };
  const path = resolve(root, e.file);
  if (!path.startsWith(root + sep)) fail(`tokenizer "${name}": ${e.file} is outside the folder`);
  let real: string;
  try {
    real = realpathSync(path);
    const size = statSync(real).size;
    if (size > MAX_FILE_BYTES) fail(`tokenizer "${name}": ${e.file} is larger than 256 MiB`);
  } catch (error) {
    if (error instanceof OperatorTokenizerError) throw error;
    return fail(`tokenizer "${name}": ${e.file} does not exist or cannot be read`);
  }
  if (!real.startsWith(root + sep)) fail(`tokenizer "${name}": ${e.file} links outside the folder`);
  const ext = extname(real).toLowerCase();
  const id = `operator:${name}` as const;
  if (ext === '.json') return { id, name, path: real, format: 'hf' };
  if (ext === '.tiktoken') {
    if (typeof e.pattern !== 'string' || e.pattern === '')
      fail(`tokenizer "${name}": a .tiktoken file needs "pattern", the encoding's split regex`);
    if (e.normalize !== undefined && e.normalize !== 'NFC' && e.normalize !== 'NFKC')
      fail(`tokenizer "${name}": "normalize" is NFC or NFKC`);
    return {
      id,
      name,
      path: real,
      format: 'tiktoken',
      pattern: e.pattern as string,
      ...(e.normalize ? { normalize: e.normalize as 'NFC' | 'NFKC' } : {}),
    };
  }
  if (ext === '.model') {
    return fail(
      `tokenizer "${name}": SentencePiece .model files are not read by this engine; ` +
        "give the model's Hugging Face tokenizer.json instead",
    );
  }
  return fail(`tokenizer "${name}": ${e.file}: use a tokenizer.json (.json) or tiktoken ranks (.tiktoken)`);
}

/** Loads one operator file with the same loaders as the built-in vocabularies. */
export function loadOperatorVocabulary(spec: OperatorTokenizerSpec): BpeVocabulary {
  if (spec.format === 'hf') {
    const json = JSON.parse(readFileSync(spec.path, 'utf8')) as HfTokenizerJson;
    if (!json || typeof json !== 'object' || !json.model)
      throw new Error('not a tokenizer.json (no "model")');
    return buildHfVocabulary(spec.name, json);
  }
  return tiktokenRankFile(
    spec.name,
    readFileSync(spec.path, 'latin1'),
    spec.pattern!,
    spec.normalize ?? null,
  );
}

/** The operator tokenizer for a model name: exact names and `*` patterns, first match in file order. */
export function operatorTokenizerFor(
  operator: Pick<OperatorTokenizers, 'models'>,
  model: string,
): OperatorTokenizerId | null {
  for (const rule of operator.models) if (globMatches(rule.pattern, model)) return rule.id;
  return null;
}

function globMatches(pattern: string, name: string): boolean {
  if (!pattern.includes('*')) return pattern === name;
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(name);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
