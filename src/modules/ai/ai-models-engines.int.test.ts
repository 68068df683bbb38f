import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FAKE_PLATFORM, llmAppPerFile, riskAnswer } from '../../../test/support/llm-fixtures.js';
import { accountProvider, ownerCtx, providerSettings } from '../../../test/support/provider-harness.js';
import type { TestAccount } from '../../../test/support/test-app.js';
import { DomainError } from '../../lib/domain-error.js';

// The engines the model resolver builds, against the fake provider: whose key they send, what
// counts against the token limit, and how provider failures come back.

const { fake, t } = llmAppPerFile();
const PLATFORM_MODEL = FAKE_PLATFORM.model_id;
const RISK_ANSWER = riskAnswer('high');

/** The resolved engine of the platform model, or of model `name` of a new account provider. */
async function resolve(a: TestAccount, provider?: { body: Record<string, unknown>; name: string }) {
  if (!provider) return t.services.models.resolve({ ctx: ownerCtx(a), settings: FAKE_PLATFORM });
  const p = await accountProvider(t, a.key, provider.body, [provider.name]);
  return t.services.models.resolve({
    ctx: ownerCtx(a),
    settings: providerSettings(p.providerId, p.modelIds[0]!),
  });
}

describe('model resolver: engines against the fake provider', () => {
  test('a platform model calls the operator’s provider and counts against the token limit', async () => {
    const a = await t.account();
    const r = await resolve(a);
    assert.deepEqual(
      [r.modelId, r.source, r.countsAgainstTokenLimit, r.providerName],
      [PLATFORM_MODEL, 'platform', true, 'Fake platform'],
    );
    fake.reply({ json: RISK_ANSWER, usage: { input: 300, output: 80 } });
    const { body, usage } = await r.engine.risk({ content: 'Explain how to pick a lock.' });
    assert.equal(body.summary.overall_risk_level, 'high');
    assert.deepEqual(usage, { inputTokens: 300, outputTokens: 80 });
    assert.equal(fake.requests[0]!.headers.authorization, 'Bearer sk-platform');
    assert.equal(fake.requests[0]!.body.model, 'fake-model');
  });

  test('an account provider model uses the decrypted key and does not count against the limit', async () => {
    const a = await t.account();
    const r = await resolve(a, {
      body: { kind: 'anthropic', name: 'My Claude', api_key: 'sk-ant-account', base_url: fake.baseUrl },
      name: 'claude-sonnet-4-5',
    });
    assert.deepEqual([r.source, r.countsAgainstTokenLimit, r.providerName], ['provider', false, 'My Claude']);
    fake.reply({ json: RISK_ANSWER, usage: { input: 5, output: 6 } });
    const { usage } = await r.engine.risk({ content: 'Hello' });
    assert.deepEqual(usage, { inputTokens: 5, outputTokens: 6 });
    assert.equal(fake.requests[0]!.api, 'anthropic');
    assert.equal(fake.requests[0]!.headers['x-api-key'], 'sk-ant-account');
  });

  test('the configured timeout gives 504; a provider 401 gives 400 naming the account provider', async () => {
    const a = await t.account();
    const r = await resolve(a, {
      body: { kind: 'openai_compatible', name: 'Team vLLM', base_url: fake.baseUrl, api_key: 'bad' },
      name: 'm',
    });
    fake.reply({ json: RISK_ANSWER, delayMs: 6000 });
    await assert.rejects(
      r.engine.risk({ content: 'x' }),
      (e: unknown) => e instanceof DomainError && e.code === 'upstream_timeout',
    );
    fake.reply({ status: 401, message: 'bad key' });
    await assert.rejects(
      r.engine.risk({ content: 'x' }),
      (e: unknown) =>
        e instanceof DomainError &&
        e.code === 'bad_request' &&
        /'Team vLLM' rejected the credentials/.test(e.message),
    );
  });

  test('platform provider errors do not reveal upstream details', async () => {
    const a = await t.account();
    const r = await resolve(a);
    fake.reply(
      { status: 500, message: 'internal host db-7.corp failed' },
      { status: 500, message: 'internal host db-7.corp failed' },
    );
    await assert.rejects(r.engine.risk({ content: 'x' }), (e: unknown) => {
      assert.ok(e instanceof DomainError);
      assert.equal(e.code, 'upstream_invalid');
      assert.equal(
        e.message,
        "The AI provider 'Fake platform' answered HTTP 500 for model 'fake-model'. No result was produced.",
      );
      return true;
    });
  });
});
