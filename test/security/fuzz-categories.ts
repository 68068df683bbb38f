import {
  type Category,
  type Draft,
  dataQuery,
  describe,
  draft,
  encodeQuery,
  type FuzzEnv,
  finish,
  hasBody,
  hasIds,
  hasIntegers,
  integerPaths,
  leaves,
  plant,
  withOneRawId,
  writes,
} from './fuzz-draft.js';
import { deepJson, nodePaths, RAW, type Rng, setAt } from './fuzz-random.js';
import {
  BEYOND_INT32,
  CONTENT_TYPES,
  EDGE_NUMBERS,
  ODD_BODIES,
  ODD_IDS,
  ODD_STRINGS,
  OTHER_TYPES,
  QUERY_GARBAGE,
} from './fuzz-values.js';

/**
 * A category's `build`: a valid draft of the operation (`keepDeletes` as `draft` takes it), which
 * `brk` breaks in its way, answering how (the request's note).
 */
function breaking(
  brk: (d: Draft, rng: Rng, env: FuzzEnv) => string,
  { keepDeletes = false } = {},
): Category['build'] {
  return (op, rng, env) => {
    const d = draft(op, rng, env, keepDeletes);
    return finish(d, brk(d, rng, env));
  };
}

/** One of `paths` (when there is one) with the chance `pathChance`, else the whole body (`[]`). */
const pathOrBody = <P extends unknown[]>(rng: Rng, paths: P[], pathChance: number): P | [] =>
  paths.length && rng.chance(pathChance) ? rng.pick(paths) : [];

