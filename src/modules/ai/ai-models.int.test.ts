import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createKey } from '../../../test/support/fixtures.js';
import { FAKE_PLATFORM, llmAppPerFile } from '../../../test/support/llm-fixtures.js';
import { accountProvider, ownerCtx } from '../../../test/support/provider-harness.js';
import { expectError, parseAs } from '../../../test/support/test-app.js';
import { DomainError } from '../../lib/domain-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { Settings } from '../analysis/analysis.schemas.js';
import { AiModel } from './ai.schemas.js';
import { platformModelId } from './platform-providers.js';

// The model list and the resolver's checks of the settings (no model is called here; the engines
// against the fake provider: ai-models-engines.int.test.ts).

const { fake, t } = llmAppPerFile([
  {
    kind: 'bedrock',
    name: 'Cloud',
    access_key_id: 'AKIAPLATFORM',
    secret_access_key: 'platform-secret',
    models: ['anthropic.claude-v2'],
  },
]);
const PLATFORM_MODEL = FAKE_PLATFORM.model_id;
const CLOUD_MODEL = platformModelId('Cloud', 'anthropic.claude-v2');

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
    const mine = await accountProvider(t, a.key, { kind: 'ollama', name: 'Local' }, ['llama3.2']);
    await accountProvider(t, b.key, { kind: 'ollama', name: 'Not mine' }, ['mistral']);
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
    const r = await t.services.models.resolve({ ctx: ownerCtx(a) });
    assert.deepEqual(
      [r.modelId, r.source, r.countsAgainstTokenLimit, r.providerName],
      ['aim_builtin', 'builtin', false, null],
    );
    const { usage } = await r.engine.risk({ content: 'Write a poem.' });
    assert.deepEqual(usage, { inputTokens: 0, outputTokens: 0 });
    assert.equal(fake.requests.length, 0);
    const same = await t.services.models.resolve({
      ctx: ownerCtx(a),
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
    const ctx = ownerCtx(a);
    const mine = await accountProvider(t, a.key, { kind: 'ollama', name: 'Local' }, ['llama3.2']);
    const other = await accountProvider(t, a.key, { kind: 'ollama', name: 'Other' }, ['qwen']);
    const foreign = await accountProvider(t, b.key, { kind: 'ollama', name: 'Foreign' }, ['phi']);
    const aws = await accountProvider(t, a.key, { kind: 'bedrock', name: 'AWS', api_key: 'bedrock-key' }, [
      'anthropic.claude-v2',
    ]);

    const cases: [Settings, RegExp][] = [
      [{ model_source: 'platform', model_id: 'aim_nope' }, /'aim_nope' is not a platform model/],
      [{ model_source: 'platform', model_id: mine.modelIds[0]! }, /is not a platform model/],
      [
        { model_source: 'platform', model_id: PLATFORM_MODEL, provider_id: mine.providerId },
        /provider_id is only used with model_source 'provider'/,
      ],
      [{ model_source: 'provider', model_id: mine.modelIds[0]! }, /provider_id is required/],
      [
        { model_source: 'provider', model_id: mine.modelIds[0]!, provider_id: 'aap_nope' },
        /'aap_nope' does not name an AI provider of this account/,
      ],
      [
        { model_source: 'provider', model_id: foreign.modelIds[0]!, provider_id: foreign.providerId },
        /does not name an AI provider of this account/,
      ],
      [
        { model_source: 'provider', model_id: foreign.modelIds[0]!, provider_id: mine.providerId },
        /is not a model of this account's providers/,
      ],
      [
        { model_source: 'provider', model_id: other.modelIds[0]!, provider_id: mine.providerId },
        /does not belong to provider 'Local'/,
      ],
      [
        { model_source: 'provider', model_id: PLATFORM_MODEL, provider_id: mine.providerId },
        /It is a platform model: use model_source 'platform'/,
      ],
      [
        { model_source: 'provider', model_id: aws.modelIds[0]!, provider_id: aws.providerId },
        /settings\.cloud_region is required for provider 'AWS' \(Amazon Bedrock is cloud-hosted\): give the region/,
      ],
      [
        { model_source: 'platform', model_id: CLOUD_MODEL },
        /cloud_region is required for model 'anthropic\.claude-v2'/,
      ],
      [
        { model_source: 'platform', model_id: CLOUD_MODEL, cloud_region: 'evil.example.com/' },
        /is not a region name/,
      ],
      [
        { model_source: 'provider', model_id: 'aim_builtin', provider_id: mine.providerId },
        /built-in analyzer/,
      ],
    ];
    for (const [settings, message] of cases) await rejects400(settings, ctx, message);

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
