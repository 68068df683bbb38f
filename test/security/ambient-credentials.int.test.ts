import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ANSWER_CONTENT, ANSWERS } from '../support/llm-answers.js';
import { accountProvider, fakeVertexApp } from '../support/provider-harness.js';
import type { TestAccount } from '../support/test-app.js';

// Issue 20, item 1: an account's provider never runs on the server's own credentials. The SDKs
// fall back to environment variables for what they are not given — AWS_BEARER_TOKEN_BEDROCK
// replaces SigV4 access keys, GOOGLE_VERTEX_API_KEY replaces a service account — and would send
// the operator's secret to the account's base_url. Set here as an operator might have them.

const SERVER_BEDROCK_TOKEN = 'server-env-bedrock-token';
const SERVER_VERTEX_KEY = 'server-env-vertex-key';
process.env.AWS_BEARER_TOKEN_BEDROCK = SERVER_BEDROCK_TOKEN;
process.env.GOOGLE_VERTEX_API_KEY = SERVER_VERTEX_KEY;

const { t, fake, google, serviceAccount: KEY } = fakeVertexApp();

const everywhere = (value: string) => JSON.stringify(fake.requests).includes(value);

/** A risk analysis on the account's provider (its `settings`) in `region`: it must succeed. */
async function riskIn(a: TestAccount, settings: ProviderSettings, region: string) {
  fake.reply({ json: ANSWERS.risk });
  const res = await t.call(a, 'POST', '/v1/prompts/risk', {
    content: ANSWER_CONTENT,
    settings: { ...settings, cloud_region: region },
  });
  assert.equal(res.statusCode, 200, res.body);
}
type ProviderSettings = Awaited<ReturnType<typeof accountProvider>>['settings'];

test('bedrock with access keys signs with them (SigV4), never with the server token', async () => {
  const a = await t.account();
  const { settings } = await accountProvider(
    t,
    a.key,
    { kind: 'bedrock', name: 'b', base_url: fake.url, access_key_id: 'AKIAACCOUNT', secret_access_key: 's' },
    ['amazon.nova-pro-v1:0'],
  );
  await riskIn(a, settings, 'us-east-1');
  assert.match(String(fake.requests[0]?.headers.authorization), /^AWS4-HMAC-SHA256 Credential=AKIAACCOUNT\//);
  assert.equal(everywhere(SERVER_BEDROCK_TOKEN), false, 'the server token was sent');
});

test('vertex with a service account uses it, never the server API key', async () => {
  const a = await t.account();
  const { settings } = await accountProvider(
    t,
    a.key,
    {
      kind: 'vertex',
      name: 'v',
      project: 'my-project',
      service_account_json: KEY,
      base_url: `${fake.url}/v1/projects/my-project/locations/us-central1/publishers/google`,
    },
    ['gemini-2.5-flash'],
  );
  await riskIn(a, settings, 'us-central1');
  assert.equal(fake.requests[0]?.headers['x-goog-api-key'], undefined);
  assert.equal(fake.requests[0]?.headers.authorization, `Bearer ${google.exchanges.at(-1)?.issued}`);
  assert.equal(everywhere(SERVER_VERTEX_KEY), false, 'the server key was sent');
});
