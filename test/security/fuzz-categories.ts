import {
  BEYOND_INT32,
  deepJson,
  EDGE_NUMBERS,
  getAt,
  nodePaths,
  ODD_STRINGS,
  OTHER_TYPES,
  RAW,
  type Rng,
  randomValid,
  setAt,
  stringifyWithRaw,
} from './fuzz-kit.js';
import { fillPath, type Hints, type Json, type Operation, placeholderKeys } from './openapi-walk.js';
import type { ResourceFixture } from './resource-fixture.js';

/** One request of the fuzz run, with a note of what was done to it. */
export interface FuzzRequest {
  op: Operation;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  note: string;
}

export interface FuzzEnv {
  fixture: ResourceFixture;
  hints: Hints;
  otherKey: string;
  otherWorkspace: string;
  readKey: string;
  adminKey: string;
  randomLike(id: string): string;
}

/** A way of breaking requests; `share` of FUZZ_COUNT requests (at least `min`) use it. */
export interface Category {
  name: string;
  share: number;
  min?: number;
  applies?(op: Operation): boolean;
  build(op: Operation, rng: Rng, env: FuzzEnv): FuzzRequest;
}

/** A request under construction: path ids, query and body are still separate. */
interface Draft {
  op: Operation;
  ids: string[];
  /** Path ids already percent-encoded (or deliberately not). */
  rawIds: boolean;
  query: string[];
  headers: Record<string, string>;
  body: unknown;
  /** Raw JSON text spliced at the RAW marker of `body`. */
  raw?: string;
  payload?: string | Buffer;
  note: string;
}

const SOME_ID = 'xxx_01m84svb695dskw5pcf60y9205';

/** A valid request of `op` as the fixture's owner (admin key for operator routes). */
function draft(op: Operation, rng: Rng, env: FuzzEnv, keepDeletes = false): Draft {
  let ids = placeholderKeys(op).map((k) => env.fixture.ids[k] ?? env.randomLike(SOME_ID));
  // A delete that succeeds would leave the rest of the run without that resource: deletes name
  // well-formed ids that exist nowhere, unless the category is about the path itself.
  if (op.method === 'DELETE' && !keepDeletes) ids = ids.map((id) => env.randomLike(id));
  const headers: Record<string, string> = {};
  if (op.auth === 'admin') headers['x-api-key'] = env.adminKey;
  else if (op.auth !== 'none') headers['x-api-key'] = env.fixture.account.key;
  if (op.auth === 'workspace') headers['x-workspace-id'] = env.fixture.workspaceId;
  const body = op.body ? randomValid(op.body, rng, env.hints) : undefined;
  return { op, ids, rawIds: false, query: [], headers, body, note: '' };
}

function finish(d: Draft, note: string): FuzzRequest {
  const path = fillPath(d.op, d.ids, d.rawIds);
  const url = d.query.length ? `${path}?${d.query.join('&')}` : path;
  const headers = { ...d.headers };
  let payload = d.payload;
  if (payload === undefined && d.body !== undefined) payload = stringifyWithRaw(d.body, d.raw);
  if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['content-type'] = 'application/json';
  return { op: d.op, method: d.op.method, url, headers, payload, note: note || d.note };
}

const hasBody = (op: Operation) => op.body !== undefined;
const hasIds = (op: Operation) => op.placeholders.length > 0;
const writes = (op: Operation) => op.method !== 'GET';

/** Paths of body leaves of one kind (`string`, `number`…), or of every node when none is. */
function leaves(body: unknown, kind?: string): (string | number)[][] {
  const all = nodePaths(body);
  const fit = kind ? all.filter((p) => typeof getAt(body, p) === kind) : all;
  return fit.length ? fit : all;
}

/** Paths, in `value`, of the properties its schema declares as integers. */
function integerPaths(schema: Json, value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (!schema || value === null || typeof value !== 'object') return [];
  const branches: Json[] = schema.anyOf ?? schema.oneOf ?? [schema];
  const out: (string | number)[][] = [];
  for (const s of branches) {
    if (Array.isArray(value) && s.items)
      for (const [i, v] of value.entries()) out.push(...integerPaths(s.items, v, [...prefix, i]));
    if (!Array.isArray(value) && s.properties)
      for (const [k, ps] of Object.entries<Json>(s.properties)) {
        const isInt = [ps, ...(ps.anyOf ?? [])].some((x: Json) => x.type === 'integer');
        if (isInt) out.push([...prefix, k]);
        else if (k in (value as object)) out.push(...integerPaths(ps, (value as Json)[k], [...prefix, k]));
      }
  }
  return out;
}
const hasIntegers = (op: Operation) => op.body !== undefined && JSON.stringify(op.body).includes('"integer"');

