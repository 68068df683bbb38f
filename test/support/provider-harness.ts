// The set-up the provider tests share: an app beside the fake LLM server (fake-llm-server.ts), the
// protocol families as platform providers, account providers created over HTTP, and what a call
// leaves behind (tokens charged, analyses stored, the token headers). One place, so that every
// provider test starts the same way and checks the same things the same way.
import assert from 'node:assert/strict';
import { after, before, beforeEach } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { AppSettings } from '../../src/app.js';
import type { RequestContext } from '../../src/lib/request-context.js';
import { Provider, ProviderModel } from '../../src/modules/ai/ai.schemas.js';
import { platformModelId, validatePlatformProviders } from '../../src/modules/ai/platform-providers.js';
import {
  type FakeGoogleTokenServer,
  makeServiceAccountKey,
  startFakeGoogleTokenServer,
} from './fake-google-token-server.js';
import { type FakeApi, type FakeLlmServer, startFakeLlmServer } from './fake-llm-server.js';
import { createTestApp, parseAs, type TestAccount, type TestApp } from './test-app.js';

/** Stands for an object that exists only once the file's `before` hook has run. */
export function lateBound<T extends object>(get: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = get();
      if (!target) throw new Error('Used before its `before` hook ran.');
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * One app and one fake LLM server per test file: both started in `before` (the app's settings may
 * name the fake's URL, and `settings` may start what else the app calls: `closeAlso` closes it),
 * the fake reset before each test, all closed after. The default timeout is generous: a loaded
 * machine must not turn a happy path into a timeout.
 */
export function fakeProviderApp(
  settings: (fake: FakeLlmServer) => Partial<AppSettings> | Promise<Partial<AppSettings>> = () => ({}),
  closeAlso?: () => Promise<void> | undefined,
): {
  fake: FakeLlmServer;
  t: TestApp;
} {
  let fake: FakeLlmServer | undefined;
  let t: TestApp | undefined;
  before(async () => {
    fake = await startFakeLlmServer();
    t = await createTestApp({ settings: { llmTimeoutMs: 5000, ...(await settings(fake)) } });
  });
  after(async () => {
    await t?.close();
    await fake?.close();
    await closeAlso?.();
  });
  beforeEach(() => fake?.reset());
  return { fake: lateBound(() => fake), t: lateBound(() => t) };
}

/**
 * fakeProviderApp with a fake of Google's token endpoint as well, where the app mints Vertex access
 * tokens; `serviceAccount` is a key that endpoint knows.
 */
export function fakeVertexApp() {
  const serviceAccount = makeServiceAccountKey();
  let google: FakeGoogleTokenServer | undefined;
  const { fake, t } = fakeProviderApp(
    async () => {
      google = await startFakeGoogleTokenServer();
      google.register(serviceAccount);
      return { googleTokenUrl: google.tokenUrl };
    },
    () => google?.close(),
  );
  return { fake, t, google: lateBound(() => google), serviceAccount };
}

/** A protocol family as a platform provider named `name`: its fake API and its provider entry. */
export interface Family {
  name: string;
  api: FakeApi;
  model: string;
  entry: (origin: string) => Record<string, unknown>;
}

const keyed = (kind: string, prefix: string) => (origin: string) => ({
  kind,
  base_url: `${origin}${prefix}`,
  api_key: 'k',
});

/** One family per protocol the fake speaks (and per structured-output mode of a protocol). */
export const FAMILIES: Family[] = [
  {
    name: 'chat',
    api: 'openai',
    model: 'm',
    entry: (o) => ({ kind: 'openai_compatible', base_url: `${o}/v1` }),
  },
  { name: 'responses', api: 'responses', model: 'gpt-4o-mini', entry: keyed('openai', '/v1') },
  { name: 'anthropic', api: 'anthropic', model: 'claude-sonnet-4-5', entry: keyed('anthropic', '/v1') },
  {
    name: 'anthropic-tool',
    api: 'anthropic',
    model: 'claude-3-haiku-20240307',
    entry: keyed('anthropic', '/v1'),
  },
  { name: 'gemini', api: 'gemini', model: 'gemini-2.5-flash', entry: keyed('google', '/v1beta') },
  {
    name: 'bedrock',
    api: 'bedrock',
    model: 'amazon.nova-pro-v1:0',
    entry: (o) => ({
      kind: 'bedrock',
      base_url: o,
      access_key_id: 'AKIA',
      secret_access_key: 's',
      region: 'us-east-1',
    }),
  },
  { name: 'cohere', api: 'cohere', model: 'command-a-03-2025', entry: keyed('cohere', '/v2') },
  { name: 'json-object', api: 'openai', model: 'jamba-large', entry: keyed('ai21', '/studio/v1') },
];

/** The platform provider entries of `families` at the fake's origin. */
export const familyProviders = (families: Family[], origin: string) =>
  families.map((f) => ({ name: f.name, models: [f.model], ...f.entry(origin) }));

/** fakeProviderApp whose platform providers are every family of FAMILIES, on the fake. */
export const familiesApp = () =>
  fakeProviderApp((fake) => ({
    platformProviders: validatePlatformProviders(familyProviders(FAMILIES, fake.url)),
  }));

/** The analysis settings that choose family `f`'s platform model. */
export const familySettings = (f: Family) => ({
  model_source: 'platform',
  model_id: platformModelId(f.name, f.model),
});

/** The analysis settings that choose model `modelId` of account provider `providerId`. */
export const providerSettings = (providerId: string, modelId: string, region?: string) => ({
  model_source: 'provider' as const,
  model_id: modelId,
  provider_id: providerId,
  ...(region ? { cloud_region: region } : {}),
});

/** POST /v1/account/providers as `key`: the response, unread. */
export const postProvider = (t: TestApp, key: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/v1/account/providers', key, body });

/** An account provider of `key`'s account, as the API returned it. */
export const createProvider = async (t: TestApp, key: string, body: Record<string, unknown>) =>
  parseAs(Provider, await postProvider(t, key, body));

/** Adds models `names` to provider `providerId`; their model ids. */
export async function addModels(t: TestApp, key: string, providerId: string, names: string[]) {
  const ids: string[] = [];
  for (const name of names) {
    const res = await t.request({
      method: 'POST',
      url: `/v1/account/providers/${providerId}/models`,
      key,
      body: { name },
    });
    ids.push(parseAs(ProviderModel, res).model_id);
  }
  return ids;
}

/**
 * An account provider of `key`'s account with models `models`: the provider, its model ids and
 * the settings that choose its first model.
 */
export async function accountProvider(
  t: TestApp,
  key: string,
  body: Record<string, unknown>,
  models: string[] = [],
) {
  const provider = await createProvider(t, key, body);
  const modelIds = await addModels(t, key, provider.provider_id, models);
  const providerId = provider.provider_id;
  return { provider, providerId, modelIds, settings: providerSettings(providerId, modelIds[0] ?? '') };
}

/** The tokens charged to `a`'s account this month. */
export const tokensUsed = async (t: TestApp, a: TestAccount) =>
  (
    await t.services.limits.tokens(a.accountId, {
      rate_limit_per_second: null,
      monthly_request_quota: null,
      monthly_token_limit: null,
    })
  ).used;

/** The stored row of provider `id`, as the database holds it (the secret sealed). */
export const storedProvider = (t: TestApp, id: string) =>
  t.db.kysely.selectFrom('ai_providers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** How many analysis results `a`'s workspace has stored. */
export const storedCount = async (t: TestApp, a: TestAccount) =>
  (
    await t.db.kysely
      .selectFrom('version_analyses')
      .select('id')
      .where('workspace_id', '=', a.workspaceId)
      .execute()
  ).length;

/** A success whose token headers say `used` tokens (and `remaining`, where a limit applies). */
export function expectTokens(res: LightMyRequestResponse, used: number, remaining?: number) {
  assert.equal(res.statusCode < 300, true, res.body);
  assert.equal(res.headers['x-tokens-used'], String(used));
  assert.match(String(res.headers['x-tokens-duration']), /^\d+(\.\d+)?$/);
  if (used > 0) assert.ok(Number(res.headers['x-tokens-duration']) > 0);
  assert.equal(res.headers['x-tokens-remaining'], remaining === undefined ? undefined : String(remaining));
}

/** The request context of `account`'s owner key, for calling services directly. */
export const ownerCtx = (account: { accountId: string; keyId: string }): RequestContext => ({
  requestId: 'req_test',
  accountId: account.accountId,
  workspaceId: null,
  actor: { type: 'api_key', id: account.keyId, name: 'owner', clientId: null },
  scope: 'owner',
  limits: { rate_limit_per_second: null, monthly_request_quota: null, monthly_token_limit: null },
});
