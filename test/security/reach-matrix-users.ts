import { OWN_ORIGIN, type UserSession } from '../support/people-fixtures.js';
import type { TestApp } from '../support/test-app.js';
import type { Column, Env, Row } from './reach-matrix-columns.js';

/**
 * Issue 22 §2: the same rows as the key matrix, sent as signed-in users (their session cookie,
 * Origin and CSRF token): the account owner, and users whose only role is in W1. W2 is a workspace
 * they have no role in. docs/security.md shows this table too.
 */
export const USER_COLUMNS = [
  { name: 'owner user', scope: 'owner', limited: false },
  { name: 'admin of W1', scope: 'write', limited: true },
  { name: 'editor of W1', scope: 'write', limited: true },
  { name: 'viewer of W1', scope: 'read', limited: true },
] as const;
export type UserColumn = (typeof USER_COLUMNS)[number];

/** The owner's API: the owner user as the unrestricted owner key, every role refused. */
const OWNER_GROUPS = new Set(['account', 'workspaces', 'keys', 'clients', 'AI providers', 'users', 'sso']);
const ALL = (s: number) => `${s} ${s} ${s} ${s}`;
const ONLY_OWNER = (s: number) => `${s} 403 403 403`;
const WRITERS = (s: number) => `${s} ${s} ${s} 403`;

/** Rows whose user expectations are not "owner only". */
const EXPECT: Record<string, string> = {
  'prompt area: read in W1': ALL(200),
  'prompt area: read in W2': ONLY_OWNER(200),
  'prompt area: write in W1': WRITERS(201),
  'prompt area: write in W2': ONLY_OWNER(201),
  'prompt area: render in W1 (a POST that only reads)': ALL(200),
  'prompt area: render in W2': ONLY_OWNER(200),
  'workspace transfer: export W2': ONLY_OWNER(200),
  'workspace transfer: import into W2': ONLY_OWNER(200),
  'token counting, models: POST /v1/tokens/count': ALL(200),
  'token counting, models: GET /v1/tokens/catalog': ALL(200),
  'token counting, models: GET /v1/ai/models': ALL(200),
  'MCP: tools/list in W1': ALL(200),
  'MCP: tools/list in W2': ONLY_OWNER(200),
  'MCP: a write tool in W1 (a read key: a tool error with the 403 body)': ALL(200),
  'sessions: GET /v1/auth/session with a key (a key is not a session)': ALL(200),
  'audit: GET /v1/audit': ONLY_OWNER(200),
  'audit: GET /v1/audit of W1': '200 200 403 403',
  'members: list W1': '200 200 403 403',
  'members: list W2': ONLY_OWNER(200),
  'members: give a user a role in W1': '200 200 403 403',
  'members: give a user a role in W2': ONLY_OWNER(200),
  'members: remove a member of W1': '204 204 403 403',
  'releases: list in W1': ALL(200),
  'releases: ask for a release in W1': WRITERS(201),
  'releases: approve a release in W1 (asked by another key)': '200 200 403 403',
  'releases: move a protected label directly in W1': '200 200 403 403',
  'releases: change the release settings of W1': '200 200 403 403',
  'webhooks: list in W1': '200 200 403 403',
  'webhooks: create in W1': '201 201 403 403',
  'webhooks: create in W2': ONLY_OWNER(201),
  'webhooks: delivery log of one in W1': '200 200 403 403',
  'webhooks: rotate the secret of one in W1': '200 200 403 403',
  'playground: list runs in W1': ALL(200),
  'playground: list runs in W2': ONLY_OWNER(200),
  'playground: GET a run in W1': ALL(200),
  'playground: run a version in W1 (no model here: 400 once allowed)': WRITERS(400),
  'playground: run an experiment in W1 (no model here: 400 once allowed)': WRITERS(400),
};

/** What each user column gets for `row`. */
export function userExpect(row: Row): string {
  const named = EXPECT[`${row.group}: ${row.what}`];
  if (named) return named;
  if (!OWNER_GROUPS.has(row.group)) throw new Error(`no user expectation for ${row.group}: ${row.what}`);
  return ONLY_OWNER(Number(row.expect.split(' ')[0]));
}

export function userDocLine(row: Row): string {
  return `| ${row.group} | ${row.what} | ${userExpect(row).split(' ').join(' | ')} |`;
}

/**
 * The key matrix's Env, with each user column's "key" standing for its session: requests that name
 * it are sent with the cookie, our Origin and the CSRF token instead of an API key.
 */
export function asUsersEnv(env: Env, sessions: Record<UserColumn['name'], UserSession>): Env {
  const byName = new Map<string, UserSession>(Object.entries(sessions));
  const t: TestApp = {
    ...env.t,
    request(opts) {
      const u = opts.key ? byName.get(opts.key) : undefined;
      if (!u) return env.t.request(opts);
      const headers = { ...opts.headers, cookie: u.cookie, origin: OWN_ORIGIN, 'x-csrf-token': u.csrf };
      return env.t.request({ ...opts, key: null, headers });
    },
  };
  const keys = Object.fromEntries(USER_COLUMNS.map((c) => [c.name, c.name])) as unknown as Env['keys'];
  return { ...env, t, keys, keyFor: async (col: Column) => col.name };
}
