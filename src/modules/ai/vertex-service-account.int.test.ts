import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeServiceAccountKey } from '../../../test/support/fake-google-token-server.js';
import { ANSWER_CONTENT, ANSWERS } from '../../../test/support/llm-answers.js';
import {
  addModels,
  createProvider,
  fakeVertexApp,
  providerSettings,
} from '../../../test/support/provider-harness.js';
import { expectError, parseAs, type TestApp } from '../../../test/support/test-app.js';
import { Provider } from './ai.schemas.js';

// Vertex AI with a service-account key: the access token is minted by us (google-access-token.ts)
// against a fake of Google's token endpoint that verifies the RS256 assertion, and travels as
// `Authorization: Bearer` to Gemini's and Claude's Vertex endpoints (the fake LLM server).

const { t, fake, google, serviceAccount: KEY } = fakeVertexApp();

const vertex = (service_account_json: unknown, base_url: string) => ({
  kind: 'vertex',
  name: 'v',
  project: 'my-project',
  service_account_json,
  base_url,
});

async function riskWith(providerId: string, account: Awaited<ReturnType<TestApp['account']>>) {
  const [modelId] = await addModels(t, account.key, providerId, ['gemini-2.5-flash']);
  const settings = providerSettings(providerId, modelId!, 'us-central1');
  return t.call(account, 'POST', '/v1/prompts/risk', { content: ANSWER_CONTENT, settings });
}

describe('Vertex with a service account: the token exchange', () => {
  test("Gemini on Vertex: Google's JWT grant, signed with the key, its token sent as Bearer", async () => {
    const a = await t.account();
    const exchangesBefore = google.exchanges.length;
    const p = await createProvider(
      t,
      a.key,
      vertex(KEY, `${fake.url}/v1/projects/my-project/locations/us-central1/publishers/google`),
    );
    fake.reply({ json: ANSWERS.risk });
    const res = await riskWith(p.provider_id, a);
    assert.equal(res.statusCode, 200, res.body);
    const exchange = google.exchanges.at(-1)!;
    assert.equal(google.exchanges.length, exchangesBefore + 1);
    assert.ok(exchange.issued, 'the fake issued a token');
    assert.deepEqual(exchange.header, { alg: 'RS256', typ: 'JWT', kid: KEY.private_key_id });
    assert.equal(exchange.claims.iss, KEY.client_email);
    assert.equal(exchange.claims.aud, 'https://oauth2.googleapis.com/token');
    assert.equal(fake.requests.length, 1);
    assert.equal(fake.requests[0]!.headers.authorization, `Bearer ${exchange.issued}`);
    assert.equal(fake.requests[0]!.headers['x-goog-api-key'], undefined);
    assert.equal(
      fake.requests[0]!.path,
      '/v1/projects/my-project/locations/us-central1/publishers/google/models/gemini-2.5-flash:generateContent',
    );
    parseAs(
      Provider,
      await t.request({ method: 'GET', url: `/v1/account/providers/${p.provider_id}`, key: a.key }),
    );
  });

  test('Claude on Vertex (its Anthropic endpoint) gets the same token', async () => {
    const a = await t.account();
    const p = await createProvider(
      t,
      a.key,
      vertex(KEY, `${fake.url}/v1/projects/my-project/locations/us-east5/publishers/anthropic/models`),
    );
    const [modelId] = await addModels(t, a.key, p.provider_id, ['claude-sonnet-4-5']);
    fake.reply({ json: ANSWERS.risk });
    const settings = providerSettings(p.provider_id, modelId!, 'us-east5');
    const res = await t.call(a, 'POST', '/v1/prompts/risk', { content: ANSWER_CONTENT, settings });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(fake.requests.length, 1);
    assert.match(fake.requests[0]!.path, /\/publishers\/anthropic\/models\/claude-sonnet-4-5:rawPredict$/);
    assert.equal(fake.requests[0]!.headers.authorization, `Bearer ${google.exchanges.at(-1)!.issued}`);
  });

  test("a key Google refuses is a 400 naming the provider, without echoing Google's answer", async () => {
    const a = await t.account();
    const unknown = makeServiceAccountKey('not-registered');
    const p = await createProvider(t, a.key, vertex(unknown, `${fake.url}/v1`));
    const message = expectError(
      await riskWith(p.provider_id, a),
      400,
      /^The AI provider 'v' could not get a Google access token: Google's token endpoint refused the service account key \(HTTP 400\)/,
    );
    assert.doesNotMatch(message, /unknown issuer|invalid_grant/);
    assert.equal(fake.requests.length, 0);
  });
});
