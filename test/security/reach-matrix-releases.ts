import type { Env, Row } from './reach-matrix-columns.js';

/** A request in W1 with the account's unrestricted owner key (what the cells act on). */
async function asRoot(env: Env, method: 'POST' | 'PUT', url: string, body: unknown) {
  const res = await env.t.request({ method, url, key: env.root.key, workspace: env.w1, body });
  if (res.statusCode >= 300) throw new Error(`setting up ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A prompt in W1 with two versions, `production` protected and on the first. */
async function protectedPrompt(env: Env) {
  await asRoot(env, 'PUT', '/v1/workspace/release-settings', {
    protected_labels: ['production'],
    protect_primary: false,
    allow_self_approval: false,
    gates: {},
  });
  const p = await asRoot(env, 'POST', '/v1/prompts', { name: 'released', content: 'one {{x}}' });
  const url = `/v1/prompts/${p.prompt_id}`;
  const v2 = (await asRoot(env, 'POST', `${url}/versions`, { content: 'two {{x}}' })).version_id as string;
  await asRoot(env, 'PUT', `${url}/labels/production`, { version_id: p.versions[0].version_id });
  return { url, v2 };
}

/**
 * Issue 23: release requests and protected labels in W1. Asking is a write; approving, and moving
 * a protected label directly, are the workspace admin's (an owner key; as users, the owner and
 * W1's admin).
 */
export const RELEASE_ROWS: Row[] = [
  {
    group: 'releases',
    what: 'list in W1',
    expect: '200 200 200 200 200 200',
    send: (env, _col, key) => env.t.request({ url: '/v1/releases', key, workspace: env.w1 }),
  },
  {
    group: 'releases',
    what: 'ask for a release in W1',
    expect: '201 201 201 201 403 403',
    async send(env, _col, key) {
      const { url, v2 } = await protectedPrompt(env);
      const body = { label: 'production', version_id: v2 };
      return env.t.request({ method: 'POST', url: `${url}/releases`, key, workspace: env.w1, body });
    },
  },
  {
    group: 'releases',
    what: 'approve a release in W1 (asked by another key)',
    expect: '200 200 403 403 403 403',
    async send(env, _col, key) {
      const { url, v2 } = await protectedPrompt(env);
      const r = await asRoot(env, 'POST', `${url}/releases`, { label: 'production', version_id: v2 });
      const approve = `${url}/releases/${r.release_id}/approve`;
      return env.t.request({ method: 'POST', url: approve, key, workspace: env.w1, body: {} });
    },
  },
  {
    group: 'releases',
    what: 'move a protected label directly in W1',
    expect: '200 200 403 403 403 403',
    async send(env, _col, key) {
      const { url, v2 } = await protectedPrompt(env);
      const body = { version_id: v2 };
      return env.t.request({ method: 'PUT', url: `${url}/labels/production`, key, workspace: env.w1, body });
    },
  },
  {
    group: 'releases',
    what: 'change the release settings of W1',
    expect: '200 200 403 403 403 403',
    send: (env, _col, key) =>
      env.t.request({
        method: 'PUT',
        url: '/v1/workspace/release-settings',
        key,
        workspace: env.w1,
        body: {
          protected_labels: ['production'],
          protect_primary: false,
          allow_self_approval: false,
          gates: {},
        },
      }),
  },
];
