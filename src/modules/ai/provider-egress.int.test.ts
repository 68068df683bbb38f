import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { type FakeLlmServer, startFakeLlmServer } from '../../../test/support/fake-llm-server.js';
import { ANSWER_CONTENT } from '../../../test/support/llm-answers.js';
import { createTestApp, expectError, parseAs, type TestApp } from '../../../test/support/test-app.js';
import { Provider, ProviderModel } from './ai.schemas.js';

// Issue 9 hole 3: with the default setting (private provider URLs not allowed) an account's
// provider can reach neither loopback, private networks nor metadata services — refused when
// stored, and again at connect time on the resolved address.

let fake: FakeLlmServer;
let t: TestApp;
before(async () => {
  fake = await startFakeLlmServer();
  t = await createTestApp({ settings: { allowPrivateProviderUrls: false, llmTimeoutMs: 5000 } });
});
after(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const create = (key: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/v1/account/providers', key, body });

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
    const ok = parseAs(
      Provider,
      await create(a.key, {
        kind: 'openai_compatible',
        name: 'public',
        base_url: 'https://api.example.com/v1',
      }),
    );
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
    const p = parseAs(
      Provider,
      await create(a.key, {
        kind: 'openai_compatible',
        name: 'was public',
        base_url: 'https://api.example.com/v1',
      }),
    );
    await t.db.kysely
      .updateTable('ai_providers')
      .set({ base_url: `http://localhost:${new URL(fake.url).port}/v1` })
      .where('id', '=', p.provider_id)
      .execute();
    const m = parseAs(
      ProviderModel,
      await t.request({
        method: 'POST',
        url: `/v1/account/providers/${p.provider_id}/models`,
        key: a.key,
        body: { name: 'm' },
      }),
    );
    const settings = { model_source: 'provider', model_id: m.model_id, provider_id: p.provider_id };
    const res = await t.call(a, 'POST', '/v1/prompts/risk', { content: ANSWER_CONTENT, settings });
    expectError(
      res,
      400,
      /^The AI provider 'was public' has a base_url that resolves to a non-public address/,
    );
    assert.equal(fake.requests.length, 0);
  });

  test('Ollama without a base_url (localhost) is refused unless the operator allows private URLs', async () => {
    const a = await t.account();
    const p = parseAs(Provider, await create(a.key, { kind: 'ollama', name: 'local' }));
    const m = parseAs(
      ProviderModel,
      await t.request({
        method: 'POST',
        url: `/v1/account/providers/${p.provider_id}/models`,
        key: a.key,
        body: { name: 'llama3.1:8b' },
      }),
    );
    const settings = { model_source: 'provider', model_id: m.model_id, provider_id: p.provider_id };
    expectError(
      await t.call(a, 'POST', '/v1/prompts/risk', { content: ANSWER_CONTENT, settings }),
      400,
      /non-public/,
    );
  });
});
