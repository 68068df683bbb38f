import type { LanguageModel } from 'ai';
import type { ProviderTransport } from './provider-egress.js';
import type { ProviderConnection, ProviderKind } from './provider-kinds.js';
import { isPresetKind, presetModel, schemaInSystem } from './provider-presets.js';
import { vertexModel } from './vertex-model.js';

export type ChatModel = Exclude<LanguageModel, string>;
type Fetch = typeof globalThis.fetch;

/** What every SDK package takes: the key, the base URL (its own default when absent), the fetch. */
interface CommonSettings {
  apiKey: string | undefined;
  baseURL: string | undefined;
  fetch: Fetch;
}

type PlainSdk = (settings: CommonSettings) => (modelName: string) => ChatModel;
/**
 * The kinds whose SDK package needs nothing beyond the common settings. Every SDK package is
 * imported on first use, not at start: together they were a third of the module loading of a
 * start (bench/RESULTS.md, "Start-up"), and an instance uses one or two kinds, if any.
 */
const PLAIN_SDKS = {
  anthropic: async () => (await import('@ai-sdk/anthropic')).createAnthropic,
  google: async () => (await import('@ai-sdk/google')).createGoogleGenerativeAI,
  mistral: async () => (await import('@ai-sdk/mistral')).createMistral,
  xai: async () => (await import('@ai-sdk/xai')).createXai,
  groq: async () => (await import('@ai-sdk/groq')).createGroq,
  fireworks: async () => (await import('@ai-sdk/fireworks')).createFireworks,
  deepinfra: async () => (await import('@ai-sdk/deepinfra')).createDeepInfra,
  perplexity: async () => (await import('@ai-sdk/perplexity')).createPerplexity,
  cohere: async () => (await import('@ai-sdk/cohere')).createCohere,
  huggingface: async () => (await import('@ai-sdk/huggingface')).createHuggingFace,
  moonshot: async () => (await import('@ai-sdk/moonshotai')).createMoonshotAI,
} satisfies Partial<Record<ProviderKind, () => Promise<PlainSdk>>>;
type PlainKind = keyof typeof PLAIN_SDKS;
const isPlainKind = (kind: ProviderKind): kind is PlainKind => Object.hasOwn(PLAIN_SDKS, kind);

/**
 * Builds the AI SDK model for one provider + model name. Every credential is passed explicitly:
 * kind validation guarantees it is present, so no SDK falls back to the server's own environment
 * (OPENAI_API_KEY, AWS_BEARER_TOKEN_BEDROCK, GOOGLE_VERTEX_API_KEY, …) on behalf of an account.
 * Every request goes through `transport.fetch`, the egress-guarded fetch (provider-egress.ts):
 * under the account policy for account providers, under PLATFORM_EGRESS for the operator's.
 *
 * OpenAI uses the Responses API (`text.format` json_schema); Azure, Microsoft Foundry and the
 * OpenAI-compatible kinds use Chat Completions (`response_format: json_schema`); Anthropic gets
 * `output_config.format` or a forced `json` tool, Gemini `responseSchema`, Bedrock a forced tool
 * through Converse, Cohere `response_format.json_schema` (the SDKs decide).
 */
export async function createChatModel(
  provider: ProviderConnection,
  modelName: string,
  region: string | null,
  transport: ProviderTransport,
): Promise<ChatModel> {
  const { fetch } = transport;
  const s = provider.secrets;
  const baseURL = provider.base_url ?? undefined;
  const common: CommonSettings = { apiKey: s.api_key, baseURL, fetch };
  const kind = provider.kind;
  if (isPresetKind(kind)) return presetModel(kind, provider, modelName, fetch);
  if (isPlainKind(kind)) return (await PLAIN_SDKS[kind]())(common)(modelName);
  switch (kind) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      return createOpenAI({ ...common, name: provider.name }).responses(modelName);
    }
    case 'azure_openai': {
      const { createAzure } = await import('@ai-sdk/azure');
      return createAzure({
        ...common,
        resourceName: provider.options.resource_name,
        apiVersion: provider.options.api_version,
        // A dated api-version (2024-10-21, …) is the classic deployment URL form:
        // /openai/deployments/<deployment>/chat/completions?api-version=…
        useDeploymentBasedUrls: Boolean(
          provider.options.api_version && provider.options.api_version !== 'v1',
        ),
      }).chat(modelName);
    }
    case 'microsoft_foundry': {
      const { createAzure } = await import('@ai-sdk/azure');
      return createAzure({
        ...common,
        baseURL: baseURL ?? `https://${provider.options.resource_name}.services.ai.azure.com/openai`,
      }).chat(modelName);
    }
    case 'bedrock': {
      const { createAmazonBedrock } = await import('@ai-sdk/amazon-bedrock');
      return createAmazonBedrock({
        region: region ?? undefined,
        baseURL,
        fetch,
        ...(s.api_key
          ? { apiKey: s.api_key }
          : {
              // '' and not absent: absent, the SDK takes AWS_BEARER_TOKEN_BEDROCK from the server's
              // environment over the account's access keys.
              apiKey: '',
              accessKeyId: s.access_key_id,
              secretAccessKey: s.secret_access_key,
              sessionToken: s.session_token,
            }),
      })(modelName);
    }
    case 'vertex':
      return vertexModel(provider, modelName, region, transport);
    case 'togetherai': {
      // Its SDK package sends response_format json_object without the schema: add it to the system message.
      const [{ createTogetherAI }, { wrapLanguageModel }] = await Promise.all([
        import('@ai-sdk/togetherai'),
        import('ai'),
      ]);
      return wrapLanguageModel({ model: createTogetherAI(common)(modelName), middleware: schemaInSystem });
    }
  }
}
