import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type FakeLlmServer, startFakeLlmServer } from '../../../test/support/fake-llm-server.js';
import { ANSWER_CONTENT, ANSWERS } from '../../../test/support/llm-answers.js';
import { createLlmEngine } from '../analysis/llm/llm-engine.js';
import { createChatModel } from './language-model-factory.js';
import { KIND_RULES, PROVIDER_KINDS, type ProviderKind } from './provider-kinds.js';
import { GOOGLE_TOKEN_URL } from './service-account-key.js';

// Without a base_url each kind calls its provider's documented endpoint. A recording fetch notes
// the URL the SDK built and forwards the request to the fake server (same path and query).

const EXPECTED: Partial<Record<ProviderKind, string>> = {
  openai: 'https://api.openai.com/v1/responses',
  anthropic: 'https://api.anthropic.com/v1/messages',
  google: 'https://generativelanguage.googleapis.com/v1beta/models/m:generateContent',
  mistral: 'https://api.mistral.ai/v1/chat/completions',
  azure_openai: 'https://res.openai.azure.com/openai/v1/chat/completions?api-version=v1',
  microsoft_foundry: 'https://res.services.ai.azure.com/openai/v1/chat/completions?api-version=v1',
  bedrock: 'https://bedrock-runtime.us-east-1.amazonaws.com/model/m/converse',
  xai: 'https://api.x.ai/v1/chat/completions',
  groq: 'https://api.groq.com/openai/v1/chat/completions',
  togetherai: 'https://api.together.xyz/v1/chat/completions',
  fireworks: 'https://api.fireworks.ai/inference/v1/chat/completions',
  deepinfra: 'https://api.deepinfra.com/v1/openai/chat/completions',
  perplexity: 'https://api.perplexity.ai/chat/completions',
  cohere: 'https://api.cohere.com/v2/chat',
  huggingface: 'https://router.huggingface.co/v1/responses',
  moonshot: 'https://api.moonshot.ai/v1/chat/completions',
  ai21: 'https://api.ai21.com/studio/v1/chat/completions',
  nvidia: 'https://integrate.api.nvidia.com/v1/chat/completions',
  lambda: 'https://api.lambda.ai/v1/chat/completions',
  hyperbolic: 'https://api.hyperbolic.xyz/v1/chat/completions',
  inception: 'https://api.inceptionlabs.ai/v1/chat/completions',
  ollama: 'http://localhost:11434/v1/chat/completions',
};

let fake: FakeLlmServer;
before(async () => {
  fake = await startFakeLlmServer();
});
after(() => fake.close());

test('kinds without a base_url call their documented endpoints', async () => {
  const seen: string[] = [];
  const recording = ((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    seen.push(url.toString());
    return fetch(new URL(`${url.pathname}${url.search}`, fake.url), init);
  }) as typeof fetch;
  for (const kind of Object.keys(EXPECTED) as ProviderKind[]) {
    const provider = {
      kind,
      name: kind,
      base_url: null,
      options: { resource_name: 'res' },
      secrets: kind === 'bedrock' ? { access_key_id: 'A', secret_access_key: 's' } : { api_key: 'k' },
    };
    fake.reply({ json: ANSWERS.risk });
    const engine = createLlmEngine({
      model: createChatModel(provider, 'm', 'us-east-1', {
        fetch: recording,
        googleTokenUrl: GOOGLE_TOKEN_URL,
      }),
      modelName: 'm',
      providerName: kind,
      timeoutMs: 5000,
      maxRetries: 0,
      detailedErrors: true,
    });
    await engine.risk({ content: ANSWER_CONTENT });
    assert.equal(seen.at(-1), EXPECTED[kind], kind);
  }
  // Documented defaults match the kinds table (watsonx, databricks, openai_compatible have none;
  // vertex needs Google auth, tested through its base_url in the wire tests).
  for (const kind of PROVIDER_KINDS) {
    const documented = KIND_RULES[kind].defaultBaseUrl;
    if (documented) assert.ok(EXPECTED[kind]?.startsWith(documented), `${kind}: ${documented}`);
  }
});
