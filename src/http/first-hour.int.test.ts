import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectError, parseAs, testAppPerFile } from '../../test/support/test-app.js';
import { Prompt } from '../modules/prompts/prompts.schemas.js';

// Issue 30 §10: what a new user trips over in the API. Every change adds to the answer the spec
// gives (no status or message the spec defines changes).
const t = testAppPerFile();

async function promptWithVersion(a: { key: string; workspaceId: string }) {
  const res = await t.call(a, 'POST', '/v1/prompts', { name: 'first-hour', content: 'Summarize {{text}}.' });
  assert.equal(res.statusCode, 201, res.body);
  return parseAs(Prompt, res);
}

describe('the first hour with the API', () => {
  test('a DELETE with Content-Type: application/json and no body is accepted', async () => {
    const a = await t.account();
    for (const headers of [{}, { 'content-length': '0' }]) {
      const p = await promptWithVersion(a);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/v1/prompts/${p.prompt_id}`,
        headers: {
          'x-api-key': a.key,
          'x-workspace-id': a.workspaceId,
          'content-type': 'application/json',
          ...headers,
        },
      });
      assert.equal(res.statusCode, 204, res.body);
    }
    // A route that takes a body keeps its 400.
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/prompts',
      headers: { 'x-api-key': a.key, 'x-workspace-id': a.workspaceId, 'content-type': 'application/json' },
    });
    expectError(res, 400, 'The JSON body is empty.');
  });

  test('a known path with the wrong method answers 405 with Allow; an unknown path 404', async () => {
    const a = await t.account();
    const wrong = await t.call(a, 'GET', '/v1/tokens/count');
    expectError(wrong, 405, 'Method GET is not allowed on /v1/tokens/count; allowed: POST.');
    assert.equal(wrong.headers.allow, 'POST');
    const p = await promptWithVersion(a);
    const put = await t.call(a, 'PUT', `/v1/prompts/${p.prompt_id}`, {});
    expectError(put, 405);
    assert.equal(put.headers.allow, 'DELETE, GET, HEAD, PATCH');
    // No key is needed to learn a path's methods, as none is needed to get a 404.
    expectError(await t.request({ method: 'DELETE', url: '/v1/tokens/models' }), 405);
    expectError(await t.call(a, 'GET', '/v1/nothing-here'), 404, 'Route GET /v1/nothing-here not found.');
    // A wrong method on a known path still needs a valid key for every right one.
    expectError(await t.request({ url: '/v1/prompts', key: 'pk_wrong' }), 401, 'Invalid API key.');
  });

  test('an unknown model name gets "did you mean" appended to the same message', async () => {
    const a = await t.account();
    const res = await t.call(a, 'POST', '/v1/tokens/count', {
      input: 'Hello',
      type: 'text',
      models: ['gpt4o', 'claude-sonnet-45', 'no-such-thing-at-all'],
    });
    expectError(
      res,
      400,
      'Unknown model name(s): gpt4o, claude-sonnet-45, no-such-thing-at-all. See GET /v1/tokens/models. Did you mean gpt-4o (for gpt4o), claude-sonnet-4-5 (for claude-sonnet-45)?',
    );
    const none = await t.call(a, 'POST', '/v1/tokens/count', {
      input: 'Hi',
      type: 'text',
      models: ['zzzzzz'],
    });
    expectError(none, 400, 'Unknown model name(s): zzzzzz. See GET /v1/tokens/models.');
  });

  test("version scoring without criteria_id names the Default criteria's id; with it, it scores", async () => {
    const a = await t.account();
    const p = await promptWithVersion(a);
    const url = `/v1/prompts/${p.prompt_id}/versions/${p.versions[0]!.version_id}/scoring`;
    expectError(
      await t.call(a, 'POST', url, {}),
      400,
      'body.criteria_id: is required. To score against the built-in Default criteria, send "criteria_id": "sca_default" (GET /v1/prompts/scoring/criteria lists the others).',
    );
    assert.equal((await t.call(a, 'POST', url, { criteria_id: 'sca_default' })).statusCode, 200);
  });
});
