import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createKey } from '../../../test/support/fixtures.js';
import { ANSWER_CONTENT, ANSWERS } from '../../../test/support/llm-answers.js';
import {
  accountProvider,
  createProvider,
  fakeProviderApp,
  storedProvider,
} from '../../../test/support/provider-harness.js';
import { expectError, parseAs } from '../../../test/support/test-app.js';
import { Provider } from './ai.schemas.js';

// PATCH /v1/account/providers/{id}: key rotation and other changes, secrets sealed again.

const { fake, t } = fakeProviderApp();

const req = (key: string, method: 'PATCH' | 'GET', url: string, body?: object) =>
  t.request({ method, url, key, body });
const create = (key: string, body: Record<string, unknown>) => createProvider(t, key, body);

describe('PATCH /v1/account/providers/{id}', () => {
  test('rotating the key: the next call uses it; the secret is re-sealed and never returned', async () => {
    const a = await t.account();
    const { provider: p, settings } = await accountProvider(
      t,
      a.key,
      { kind: 'openai_compatible', name: 'Team', base_url: `${fake.url}/v1`, api_key: 'sk-old-key' },
      ['m'],
    );
    const sealedBefore = (await storedProvider(t, p.provider_id)).secret;

    const res = await req(a.key, 'PATCH', `/v1/account/providers/${p.provider_id}`, {
      api_key: 'sk-new-key',
    });
    assert.equal(res.statusCode, 200, res.body);
    const patched = parseAs(Provider, res);
    assert.deepEqual({ ...patched, updated: p.updated }, { ...p, updated: p.updated });
    assert.ok(patched.updated >= p.updated);
    assert.ok(!res.body.includes('sk-new-key'));
    const row = await storedProvider(t, p.provider_id);
    assert.notEqual(row.secret, sealedBefore);
    assert.ok(!JSON.stringify(row).includes('sk-new-key'));

    fake.reply({ json: ANSWERS.risk });
    const ok = await t.call(a, 'POST', '/v1/prompts/risk', { content: ANSWER_CONTENT, settings });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(fake.requests[0]!.headers.authorization, 'Bearer sk-new-key');
  });

  test('rename, options, null removes a field; the kind rules apply to the result', async () => {
    const a = await t.account();
    const p = await create(a.key, {
      kind: 'azure_openai',
      name: 'Azure',
      api_key: 'k',
      resource_name: 'res-one',
    });
    const url = `/v1/account/providers/${p.provider_id}`;
    const changed = parseAs(
      Provider,
      await req(a.key, 'PATCH', url, {
        name: 'Azure EU',
        resource_name: 'res-two',
        api_version: '2024-10-21',
      }),
    );
    assert.deepEqual(
      [changed.name, changed.resource_name, changed.api_version],
      ['Azure EU', 'res-two', '2024-10-21'],
    );
    assert.equal(parseAs(Provider, await req(a.key, 'PATCH', url, { api_version: null })).api_version, null);
    expectError(
      await req(a.key, 'PATCH', url, { api_key: null }),
      400,
      "Kind 'azure_openai' (Azure OpenAI) needs api_key.",
    );
    expectError(
      await req(a.key, 'PATCH', url, { project: 'p' }),
      400,
      /body\.project is not used by kind 'azure_openai'/,
    );
    expectError(await req(a.key, 'PATCH', url, { kind: 'openai' }), 400, /kind/);
    expectError(await req(a.key, 'PATCH', url, {}), 400);
    expectError(await req(a.key, 'PATCH', url, { name: '  ' }), 400, /body\.name/);
    assert.equal(parseAs(Provider, await req(a.key, 'GET', url)).name, 'Azure EU');

    // Bedrock: switch from access keys to an API key in one change.
    const b = await create(a.key, {
      kind: 'bedrock',
      name: 'AWS',
      access_key_id: 'AKIA1',
      secret_access_key: 's1',
    });
    const switched = parseAs(
      Provider,
      await req(a.key, 'PATCH', `/v1/account/providers/${b.provider_id}`, {
        access_key_id: null,
        secret_access_key: null,
        api_key: 'bedrock-key',
      }),
    );
    assert.deepEqual(switched.secret_fields, ['api_key']);
  });

  test('another account, an unknown id, read and write keys', async () => {
    const a = await t.account();
    const other = await t.account();
    const p = await create(a.key, { kind: 'openai', name: 'Mine', api_key: 'k' });
    expectError(await req(other.key, 'PATCH', `/v1/account/providers/${p.provider_id}`, { name: 'x' }), 404);
    expectError(await req(a.key, 'PATCH', '/v1/account/providers/aap_nope', { name: 'x' }), 404);
    const reader = await createKey(t, a, { name: 'r', scope: 'write' });
    expectError(
      await req(reader.api_key, 'PATCH', `/v1/account/providers/${p.provider_id}`, { name: 'x' }),
      403,
    );
    assert.equal(
      parseAs(Provider, await req(a.key, 'GET', `/v1/account/providers/${p.provider_id}`)).name,
      'Mine',
    );
  });
});
