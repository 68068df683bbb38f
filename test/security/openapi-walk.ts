import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Compile } from 'typebox/schema';

/**
 * The security suites walk the service's own OpenAPI document (GET /v1/openapi.json), so a route
 * added tomorrow is in the tenant-isolation matrix and the fuzz run without anyone listing it.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema and OpenAPI objects are open-ended JSON.
export type Json = any;

export type AuthMode = 'none' | 'admin' | 'account' | 'workspace' | 'session';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with `{placeholders}`. */
  path: string;
  label: string;
  auth: AuthMode;
  /** Path placeholders in order of appearance. */
  placeholders: string[];
  body: Json | undefined;
  bodyRequired: boolean;
  query: Json[];
  responses: Record<string, Json>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The document with every local `$ref` (named schemas, headers) replaced by what it names, so the
 * suites read each operation's schemas as plain JSON Schema. A `$ref`'s sibling keywords (a
 * description) are kept.
 */
export function inlineRefs(doc: Json): Json {
  const target = (ref: string) =>
    ref
      .slice(2)
      .split('/')
      .reduce((node: Json, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  const walk = (node: Json, depth: number): Json => {
    if (depth > 64) throw new Error('inlineRefs: a $ref cycle');
    if (Array.isArray(node)) return node.map((n) => walk(n, depth + 1));
    if (node === null || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
      const { $ref, ...siblings } = node;
      return { ...walk(target($ref), depth + 1), ...siblings };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, depth + 1)]));
  };
  return { ...doc, paths: walk(doc.paths, 0) };
}

/**
 * Who may call an operation: its security scheme (the operator's key, an account key, or a user's
 * session cookie only), and for an account key whether it acts in a workspace (the operation takes
 * X-Workspace-Id).
 */
function authOf(op: Json): AuthMode {
  const security: Json[] | undefined = op.security;
  if (!security?.length) return 'none';
  if (security.some((s) => 'adminKey' in s)) return 'admin';
  // A user's own sessions: the session cookie only (people module).
  if (security.every((s) => 'sessionCookie' in s)) return 'session';
  const inWorkspace = (op.parameters ?? []).some(
    (p: Json) => p.in === 'header' && String(p.name).toLowerCase() === 'x-workspace-id',
  );
  return inWorkspace ? 'workspace' : 'account';
}

/** Every operation of the document (HEAD/OPTIONS are not in it). */
export function operationsOf(document: Json): Operation[] {
  const doc = inlineRefs(document);
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      const auth = authOf(op);
      out.push({
        method: m.toUpperCase() as Operation['method'],
        path,
        label: `${m.toUpperCase()} ${path}`,
        auth,
        placeholders: [...path.matchAll(/\{([^}]+)\}/g)].map((x) => x[1] as string),
        body: op.requestBody?.content?.['application/json']?.schema,
        bodyRequired: op.requestBody?.required === true,
        query: (op.parameters ?? []).filter((p: Json) => p.in === 'query'),
        responses: op.responses ?? {},
      });
    }
  }
  return out;
}

/**
 * Each placeholder's owner: `{versionId}` belongs to the placeholder before it (a prompt's, a
 * context's or a pack's version), `{modelId}` to its provider, `{criterionId}` to its criteria.
 */
export function placeholderKeys(op: Operation): string[] {
  return op.placeholders.map((name, i) => (i === 0 ? name : `${op.placeholders[i - 1]}.${name}`));
}

const CREDENTIALS = ['api-key', 'api-client', 'workspace-id'];

/**
 * The required query parameters of `op` that are not credentials (`from` and `to` of the diff), as
 * `name=value` pairs: `values[name]` (a real id from the fixture) or a sample of the schema.
 */
export function requiredQuery(op: Operation, values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const q of op.query) {
    if (!q.required || CREDENTIALS.includes(q.name)) continue;
    out[q.name] = values[q.name] ?? String(sample(q.schema ?? {}));
  }
  return out;
}

/** The path with its placeholders replaced (values are percent-encoded unless `raw`). */
export function fillPath(op: Operation, values: string[], raw = false): string {
  let i = 0;
  return op.path.replace(/\{[^}]+\}/g, () => {
    const v = values[i++] as string;
    return raw ? v : encodeURIComponent(v);
  });
}

const BASE32 = '0123456789abcdefghjkmnpqrstvwxyz';

/** A well-formed id of the same kind as `real` (same prefix and length), which names nothing. */
export function randomLike(real: string): string {
  const cut = real.indexOf('_');
  const prefix = cut >= 0 ? real.slice(0, cut + 1) : '';
  const bytes = randomBytes(real.length);
  let out = '';
  for (let i = prefix.length; i < real.length; i++) out += BASE32[(bytes[i] as number) & 31];
  return prefix + out;
}

