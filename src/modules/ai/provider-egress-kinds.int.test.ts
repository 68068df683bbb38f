import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  type ConnectionRecorder,
  startConnectionRecorder,
} from '../../../test/support/connection-recorder.js';
import { makeServiceAccountKey } from '../../../test/support/fake-google-token-server.js';
import { ANSWER_CONTENT } from '../../../test/support/llm-answers.js';
import { addModels, createProvider, providerSettings } from '../../../test/support/provider-harness.js';
import { createTestApp, expectError, type TestApp } from '../../../test/support/test-app.js';
import { isCloudHosted, PROVIDER_KINDS, type ProviderKind } from './provider-kinds.js';

// Issue 20, item 2: every outbound request of an account provider goes through the one guarded
// client, for every provider kind — the provider call itself and, for Vertex with a service
// account, the JWT → access-token exchange. With private destinations refused (the default), a
// provider or token URL on loopback is never connected to: a loopback server counts connections
// and must see none, and the request fails with a clear error that echoes nothing upstream.

const SA_KEY = makeServiceAccountKey();
let t: TestApp;
let recorder: ConnectionRecorder;

before(async () => {
  recorder = await startConnectionRecorder();
  t = await createTestApp({
    settings: {
      llmTimeoutMs: 5000,
      allowPrivateProviderUrls: false,
      // Where service-account keys are exchanged for tokens: Google's endpoint in production.
      googleTokenUrl: `http://localhost:${recorder.port}/token`,
    },
  });
});
after(async () => {
  await t.close();
  await recorder.close();
});
beforeEach(() => recorder.reset());

/** What each kind needs besides its base_url (created public, then moved to loopback). */
function fieldsOf(kind: ProviderKind): Record<string, unknown> {
  switch (kind) {
    case 'bedrock':
      return { access_key_id: 'AKIA', secret_access_key: 's' };
    case 'vertex':
      return { api_key: 'k' };
    case 'azure_openai':
    case 'microsoft_foundry':
      return { api_key: 'k', resource_name: 'res' };
    default:
      return { api_key: 'k' };
  }
}

interface Case {
  label: string;
  kind: ProviderKind;
  fields: Record<string, unknown>;
  model: string;
  /** The loopback URL the stored provider is moved to (null: keep the public one). */
  loopback: (port: number) => string | null;
  /** 400: the account's base_url, which it can change; 502: the token endpoint, which it cannot. */
  status: number;
  expected: RegExp;
}

const NON_PUBLIC = /^The AI provider '[^']+' has a base_url that resolves to a non-public address/;
const KINDS: Case[] = PROVIDER_KINDS.map((kind, i) => ({
  label: `${kind}: base_url on loopback (${i % 2 ? '127.0.0.1' : 'localhost'})`,
  kind,
  fields: fieldsOf(kind),
  model: kind === 'vertex' ? 'gemini-2.5-flash' : 'm',
  // Names and literal addresses take two paths through the guard (lookup hook / literal check).
  loopback: (port) => `http://${i % 2 ? '127.0.0.1' : 'localhost'}:${port}/v1`,
  status: 400,
  expected: NON_PUBLIC,
}));
const TOKEN_REFUSED =
  /^The AI provider '[^']+' could not get a Google access token: Google's token endpoint resolves to a non-public address/;
/** Vertex with a service account: the token exchange comes first, with the endpoint on loopback. */
const tokenCase = (label: string, model: string, loopback: Case['loopback']): Case => ({
  label: `vertex, service account, ${label}`,
  kind: 'vertex',
  fields: { project: 'my-project', service_account_json: SA_KEY },
  model,
  loopback,
  status: 502,
  expected: TOKEN_REFUSED,
});
const CASES: Case[] = [
  ...KINDS,
  tokenCase('Gemini: the token exchange', 'gemini-2.5-flash', () => null),
  tokenCase('Claude: the token exchange', 'claude-sonnet-4-5', () => null),
  tokenCase('base_url on loopback too', 'gemini-2.5-flash', (port) => `http://localhost:${port}/v1`),
];

test('every provider kind has a case', () => {
  assert.deepEqual([...new Set(CASES.map((c) => c.kind))].sort(), [...PROVIDER_KINDS].sort());
});

describe('account providers, private destinations refused: nothing reaches loopback', () => {
  for (const c of CASES) {
    test(c.label, async () => {
      const a = await t.account();
      const p = await createProvider(t, a.key, {
        kind: c.kind,
        name: `p-${c.kind}`,
        base_url: 'https://api.example.com/v1',
        ...c.fields,
      });
      const moved = c.loopback(recorder.port);
      if (moved) {
        // As a provider stored while the operator allowed private URLs, or a name re-pointed later.
        await t.db.kysely
          .updateTable('ai_providers')
          .set({ base_url: moved })
          .where('id', '=', p.provider_id)
          .execute();
      }
      const [modelId] = await addModels(t, a.key, p.provider_id, [c.model]);
      const region = isCloudHosted(c.kind)
        ? c.model.startsWith('claude')
          ? 'us-east5'
          : 'us-east-1'
        : undefined;
      const settings = providerSettings(p.provider_id, modelId!, region);
      const res = await t.call(a, 'POST', '/v1/prompts/risk', { content: ANSWER_CONTENT, settings });
      const message = expectError(res, c.status, c.expected);
      assert.ok(!res.body.includes(recorder.canary), 'no upstream content in the answer');
      assert.doesNotMatch(message, /127\.0\.0\.1|localhost|\d+\.\d+\.\d+\.\d+/, 'no address in the message');
      assert.equal(recorder.connections, 0, 'a connection reached the loopback server');
    });
  }
});
