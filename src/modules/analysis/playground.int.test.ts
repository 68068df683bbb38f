import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createdAs, promptWithVersion } from '../../../test/support/fixtures.js';
import { FAKE_PLATFORM, llmAppPerFile } from '../../../test/support/llm-fixtures.js';
import { accountProvider, expectTokens, tokensUsed } from '../../../test/support/provider-harness.js';
import { expectError, parseAs } from '../../../test/support/test-app.js';
import { platformModelId } from '../ai/platform-providers.js';
import { Prompt } from '../prompts/prompts.schemas.js';
import { RunResult } from './playground.schemas.js';

// The playground (issue 25 §3): POST …/versions/{versionId}/run through the fake LLM server on
// loopback, as an OpenAI-compatible and as an Anthropic platform provider; token limits as for
// analyses; upstream errors never echoed.

const CLAUDE = { model_source: 'platform', model_id: platformModelId('Fake claude', 'claude-fake') } as const;
const { fake, t } = llmAppPerFile((f) => [
  {
    kind: 'anthropic',
    name: 'Fake claude',
    base_url: f.baseUrl,
    api_key: 'sk-claude',
    models: ['claude-fake'],
  },
]);

const MESSAGES = [
  { role: 'system', content: 'You are {{persona}}.' },
  { placeholder: 'history' },
  { role: 'user', content: '{{question}}' },
];

describe('POST /v1/prompts/{promptId}/versions/{versionId}/run', () => {
  test('a chat version runs on a platform model: output, usage, latency, tokens charged', async () => {
    const a = await t.account({ monthly_token_limit: 100 });
    const p = await createdAs(t, a, Prompt, '/v1/prompts', {
      name: 'chat',
      type: 'chat',
      messages: MESSAGES,
      config: { model: 'gpt-4o', parameters: { temperature: 0.3, max_output_tokens: 64 } },
    });
    const url = `/v1/prompts/${p.prompt_id}/versions/${p.versions[0]!.version_id}/run`;
    fake.reply({ text: 'Because of Rayleigh scattering.', usage: { input: 40, output: 9 } });
    const res = await t.call(a, 'POST', url, {
      variables: { persona: 'a physicist', question: 'Why is the sky blue?' },
      messages: {
        history: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello.' },
        ],
      },
      settings: FAKE_PLATFORM,
    });
    expectTokens(res, 49, 51);
    const run = parseAs(RunResult, res);
    assert.equal(run.output, 'Because of Rayleigh scattering.');
    assert.deepEqual(run.usage, { input_tokens: 40, output_tokens: 9 });
    assert.equal(run.model_source, 'platform');
    assert.ok(run.latency_ms >= 0);
    const sent = fake.requests[0]!.body;
    assert.deepEqual(sent.messages, [
      { role: 'system', content: 'You are a physicist.' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello.' },
      { role: 'user', content: 'Why is the sky blue?' },
    ]);
    assert.equal(sent.temperature, 0.3);
    assert.equal(sent.max_tokens ?? sent.max_completion_tokens, 64);
    assert.equal(await tokensUsed(t, a), 49);
  });

  test('a text version runs as one user message on an Anthropic provider (system split out)', async () => {
    const a = await t.account();
    const { base } = await promptWithVersion(t, a, 'Say {{word}}.');
    fake.reply({ text: 'Hello', usage: { input: 5, output: 1 } });
    const run = parseAs(
      RunResult,
      await t.call(a, 'POST', `${base}/run`, { variables: { word: 'hello' }, settings: CLAUDE }),
    );
    assert.equal(run.output, 'Hello');
    const request = fake.requests[0]!;
    assert.equal(request.api, 'anthropic');
    assert.deepEqual(request.body.messages, [
      { role: 'user', content: [{ type: 'text', text: 'Say hello.' }] },
    ]);
  });

  test('refusals: the built-in analyzer, missing values, an upstream error (not echoed), a timeout, the token limit', async () => {
    const a = await t.account({ monthly_token_limit: 10 });
    const { base } = await promptWithVersion(t, a, 'Say {{word}}.');
    expectError(
      await t.call(a, 'POST', `${base}/run`, { variables: { word: 'x' } }),
      400,
      /built-in analyzer/,
    );
    expectError(await t.call(a, 'POST', `${base}/run`, { settings: FAKE_PLATFORM }), 400, /missing value/);
    fake.reply({ status: 500, message: 'secret upstream detail' });
    fake.reply({ status: 500, message: 'secret upstream detail' });
    const failed = await t.call(a, 'POST', `${base}/run`, {
      variables: { word: 'x' },
      settings: FAKE_PLATFORM,
    });
    assert.equal(failed.statusCode, 502);
    assert.ok(!failed.body.includes('secret upstream detail'));
    fake.reply({ text: 'late', delayMs: 4000 });
    const late = await t.call(a, 'POST', `${base}/run`, {
      variables: { word: 'x' },
      settings: FAKE_PLATFORM,
    });
    expectError(late, 504, /did not answer within/);
    fake.reply({ text: 'ok', usage: { input: 8, output: 4 } });
    await t.call(a, 'POST', `${base}/run`, { variables: { word: 'x' }, settings: FAKE_PLATFORM });
    expectError(
      await t.call(a, 'POST', `${base}/run`, { variables: { word: 'x' }, settings: FAKE_PLATFORM }),
      403,
      'Token limit reached for billing period.',
    );
    expectError(await t.request({ method: 'POST', url: `${base}/run`, key: 'pk_nope', body: {} }), 401);
  });

  test("an account provider's run reports its tokens but never charges them", async () => {
    const a = await t.account({ monthly_token_limit: 10 });
    const body = { kind: 'openai_compatible', name: 'Team', base_url: fake.baseUrl, api_key: 'sk-team' };
    const { settings } = await accountProvider(t, a.key, body, ['team-model']);
    const { base } = await promptWithVersion(t, a, 'Hi');
    fake.reply({ text: 'Hello', usage: { input: 30, output: 12 } });
    const res = await t.call(a, 'POST', `${base}/run`, { settings });
    assert.equal(parseAs(RunResult, res).model_source, 'provider');
    assert.equal(res.headers['x-tokens-used'], '42');
    assert.equal(await tokensUsed(t, a), 0);
  });
});