/** Declared query parameters that are not credentials (expand, author, name…). */
const dataQuery = (op: Operation) =>
  op.query
    .map((q: Json) => q.name as string)
    .filter((n) => !['api-key', 'api-client', 'workspace-id'].includes(n));

/** Puts `value` in the body at a random leaf of `kind`, or in a query parameter when no body. */
function plant(d: Draft, rng: Rng, value: unknown, kind = 'string'): string {
  if (d.body !== undefined && typeof d.body === 'object' && d.body !== null) {
    const paths = leaves(d.body, kind);
    if (paths.length) {
      const path = rng.pick(paths);
      d.body = setAt(d.body, path, value);
      return `body.${path.join('.')}`;
    }
  }
  if (d.body !== undefined) {
    d.body = value;
    return 'body';
  }
  const params = dataQuery(d.op);
  const name = params.length ? rng.pick(params) : 'name';
  d.query.push(`${name}=${encodeQuery(String(value))}`);
  return `query.${name}`;
}

/** Percent-encodes as UTF-8; a lone surrogate (no UTF-8 form) goes as its invalid 3-byte form. */
function encodeQuery(value: string): string {
  return [...value]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

const describe = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v) : String(JSON.stringify(v));
  return s.length > 40 ? `${s.slice(0, 30)}… (${s.length} chars)` : s;
};

export const ODD_IDS: readonly string[] = [
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%2Fetc%2Fpasswd',
  '%D0%B8%D0%B4',
  '%F0%9F%98%80',
  'a%20b',
  '%27%3B%20drop%20table%20x%3B--',
  `prm_${'x'.repeat(80)}`,
  '-1',
  '0',
  'null',
  'undefined',
  '~',
  '%E2%80%AE',
  '%EF%BB%BF',
  '%25',
  '%2500',
  '*',
  '%5Cx',
];

export const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/vnd.api+json',
  'json',
  '*/*',
  `application/json; ${'a=b; '.repeat(200)}`,
];

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

