// The serializer's schema rewrite (serializer-schema.ts): for every route's response schema in the
// app, the serializer built from the rewritten schema writes the same bytes as the one built from
// the schema as written, for every generated value the original serializes (null, each primitive,
// edge values); and values only the rewrite accepts are the ones its comment names.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { serializerSchema } from './serializer-schema.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const STRINGS = [
  '',
  'a',
  'ünïcödé ✓ 🙂 日本語',
  '"quoted" \\ back\nslash\t',
  '\u0000\u001f\u007f\u2028\u2029',
  '\ud800 lone surrogate',
  '2026-11-28T06:00:00.000Z',
  '2026-11-28',
  'x'.repeat(300),
];
const DATE_TIMES = ['2026-11-28T06:00:00.000Z', '1970-01-01T00:00:00Z', '2026-02-29T23:59:59.999+01:00'];
const DATES = ['2026-11-28', '1999-12-31'];
const NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5e-7,
  1e21,
  123456.789,
  2 ** 53 + 2,
  -(2 ** 31),
  Number.MAX_VALUE,
  Number.NaN,
];
const INTEGERS = [0, -0, 1, -1, 42, 2 ** 31, 2 ** 53 - 1, 2 ** 53 + 2, -(2 ** 53), 1e21];
const BOOLEANS = [true, false];

/** A value of `schema`, the `k`-th of its variants (each nested place offset by its path). */
function sampleOf(schema: unknown, k: number, path: string, root: Json, depth = 0): unknown {
  if (!isObject(schema) || depth > 12) return null;
  const at = k + hash(path);
  if (typeof schema.$ref === 'string') return sampleOf(resolve(root, schema.$ref), k, path, root, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[at % schema.enum.length];
  const union = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (union) return sampleOf(union[at % union.length], k, `${path}|`, root, depth + 1);
  if (Array.isArray(schema.allOf)) {
    const merged = Object.assign({}, ...schema.allOf.map((s) => (isObject(s) ? s : {})));
    return sampleOf(merged, k, path, root, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type[at % schema.type.length] : schema.type;
  const pick = <T>(list: T[]) => list[at % list.length];
  switch (type) {
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'date-time') return pick(DATE_TIMES);
      if (schema.format === 'date') return pick(DATES);
      return pick(STRINGS);
    case 'number':
      return pick(NUMBERS);
    case 'integer':
      return pick(INTEGERS);
    case 'boolean':
      return pick(BOOLEANS);
    case 'array': {
      const n = at % 3;
      return Array.from({ length: n }, (_, i) =>
        sampleOf(schema.items, k + i, `${path}[${i}]`, root, depth + 1),
      );
    }
    case 'object':
    case undefined: {
      const out: Json = {};
      const props = isObject(schema.properties) ? schema.properties : {};
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      for (const [key, sub] of Object.entries(props)) {
        // Optional properties: present in two variants of three.
        if (!required.has(key) && (at + hash(key)) % 3 === 0) continue;
        out[key] = sampleOf(sub, k, `${path}.${key}`, root, depth + 1);
      }
      if (isObject(schema.patternProperties) || isObject(schema.additionalProperties)) {
        const sub = isObject(schema.additionalProperties)
          ? schema.additionalProperties
          : Object.values(schema.patternProperties as Json)[0];
        out.some_key = sampleOf(sub, k, `${path}.*`, root, depth + 1);
      }
      if (type === undefined && Object.keys(props).length === 0) return pick(['x', 1, null, { a: [1] }]);
      return out;
    }
    default:
      return null;
  }
}

function resolve(root: Json, ref: string): unknown {
  if (!ref.startsWith('#')) return {};
  return ref
    .slice(2)
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), root);
}

function hash(s: string): number {
  let h = 7;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) >>> 0;
  return h % 997;
}

/** Every response schema of the app's routes, once each (error answers are shared by many routes). */
function responseSchemas(routes: TestApp['routes']): { label: string; schema: Json }[] {
  const seen = new Set<string>();
  const out: { label: string; schema: Json }[] = [];
  for (const route of routes) {
    if (!isObject(route.response)) continue;
    for (const [status, answer] of Object.entries(route.response)) {
      const content = isObject(answer) && isObject(answer.content) ? answer.content : undefined;
      const schemas = content
        ? Object.values(content).map((c) => (isObject(c) ? c.schema : undefined))
        : [answer];
      for (const schema of schemas) {
        if (!isObject(schema)) continue;
        const key = JSON.stringify(schema);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ label: `${route.method} ${route.url} ${status}`, schema });
      }
    }
  }
  return out;
}

