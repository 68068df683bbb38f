import { mulberry32 } from '../support/seeded-random.js';
import type { Hints, Json } from './openapi-walk.js';

/** Draws from a seeded PRNG (mulberry32): the same seed gives the same requests. */
export function createRng(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}
export type Rng = ReturnType<typeof createRng>;

/** A number for a name, so each fuzz category draws its own reproducible sequence from one seed. */
export function hashSeed(seed: number, name: string): number {
  let h = seed >>> 0;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

const VALID_STRINGS = ['sample', 'Hello {{name}}, welcome.', 'a', 'Résumé — naïve café', 'x y z'];

function randomString(schema: Json, rng: Rng): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 64;
  if (schema.format === 'byte') return Buffer.from(rng.pick(VALID_STRINGS)).toString('base64');
  const re = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const candidates = [rng.pick(VALID_STRINGS), 'sample', 'sample_slug', 'https://example.com/v1'];
  for (const c of candidates) {
    let s = c;
    while (s.length < min) s += 'a';
    if (s.length <= max && (!re || re.test(s))) return s;
  }
  return 'sample';
}

/**
 * A random value valid against `schema` (as far as the schema says): optional properties half the
 * time, any union branch, any enum member, short arrays, integers within bounds.
 */
export function randomValid(schema: Json, rng: Rng, hints: Hints, name = ''): unknown {
  const hint = hints[name];
  if (hint) return hint();
  if (schema === undefined || schema === true) return {};
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return rng.pick(schema.enum);
  const union: Json[] | undefined = schema.anyOf ?? schema.oneOf;
  if (union) return randomValid(rng.pick(union), rng, hints, name);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props: Record<string, Json> = schema.properties ?? {};
      const required: string[] = schema.required ?? [];
      for (const key of Object.keys(props)) {
        if (!required.includes(key) && !rng.chance(0.5)) continue;
        const value = randomValid(props[key], rng, hints, key);
        if (value !== undefined) out[key] = value;
      }
      for (const key of Object.keys(props)) {
        if (Object.keys(out).length >= (schema.minProperties ?? 0)) break;
        const value = randomValid(props[key], rng, hints, key);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const n = min + rng.int(Math.min(3, (schema.maxItems ?? min + 3) - min) + 1);
      return Array.from({ length: n }, () => randomValid(schema.items ?? {}, rng, hints, name));
    }
    case 'string':
      return randomString(schema, rng);
    case 'integer':
    case 'number': {
      const lo = schema.minimum ?? 0;
      const hi = Math.min(schema.maximum ?? lo + 1000, lo + 1000);
      const n = lo + rng.int(hi - lo + 1);
      return type === 'number' && rng.chance(0.3) ? n + 0.5 : n;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    default:
      return {};
  }
}

type Path = (string | number)[];

/** Paths of every node below the root of a JSON value (depth-first). */
export function nodePaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const out: Path[] = [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  for (const [k, v] of entries) {
    out.push([...prefix, k]);
    out.push(...nodePaths(v, [...prefix, k]));
  }
  return out;
}

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], value);
}

/** A copy of `root` with the node at `path` replaced (or removed when `remove`). */
export function setAt(root: unknown, path: Path, replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy: Json = Array.isArray(root) ? [...root] : { ...(root as object) };
  const [head, ...rest] = path as [string | number, ...Path];
  if (rest.length === 0) {
    if (remove) {
      if (Array.isArray(copy)) copy.splice(head as number, 1);
      else delete copy[head];
    } else copy[head] = replacement;
    return copy;
  }
  copy[head] = setAt(copy[head], rest, replacement, remove);
  return copy;
}

/** A JSON text nested `depth` levels deep (built as text: no recursion limits on our side). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Marks where a raw JSON text is spliced into a body (deep nesting is built as text). */
export const RAW = '\u0001raw\u0001';

/** JSON.stringify, then the raw text put in place of the RAW marker string. */
export function stringifyWithRaw(body: unknown, raw: string | undefined): string {
  const text = JSON.stringify(body);
  return raw === undefined ? text : text.replace(JSON.stringify(RAW), raw);
}
