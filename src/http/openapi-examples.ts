import { errorBody } from './errors.js';

/**
 * Examples for the OpenAPI document: every JSON request body and 2xx response gets one built from
 * its schema (a schema's own `examples` first, then what its field name and format say), and every
 * error response the spec's error body for its status, from the one table below. Built, not
 * written by hand, so a new route has them too and they cannot drift from the schemas.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects are open-ended JSON.
type Json = any;

const TRACE_ID = 'req_01jf8zq4x6r9k2m5n7p3s0t1vw';

/** The message of each status's example error body. */
const ERROR_MESSAGES: Record<number, string> = {
  400: 'body.name: must NOT have fewer than 1 characters.',
  401: 'Missing or invalid API key.',
  403: 'The key may not act in this workspace.',
  404: 'Not found.',
  409: 'A resource with this name already exists.',
  412: 'The resource changed since that ETag was read (If-Match).',
  413: 'The request body is too large.',
  415: 'Unsupported media type.',
  422: 'The PDF could not be read within the time budget (20000 ms); its text cannot be extracted.',
  429: 'Rate limit exceeded.',
  500: 'An internal error occurred.',
  502: 'The model answered something that is not a valid result.',
  503: 'The service is unavailable; retry shortly.',
  504: 'The model did not answer in time.',
};

export const errorExample = (status: number) =>
  errorBody(status, ERROR_MESSAGES[status] ?? 'Error.', TRACE_ID);

/** Id fields and the prefix their values carry. */
const ID_PREFIXES: Record<string, string> = {
  account_id: 'acc',
  workspace_id: 'wrk',
  workspace_ids: 'wrk',
  prompt_id: 'prm',
  project_id: 'prj',
  context_id: 'ctx',
  pack_id: 'cpk',
  criteria_id: 'sca',
  criterion_id: 'scn',
  key_id: 'key',
  client_id: 'cli',
  provider_id: 'aap',
  model_id: 'aim',
  version_id: 'ver',
  version_ids: 'ver',
  run_id: 'run',
  experiment_id: 'exp',
  resolved_version_id: 'cv',
  user_id: 'usr',
  session_id: 'ses',
};

const STRINGS: Record<string, string> = {
  name: 'support-reply',
  version_name: 'v2',
  display_name: 'GPT-4o',
  use_case: 'Answer customer support emails politely and precisely.',
  brief: 'The prompts of the customer support team.',
  content: 'You are a support agent for {{product}}. Answer the customer in a friendly tone.',
  description: 'Product facts the support prompts rely on.',
  input: 'Hello, world!',
  model: 'gpt-4o',
  models: 'gpt-4o',
  tokenizer: 'o200k_base',
  created_by: 'key_01jf8zq4x6r9k2m5n7p3s0t1vw',
  updated_by: 'key_01jf8zq4x6r9k2m5n7p3s0t1vw',
  variables: 'product',
  filename: 'faq.txt',
  media_type: 'text/plain',
  sha256: '315f5bdb76d078c43b8ac0064e4a0164612b1fce77c869345bfc94c75894edd3',
  period: '2026-11',
  slug: 'clarity',
  criterion_slugs: 'clarity',
  display_prefix: 'pk_live_3f9a',
  api_key: 'pk_live_3f9a0c2e7b1d4a6f8e5c9b0a2d4f6e8a',
  base_url: 'https://llm.example.com/v1',
  phrase: 'friendly tone',
  label: 'Clarity',
  email: 'ada@example.com',
  password: 'a long and unusual passphrase',
  token: 'inv_7Jb1qX2mT9c4Rk8wZ0pV3nL6sD5fH1gA2eY9uI0oP4k',
  csrf_token: 'c3f1b2a4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f80',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
  ip: '203.0.113.7',
  url: 'https://prompts.example.com/invitation#inv_7Jb1qX2mT9c4Rk8wZ0pV3nL6sD5fH1gA2eY9uI0oP4k',
};

function fromName(name: string, schema: Json): string | undefined {
  const prefix = /^Prefix ([a-z]+)_/.exec(schema.description ?? '')?.[1] ?? ID_PREFIXES[name];
  if (prefix !== undefined) return `${prefix}_01jf8zq4x6r9k2m5n7p3s0t1vw`;
  if (name.endsWith('_timestamp') || schema.format === 'date-time') return '2026-11-20T09:30:00.000Z';
  return STRINGS[name];
}

function exampleString(schema: Json, name: string): string {
  if (schema.format === 'byte') return Buffer.from('Our support hours are 9–17 CET.').toString('base64');
  const candidates = [fromName(name, schema), 'example'];
  const re = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    let s = candidate;
    while (s.length < (schema.minLength ?? 0)) s += 'x';
    if (schema.maxLength !== undefined) s = s.slice(0, schema.maxLength);
    if (!re || re.test(s)) return s;
  }
  return 'example';
}

function exampleNumber(schema: Json): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
  const high = schema.maximum ?? Number.POSITIVE_INFINITY;
  const guess = schema.type === 'integer' ? 1 : 0.5;
  return Math.min(Math.max(low, guess), high);
}

/** A value that matches `schema`, as a reader would expect one (every property filled in). */
export function exampleOf(schema: Json, name = '', depth = 0): unknown {
  if (schema === undefined || schema === true || depth > 16) return {};
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const union: Json[] | undefined = schema.anyOf ?? schema.oneOf;
  if (union) {
    const pick = union.find((s) => s.type !== 'null') ?? union[0];
    return exampleOf(pick, name, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries<Json>(schema.properties ?? {})) {
        out[key] = exampleOf(sub, key, depth + 1);
      }
      const extra = schema.additionalProperties ?? schema.patternProperties;
      if (!schema.properties && extra && typeof extra === 'object' && name === 'variables') {
        out.product = 'Promptkeep';
      }
      return out;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, 1);
      const max = schema.maxItems ?? count;
      return Array.from({ length: Math.min(count, max) }, () =>
        exampleOf(schema.items ?? {}, name, depth + 1),
      );
    }
    case 'string':
      return exampleString(schema, name);
    case 'integer':
    case 'number':
      return exampleNumber(schema);
    case 'boolean':
      return name.startsWith('is_') || name === 'exact';
    case 'null':
      return null;
    default:
      return {};
  }
}
