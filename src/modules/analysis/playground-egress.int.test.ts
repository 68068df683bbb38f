import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { promptWithVersion } from '../../../test/support/fixtures.js';
import {
  addModels,
  createProvider,
  fakeProviderApp,
  providerSettings,
} from '../../../test/support/provider-harness.js';
import { expectError } from '../../../test/support/test-app.js';

// The playground goes through the egress guard like the analyses (issue 9 hole 3): an account
// provider whose host resolves to loopback is refused at connect time, and no request leaves.

const { fake, t } = fakeProviderApp(() => ({ allowPrivateProviderUrls: false }));

describe('POST …/versions/{versionId}/run and the egress guard', () => {
  test('a provider resolving to loopback is refused; nothing reaches it', async () => {
    const a = await t.account();
    const p = await createProvider(t, a.key, {
      kind: 'openai_compatible',
      name: 'was public',
      base_url: 'https://api.example.com/v1',
    });
    await t.db.kysely
      .updateTable('ai_providers')
      .set({ base_url: `http://localhost:${new URL(fake.url).port}/v1` })
      .where('id', '=', p.provider_id)
      .execute();
    const [modelId] = await addModels(t, a.key, p.provider_id, ['m']);
    const { base } = await promptWithVersion(t, a, 'Hi');
    const res = await t.call(a, 'POST', `${base}/run`, {
      settings: providerSettings(p.provider_id, modelId!),
    });
    expectError(
      res,
      400,
      /^The AI provider 'was public' has a base_url that resolves to a non-public address/,
    );
    assert.equal(fake.requests.length, 0);
  });
});
