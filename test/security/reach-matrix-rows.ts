import {
  ACCOUNT_WIDE,
  call,
  deleteFresh,
  deleteMade,
  newKey,
  OWNER_ONLY,
  postKey,
  type Row,
  unique,
} from './reach-matrix-columns.js';

/** PATCH of workspace W1 or W2 to a fresh name. */
const renameWorkspace = (w: 'w1' | 'w2') =>
  call(
    'PATCH',
    (e) => `/v1/account/workspaces/${e[w]}`,
    () => ({ name: unique(w.toUpperCase()) }),
  );

/** Hole 1's matrix, the account rows (settings, workspaces, keys); reach-matrix.ts has the rest. */
export const ACCOUNT_ROWS: Row[] = [
  {
    group: 'account',
    what: 'GET /v1/account',
    expect: ACCOUNT_WIDE(200),
    send: call('GET', () => '/v1/account'),
  },
  {
    group: 'account',
    what: 'PATCH /v1/account',
    expect: ACCOUNT_WIDE(200),
    send: call(
      'PATCH',
      () => '/v1/account',
      () => ({ name: unique('acct') }),
    ),
  },
  {
    group: 'account',
    what: 'GET /v1/account/usage',
    expect: ACCOUNT_WIDE(200),
    send: call('GET', () => '/v1/account/usage'),
  },
  {
    group: 'workspaces',
    what: 'list (a limited key sees only its own)',
    expect: OWNER_ONLY(200, 200),
    send: call('GET', () => '/v1/account/workspaces'),
    check(body, env, col) {
      const ids = (body as { workspace_id: string }[]).map((w) => w.workspace_id);
      const want = col.limited ? [env.w1] : [env.root.workspaceId, env.w1, env.w2];
      if (want.some((w) => !ids.includes(w)) || (col.limited && ids.length !== 1))
        throw new Error(`listed ${ids.join(', ')}`);
    },
  },
  {
    group: 'workspaces',
    what: 'create',
    expect: ACCOUNT_WIDE(201),
    send: call(
      'POST',
      () => '/v1/account/workspaces',
      () => ({ name: unique('ws') }),
    ),
  },
  {
    group: 'workspaces',
    what: 'GET one in its reach (W1)',
    expect: OWNER_ONLY(200, 200),
    send: call('GET', (e) => `/v1/account/workspaces/${e.w1}`),
  },
  {
    group: 'workspaces',
    what: 'GET one outside its reach (W2)',
    expect: ACCOUNT_WIDE(200),
    send: call('GET', (e) => `/v1/account/workspaces/${e.w2}`),
  },
  {
    group: 'workspaces',
    what: 'rename one in its reach (W1)',
    expect: OWNER_ONLY(200, 200),
    send: renameWorkspace('w1'),
  },
  {
    group: 'workspaces',
    what: 'rename one outside its reach (W2)',
    expect: ACCOUNT_WIDE(200),
    send: renameWorkspace('w2'),
  },
  {
    group: 'workspaces',
    what: 'delete one in its reach',
    expect: ACCOUNT_WIDE(204),
    async send(env, col) {
      const ws = (await env.make('POST', '/v1/account/workspaces', { name: unique('gone') })).workspace_id;
      const key = await env.keyFor(col, ws as string);
      return env.t.request({ method: 'DELETE', url: `/v1/account/workspaces/${ws}`, key });
    },
  },
  {
    group: 'workspaces',
    what: 'delete one outside its reach',
    expect: ACCOUNT_WIDE(204),
    send: deleteMade(
      () => '/v1/account/workspaces',
      'workspace_id',
      () => ({ name: unique('gone') }),
    ),
  },
  {
    group: 'keys',
    what: 'list (a limited key sees only keys within its reach)',
    expect: OWNER_ONLY(200, 200),
    send: call('GET', () => '/v1/account/keys'),
    check(body, env, col) {
      const keys = body as { workspace_ids: string[] | null }[];
      const outside = keys.filter(
        (k) => k.workspace_ids === null || k.workspace_ids.some((w) => w !== env.w1),
      );
      if (col.limited ? outside.length > 0 : !keys.some((k) => k.workspace_ids === null))
        throw new Error(`listed ${JSON.stringify(keys.map((k) => k.workspace_ids))}`);
    },
  },
  {
    group: 'keys',
    what: 'create an unrestricted key',
    expect: ACCOUNT_WIDE(201),
    send: postKey(() => undefined),
  },
  {
    group: 'keys',
    what: 'create an owner key limited to [W1]',
    expect: OWNER_ONLY(201, 201),
    send: postKey((e) => [e.w1], 'owner'),
  },
  {
    group: 'keys',
    what: 'create a key limited to [W1, W2]',
    expect: ACCOUNT_WIDE(201),
    send: postKey((e) => [e.w1, e.w2]),
  },
  {
    group: 'keys',
    what: 'create a key limited to [W2]',
    expect: ACCOUNT_WIDE(201),
    send: postKey((e) => [e.w2]),
  },
  {
    group: 'keys',
    what: 'create a key limited to a workspace that does not exist',
    expect: OWNER_ONLY(400, 403),
    send: postKey(() => ['wrk_doesnotexist00000000000']),
  },
  {
    group: 'keys',
    what: 'revoke a key limited to [W1]',
    expect: OWNER_ONLY(204, 204),
    send: deleteFresh((env) => newKey(env, [env.w1])),
  },
  {
    group: 'keys',
    what: 'revoke a key limited to [W2]',
    expect: ACCOUNT_WIDE(204),
    send: deleteFresh((env) => newKey(env, [env.w2])),
  },
  {
    group: 'keys',
    what: 'revoke an unrestricted key',
    expect: ACCOUNT_WIDE(204),
    send: deleteFresh((env) => newKey(env)),
  },
  {
    group: 'keys',
    what: 'revoke a key id that does not exist',
    expect: OWNER_ONLY(404, 403),
    send: call('DELETE', () => '/v1/account/keys/key_doesnotexist0000000000'),
  },
];
