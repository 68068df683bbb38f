import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { connectionRecordersPerFile } from '../../../test/support/connection-recorder.js';
import { makeServiceAccountKey } from '../../../test/support/fake-google-token-server.js';
import { ANSWER_CONTENT } from '../../../test/support/llm-answers.js';
import { createTestApp, expectError, type TestApp } from '../../../test/support/test-app.js';
import { platformModelId } from './platform-providers.js';
import { PROVIDER_KINDS, type ProviderKind } from './provider-kinds.js';

// Issue 20, item 2, for the operator's platform providers: they may reach private addresses (the
// operator configured them), but they take the same guarded client as account providers — so a
// redirect is never followed (a provider on the operator's network cannot bounce a request
// elsewhere), metadata addresses are refused, and the Vertex token exchange goes through it too.
// Every kind is a platform provider at a loopback server that answers 302 to a second one, which
// must see no connection.

const SA_KEY = makeServiceAccountKey();
let t: TestApp;
const rec = connectionRecordersPerFile();

function entryOf(kind: ProviderKind, origin: string): Record<string, unknown> {
  const base = { kind, name: `p-${kind}`, base_url: `${origin}/v1`, models: ['m'] };
  switch (kind) {
    case 'bedrock':
      return { ...base, access_key_id: 'AKIA', secret_access_key: 's', region: 'us-east-1' };
    case 'vertex':
      return { ...base, api_key: 'k', region: 'us-central1' };
    case 'azure_openai':
    case 'microsoft_foundry':
      return { ...base, api_key: 'k', resource_name: 'res' };
    default:
      return { ...base, api_key: 'k' };
  }
}

const extra = (origin: string) => [
  {
    kind: 'vertex',
    name: 'vertex-sa',
    project: 'my-project',
    service_account_json: SA_KEY,
    region: 'us-central1',
    base_url: `${origin}/v1`,
    models: ['gemini-2.5-flash'],
  },
  { kind: 'openai_compatible', name: 'metadata', base_url: 'http://169.254.169.254/v1', models: ['m'] },
];

before(async () => {
  await rec.started();
  t = await createTestApp({
    settings: {
      llmTimeoutMs: 5000,
      // The default for account providers; platform providers may reach private addresses anyway.
      allowPrivateProviderUrls: false,
      googleTokenUrl: `${rec.first.url}/token`,
      platformProviders: [
        ...PROVIDER_KINDS.map((k) => entryOf(k, rec.first.url)),
        ...extra(rec.first.url),
      ] as never,
    },
  });
});
after(() => t.close());
beforeEach(() => {
  rec.first.status = 302;
  rec.first.redirectTo = `${rec.second.url}/elsewhere`;
});

const risk = async (provider: string, model: string) => {
  const a = await t.account();
  const settings = { model_source: 'platform', model_id: platformModelId(provider, model) };
  return t.call(a, 'POST', '/v1/prompts/risk', { content: ANSWER_CONTENT, settings });
};

describe('platform providers take the guarded client', () => {
  for (const kind of PROVIDER_KINDS) {
    test(`${kind}: a redirect is not followed`, async () => {
      const res = await risk(`p-${kind}`, 'm');
      expectError(res, 502, /answered with a redirect \(HTTP 302\), which is not followed/);
      assert.ok(!res.body.includes(rec.first.canary));
      assert.ok(rec.first.hits.length > 0, 'the platform provider on loopback was reached');
      assert.equal(rec.second.connections, 0, 'the redirect was followed');
    });
  }

  test("vertex with a service account: the token exchange's redirect is not followed either", async () => {
    const res = await risk('vertex-sa', 'gemini-2.5-flash');
    const message = expectError(res, 502, /^The AI provider 'vertex-sa' could not get a Google access token/);
    assert.ok(!message.includes(rec.first.canary));
    assert.equal(rec.first.hits.length, 1);
    assert.equal(rec.first.hits[0]!.path, '/token');
    assert.equal(rec.second.connections, 0);
  });

  test('a platform provider at a metadata address is refused before connecting', async () => {
    const res = await risk('metadata', 'm');
    expectError(res, 502, /^The AI provider 'metadata' could not be used: its address is refused/);
  });
});
