import { getAt, nodePaths, type Rng, randomValid, setAt, stringifyWithRaw } from './fuzz-random.js';
import {
  fillPath,
  type Hints,
  type Json,
  type Operation,
  placeholderKeys,
  requiredQuery,
} from './openapi-walk.js';
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
export interface Draft {
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
export function draft(op: Operation, rng: Rng, env: FuzzEnv, keepDeletes = false): Draft {
  let ids = placeholderKeys(op).map((k) => env.fixture.ids[k] ?? env.randomLike(SOME_ID));
  // A delete that succeeds would leave the rest of the run without that resource: deletes name
  // well-formed ids that exist nowhere, unless the category is about the path itself.
  if (op.method === 'DELETE' && !keepDeletes) ids = ids.map((id) => env.randomLike(id));
  const headers: Record<string, string> = {};
  if (op.auth === 'admin') headers['x-api-key'] = env.adminKey;
  else if (op.auth === 'session') {
    // A signed-in owner user, with what our pages send on changes (Origin and CSRF token).
    headers.cookie = env.fixture.session.cookie;
    headers.origin = 'http://localhost:80';
    headers['x-csrf-token'] = env.fixture.session.csrf;
  } else if (op.auth !== 'none') headers['x-api-key'] = env.fixture.account.key;
  if (op.auth === 'workspace') headers['x-workspace-id'] = env.fixture.workspaceId;
  // The MCP transport answers 406 to a POST that does not accept both JSON and an event stream:
  // the header is sent so that the fuzz reaches the message itself.
  if (op.path === '/mcp') headers.accept = 'application/json, text/event-stream';
  const body = op.body ? randomValid(op.body, rng, env.hints) : undefined;
  // Required query parameters (the diff's from and to) name the fixture's resources.
  const query = Object.entries(requiredQuery(op, env.fixture.query)).map(
    ([name, value]) => `${name}=${encodeURIComponent(value)}`,
  );
  return { op, ids, rawIds: false, query, headers, body, note: '' };
}

export function finish(d: Draft, note: string): FuzzRequest {
  const path = fillPath(d.op, d.ids, d.rawIds);
  const url = d.query.length ? `${path}?${d.query.join('&')}` : path;
  const headers = { ...d.headers };
  let payload = d.payload;
  if (payload === undefined && d.body !== undefined) payload = stringifyWithRaw(d.body, d.raw);
  if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['content-type'] = 'application/json';
  return { op: d.op, method: d.op.method, url, headers, payload, note: note || d.note };
}

/** A request whose path ids go as given (percent-encoded), one of them replaced by one of `values`. */
export function withOneRawId(op: Operation, rng: Rng, env: FuzzEnv, values: readonly string[]): FuzzRequest {
  const d = draft(op, rng, env, true);
  d.ids = d.ids.map((id) => encodeURIComponent(id));
  d.rawIds = true;
  const i = rng.int(d.ids.length);
  d.ids[i] = rng.pick(values);
  return finish(d, `{${op.placeholders[i]}} = ${d.ids[i]}`);
}

export const hasBody = (op: Operation) => op.body !== undefined;
export const hasIds = (op: Operation) => op.placeholders.length > 0;
export const writes = (op: Operation) => op.method !== 'GET';

/** Paths of body leaves of one kind (`string`, `number`…), or of every node when none is. */
export function leaves(body: unknown, kind?: string): (string | number)[][] {
  const all = nodePaths(body);
  const fit = kind ? all.filter((p) => typeof getAt(body, p) === kind) : all;
  return fit.length ? fit : all;
}

/** Paths, in `value`, of the properties its schema declares as integers. */
export function integerPaths(
  schema: Json,
  value: unknown,
  prefix: (string | number)[] = [],
): (string | number)[][] {
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
export const hasIntegers = (op: Operation) =>
  op.body !== undefined && JSON.stringify(op.body).includes('"integer"');

/** Declared query parameters that are not credentials (expand, author, name…). */
export const dataQuery = (op: Operation) =>
  op.query
    .map((q: Json) => q.name as string)
    .filter((n) => !['api-key', 'api-client', 'workspace-id'].includes(n));

/** Puts `value` in the body at a random leaf of `kind`, or in a query parameter when no body. */
export function plant(d: Draft, rng: Rng, value: unknown, kind = 'string'): string {
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
export function encodeQuery(value: string): string {
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

export const describe = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v) : String(JSON.stringify(v));
  return s.length > 40 ? `${s.slice(0, 30)}… (${s.length} chars)` : s;
};
