import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { promptWithVersion } from '../../../test/support/fixtures.js';
import { ANSWER_CONTENT, ANSWERS } from '../../../test/support/llm-answers.js';
import { llmAppPerFile, FAKE_PLATFORM as PLATFORM } from '../../../test/support/llm-fixtures.js';
import {
  accountProvider,
  expectTokens,
  storedCount,
  tokensUsed,
} from '../../../test/support/provider-harness.js';
import { expectError, type TestAccount } from '../../../test/support/test-app.js';

// The analysis endpoints through the fake LLM server configured as an account provider: its
// tokens are reported but never charged; its failures store nothing (the platform provider's
// tokens count: analysis-llm-platform.int.test.ts).

const { fake, t } = llmAppPerFile();

const teamProvider = async (a: TestAccount) =>
  (
    await accountProvider(
      t,
      a.key,
      { kind: 'openai_compatible', name: 'Team vLLM', base_url: fake.baseUrl, api_key: 'sk-team' },
      ['team-model'],
    )
  ).settings;

describe('account provider', () => {
  test('tokens are reported but never charged, and the limit does not apply', async () => {
    const a = await t.account({ monthly_token_limit: 10 });
    const settings = await teamProvider(a);
    const { base } = await promptWithVersion(t, a, ANSWER_CONTENT);
    for (let i = 0; i < 2; i++) {
      fake.reply({ json: ANSWERS.risk, usage: { input: 30, output: 12 } });
      const res = await t.call(a, 'POST', `${base}/risk`, { settings, force: true });
      expectTokens(res, 42, 10);
    }
    assert.equal(fake.requests.at(-1)!.headers.authorization, 'Bearer sk-team');
    assert.equal(fake.requests.at(-1)!.body.model, 'team-model');
    assert.equal(await tokensUsed(t, a), 0);
  });

  test('malformed twice → 502, slow → 504, provider 401 → 400: nothing stored, only reported usage charged', async () => {
    const a = await t.account({ monthly_token_limit: 1000 });
    const settings = await teamProvider(a);
    const { base } = await promptWithVersion(t, a, ANSWER_CONTENT);

    fake.reply({ text: 'not json' }, { json: { unexpected: true } });
    expectError(
      await t.call(a, 'POST', `${base}/risk`, { settings }),
      502,
      /'Team vLLM' \(model 'team-model'\) returned an invalid risk answer twice/,
    );
    assert.equal(fake.requests.length, 2);
    fake.reply({
      json: {
        ...ANSWERS.heatmap,
        phrases: [{ phrase: 'not in the prompt', attention_score: 2, reason: 'r' }],
      },
    });
    fake.reply({
      json: { ...ANSWERS.heatmap, phrases: [{ phrase: 'nowhere', attention_score: 2, reason: 'r' }] },
    });
    expectError(await t.call(a, 'POST', `${base}/heatmap`, { include_examples: false, settings }), 502);

    fake.reply({ json: ANSWERS.risk, delayMs: 6000 });
    expectError(await t.call(a, 'POST', `${base}/risk`, { settings }), 504, /did not answer within 2 s/);

    fake.reply({ status: 401, message: 'bad key' });
    expectError(
      await t.call(a, 'POST', `${base}/risk`, { settings }),
      400,
      /'Team vLLM' rejected the credentials \(HTTP 401\)/,
    );

    expectError(await t.call(a, 'GET', `${base}/risk`), 404);
    expectError(await t.call(a, 'GET', `${base}/heatmap`), 404);
    assert.equal(await storedCount(t, a), 0);

    // On the platform model the malformed answers the provider reported are charged; a timeout
    // (no answer) charges nothing.
    fake.reply({ text: 'not json' }, { text: 'not json' });
    const malformed = await t.call(a, 'POST', `${base}/risk`, { settings: PLATFORM });
    expectError(malformed, 502);
    assert.equal(malformed.headers['x-tokens-used'], '36');
    fake.reply({ json: ANSWERS.risk, delayMs: 6000 });
    expectError(
      await t.call(a, 'POST', '/v1/prompts/risk', { content: ANSWER_CONTENT, settings: PLATFORM }),
      504,
    );
    assert.equal(await tokensUsed(t, a), 36);
    assert.equal(await storedCount(t, a), 0);
  });
});
