import type { Env, Row } from './reach-matrix-columns.js';

const HOOK = { url: 'http://127.0.0.1:9/hook', events: ['*'], enabled: false };

/** A webhook endpoint in W1 made with the account's unrestricted owner key. */
async function hookInW1(env: Env): Promise<string> {
  const res = await env.t.request({
    method: 'POST',
    url: '/v1/webhooks',
    key: env.root.key,
    workspace: env.w1,
    body: HOOK,
  });
  if (res.statusCode !== 201) throw new Error(`setting up a webhook: ${res.statusCode} ${res.body}`);
  return res.json().webhook_id as string;
}

/**
 * Issue 26 §1: webhooks are the workspace admin's (an owner key reaching the workspace; as users,
 * the owner and W1's admin): they name where the workspace's changes go, so reading them too.
 */
export const WEBHOOK_ROWS: Row[] = [
  {
    group: 'webhooks',
    what: 'list in W1',
    expect: '200 200 403 403 403 403',
    send: (env, _col, key) => env.t.request({ url: '/v1/webhooks', key, workspace: env.w1 }),
  },
  {
    group: 'webhooks',
    what: 'create in W1',
    expect: '201 201 403 403 403 403',
    send: (env, _col, key) =>
      env.t.request({ method: 'POST', url: '/v1/webhooks', key, workspace: env.w1, body: HOOK }),
  },
  {
    group: 'webhooks',
    what: 'create in W2',
    expect: '201 403 403 403 403 403',
    send: (env, _col, key) =>
      env.t.request({ method: 'POST', url: '/v1/webhooks', key, workspace: env.w2, body: HOOK }),
  },
  {
    group: 'webhooks',
    what: 'delivery log of one in W1',
    expect: '200 200 403 403 403 403',
    async send(env, _col, key) {
      const id = await hookInW1(env);
      return env.t.request({ url: `/v1/webhooks/${id}/deliveries`, key, workspace: env.w1 });
    },
  },
  {
    group: 'webhooks',
    what: 'rotate the secret of one in W1',
    expect: '200 200 403 403 403 403',
    async send(env, _col, key) {
      const id = await hookInW1(env);
      return env.t.request({
        method: 'POST',
        url: `/v1/webhooks/${id}/rotate-secret`,
        key,
        workspace: env.w1,
      });
    },
  },
];
