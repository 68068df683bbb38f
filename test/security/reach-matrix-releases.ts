import { type Env, inWorkspace, type NewPrompt, type Row, w1 } from './reach-matrix-columns.js';

/** A prompt in W1 with two versions, `production` protected and on the first. */
async function protectedPrompt(env: Env) {
  const settings = {
    protected_labels: ['production'],
    protect_primary: false,
    allow_self_approval: false,
    gates: {},
  };
  await env.make('PUT', '/v1/workspace/release-settings', settings, env.w1);
  const body = { name: 'released', content: 'one {{x}}' };
  const p = await env.make<NewPrompt>('POST', '/v1/prompts', body, env.w1);
  const url = `/v1/prompts/${p.prompt_id}`;
  const v2 = (await env.make('POST', `${url}/versions`, { content: 'two {{x}}' }, env.w1)).version_id;
  await env.make('PUT', `${url}/labels/production`, { version_id: p.versions[0]?.version_id }, env.w1);
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
    send: inWorkspace('GET', '/v1/releases', w1),
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
      const r = await env.make('POST', `${url}/releases`, { label: 'production', version_id: v2 }, env.w1);
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
