import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ANSWER_CONTENT } from '../../../test/support/llm-answers.js';
import {
  addModels,
  createProvider,
  fakeProviderApp,
  postProvider,
  providerSettings,
} from '../../../test/support/provider-harness.js';
import { expectError, parseAs, type TestAccount } from '../../../test/support/test-app.js';
import { Provider } from './ai.schemas.js';

// Issue 9 hole 3: with the default setting (private provider URLs not allowed) an account's
// provider can reach neither loopback, private networks nor metadata services — refused when
// stored, and again at connect time on the resolved address.

const { fake, t } = fakeProviderApp(() => ({ allowPrivateProviderUrls: false }));

const PUBLIC = { kind: 'openai_compatible', base_url: 'https://api.example.com/v1' };
const create = (key: string, body: Record<string, unknown>) => postProvider(t, key, body);
/** A risk analysis of ANSWER_CONTENT on model `name` of provider `providerId`. */
async function riskOn(a: TestAccount, providerId: string, name: string) {
  const [modelId] = await addModels(t, a.key, providerId, [name]);
  const settings = providerSettings(providerId, modelId!);
  return t.call(a, 'POST', '/v1/prompts/risk', { content: ANSWER_CONTENT, settings });
}

describe('account provider egress (default: public destinations only)', () => {
  test('create and PATCH refuse non-public base URLs with a 400 naming the field', async () => {
    const a = await t.account();
    for (const base_url of [
      `${fake.url}/v1`,
      'http://0x7f000001/v1',
      'http://2130706433/v1',
      'http://[::1]:11434/v1',
      'http://10.0.0.5/v1',
      'http://169.254.169.254/latest',
      'http://metadata.google.internal/',
      'http://localhost:11434/v1',
      'https://user:secret@api.example.com/v1',
    ]) {
      expectError(
        await create(a.key, { kind: 'openai_compatible', name: 'x', base_url }),
        400,
        /^body\.base_url /,
      );
    }
    const ok = await createProvider(t, a.key, { ...PUBLIC, name: 'public' });
    const patch = (body: object) =>
      t.request({ method: 'PATCH', url: `/v1/account/providers/${ok.provider_id}`, key: a.key, body });
    expectError(
      await patch({ base_url: 'http://192.168.0.10:8000/v1' }),
      400,
      /^body\.base_url .*192\.168\.0\.10/,
    );
    assert.equal(parseAs(Provider, await patch({ name: 'renamed' })).base_url, 'https://api.example.com/v1');
  });

  test('a stored provider whose host resolves to loopback is refused at connect time: no request leaves', async () => {
    const a = await t.account();
    // Stored while the operator allowed private URLs (or a name that later resolves to loopback).
    const p = await createProvider(t, a.key, { ...PUBLIC, name: 'was public' });
    await t.db.kysely
      .updateTable('ai_providers')
      .set({ base_url: `http://localhost:${new URL(fake.url).port}/v1` })
      .where('id', '=', p.provider_id)
      .execute();
    const res = await riskOn(a, p.provider_id, 'm');
    expectError(
      res,
      400,
      /^The AI provider 'was public' has a base_url that resolves to a non-public address/,
    );
    assert.equal(fake.requests.length, 0);
  });

  test('Ollama without a base_url (localhost) is refused unless the operator allows private URLs', async () => {
    const a = await t.account();
    const p = await createProvider(t, a.key, { kind: 'ollama', name: 'local' });
    expectError(await riskOn(a, p.provider_id, 'llama3.1:8b'), 400, /non-public/);
  });
});
