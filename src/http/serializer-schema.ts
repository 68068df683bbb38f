/**
 * A response schema as the serializer compiles it: each nullable primitive written as a union
 * (`anyOf: [{ type: T, …}, { type: 'null' }]`, TypeBox's `Type.Union([T, Type.Null()])`, our
 * `Nullable`) becomes `type: [T, 'null']`. fast-json-stringify serializes a union by running an
 * Ajv validator per branch until one matches (two per non-null field); a type list it serializes
 * by `typeof` checks. For every value the union accepts the bytes are the same (the branch's
 * keywords kept: `format` picks the same date/time writer; the rest are not read by the
 * serializer), proven over every route's response schema by serializer-schema.test.ts.
 *
 * Only the serializer sees the rewrite (lazy-schemas.ts): validation and the OpenAPI document
 * keep the schema as written. Rewritten only where nothing the serializer reads could differ:
 * the primitive branch has only the keywords below, the null branch and the union itself only
 * annotations (no `default`, `const`, `enum`, `$ref`, `$id`). What changes is a value the union
 * rejects (a number for a nullable string, a string over its maxLength, NaN): the union threw
 * (a 500), the type list writes it as its type's writer does.
 */
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);
const ANNOTATIONS = [
  'title',
  'description',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
];
const PRIMITIVE_KEYWORDS = new Set([
  'type',
  'format',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  ...ANNOTATIONS,
]);
const NULL_KEYWORDS = new Set(['type', ...ANNOTATIONS]);
const UNION_KEYWORDS = new Set(['anyOf', ...ANNOTATIONS]);
/** Keywords whose values are data, not schemas: not walked. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const only = (schema: Json, allowed: Set<string>) => Object.keys(schema).every((k) => allowed.has(k));

/** The union's primitive branch when `schema` is a nullable primitive the rewrite may touch. */
function nullablePrimitive(schema: Json): Json | undefined {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length !== 2 || !only(schema, UNION_KEYWORDS)) return undefined;
  const nullAt = options.findIndex((o) => isObject(o) && o.type === 'null' && only(o, NULL_KEYWORDS));
  if (nullAt < 0) return undefined;
  const primitive = options[1 - nullAt];
  if (
    !isObject(primitive) ||
    !PRIMITIVES.has(primitive.type as string) ||
    !only(primitive, PRIMITIVE_KEYWORDS)
  )
    return undefined;
  // `format` is read by the string writer only (date-time, date, time, unsafe).
  if (primitive.format !== undefined && primitive.type !== 'string') return undefined;
  return primitive;
}

/** `schema` with its nullable primitives as type lists; the same object when it has none. */
export function serializerSchema<T>(schema: T): T {
  return rewrite(schema) as T;
}

function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) {
    let changed = false;
    const out = node.map((item) => {
      const next = rewrite(item);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : node;
  }
  if (!isObject(node)) return node;
  const primitive = nullablePrimitive(node);
  if (primitive) {
    const { anyOf: _, ...annotations } = node;
    return { ...primitive, ...annotations, type: [primitive.type, 'null'] };
  }
  let out: Json | undefined;
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYWORDS.has(key)) continue;
    const next = rewrite(value);
    if (next !== value) {
      out ??= { ...node };
      out[key] = next;
    }
  }
  return out ?? node;
}