export const ODD_BODIES: readonly (string | Buffer)[] = [
  '',
  '{',
  'null',
  '[]',
  '"x"',
  '123',
  'true',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\uFEFF{}',
  'x'.repeat(100 * 1024),
  bytes('{"name":"', [0xff, 0xfe, 0xc3, 0x28], '"}'),
  bytes('{"name":"', [0xc0, 0xaf], '","content":"', [0xed, 0xa0, 0x80], '"}'),
  bytes([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
  bytes([0x80, 0x81, 0x82]),
];

export const QUERY_GARBAGE: readonly string[] = [
  'expand=versions,,',
  `expand=${'x'.repeat(2000)}`,
  'expand=versions&expand=scoring',
  'expand=%2C%2C',
  'expand=VERSIONS',
  'expand=',
  'expand',
  'expand[]=versions',
  'expand=versions%2Cheatmap%2Crisk%2Cbalance%2Cscoring%2Cversions',
  'workspace-id=&workspace-id=',
  'api-key=&api-key=',
  'api-client=x&api-client=y',
  `name=%E2%80%AE&author=${'a'.repeat(3000)}`,
  'unknown=1',
  '=',
  '&&&',
  'a[b]=c',
  '__proto__=x',
  'constructor[prototype]=x',
  'name=%F0%9F%98%80',
];

/** The categories that must pass today, then those of known holes (their own categories). */
export const CATEGORIES: Category[] = [
  {
    name: 'schema-valid requests',
    // Small share: these succeed, and successful writes wait on fsync (SQLite FULL, PostgreSQL).
    share: 0.08,
    build: (op, rng, env) => finish(draft(op, rng, env), 'as generated'),
  },
  {
    name: 'wrong types',
    share: 0.09,
    applies: hasBody,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      const paths = leaves(d.body);
      const path = paths.length && !rng.chance(0.15) ? rng.pick(paths) : [];
      const value = rng.pick(OTHER_TYPES);
      d.body = setAt(d.body, path, value);
      return finish(d, `body.${path.join('.')} = ${describe(value)}`);
    },
  },
  {
    name: 'missing required fields',
    share: 0.05,
    applies: (op) => hasBody(op) && (op.body.required?.length ?? 0) > 0,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      const paths = nodePaths(d.body);
      const top = (op.body.required as string[]).map((k) => [k]);
      const path = rng.chance(0.6) || paths.length === 0 ? rng.pick(top) : rng.pick(paths);
      d.body = setAt(d.body, path, undefined, true);
      return finish(d, `without body.${path.join('.')}`);
    },
  },
  {
    name: 'extra fields',
    share: 0.05,
    applies: hasBody,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      const key = rng.pick(['unknown_field', '__proto__', 'constructor', 'prototype', 'x'.repeat(300), '']);
      const text = JSON.stringify(d.body);
      d.payload = text.startsWith('{') && text !== '{}' ? `{"${key}":{"polluted":1},${text.slice(1)}` : text;
      return finish(d, `extra property ${describe(key)}`);
    },
  },
  {
    name: 'huge, deep and odd strings',
    share: 0.12,
    applies: (op) => hasBody(op) || dataQuery(op).length > 0,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      const value = rng.pick(ODD_STRINGS);
      return finish(d, `${plant(d, rng, value)} = ${describe(value)}`);
    },
  },
  {
    name: 'deep nesting (1,000 levels)',
    share: 0.03,
    applies: hasBody,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      const paths = nodePaths(d.body);
      const path = paths.length && rng.chance(0.7) ? rng.pick(paths) : [];
      d.body = setAt(d.body, path, RAW);
      const kind = rng.pick(['array', 'object'] as const);
      d.raw = deepJson(1000, kind);
      return finish(d, `body.${path.join('.')} = 1,000-deep ${kind}`);
    },
  },
  {
    name: 'numbers at int32 and float edges, NaN-like strings',
    share: 0.08,
    applies: hasBody,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      const value = rng.pick(EDGE_NUMBERS);
      return finish(d, `${plant(d, rng, value, 'number')} = ${describe(value)}`);
    },
  },
  {
    name: 'bad content types',
    share: 0.05,
    applies: writes,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      d.headers['content-type'] = rng.pick(CONTENT_TYPES);
      if (d.body === undefined) d.payload = '{}';
      return finish(d, `content-type ${describe(d.headers['content-type'])}`);
    },
  },
  {
    name: 'empty, non-JSON and invalid UTF-8 bodies',
    share: 0.07,
    applies: writes,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      d.payload = rng.pick(ODD_BODIES);
      if (rng.chance(0.3)) d.headers['content-type'] = 'application/json; charset=utf-8';
      return finish(d, `body ${describe(d.payload.toString('latin1'))}`);
    },
  },
  {
    name: 'odd path ids',
    share: 0.09,
    applies: hasIds,
    build(op, rng, env) {
      const d = draft(op, rng, env, true);
      d.ids = d.ids.map((id) => encodeURIComponent(id));
      d.rawIds = true;
      const i = rng.int(d.ids.length);
      d.ids[i] = rng.pick(ODD_IDS);
      return finish(d, `{${op.placeholders[i]}} = ${d.ids[i]}`);
    },
  },
  {
    name: 'bad query values (expand garbage, repeated parameters)',
    share: 0.07,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      d.query.push(rng.pick(QUERY_GARBAGE));
      return finish(d, `query ${describe(d.query[0])}`);
    },
  },
  {
    name: 'odd and large headers (under 16 KB)',
    share: 0.05,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      const variants: [string, () => void][] = [
        ['8 KB key', () => (d.headers['x-api-key'] = `pk_${'a'.repeat(8000)}`)],
        ['8 KB workspace', () => (d.headers['x-workspace-id'] = `wrk_${'a'.repeat(8000)}`)],
        [
          'odd if-match',
          () => (d.headers['if-match'] = rng.pick(['*', 'W/"x"', `"${'a'.repeat(2000)}"`, 'x', '""'])),
        ],
        ['accept text/html', () => (d.headers.accept = 'text/html')],
        ['100 junk headers', () => Array.from({ length: 100 }, (_, i) => (d.headers[`x-junk-${i}`] = 'j'))],
        ['odd client id', () => (d.headers['x-api-client'] = `cli_${'%'.repeat(100)}`)],
        ['spoofed trace id', () => (d.headers['x-trace-id'] = 'attacker-chosen')],
        ['latin-1 bytes in the key', () => (d.headers['x-api-key'] = 'pk_\u00e9\u00ff')],
      ];
      const [name, apply] = rng.pick(variants);
      apply();
      return finish(d, name);
    },
  },
  {
    name: 'no, bad or foreign credentials',
    share: 0.06,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      const h = d.headers;
      const variants: [string, () => void][] = [
        ['no key', () => delete h['x-api-key']],
        ['bad key', () => (h['x-api-key'] = 'pk_not_a_key')],
        ['empty key in the query', () => d.query.push('api-key=')],
        ['bad key in the query', () => d.query.push('api-key=pk_bad')],
        ["another account's key", () => (h['x-api-key'] = env.otherKey)],
        [
          'another account, own workspace',
          () => {
            h['x-api-key'] = env.otherKey;
            h['x-workspace-id'] = env.otherWorkspace;
          },
        ],
        ['read key', () => (h['x-api-key'] = env.readKey)],
        ['admin key', () => (h['x-api-key'] = env.adminKey)],
        ['account key on the operator API', () => (h['x-api-key'] = env.fixture.account.key)],
        ['no workspace', () => delete h['x-workspace-id']],
        ['unknown workspace', () => (h['x-workspace-id'] = 'wrk_nope')],
        [
          'bearer only',
          () => {
            delete h['x-api-key'];
            h.authorization = `Bearer ${env.fixture.account.key}`;
          },
        ],
      ];
      const [name, apply] = rng.pick(variants);
      apply();
      return finish(d, name);
    },
  },
  // ---- known holes (issue 9): their own categories, so the rest stays comparable ----
  {
    name: 'U+0000 in body strings',
    share: 0.03,
    applies: hasBody,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      const value = rng.pick(['\u0000', 'a\u0000b', `${'x'.repeat(10)}\u0000`]);
      return finish(d, `${plant(d, rng, value)} holds U+0000`);
    },
  },
  {
    name: 'U+0000 in path ids and query values',
    share: 0.02,
    applies: (op) => hasIds(op) || op.auth === 'workspace' || dataQuery(op).length > 0,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      if (hasIds(op) && rng.chance(0.6)) {
        const i = rng.int(d.ids.length);
        d.ids[i] = `${d.ids[i]}\u0000`;
        return finish(d, `{${op.placeholders[i]}} ends in U+0000`);
      }
      const name =
        op.auth === 'workspace' && rng.chance(0.5)
          ? 'workspace-id'
          : (rng.pick(dataQuery(op)) ?? 'workspace-id');
      const value = name === 'workspace-id' ? `${env.fixture.workspaceId}\u0000` : 'a\u0000';
      d.query.push(`${name}=${encodeQuery(value)}`);
      return finish(d, `query.${name} holds U+0000`);
    },
  },
  {
    name: 'integers beyond int32',
    share: 0.03,
    applies: hasIntegers,
    build(op, rng, env) {
      const d = draft(op, rng, env);
      const value = rng.pick(BEYOND_INT32);
      const paths = integerPaths(op.body, d.body);
      const path = paths.length ? rng.pick(paths) : [];
      d.body = setAt(d.body, path, value);
      return finish(d, `body.${path.join('.')} = ${value}`);
    },
  },
  {
    name: 'bad percent-encoding in paths',
    share: 0.01,
    min: 12,
    applies: hasIds,
    build(op, rng, env) {
      const d = draft(op, rng, env, true);
      d.ids = d.ids.map((id) => encodeURIComponent(id));
      d.rawIds = true;
      const i = rng.int(d.ids.length);
      d.ids[i] = rng.pick(['%', '%zz', '%E0%A4%A', '%C0%AF', '%ff', 'a%', '%%']);
      return finish(d, `{${op.placeholders[i]}} = ${d.ids[i]}`);
    },
  },
  {
    name: 'path ids over 100 characters',
    share: 0.01,
    min: 12,
    applies: hasIds,
    build(op, rng, env) {
      const d = draft(op, rng, env, true);
      const i = rng.int(d.ids.length);
      d.ids[i] = `${d.ids[i]}${'x'.repeat(rng.pick([80, 200, 8000]))}`;
      return finish(d, `{${op.placeholders[i]}} of ${d.ids[i].length} characters`);
    },
  },
];
