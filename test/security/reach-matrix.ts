import type { Env } from './reach-matrix-columns.js';
import {
  ACCOUNT_WIDE,
  call,
  deleteMade,
  inWorkspace,
  listAndCreate,
  newPrompt,
  PROVIDER,
  provider,
  type Row,
  unique,
  w1,
  w2,
} from './reach-matrix-columns.js';
import { PEOPLE_ROWS } from './reach-matrix-people.js';
import { RELEASE_ROWS } from './reach-matrix-releases.js';
import { ACCOUNT_ROWS } from './reach-matrix-rows.js';
import { RUN_ROWS } from './reach-matrix-runs.js';
import { WEBHOOK_ROWS } from './reach-matrix-webhooks.js';

export { COLUMNS, type Column, docLine, type Env } from './reach-matrix-columns.js';

const newClient = () => ({ name: unique('c') });
const newProvider = () => ({ ...PROVIDER, name: unique('p') });

/** One MCP message to POST /mcp in the workspace (the JSON-RPC envelope and MCP's Accept added). */
function mcpIn(ws: (env: Env) => string, message: { method: string; params?: object }): Row['send'] {
  return (env, _col, key) =>
    env.t.request({
      method: 'POST',
      url: '/mcp',
      key,
      workspace: ws(env),
      headers: { accept: 'application/json, text/event-stream' },
      body: { jsonrpc: '2.0', id: 1, ...message },
    });
}

/** POST …/render of a prompt made in the workspace with the account's unrestricted owner key. */
function renderIn(ws: (env: Env) => string): Row['send'] {
  return async (env, _col, key) => {
    const made = await env.make(
      'POST',
      '/v1/prompts',
      { name: unique('p'), content: 'Hi {{name}}' },
      ws(env),
    );
    const url = `/v1/prompts/${made.prompt_id}/render`;
    return env.t.request({
      method: 'POST',
      url,
      key,
      workspace: ws(env),
      body: { variables: { name: 'x' } },
    });
  };
}

/** Hole 1's matrix: clients, AI providers, the prompt area and the any-key routes; the whole table. */
export const OTHER_ROWS: Row[] = [
  ...listAndCreate('clients', '/v1/account/clients', newClient),
  {
    group: 'clients',
    what: 'delete',
    expect: ACCOUNT_WIDE(204),
    send: deleteMade(() => '/v1/account/clients', 'client_id', newClient),
  },
  ...listAndCreate('AI providers', '/v1/account/providers', newProvider),
  { group: 'AI providers', what: 'GET one', expect: ACCOUNT_WIDE(200), send: call('GET', provider) },
  {
    group: 'AI providers',
    what: 'change one (rotate its key)',
    expect: ACCOUNT_WIDE(200),
    send: call('PATCH', provider, () => ({ api_key: unique('sk') })),
  },
  {
    group: 'AI providers',
    what: 'delete one',
    expect: ACCOUNT_WIDE(204),
    send: deleteMade(() => '/v1/account/providers', 'provider_id', newProvider),
  },
  {
    group: 'AI providers',
    what: 'list its models',
    expect: ACCOUNT_WIDE(200),
    send: call('GET', (e) => `${provider(e)}/models`),
  },
  {
    group: 'AI providers',
    what: 'add a model',
    expect: ACCOUNT_WIDE(201),
    send: call(
      'POST',
      (e) => `${provider(e)}/models`,
      () => ({ name: unique('model') }),
    ),
  },
  {
    group: 'AI providers',
    what: 'delete a model',
    expect: ACCOUNT_WIDE(204),
    send: deleteMade(
      (env) => `${provider(env)}/models`,
      'model_id',
      () => ({ name: unique('model') }),
    ),
  },
  {
    group: 'prompt area',
    what: 'read in W1',
    expect: '200 200 200 200 200 200',
    send: inWorkspace('GET', '/v1/prompts', w1),
  },
  {
    group: 'prompt area',
    what: 'read in W2',
    expect: '200 403 200 403 200 403',
    send: inWorkspace('GET', '/v1/prompts', w2),
  },
  {
    group: 'prompt area',
    what: 'write in W1',
    expect: '201 201 201 201 403 403',
    send: inWorkspace('POST', '/v1/prompts', w1, newPrompt),
  },
  {
    group: 'prompt area',
    what: 'write in W2',
    expect: '201 403 201 403 403 403',
    send: inWorkspace('POST', '/v1/prompts', w2, newPrompt),
  },
  {
    group: 'prompt area',
    what: 'render in W1 (a POST that only reads)',
    expect: '200 200 200 200 200 200',
    send: renderIn(w1),
  },
  {
    group: 'prompt area',
    what: 'render in W2',
    expect: '200 403 200 403 200 403',
    send: renderIn(w2),
  },
  {
    group: 'MCP',
    what: 'tools/list in W1',
    expect: '200 200 200 200 200 200',
    send: mcpIn(w1, { method: 'tools/list' }),
  },
  {
    group: 'MCP',
    what: 'tools/list in W2',
    expect: '200 403 200 403 200 403',
    send: mcpIn(w2, { method: 'tools/list' }),
  },
  {
    group: 'MCP',
    what: 'a write tool in W1 (a read key: a tool error with the 403 body)',
    expect: '200 200 200 200 200 200',
    send: mcpIn(w1, {
      method: 'tools/call',
      params: { name: 'analyze_prompt', arguments: { kind: 'risk', content: 'Be brief.' } },
    }),
    check(body, _env, col) {
      const result = (body as { result: { isError?: boolean; content: { text: string }[] } }).result;
      const refused =
        result.isError === true ? JSON.parse(result.content[0]?.text ?? '{}').status_code : null;
      if (refused !== (col.scope === 'read' ? 403 : null))
        throw new Error(`tool answered ${JSON.stringify(result).slice(0, 200)}`);
    },
  },
  {
    group: 'workspace transfer',
    what: 'export W2',
    expect: '200 403 200 403 200 403',
    send: inWorkspace('GET', '/v1/workspace/export', w2),
  },
  {
    group: 'workspace transfer',
    what: 'import into W2',
    expect: '200 403 200 403 403 403',
    send: inWorkspace('POST', '/v1/workspace/import', w2, () => ({
      format: 'promptkeep.workspace',
      format_version: 1,
      exported_at: new Date(0).toISOString(),
      prompts: [{ name: unique('imported'), use_case: null, versions: [] }],
      scoring_criteria: [],
      contexts: [],
      context_packs: [],
    })),
  },
  {
    group: 'token counting, models',
    what: 'POST /v1/tokens/count',
    expect: '200 200 200 200 200 200',
    send: call(
      'POST',
      () => '/v1/tokens/count',
      () => ({ input: 'hi', type: 'text', models: ['gpt-4o'] }),
    ),
  },
  {
    group: 'token counting, models',
    what: 'GET /v1/tokens/catalog',
    expect: '200 200 200 200 200 200',
    send: call('GET', () => '/v1/tokens/catalog'),
  },
  {
    group: 'token counting, models',
    what: 'GET /v1/ai/models',
    expect: '200 200 200 200 200 200',
    send: call('GET', () => '/v1/ai/models'),
  },
];

/** Every row of the matrix, in the order docs/security.md shows them. */
export const ROWS: Row[] = [
  ...ACCOUNT_ROWS,
  ...OTHER_ROWS,
  ...PEOPLE_ROWS,
  ...RELEASE_ROWS,
  ...WEBHOOK_ROWS,
  ...RUN_ROWS,
];