/** The categories that must pass today, then those of known holes (their own categories). */
export const CATEGORIES: Category[] = [
  {
    name: 'schema-valid requests',
    // Small share: these succeed, and successful writes wait on fsync (SQLite FULL, PostgreSQL).
    share: 0.08,
    build: breaking(() => 'as generated'),
  },
  {
    name: 'wrong types',
    share: 0.09,
    applies: hasBody,
    build: breaking((d, rng) => {
      const path = pathOrBody(rng, leaves(d.body), 0.85);
      const value = rng.pick(OTHER_TYPES);
      d.body = setAt(d.body, path, value);
      return `body.${path.join('.')} = ${describe(value)}`;
    }),
  },
  {
    name: 'missing required fields',
    share: 0.05,
    applies: (op) => hasBody(op) && (op.body.required?.length ?? 0) > 0,
    build: breaking((d, rng) => {
      const paths = nodePaths(d.body);
      const top = (d.op.body.required as string[]).map((k) => [k]);
      const path = rng.chance(0.6) || paths.length === 0 ? rng.pick(top) : rng.pick(paths);
      d.body = setAt(d.body, path, undefined, true);
      return `without body.${path.join('.')}`;
    }),
  },
  {
    name: 'extra fields',
    share: 0.05,
    applies: hasBody,
    build: breaking((d, rng) => {
      const key = rng.pick(['unknown_field', '__proto__', 'constructor', 'prototype', 'x'.repeat(300), '']);
      const text = JSON.stringify(d.body);
      d.payload = text.startsWith('{') && text !== '{}' ? `{"${key}":{"polluted":1},${text.slice(1)}` : text;
      return `extra property ${describe(key)}`;
    }),
  },
  {
    name: 'huge, deep and odd strings',
    share: 0.12,
    applies: (op) => hasBody(op) || dataQuery(op).length > 0,
    build: breaking((d, rng) => {
      const value = rng.pick(ODD_STRINGS);
      return `${plant(d, rng, value)} = ${describe(value)}`;
    }),
  },
  {
    name: 'deep nesting (1,000 levels)',
    share: 0.03,
    applies: hasBody,
    build: breaking((d, rng) => {
      const path = pathOrBody(rng, nodePaths(d.body), 0.7);
      d.body = setAt(d.body, path, RAW);
      const kind = rng.pick(['array', 'object'] as const);
      d.raw = deepJson(1000, kind);
      return `body.${path.join('.')} = 1,000-deep ${kind}`;
    }),
  },
  {
    name: 'numbers at int32 and float edges, NaN-like strings',
    share: 0.08,
    applies: hasBody,
    build: breaking((d, rng) => {
      const value = rng.pick(EDGE_NUMBERS);
      return `${plant(d, rng, value, 'number')} = ${describe(value)}`;
    }),
  },
  {
    name: 'bad content types',
    share: 0.05,
    applies: writes,
    build: breaking((d, rng) => {
      d.headers['content-type'] = rng.pick(CONTENT_TYPES);
      if (d.body === undefined) d.payload = '{}';
      return `content-type ${describe(d.headers['content-type'])}`;
    }),
  },
  {
    name: 'empty, non-JSON and invalid UTF-8 bodies',
    share: 0.07,
    applies: writes,
    build: breaking((d, rng) => {
      d.payload = rng.pick(ODD_BODIES);
      if (rng.chance(0.3)) d.headers['content-type'] = 'application/json; charset=utf-8';
      return `body ${describe(d.payload.toString('latin1'))}`;
    }),
  },
  {
    name: 'odd path ids',
    share: 0.09,
    applies: hasIds,
    build: (op, rng, env) => withOneRawId(op, rng, env, ODD_IDS),
  },
  {
    name: 'bad query values (expand garbage, repeated parameters)',
    share: 0.07,
    build: breaking((d, rng) => {
      d.query.push(rng.pick(QUERY_GARBAGE));
      return `query ${describe(d.query[0])}`;
    }),
  },
  {
    name: 'odd and large headers (under 16 KB)',
    share: 0.05,
    build: breaking((d, rng) => {
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
      return name;
    }),
  },
  {
    name: 'no, bad or foreign credentials',
    share: 0.06,
    build: breaking((d, rng, env) => {
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
        // Sessions instead of keys: forged, malformed, and real ones without the CSRF token.
        ['forged session cookie', () => (h.cookie = `__Host-pk_session=pks_${'A'.repeat(43)}`)],
        ['malformed cookie header', () => (h.cookie = '__Host-pk_session; ;=;pks_=\u00ff')],
        [
          'session cookie instead of the key, no CSRF token',
          () => {
            delete h['x-api-key'];
            delete h['x-csrf-token'];
            h.cookie = env.fixture.session.cookie;
          },
        ],
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
      return name;
    }),
  },
  // ---- known holes (issue 9): their own categories, so the rest stays comparable ----
  {
    name: 'U+0000 in body strings',
    share: 0.03,
    applies: hasBody,
    build: breaking((d, rng) => {
      const value = rng.pick(['\u0000', 'a\u0000b', `${'x'.repeat(10)}\u0000`]);
      return `${plant(d, rng, value)} holds U+0000`;
    }),
  },
  {
    name: 'U+0000 in path ids and query values',
    share: 0.02,
    applies: (op) => hasIds(op) || op.auth === 'workspace' || dataQuery(op).length > 0,
    build: breaking((d, rng, env) => {
      if (hasIds(d.op) && rng.chance(0.6)) {
        const i = rng.int(d.ids.length);
        d.ids[i] = `${d.ids[i]}\u0000`;
        return `{${d.op.placeholders[i]}} ends in U+0000`;
      }
      const name =
        d.op.auth === 'workspace' && rng.chance(0.5)
          ? 'workspace-id'
          : (rng.pick(dataQuery(d.op)) ?? 'workspace-id');
      const value = name === 'workspace-id' ? `${env.fixture.workspaceId}\u0000` : 'a\u0000';
      d.query.push(`${name}=${encodeQuery(value)}`);
      return `query.${name} holds U+0000`;
    }),
  },
  {
    name: 'integers beyond int32',
    share: 0.03,
    applies: hasIntegers,
    build: breaking((d, rng) => {
      const value = rng.pick(BEYOND_INT32);
      const paths = integerPaths(d.op.body, d.body);
      const path = paths.length ? rng.pick(paths) : [];
      d.body = setAt(d.body, path, value);
      return `body.${path.join('.')} = ${value}`;
    }),
  },
  {
    name: 'bad percent-encoding in paths',
    share: 0.01,
    min: 12,
    applies: hasIds,
    build: (op, rng, env) =>
      withOneRawId(op, rng, env, ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ff', 'a%', '%%']),
  },
  {
    name: 'path ids over 100 characters',
    share: 0.01,
    min: 12,
    applies: hasIds,
    build: breaking(
      (d, rng) => {
        const i = rng.int(d.ids.length);
        d.ids[i] = `${d.ids[i]}${'x'.repeat(rng.pick([80, 200, 8000]))}`;
        return `{${d.op.placeholders[i]}} of ${d.ids[i].length} characters`;
      },
      { keepDeletes: true },
    ),
  },
];

/** The fuzz categories that break request bodies (and the schema-valid requests). */
export const BODY_CATEGORIES = [
  'schema-valid requests',
  'wrong types',
  'missing required fields',
  'extra fields',
  'huge, deep and odd strings',
  'deep nesting (1,000 levels)',
  'numbers at int32 and float edges, NaN-like strings',
  'bad content types',
  'empty, non-JSON and invalid UTF-8 bodies',
  'U+0000 in body strings',
  'integers beyond int32',
];
