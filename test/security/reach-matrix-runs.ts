import { storedRun } from '../support/run-fixtures.js';
import type { Env, NewPrompt, Row } from './reach-matrix-columns.js';
import { unique, w1, w2 } from './reach-matrix-columns.js';

/** A prompt made in the workspace with the account's unrestricted owner key: two versions, one stored run. */
async function promptWithRun(env: Env, ws: string) {
  const p = await env.make<NewPrompt>(
    'POST',
    '/v1/prompts',
    { name: unique('p'), content: 'Hi {{name}}' },
    ws,
  );
  const at = { workspaceId: ws, promptId: p.prompt_id, versionId: p.versions[0]?.version_id ?? '' };
  const secondVersionId = (
    await env.make('POST', `/v1/prompts/${p.prompt_id}/versions`, { content: 'Bye {{name}}' }, ws)
  ).version_id;
  return { ...at, secondVersionId, runId: await storedRun(env.t, at, { name: 'x' }) };
}

const listIn =
  (ws: (env: Env) => string): Row['send'] =>
  async (env, _col, key) => {
    const p = await promptWithRun(env, ws(env));
    return env.t.request({ url: `/v1/prompts/${p.promptId}/runs`, key, workspace: p.workspaceId });
  };

/**
 * Issue 25 §3: stored runs are read with the read scope; running (which may call a model) needs
 * write. The matrix's app has no model, so an allowed run meets the built-in analyzer's 400 (after
 * the scope and reach checks, which are what the row shows).
 */
export const RUN_ROWS: Row[] = [
  { group: 'playground', what: 'list runs in W1', expect: '200 200 200 200 200 200', send: listIn(w1) },
  { group: 'playground', what: 'list runs in W2', expect: '200 403 200 403 200 403', send: listIn(w2) },
  {
    group: 'playground',
    what: 'GET a run in W1',
    expect: '200 200 200 200 200 200',
    async send(env, _col, key) {
      const p = await promptWithRun(env, env.w1);
      return env.t.request({ url: `/v1/prompts/${p.promptId}/runs/${p.runId}`, key, workspace: env.w1 });
    },
  },
  {
    group: 'playground',
    what: 'run a version in W1 (no model here: 400 once allowed)',
    expect: '400 400 400 400 403 403',
    async send(env, _col, key) {
      const p = await promptWithRun(env, env.w1);
      return env.t.request({
        method: 'POST',
        url: `/v1/prompts/${p.promptId}/versions/${p.versionId}/run`,
        key,
        workspace: env.w1,
        body: { variables: { name: 'x' }, store: true },
      });
    },
  },
  {
    group: 'playground',
    what: 'run an experiment in W1 (no model here: 400 once allowed)',
    expect: '400 400 400 400 403 403',
    async send(env, _col, key) {
      const p = await promptWithRun(env, env.w1);
      const inputs = [{ variables: { name: 'x' } }];
      return env.t.request({
        method: 'POST',
        url: `/v1/prompts/${p.promptId}/experiments`,
        key,
        workspace: env.w1,
        body: { version_ids: [p.versionId, p.secondVersionId], inputs },
      });
    },
  },
];
