import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createProvider, postProvider } from '../../../test/support/provider-harness.js';
import { expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { ProviderModel } from './ai.schemas.js';

// An account provider's models (add, list, delete) and the providers of an app run without
// PROMPTKEEP_SECRET_KEY (the providers themselves: ai-providers.int.test.ts).

const t = testAppPerFile();
describe('provider models', () => {
  test('add, list, delete; duplicates 409; deleting the provider deletes its models', async () => {
    const a = await t.account();
    const p = await createProvider(t, a.key, { kind: 'anthropic', name: 'Claude', api_key: 'k' });
    const url = `/v1/account/providers/${p.provider_id}/models`;
    const res = await t.request({ method: 'POST', url, key: a.key, body: { name: 'claude-sonnet-4-5' } });
    assert.equal(res.statusCode, 201);
    const m = parseAs(ProviderModel, res);
    assert.match(m.model_id, /^aim_[0-9a-z]{26}$/);
    assert.equal(m.name, 'claude-sonnet-4-5');
    assert.equal(m.provider_id, p.provider_id);
    assert.equal(m.display_name, 'Claude: claude-sonnet-4-5');
    const second = parseAs(
      ProviderModel,
      await t.request({ method: 'POST', url, key: a.key, body: { name: 'claude-haiku-4-5' } }),
    );
    expectError(
      await t.request({ method: 'POST', url, key: a.key, body: { name: 'claude-sonnet-4-5' } }),
      409,
      "The model 'claude-sonnet-4-5' is already added to provider 'Claude'.",
    );
    expectError(
      await t.request({ method: 'POST', url, key: a.key, body: {} }),
      400,
      'body.name: is required.',
    );
    expectError(
      await t.request({ method: 'POST', url, key: a.key, body: { name: ' padded ' } }),
      400,
      /body\.name/,
    );

    const list = parseAs(Type.Array(ProviderModel), await t.request({ url, key: a.key }));
    assert.deepEqual(
      list.map((x) => x.name),
      ['claude-haiku-4-5', 'claude-sonnet-4-5'],
    );
    const del = await t.request({ method: 'DELETE', url: `${url}/${second.model_id}`, key: a.key });
    assert.equal(del.statusCode, 204);
    expectError(
      await t.request({ method: 'DELETE', url: `${url}/${second.model_id}`, key: a.key }),
      404,
      'AI model not found.',
    );

    // A model id under another provider of the same account is not found there.
    const q = await createProvider(t, a.key, { kind: 'ollama', name: 'Local' });
    expectError(
      await t.request({
        method: 'DELETE',
        url: `/v1/account/providers/${q.provider_id}/models/${m.model_id}`,
        key: a.key,
      }),
      404,
    );

    await t.request({ method: 'DELETE', url: `/v1/account/providers/${p.provider_id}`, key: a.key });
    const left = t.db.kysely.selectFrom('ai_models').select('id').where('provider_id', '=', p.provider_id);
    assert.deepEqual(await left.execute(), []);
  });
});

describe('without PROMPTKEEP_SECRET_KEY', () => {
  const bare = testAppPerFile({ secretBox: null });

  test('a provider with a secret is refused with a message naming the setting; one without is fine', async () => {
    const a = await bare.account();
    expectError(
      await postProvider(bare, a.key, { kind: 'openai', name: 'x', api_key: 'k' }),
      400,
      /PROMPTKEEP_SECRET_KEY \(--secret-key/,
    );
    const res = await postProvider(bare, a.key, { kind: 'ollama', name: 'Local' });
    assert.equal(res.statusCode, 201);
  });
});
