import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import { Type } from 'typebox';
import type { ConnectionRecorder } from '../../../test/support/connection-recorder.js';
import {
  type FakeGoogleTokenServer,
  makeServiceAccountKey,
  startKeyEndpoints,
} from '../../../test/support/fake-google-token-server.js';
import { type FakeLlmServer, startFakeLlmServer } from '../../../test/support/fake-llm-server.js';
import { ANSWER_CONTENT } from '../../../test/support/llm-answers.js';
import {
  addModels,
  createProvider,
  postProvider,
  providerSettings,
} from '../../../test/support/provider-harness.js';
import { createTestApp, expectError, parseAs, type TestApp } from '../../../test/support/test-app.js';
import { createSecretBox } from '../../lib/secrets.js';
import { Provider } from './ai.schemas.js';

// Issue 20, item 1: a credential document names nothing the server would read or call. Only a
// Google service-account key is accepted as service_account_json (its exact fields); every other
// credential type (external_account with credential_source.file /proc/self/environ and an
// attacker's token_url, authorized_user, …) is a 400 naming the field, and a document stored before
// this rule is refused when used (the exchange itself: vertex-service-account.int.test.ts).
// Private destinations are allowed in this file (the fakes are on loopback): what is refused here
// is refused by the credential rules, not the egress guard.

const box = createSecretBox(randomBytes(32));
const KEY = makeServiceAccountKey();
let t: TestApp;
let recorder: ConnectionRecorder;
let google: FakeGoogleTokenServer;
let fake: FakeLlmServer;

before(async () => {
  ({ google, recorder } = await startKeyEndpoints(KEY));
  fake = await startFakeLlmServer();
  t = await createTestApp({
    secretBox: box,
    settings: { llmTimeoutMs: 5000, googleTokenUrl: google.tokenUrl },
  });
});
after(async () => {
  await t.close();
  await Promise.all([recorder.close(), google.close(), fake.close()]);
});
beforeEach(() => {
  recorder.reset();
  fake.reset();
});

const vertex = (service_account_json: unknown, extra: Record<string, unknown> = {}) => ({
  kind: 'vertex',
  name: 'v',
  project: 'my-project',
  service_account_json,
  ...extra,
});

/** The issue's document: external_account reading the server's environment, sent to the attacker. */
const environExfiltration = () => ({
  type: 'external_account',
  audience: '//iam.googleapis.com/projects/1/locations/global/workloadIdentityPools/p/providers/p',
  subject_token_type: 'urn:ietf:params:oauth:token-type:jwt',
  token_url: `${recorder.url}/token`,
  credential_source: { file: '/proc/self/environ' },
  client_email: KEY.client_email,
  private_key: KEY.private_key,
});

/** The other credential types google-auth-library would act on, each naming a URL, file or command. */
const HOSTILE: Record<string, () => Record<string, unknown>> = {
  'external_account, credential_source.url': () => ({
    ...environExfiltration(),
    credential_source: { url: `${recorder.url}/metadata` },
  }),
  'external_account, credential_source.executable': () => ({
    ...environExfiltration(),
    credential_source: { executable: { command: '/usr/bin/env', timeout_millis: 5000 } },
  }),
  external_account_authorized_user: () => ({
    type: 'external_account_authorized_user',
    audience: '//iam.googleapis.com/locations/global/workforcePools/p/providers/p',
    refresh_token: 'r',
    token_url: `${recorder.url}/token`,
    token_info_url: `${recorder.url}/info`,
    client_id: 'c',
    client_secret: 's',
    client_email: KEY.client_email,
    private_key: KEY.private_key,
  }),
  authorized_user: () => ({
    type: 'authorized_user',
    client_id: 'c',
    client_secret: 's',
    refresh_token: 'r',
    client_email: KEY.client_email,
    private_key: KEY.private_key,
  }),
  impersonated_service_account: () => ({
    type: 'impersonated_service_account',
    service_account_impersonation_url: `${recorder.url}/impersonate`,
    source_credentials: { ...KEY },
    client_email: KEY.client_email,
    private_key: KEY.private_key,
  }),
};

async function riskWith(providerId: string, key: string, account: Awaited<ReturnType<TestApp['account']>>) {
  const [modelId] = await addModels(t, key, providerId, ['gemini-2.5-flash']);
  const settings = providerSettings(providerId, modelId!, 'us-central1');
  return t.call(account, 'POST', '/v1/prompts/risk', { content: ANSWER_CONTENT, settings });
}

