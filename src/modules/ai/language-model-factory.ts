import { createAmazonBedrock } from '@ai-sdk/amazon-bedrock';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createAzure } from '@ai-sdk/azure';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createVertex } from '@ai-sdk/google-vertex';
import { createVertexAnthropic } from '@ai-sdk/google-vertex/anthropic';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { KIND_RULES, type ProviderConnection } from './provider-kinds.js';

export type ChatModel = Exclude<LanguageModel, string>;

/**
 * Builds the AI SDK model for one provider + model name. Every credential is passed explicitly:
 * kind validation guarantees it is present, so no SDK falls back to the server's own environment
 * (OPENAI_API_KEY, AWS_*, …) on behalf of an account.
 *
 * OpenAI and Azure use the Chat Completions API (what OpenAI-compatible proxies also speak);
 * structured output goes as `response_format: json_schema` there, and as `output_config.format`
 * or a forced `json` tool for Anthropic, depending on the model (the SDK decides).
 */
export function createChatModel(
  provider: ProviderConnection,
  modelName: string,
  region: string | null,
): ChatModel {
  const s = provider.secrets;
  const baseURL = provider.base_url ?? undefined;
  switch (provider.kind) {
    case 'openai':
      return createOpenAI({ apiKey: s.api_key, baseURL, name: provider.name }).chat(modelName);
    case 'anthropic':
      return createAnthropic({ apiKey: s.api_key, baseURL })(modelName);
    case 'google':
      return createGoogleGenerativeAI({ apiKey: s.api_key, baseURL })(modelName);
    case 'mistral':
      return createMistral({ apiKey: s.api_key, baseURL })(modelName);
    case 'azure_openai':
      return createAzure({
        apiKey: s.api_key,
        baseURL,
        resourceName: provider.options.resource_name,
        apiVersion: provider.options.api_version,
      }).chat(modelName);
    case 'bedrock':
      return createAmazonBedrock({
        region: region ?? undefined,
        baseURL,
        ...(s.api_key
          ? { apiKey: s.api_key }
          : {
              accessKeyId: s.access_key_id,
              secretAccessKey: s.secret_access_key,
              sessionToken: s.session_token,
            }),
      })(modelName);
    case 'vertex':
      return vertexModel(provider, modelName, region);
    case 'ollama':
    case 'openai_compatible':
      return createOpenAICompatible({
        name: provider.name,
        baseURL: baseURL ?? KIND_RULES[provider.kind].defaultBaseUrl ?? '',
        apiKey: s.api_key,
        supportsStructuredOutputs: true,
      }).chatModel(modelName);
  }
}

function vertexModel(provider: ProviderConnection, modelName: string, region: string | null): ChatModel {
  const s = provider.secrets;
  const baseURL = provider.base_url ?? undefined;
  if (s.api_key)
    return createVertex({ apiKey: s.api_key, baseURL, location: region ?? undefined })(modelName);
  const credentials = JSON.parse(s.service_account_json ?? '{}') as Record<string, string>;
  const common = {
    project: provider.options.project,
    location: region ?? undefined,
    baseURL,
    googleAuthOptions: { credentials, projectId: provider.options.project },
  };
  // Vertex serves Anthropic's models through its own endpoint and request format.
  return modelName.startsWith('claude')
    ? createVertexAnthropic(common)(modelName)
    : createVertex(common)(modelName);
}
