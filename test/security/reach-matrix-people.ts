import {
  ACCOUNT_WIDE,
  call,
  type Env,
  listAndCreate,
  type Row,
  type Send,
  unique,
} from './reach-matrix-columns.js';

/** An invited user of the account, made fresh for the cell with the unrestricted owner key. */
const invitee = async (env: Env) =>
  env.make('POST', '/v1/account/users', {
    email: `${unique('invitee').replace(' ', '-')}-${Math.random().toString(36).slice(2)}@example.com`,
    name: unique('Invitee'),
  });

/** Sends `method` to `url` about a fresh invitee (made with the owner key), with the cell's key. */
const aboutInvitee =
  (method: string, url: (env: Env, userId: string) => string, body?: unknown): Send =>
  async (env, _col, key) => {
    const { user_id } = await invitee(env);
    if (!user_id) throw new Error('setting up: the invitation answered no user_id');
    return env.t.request({ method: method as 'GET', url: url(env, user_id), key, body });
  };

/** An SSO configuration (nothing is asked of its issuer until someone signs in). */
const SSO = {
  issuer: 'https://idp.example.com',
  client_id: 'promptkeep',
  client_secret: 's3cret',
  allowed_domains: [],
};
/** The account's SSO configured with the unrestricted owner key, so every cell finds it there. */
const setSso = (env: Env) => env.make('PUT', '/v1/account/sso', SSO);

/**
 * Users (issue 22): the owner's user management is account-wide, and so are a workspace's members
 * for keys (as users, its admin manages them too); a key is never a session.
 */
export const PEOPLE_ROWS: Row[] = [
  ...listAndCreate(
    'users',
    '/v1/account/users',
    () => ({ email: `k-${Math.random().toString(36).slice(2)}@example.com`, name: 'Invited by a key' }),
    'invite',
  ),
  {
    group: 'users',
    what: 'GET one',
    expect: ACCOUNT_WIDE(200),
    send: aboutInvitee('GET', (_e, u) => `/v1/account/users/${u}`),
  },
  {
    group: 'users',
    what: 'rename one',
    expect: ACCOUNT_WIDE(200),
    send: aboutInvitee('PATCH', (_e, u) => `/v1/account/users/${u}`, { name: 'R' }),
  },
  {
    group: 'users',
    what: 'a new invitation link',
    expect: ACCOUNT_WIDE(201),
    send: aboutInvitee('POST', (_e, u) => `/v1/account/users/${u}/invitation`),
  },
  {
    group: 'members',
    what: 'list W1',
    expect: ACCOUNT_WIDE(200),
    send: call('GET', (e) => `/v1/account/workspaces/${e.w1}/members`),
  },
  {
    group: 'members',
    what: 'list W2',
    expect: ACCOUNT_WIDE(200),
    send: call('GET', (e) => `/v1/account/workspaces/${e.w2}/members`),
  },
  {
    group: 'members',
    what: 'give a user a role in W1',
    expect: ACCOUNT_WIDE(200),
    send: aboutInvitee('PUT', (e, u) => `/v1/account/workspaces/${e.w1}/members/${u}`, { role: 'viewer' }),
  },
  {
    group: 'members',
    what: 'give a user a role in W2',
    expect: ACCOUNT_WIDE(200),
    send: aboutInvitee('PUT', (e, u) => `/v1/account/workspaces/${e.w2}/members/${u}`, { role: 'editor' }),
  },
  {
    group: 'members',
    what: 'remove a member of W1',
    expect: ACCOUNT_WIDE(204),
    async send(env, _col, key) {
      const u = await invitee(env);
      const url = `/v1/account/workspaces/${env.w1}/members/${u.user_id}`;
      await env.make('PUT', url, { role: 'viewer' });
      return env.t.request({ method: 'DELETE', url, key });
    },
  },
  {
    group: 'audit',
    what: 'GET /v1/audit',
    expect: ACCOUNT_WIDE(200),
    send: call('GET', () => '/v1/audit'),
  },
  {
    group: 'audit',
    what: 'GET /v1/audit of W1',
    expect: ACCOUNT_WIDE(200),
    send: call('GET', (e) => `/v1/audit?workspace_id=${e.w1}`),
  },
  {
    group: 'sso',
    what: 'PUT /v1/account/sso',
    expect: ACCOUNT_WIDE(200),
    send: call(
      'PUT',
      () => '/v1/account/sso',
      () => SSO,
    ),
  },
  {
    group: 'sso',
    what: 'GET /v1/account/sso',
    expect: ACCOUNT_WIDE(200),
    async send(env, _col, key) {
      await setSso(env);
      return env.t.request({ url: '/v1/account/sso', key });
    },
  },
  {
    group: 'sso',
    what: 'DELETE /v1/account/sso',
    expect: ACCOUNT_WIDE(204),
    async send(env, _col, key) {
      await setSso(env);
      return env.t.request({ method: 'DELETE', url: '/v1/account/sso', key });
    },
  },
  {
    group: 'sessions',
    what: 'GET /v1/auth/session with a key (a key is not a session)',
    expect: '401 401 401 401 401 401',
    send: call('GET', () => '/v1/auth/session'),
  },
];