const VARIANTS = 40;

describe('the serializer schema: nullable primitives as type lists', () => {
  let app: TestApp;
  before(async () => {
    app = await createTestApp();
  });
  after(() => app?.close());

  test('every route answer: the same bytes from the schema as written and as rewritten', (t) => {
    const compile = SerializerSelector()({}, {});
    const schemas = responseSchemas(app.routes);
    assert.ok(schemas.length > 50, `${schemas.length} response schemas`);
    let rewritten = 0;
    let compared = 0;
    let nullsCompared = 0;
    const onlyRewriteAccepts: string[] = [];
    const differ: string[] = [];
    for (const { label, schema } of schemas) {
      const rewrite = serializerSchema(schema);
      if (rewrite === schema) continue;
      rewritten++;
      assert.doesNotMatch(
        JSON.stringify(rewrite),
        /"anyOf":\[\{"type":"(string|number|integer|boolean)"\},\{"type":"null"\}\]/,
      );
      const route = { method: 'GET', url: '/', httpStatus: '200' };
      const original = compile({ ...route, schema } as never) as (d: unknown) => string;
      const changed = compile({ ...route, schema: rewrite } as never) as (d: unknown) => string;
      for (let k = 0; k < VARIANTS; k++) {
        const value = sampleOf(schema, k, '', schema);
        let expected: string | undefined;
        try {
          expected = original(value);
        } catch {
          // The union rejects the value: the rewrite may write it (serializer-schema.ts says which).
          try {
            onlyRewriteAccepts.push(`${label}: ${changed(value).slice(0, 80)}`);
          } catch {}
          continue;
        }
        const actual = changed(value);
        compared++;
        if (expected.includes('null')) nullsCompared++;
        if (actual !== expected)
          differ.push(`${label} #${k}\n  as written: ${expected}\n  rewritten:  ${actual}`);
      }
    }
    assert.deepEqual(differ, []);
    assert.ok(rewritten >= 20, `${rewritten} response schemas rewritten`);
    assert.ok(
      compared >= rewritten * VARIANTS * 0.5,
      `${compared} values compared over ${rewritten} schemas`,
    );
    assert.ok(nullsCompared > 0);
    t.diagnostic(
      `${schemas.length} answer schemas, ${rewritten} rewritten; ${compared} values the same bytes; ` +
        `${onlyRewriteAccepts.length} values the union rejects and the type list writes`,
    );
  });

  test('what is rewritten and what is kept', () => {
    const nullable = (branch: Json, union: Json = {}) => ({ anyOf: [branch, { type: 'null' }], ...union });
    assert.deepEqual(
      serializerSchema(nullable({ type: 'string', format: 'date-time' }, { description: 'd' })),
      {
        type: ['string', 'null'],
        format: 'date-time',
        description: 'd',
      },
    );
    assert.deepEqual(
      serializerSchema({ type: 'object', properties: { n: nullable({ type: 'integer', minimum: 0 }) } }),
      { type: 'object', properties: { n: { type: ['integer', 'null'], minimum: 0 } } },
    );
    // Kept: what the serializer reads (const, enum, default, a $ref) and unions that are not T | null.
    for (const kept of [
      nullable({ const: 'a', type: 'string' }),
      nullable({ type: 'string', enum: ['a'] }),
      nullable({ type: 'string' }, { default: 'x' }),
      nullable({ $ref: '#/$defs/x' }),
      nullable({ type: 'object', properties: {} }),
      nullable({ type: 'number', format: 'float' }),
      { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      { anyOf: [{ type: 'string' }, { type: 'null' }, { type: 'integer' }] },
    ])
      assert.equal(serializerSchema(kept), kept);
    // The schema as written is never changed.
    const written = { type: 'object', properties: { s: nullable({ type: 'string' }) } };
    const copy = structuredClone(written);
    serializerSchema(written);
    assert.deepEqual(written, copy);
  });
});
