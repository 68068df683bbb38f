import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { Type } from 'typebox';
import { type FakeLlmServer, startFakeLlmServer } from '../../../test/support/fake-llm-server.js';
import { createKey } from '../../../test/support/fixtures.js';
import { createTestApp, expectError, parseAs, type TestApp } from '../../../test/support/test-app.js';
import { DomainError } from '../../lib/domain-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { Settings } from '../analysis/analysis.schemas.js';
import { AiModel, Provider, ProviderModel } from './ai.schemas.js';
import { platformModelId, validatePlatformProviders } from './platform-providers.js';

let fake: FakeLlmServer;
let t: TestApp;
const PLATFORM_MODEL = platformModelId('Fake platform', 'fake-model');
const CLOUD_MODEL = platformModelId('Cloud', 'anthropic.claude-v2');
const RISK_ANSWER = {
  overall_feedback: 'Fine.',
  bias_analysis: { risk_level: 'low', feedback: 'none', issues: [] },
  ethical_analysis: { risk_level: 'low', feedback: 'none', issues: [] },
  safety_analysis: { risk_level: 'high', feedback: 'bad', issues: [] },
};

before(async () => {
  fake = await startFakeLlmServer();
  t = await createTestApp({
    settings: {
      llmTimeoutMs: 2000, // generous: happy-path calls must not time out on a loaded machine
      platformProviders: validatePlatformProviders([
        {
          kind: 'openai_compatible',
          name: 'Fake platform',
          base_url: fake.baseUrl,
          api_key: 'sk-platform',
          models: ['fake-model'],
        },
        {
          kind: 'bedrock',
          name: 'Cloud',
          access_key_id: 'AKIAPLATFORM',
          secret_access_key: 'platform-secret',
          models: ['anthropic.claude-v2'],
        },
      ]),
    },
  });
});
after(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const ctxOf = (account: { accountId: string; keyId: string }): RequestContext => ({
  requestId: 'req_test',
  accountId: account.accountId,
  workspaceId: null,
  actor: { type: 'api_key', id: account.keyId, name: 'owner', clientId: null },
  scope: 'owner',
  limits: { rate_limit_per_second: null, monthly_request_quota: null, monthly_token_limit: null },
});

async function addProvider(key: string, body: Record<string, unknown>, models: string[]) {
  const p = parseAs(Provider, await t.request({ method: 'POST', url: '/v1/account/providers', key, body }));
  const out: string[] = [];
  for (const name of models) {
    const res = await t.request({
      method: 'POST',
      url: `/v1/account/providers/${p.provider_id}/models`,
      key,
      body: { name },
    });
    out.push(parseAs(ProviderModel, res).model_id);
  }
  return { providerId: p.provider_id, modelIds: out };
}

async function rejects400(settings: Settings, ctx: RequestContext, message: RegExp) {
  await assert.rejects(t.services.models.resolve({ ctx, settings }), (error: unknown) => {
    assert.ok(error instanceof DomainError);
    assert.equal(error.code, 'bad_request');
    assert.match(error.message, message);
    return true;
  });
}

describe('GET /v1/ai/models', () => {
  test('built-in first, then platform models, then the account providers’ models (any key scope)', async () => {
    const a = await t.account();
    const b = await t.account();
    const mine = await addProvider(a.key, { kind: 'ollama', name: 'Local' }, ['llama3.2']);
    await addProvider(b.key, { kind: 'ollama', name: 'Not mine' }, ['mistral']);
    const read = await createKey(t, a, { name: 'r', scope: 'read' });
    const models = parseAs(Type.Array(AiModel), await t.request({ url: '/v1/ai/models', key: read.api_key }));
    assert.deepEqual(models[0], {
      model_id: 'aim_builtin',
      name: 'builtin',
      display_name: 'Promptkeep offline analyzer (heuristic, no LLM)',
      source: 'builtin',
      provider_id: null,
      provider_name: null,
      kind: null,
      requires_cloud_region: false,
      counts_against_token_limit: false,
    });
    assert.deepEqual(
      models
        .slice(1)
        .map((m) => [m.model_id, m.source, m.provider_id, m.display_name, m.requires_cloud_region]),
      [
        [PLATFORM_MODEL, 'platform', null, 'Fake platform: fake-model', false],
        [CLOUD_MODEL, 'platform', null, 'Cloud: anthropic.claude-v2', true],
        [mine.modelIds[0], 'provider', mine.providerId, 'Local: llama3.2', false],
      ],
    );
    assert.ok(!JSON.stringify(models).includes('sk-platform'));
    expectError(await t.request({ url: '/v1/ai/models' }), 401, 'Invalid API key.');
  });
});

describe('model resolver: settings', () => {
  test('absent settings → the offline analyzer', async () => {
    const a = await t.account();
    const r = await t.services.models.resolve({ ctx: ctxOf(a) });
    assert.deepEqual(
      [r.modelId, r.source, r.countsAgainstTokenLimit, r.providerName],
      ['aim_builtin', 'builtin', false, null],
    );
    const { usage } = await r.engine.risk({ content: 'Write a poem.' });
    assert.deepEqual(usage, { inputTokens: 0, outputTokens: 0 });
    assert.equal(fake.requests.length, 0);
    const same = await t.services.models.resolve({
      ctx: ctxOf(a),
      settings: {
        model_source: 'platform',
        model_id: 'aim_builtin',
      },
    });
    assert.equal(same.source, 'builtin');
  });

  test('each invalid combination is a 400 that says what to fix', async () => {
    const a = await t.account();
    const b = await t.account();
    const ctx = ctxOf(a);
    const mine = await addProvider(a.key, { kind: 'ollama', name: 'Local' }, ['llama3.2']);
    const other = await addProvider(a.key, { kind: 'ollama', name: 'Other' }, ['qwen']);
    const foreign = await addProvider(b.key, { kind: 'ollama', name: 'Foreign' }, ['phi']);
    const aws = await addProvider(a.key, { kind: 'bedrock', name: 'AWS', api_key: 'bedrock-key' }, [
      'anthropic.claude-v2',
    ]);

    await rejects400(
      { model_source: 'platform', model_id: 'aim_nope' },
      ctx,
      /'aim_nope' is not a platform model/,
    );
    await rejects400(
      { model_source: 'platform', model_id: mine.modelIds[0]! },
      ctx,
      /is not a platform model/,
    );
    await rejects400(
      { model_source: 'platform', model_id: PLATFORM_MODEL, provider_id: mine.providerId },
      ctx,
      /provider_id is only used with model_source 'provider'/,
    );
    await rejects400(
      { model_source: 'provider', model_id: mine.modelIds[0]! },
      ctx,
      /provider_id is required/,
    );
    await rejects400(
      { model_source: 'provider', model_id: mine.modelIds[0]!, provider_id: 'aap_nope' },
      ctx,
      /'aap_nope' does not name an AI provider of this account/,
    );
    await rejects400(
      { model_source: 'provider', model_id: foreign.modelIds[0]!, provider_id: foreign.providerId },
      ctx,
      /does not name an AI provider of this account/,
    );
    await rejects400(
      { model_source: 'provider', model_id: foreign.modelIds[0]!, provider_id: mine.providerId },
      ctx,
      /is not a model of this account's providers/,
    );
    await rejects400(
      { model_source: 'provider', model_id: other.modelIds[0]!, provider_id: mine.providerId },
      ctx,
      /does not belong to provider 'Local'/,
    );
    await rejects400(
      { model_source: 'provider', model_id: PLATFORM_MODEL, provider_id: mine.providerId },
      ctx,
      /It is a platform model: use model_source 'platform'/,
    );
    await rejects400(
      { model_source: 'provider', model_id: aws.modelIds[0]!, provider_id: aws.providerId },
      ctx,
      /settings\.cloud_region is required for provider 'AWS' \(Amazon Bedrock is cloud-hosted\): give the region/,
    );
    await rejects400(
      { model_source: 'platform', model_id: CLOUD_MODEL },
      ctx,
      /cloud_region is required for model 'anthropic\.claude-v2'/,
    );
    await rejects400(
      { model_source: 'platform', model_id: CLOUD_MODEL, cloud_region: 'evil.example.com/' },
      ctx,
      /is not a region name/,
    );
    await rejects400(
      { model_source: 'provider', model_id: 'aim_builtin', provider_id: mine.providerId },
      ctx,
      /built-in analyzer/,
    );

    // With a region, cloud models resolve (no call is made until an analysis runs).
    const ok = await t.services.models.resolve({
      ctx,
      settings: {
        model_source: 'provider',
        model_id: aws.modelIds[0]!,
        provider_id: aws.providerId,
        cloud_region: 'eu-west-1',
      },
    });
    assert.deepEqual([ok.source, ok.providerName, ok.countsAgainstTokenLimit], ['provider', 'AWS', false]);
    const platformCloud = await t.services.models.resolve({
      ctx,
      settings: {
        model_source: 'platform',
        model_id: CLOUD_MODEL,
        cloud_region: 'us-east-1',
      },
    });
    assert.deepEqual([platformCloud.source, platformCloud.countsAgainstTokenLimit], ['platform', true]);
  });
});

describe('model resolver: engines against the fake provider', () => {
  test('a platform model calls the operator’s provider and counts against the token limit', async () => {
    const a = await t.account();
    const r = await t.services.models.resolve({
      ctx: ctxOf(a),
      settings: {
        model_source: 'platform',
        model_id: PLATFORM_MODEL,
      },
    });
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
    const p = await addProvider(
      a.key,
      { kind: 'anthropic', name: 'My Claude', api_key: 'sk-ant-account', base_url: fake.baseUrl },
      ['claude-sonnet-4-5'],
    );
    const r = await t.services.models.resolve({
      ctx: ctxOf(a),
      settings: {
        model_source: 'provider',
        model_id: p.modelIds[0]!,
        provider_id: p.providerId,
      },
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
    const p = await addProvider(
      a.key,
      { kind: 'openai_compatible', name: 'Team vLLM', base_url: fake.baseUrl, api_key: 'bad' },
      ['m'],
    );
    const r = await t.services.models.resolve({
      ctx: ctxOf(a),
      settings: {
        model_source: 'provider',
        model_id: p.modelIds[0]!,
        provider_id: p.providerId,
      },
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
    const r = await t.services.models.resolve({
      ctx: ctxOf(a),
      settings: {
        model_source: 'platform',
        model_id: PLATFORM_MODEL,
      },
    });
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
