import { STATUS_CODES } from 'node:http';
import { expandNamesOf } from './expand-param.js';
import { errorExample, exampleOf } from './openapi-examples.js';

/**
 * The last pass over the generated OpenAPI document (swagger's transformObject), for what client
 * generators need and the routes should not have to repeat: examples on every JSON body, `expand`
 * as a list of its names, and every titled schema (Prompt, Version, Error…) hoisted once into
 * components.schemas and referred to by `$ref`, so generated clients get named types.
 */

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI and JSON Schema objects are open-ended JSON.
type Json = any;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const JSON_MEDIA = /^application\/(.+\+)?json/;

/** Keywords whose value is a schema, or a list or map of schemas (never an example or enum). */
const SCHEMA_KEYS = ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties'];
const SCHEMA_LIST_KEYS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_MAP_KEYS = ['properties', 'patternProperties', '$defs'];

/** Replaces each titled subschema by a `$ref` to one component per title (nested ones first). */
export function hoistTitled(schema: Json, components: Record<string, Json>): Json {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const out: Json = { ...schema };
  for (const key of SCHEMA_KEYS) {
    if (typeof out[key] === 'object') out[key] = hoistTitled(out[key], components);
  }
  for (const key of SCHEMA_LIST_KEYS) {
    if (Array.isArray(out[key])) out[key] = out[key].map((s: Json) => hoistTitled(s, components));
  }
  for (const key of SCHEMA_MAP_KEYS) {
    if (out[key] && typeof out[key] === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(out[key]).map(([name, s]) => [name, hoistTitled(s, components)]),
      );
    }
  }
  constsAsEnum(out);
  const title = out.title;
  if (typeof title !== 'string' || !/^[A-Za-z0-9._-]+$/.test(title)) return out;
  const { description, ...shape } = out;
  const known = components[title];
  if (known === undefined) {
    components[title] = out;
    return { $ref: `#/components/schemas/${title}` };
  }
  const { description: knownDescription, ...knownShape } = known;
  if (JSON.stringify(knownShape) !== JSON.stringify(shape)) {
    // Two different shapes under one name would give clients one type for both: a bug to fix
    // in the schemas (rename one), never to paper over here.
    throw new Error(`OpenAPI: two different schemas are titled ${title}`);
  }
  // The same type described for this use (OpenAPI 3.1 allows a description beside a $ref).
  const ref = { $ref: `#/components/schemas/${title}` };
  return description === undefined || description === knownDescription ? ref : { ...ref, description };
}

/** `anyOf` of string constants (TypeBox's union of literals) as the closed set it is: an `enum`. */
function constsAsEnum(schema: Json) {
  const members: Json[] | undefined = schema.anyOf;
  // TypeBox writes `const`; swagger has turned each into a one-member `enum` by now
  const memberValue = (m: Json) => (Array.isArray(m?.enum) && m.enum.length === 1 ? m.enum[0] : m?.const);
  const isConst = (m: Json) =>
    typeof memberValue(m) === 'string' && Object.keys(m).every((k) => ['const', 'enum', 'type'].includes(k));
  if (!members?.length || !members.every(isConst)) return;
  delete schema.anyOf;
  schema.type = 'string';
  schema.enum = members.map(memberValue);
}

/**
 * Response headers once each under components.headers (X-Trace-Id is on every response): the
 * example moves from the schema to the header, where OpenAPI 3.1 has it.
 */
function hoistHeaders(map: Json, components: Record<string, Json>): Json {
  if (!map) return map;
  const out: Record<string, Json> = {};
  for (const [name, header] of Object.entries<Json>(map)) {
    const { example, ...schema } = header.schema ?? {};
    const tidy = { ...header, schema, ...(example === undefined ? {} : { example }) };
    const known = components[name];
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(tidy)) {
      out[name] = tidy;
      continue;
    }
    components[name] = tidy;
    out[name] = { $ref: `#/components/headers/${name}` };
  }
  return out;
}

/** `expand` as the list of names it is (comma-separated on the wire), so clients get an enum. */
function expandAsList(parameter: Json) {
  if (parameter.in !== 'query' || parameter.name !== 'expand') return;
  // swagger moved the schema's description and example onto the parameter
  const names = expandNamesOf({
    ...parameter.schema,
    description: parameter.description ?? parameter.schema?.description,
    examples: [parameter.example ?? parameter.schema?.examples?.[0]],
  });
  if (!names) return;
  parameter.schema = { type: 'array', items: { type: 'string', enum: names }, uniqueItems: true };
  parameter.style = 'form';
  parameter.explode = false;
  parameter.example = names;
}

function mediaExamples(content: Json, example: (schema: Json) => unknown) {
  for (const [type, media] of Object.entries<Json>(content ?? {})) {
    if (JSON_MEDIA.test(type) && media.schema && media.example === undefined) {
      media.example = example(media.schema);
    }
  }
}

/** Examples for every JSON body and parameter, `expand` as a list, then the named schemas. */
export function finishOpenApiDocument(doc: Json): Json {
  const components: Record<string, Json> = { ...(doc.components?.schemas ?? {}) };
  const headers: Record<string, Json> = {};
  for (const item of Object.values<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      for (const parameter of op.parameters ?? []) {
        expandAsList(parameter);
        parameter.schema = hoistTitled(parameter.schema, components);
      }
      if (op.requestBody) {
        mediaExamples(op.requestBody.content, (schema) => exampleOf(schema));
        for (const media of Object.values<Json>(op.requestBody.content ?? {})) {
          media.schema = hoistTitled(media.schema, components);
        }
      }
      for (const [status, response] of Object.entries<Json>(op.responses ?? {})) {
        const code = Number(status);
        if (response.description === 'Default Response') response.description = STATUS_CODES[code] ?? status;
        response.headers = hoistHeaders(response.headers, headers);
        mediaExamples(response.content, (schema) => (code >= 400 ? errorExample(code) : exampleOf(schema)));
        for (const media of Object.values<Json>(response.content ?? {})) {
          media.schema = hoistTitled(media.schema, components);
        }
      }
    }
  }
  doc.components = {
    ...doc.components,
    schemas: sortedByName(components),
    headers: sortedByName(headers),
  };
  return doc;
}

const sortedByName = (map: Record<string, Json>) =>
  Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));