/** Values for fields whose rules are not all in the schema (a media type the content must match…). */
export type Hints = Record<string, () => unknown>;

const STRING_CANDIDATES = [
  'sample',
  'sample_slug',
  'https://example.com/v1',
  'wrk_0000000000',
  'aim_0000000000',
  'aap_0000000000',
  'sample.txt',
];

function sampleString(schema: Json): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  if (schema.format === 'byte') return Buffer.from('hello world').toString('base64');
  if (schema.format === 'date-time') return new Date(0).toISOString();
  const re = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  for (const c of STRING_CANDIDATES) {
    let s = c;
    while (s.length < min) s += 'a';
    if (s.length <= max && (!re || re.test(s))) return s;
  }
  throw new Error(`no sample string for ${JSON.stringify(schema)}`);
}

/**
 * A minimal valid value of a JSON Schema: required properties only (plus enough optional ones for
 * minProperties), the first branch of a union that is not null, the first enum member.
 */
export function sample(schema: Json, hints: Hints = {}, name = ''): unknown {
  const hint = hints[name];
  if (hint) return hint();
  if (schema === undefined || schema === true) return {};
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const union: Json[] | undefined = schema.anyOf ?? schema.oneOf;
  if (union) {
    const pick = union.find((s) => s.type !== 'null') ?? union[0];
    return sample(pick, hints, name);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props: Record<string, Json> = schema.properties ?? {};
      const required: string[] = schema.required ?? [];
      for (const key of required) out[key] = sample(props[key] ?? {}, hints, key);
      for (const key of Object.keys(props)) {
        if (Object.keys(out).length >= (schema.minProperties ?? 0)) break;
        if (!(key in out)) out[key] = sample(props[key], hints, key);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, 0);
      return Array.from({ length: n }, () => sample(schema.items ?? {}, hints, name));
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number': {
      const lo = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.max(lo, 1) <= (schema.maximum ?? Number.POSITIVE_INFINITY) ? Math.max(lo, 1) : lo;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}

/** The body a JSON response of `op` must match for `status`, or undefined (no body / not JSON). */
export function responseSchema(op: Operation, status: number): Json | undefined {
  return op.responses[String(status)]?.content?.['application/json']?.schema;
}

const compiled = new WeakMap<object, ReturnType<typeof Compile>>();

/** Problems of `value` against a JSON Schema (empty when it matches). */
export function schemaProblems(schema: Json, value: unknown): string[] {
  let validator = compiled.get(schema);
  if (!validator) {
    validator = Compile(schema);
    compiled.set(schema, validator);
  }
  if (validator.Check(value)) return [];
  const [, errors] = validator.Errors(value);
  return errors.slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

const ERROR_KEYS = ['event_id', 'message', 'status_code', 'title', 'trace_id'].join(',');

/** Why a response is not the spec's error body `{status_code,title,message,trace_id,event_id}`. */
export function errorBodyProblem(status: number, body: string, traceHeader?: unknown): string | null {
  let parsed: Json;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${JSON.stringify(body.slice(0, 120))}`;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'not an object';
  const keys = Object.keys(parsed).sort().join(',');
  if (keys !== ERROR_KEYS) {
    const code = typeof parsed.code === 'string' ? ` ${parsed.code}` : '';
    return `keys ${keys}${code}: ${String(parsed.message).slice(0, 300)}`;
  }
  if (parsed.status_code !== status) return `status_code ${parsed.status_code} on a ${status}`;
  if (typeof parsed.title !== 'string' || parsed.title === '') return 'empty title';
  if (typeof parsed.message !== 'string') return 'message not a string';
  if (typeof parsed.trace_id !== 'string' || parsed.trace_id === '') return 'empty trace_id';
  if (traceHeader !== undefined && parsed.trace_id !== traceHeader) return 'trace_id differs from X-Trace-Id';
  if (parsed.event_id !== null) return 'event_id not null';
  return null;
}

/** The message of an error response (or the status line when the body is not the spec's). */
export function messageOf(res: LightMyRequestResponse): string {
  try {
    const body = JSON.parse(res.body);
    return typeof body?.message === 'string' ? body.message : res.body.slice(0, 200);
  } catch {
    return res.body.slice(0, 200);
  }
}

/** A request-validation failure (the request never reached the handler's lookups). */
export const isValidationMessage = (message: string) =>
  /^(body|querystring|params|headers)[.: ]/.test(message);
