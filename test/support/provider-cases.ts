import assert from 'node:assert/strict';
import type { ProviderKind } from '../../src/modules/ai/provider-kinds.js';
import type { FakeApi, RecordedRequest } from './fake-llm-server.js';

/**
 * One case per provider kind: how to point it at the fake server, which protocol it must speak
 * there (path, auth header) and how structured output must travel in its request body. The
 * expected paths and headers follow each provider's API reference; what the SDK actually sends
 * is what the fake records.
 */
export interface KindCase {
  kind: ProviderKind;
  model: string;
  api: FakeApi;
  /** Provider fields (besides kind/name) given the fake's origin, e.g. http://127.0.0.1:1234. */
  fields: (origin: string) => Record<string, unknown>;
  path: string | RegExp;
  auth: (request: RecordedRequest) => void;
  /** How the JSON Schema travels (the analysis' answer schema, by its `overall_feedback` field). */
  structured: (body: Body) => void;
  region?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: request bodies are inspected freely.
type Body = Record<string, any>;

const KEY = 'sk-case';
const bearer = (r: RecordedRequest) => assert.equal(r.headers.authorization, `Bearer ${KEY}`);
const header = (name: string) => (r: RecordedRequest) => assert.equal(r.headers[name], KEY);
const hasRiskSchema = (schema: unknown) =>
  assert.ok(JSON.stringify(schema).includes('safety_analysis'), 'the answer schema is sent');

/** `response_format: {type: 'json_schema', json_schema: {schema}}` (OpenAI Chat Completions). */
const jsonSchemaFormat = (body: Body) => {
  assert.equal(body.response_format?.type, 'json_schema');
  hasRiskSchema(body.response_format.json_schema.schema);
};
/** `text.format: {type: 'json_schema', schema}` (Responses API). */
const responsesFormat = (body: Body) => {
  assert.equal(body.text?.format?.type, 'json_schema');
  hasRiskSchema(body.text.format.schema);
};

const schemaInSystemMessage = (body: Body) => {
  assert.deepEqual(body.response_format, { type: 'json_object' });
  assert.equal(body.messages[0].role, 'system');
  hasRiskSchema(body.messages[0].content);
};

/** An OpenAI-compatible kind at `<origin><prefix>` (…/chat/completions, Bearer key). */
const chat = (kind: ProviderKind, prefix: string, model = 'case-model'): KindCase => ({
  kind,
  model,
  api: 'openai',
  fields: (origin) => ({ api_key: KEY, base_url: `${origin}${prefix}` }),
  path: `${prefix}/chat/completions`,
  auth: bearer,
  structured: jsonSchemaFormat,
});

export const KIND_CASES: KindCase[] = [
  {
    kind: 'openai',
    model: 'gpt-4o-mini',
    api: 'responses',
    fields: (o) => ({ api_key: KEY, base_url: `${o}/v1` }),
    path: '/v1/responses',
    auth: bearer,
    structured: responsesFormat,
  },
  {
    kind: 'anthropic',
    model: 'claude-sonnet-4-5',
    api: 'anthropic',
    fields: (o) => ({ api_key: KEY, base_url: `${o}/v1` }),
    path: '/v1/messages',
    auth: (r) => {
      header('x-api-key')(r);
      assert.ok(r.headers['anthropic-version'], 'anthropic-version header');
    },
    structured: (b) => {
      assert.equal(b.output_config?.format?.type, 'json_schema');
      hasRiskSchema(b.output_config.format.schema);
    },
  },
  {
    kind: 'anthropic',
    model: 'claude-3-haiku-20240307',
    api: 'anthropic',
    fields: (o) => ({ api_key: KEY, base_url: `${o}/v1` }),
    path: '/v1/messages',
    auth: header('x-api-key'),
    structured: (b) => {
      const tool = b.tools.find((t: { name: string }) => t.name === 'json');
      hasRiskSchema(tool.input_schema);
      // `any` forces a tool call; `json` is the only tool.
      assert.deepEqual(b.tool_choice, { type: 'any', disable_parallel_tool_use: true });
      assert.equal(b.tools.length, 1);
    },
  },
  {
    kind: 'google',
    model: 'gemini-2.5-flash',
    api: 'gemini',
    fields: (o) => ({ api_key: KEY, base_url: `${o}/v1beta` }),
    path: '/v1beta/models/gemini-2.5-flash:generateContent',
    auth: header('x-goog-api-key'),
    structured: (b) => {
      assert.equal(b.generationConfig.responseMimeType, 'application/json');
      hasRiskSchema(b.generationConfig.responseSchema ?? b.generationConfig.responseJsonSchema);
    },
  },
  {
    kind: 'vertex',
    model: 'gemini-2.5-flash',
    api: 'gemini',
    fields: (o) => ({ api_key: KEY, base_url: `${o}/v1/publishers/google` }),
    path: '/v1/publishers/google/models/gemini-2.5-flash:generateContent',
    auth: header('x-goog-api-key'),
    structured: (b) => assert.equal(b.generationConfig.responseMimeType, 'application/json'),
    region: 'us-central1',
  },
  {
    kind: 'bedrock',
    model: 'amazon.nova-pro-v1:0',
    api: 'bedrock',
    fields: (o) => ({ access_key_id: 'AKIACASE', secret_access_key: 'case-secret', base_url: o }),
    path: '/model/amazon.nova-pro-v1:0/converse',
    auth: (r) => {
      assert.match(
        String(r.headers.authorization),
        /^AWS4-HMAC-SHA256 Credential=AKIACASE\/\d{8}\/us-east-1\/bedrock\/aws4_request/,
      );
      assert.ok(r.headers['x-amz-date']);
    },
    structured: (b) => {
      const tool = b.toolConfig.tools.find((t: { toolSpec: { name: string } }) => t.toolSpec.name === 'json');
      hasRiskSchema(tool.toolSpec.inputSchema.json);
      assert.deepEqual(b.toolConfig.toolChoice, { any: {} });
      assert.equal(b.toolConfig.tools.length, 1);
    },
    region: 'us-east-1',
  },
  {
    kind: 'azure_openai',
    model: 'my-deployment',
    api: 'openai',
    fields: (o) => ({ api_key: KEY, base_url: `${o}/openai`, api_version: '2024-10-21' }),
    path: '/openai/deployments/my-deployment/chat/completions',
    auth: (r) => {
      header('api-key')(r);
      assert.equal(r.query.get('api-version'), '2024-10-21');
      assert.equal(r.headers.authorization, undefined);
    },
    structured: jsonSchemaFormat,
  },
  {
    kind: 'microsoft_foundry',
    model: 'DeepSeek-V3',
    api: 'openai',
    fields: (o) => ({ api_key: KEY, base_url: `${o}/openai/v1` }),
    path: '/openai/v1/chat/completions',
    auth: header('api-key'),
    structured: jsonSchemaFormat,
  },
  {
    kind: 'cohere',
    model: 'command-a-03-2025',
    api: 'cohere',
    fields: (o) => ({ api_key: KEY, base_url: `${o}/v2` }),
    path: '/v2/chat',
    auth: bearer,
    structured: (b) => {
      assert.equal(b.response_format.type, 'json_object');
      hasRiskSchema(b.response_format.json_schema);
    },
  },
  {
    kind: 'huggingface',
    model: 'meta-llama/Llama-3.1-8B-Instruct',
    api: 'responses',
    fields: (o) => ({ api_key: KEY, base_url: `${o}/v1` }),
    path: '/v1/responses',
    auth: bearer,
    structured: responsesFormat,
  },
  chat('mistral', '/v1', 'mistral-small-latest'),
  chat('openai_compatible', '/v1'),
  { ...chat('ollama', '/v1', 'llama3.1:8b') },
  chat('xai', '/v1', 'grok-3-mini'),
  chat('groq', '/openai/v1', 'llama-3.3-70b-versatile'),
  {
    ...chat('togetherai', '/v1', 'meta-llama/Llama-3.3-70B-Instruct-Turbo'),
    structured: schemaInSystemMessage,
  },
  chat('fireworks', '/inference/v1', 'accounts/fireworks/models/llama-v3p1-8b-instruct'),
  {
    ...chat('deepinfra', '/v1', 'meta-llama/Meta-Llama-3.1-8B-Instruct'),
    path: '/v1/openai/chat/completions',
  },
  { ...chat('perplexity', '', 'sonar'), path: '/chat/completions' },
  chat('moonshot', '/v1', 'kimi-k2-0905-preview'),
  // AI21 takes json_object only, and Together's SDK package sends json_object: the schema
  // travels in the system message.
  { ...chat('ai21', '/studio/v1', 'jamba-large'), structured: schemaInSystemMessage },
  chat('nvidia', '/v1', 'meta/llama-3.1-8b-instruct'),
  chat('watsonx', '/ml/gateway/v1', 'ibm/granite-3-8b-instruct'),
  chat('databricks', '/serving-endpoints', 'databricks-meta-llama-3-3-70b-instruct'),
  chat('lambda', '/v1', 'llama3.1-8b-instruct'),
  chat('hyperbolic', '/v1', 'meta-llama/Llama-3.3-70B-Instruct'),
  chat('inception', '/v1', 'mercury-2'),
];