describe('service_account_json: only a Google service-account key', () => {
  test("the issue's external_account document (/proc/self/environ to the attacker's token_url) is a 400 naming type", async () => {
    const a = await t.account();
    const res = await postProvider(t, a.key, vertex(environExfiltration()));
    expectError(res, 400, /^body\.service_account_json\.type must be 'service_account'/);
    // Nothing was stored, and nothing reached the attacker.
    const list = await t.request({ method: 'GET', url: '/v1/account/providers', key: a.key });
    assert.deepEqual(parseAs(Type.Array(Provider), list), []);
    assert.equal(recorder.connections, 0);
  });

  test('every other credential type is refused, as an object or as a string', async () => {
    const a = await t.account();
    for (const [what, make] of Object.entries(HOSTILE)) {
      for (const sent of [make(), JSON.stringify(make())]) {
        expectError(
          await postProvider(t, a.key, vertex(sent)),
          400,
          /^body\.service_account_json\.type must be 'service_account'/,
        );
      }
      assert.equal(recorder.connections, 0, what);
    }
  });

  test('a service-account key with any field a key does not have is refused naming that field', async () => {
    const a = await t.account();
    for (const field of [
      'credential_source',
      'token_url',
      'service_account_impersonation_url',
      'quota_project_id',
      '__proto__x',
    ]) {
      expectError(
        await postProvider(t, a.key, vertex({ ...KEY, [field]: `${recorder.url}/x` })),
        400,
        new RegExp(
          `^body\\.service_account_json\\.${field.replace(/[$]/g, '')} is not a field of a Google service-account key`,
        ),
      );
    }
    assert.equal(recorder.connections, 0);
  });

  test("URLs in a key must be Google's own; universe and key shape are checked", async () => {
    const a = await t.account();
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { token_uri: `${recorder.url}/token` },
        /^body\.service_account_json\.token_uri must be Google's token endpoint/,
      ],
      [{ token_uri: 'https://oauth2.googleapis.com.evil.example/token' }, /\.token_uri must be/],
      [{ auth_uri: 'file:///proc/self/environ' }, /^body\.service_account_json\.auth_uri /],
      [
        { client_x509_cert_url: `${recorder.url}/x509` },
        /^body\.service_account_json\.client_x509_cert_url /,
      ],
      [
        { auth_provider_x509_cert_url: 'http://www.googleapis.com/oauth2/v1/certs' },
        /\.auth_provider_x509_cert_url /,
      ],
      [
        { universe_domain: 'evil.example' },
        /^body\.service_account_json\.universe_domain must be 'googleapis\.com'/,
      ],
      [
        { private_key: 'not a key' },
        /^body\.service_account_json\.private_key must be a PEM RSA private key/,
      ],
      [
        { client_email: 'someone@example.com' },
        /^body\.service_account_json\.client_email must be a service account's e-mail/,
      ],
      [{ client_email: 42 }, /^body\.service_account_json\.client_email must be a string/],
      [{ type: 'service_account ' }, /^body\.service_account_json\.type must be 'service_account'/],
    ];
    for (const [change, message] of cases) {
      expectError(await postProvider(t, a.key, vertex({ ...KEY, ...change })), 400, message);
    }
    const { client_email: _, ...noEmail } = KEY;
    expectError(
      await postProvider(t, a.key, vertex(noEmail)),
      400,
      /^body\.service_account_json\.client_email is required/,
    );
    expectError(await postProvider(t, a.key, vertex([KEY])), 400, /^body\.service_account_json/);
    expectError(
      await postProvider(t, a.key, vertex('"text"')),
      400,
      /^body\.service_account_json must be a JSON object/,
    );
    assert.equal(recorder.connections, 0);
  });

  test('a key as Google writes it is accepted (object or string), and so is the minimal one', async () => {
    const a = await t.account();
    const full = await createProvider(t, a.key, vertex(KEY, { name: 'full' }));
    assert.deepEqual(full.secret_fields, ['service_account_json']);
    await createProvider(t, a.key, vertex(JSON.stringify(KEY), { name: 'as string' }));
    const { type, client_email, private_key } = KEY;
    await createProvider(t, a.key, vertex({ type, client_email, private_key }, { name: 'minimal' }));
    // Older keys name Google's previous token endpoint.
    await createProvider(
      t,
      a.key,
      vertex({ ...KEY, token_uri: 'https://accounts.google.com/o/oauth2/token' }, { name: 'old' }),
    );
    // PATCH is checked the same way.
    const patch = await t.request({
      method: 'PATCH',
      url: `/v1/account/providers/${full.provider_id}`,
      key: a.key,
      body: { service_account_json: environExfiltration() },
    });
    expectError(patch, 400, /^body\.service_account_json\.type must be 'service_account'/);
  });
});

describe('documents stored before the rule are refused when used', () => {
  const stored = async (doc: unknown) => {
    const a = await t.account();
    const p = await createProvider(t, a.key, vertex(KEY));
    // Written straight into the database, as a provider stored by an earlier version would be.
    await t.db.kysely
      .updateTable('ai_providers')
      .set({ secret: box.seal(JSON.stringify({ service_account_json: JSON.stringify(doc) })) })
      .where('id', '=', p.provider_id)
      .execute();
    return { a, p };
  };

  const DOCUMENTS: Record<string, () => Record<string, unknown>> = {
    ...HOSTILE,
    'external_account, credential_source.file /proc/self/environ': environExfiltration,
    'service_account with token_uri on loopback': () => ({ ...KEY, token_uri: `${recorder.url}/token` }),
  };
  for (const [what, make] of Object.entries(DOCUMENTS)) {
    test(`${what}: 400 naming the provider, nothing read or called`, async () => {
      const { a, p } = await stored(make());
      const exchanges = google.exchanges.length;
      const res = await riskWith(p.provider_id, a.key, a);
      const message = expectError(
        res,
        400,
        /^The AI provider 'v' has a service_account_json that is not accepted \(service_account_json\.\w+ /,
      );
      assert.match(message, /PATCH \/v1\/account\/providers\/\{id\}/);
      assert.equal(recorder.connections, 0, 'the document named a destination that was reached');
      assert.equal(google.exchanges.length, exchanges);
      assert.equal(fake.requests.length, 0);
    });
  }
});
