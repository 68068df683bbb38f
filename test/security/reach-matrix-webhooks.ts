import { type Env, inWorkspace, type Row, w1, w2 } from './reach-matrix-columns.js';

const HOOK = { url: 'http://127.0.0.1:9/hook', events: ['*'], enabled: false };

/** A webhook endpoint in W1 made with the account's unrestricted owner key. */
const hookInW1 = async (env: Env) => (await env.make('POST', '/v1/webhooks', HOOK, env.w1)).webhook_id;

/**
 * Issue 26 §1: webhooks are the workspace admin's (an owner key reaching the workspace; as users,
 * the owner and W1's admin): they name where the workspace's changes go, so reading them too.
 */
export const WEBHOOK_ROWS: Row[] = [
  {
    group: 'webhooks',
    what: 'list in W1',
    expect: '200 200 403 403 403 403',
    send: inWorkspace('GET', '/v1/webhooks', w1),
  },
  {
    group: 'webhooks',
    what: 'create in W1',
    expect: '201 201 403 403 403 403',
    send: inWorkspace('POST', '/v1/webhooks', w1, () => HOOK),
  },
  {
    group: 'webhooks',
    what: 'create in W2',
    expect: '201 403 403 403 403 403',
    send: inWorkspace('POST', '/v1/webhooks', w2, () => HOOK),
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
