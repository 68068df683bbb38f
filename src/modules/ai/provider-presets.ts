import type { LanguageModelMiddleware } from 'ai';
import type { ChatModel } from './language-model-factory.js';
import { COMPATIBLE_PRESET_KINDS, KIND_RULES, type ProviderConnection } from './provider-kinds.js';

/**
 * Providers without an AI SDK package of their own, reached through their OpenAI-compatible
 * Chat Completions endpoint (`POST <base>/chat/completions`, `Authorization: Bearer <api_key>`)
 * with the documented base URL filled in. `structuredOutputs` says whether the provider takes
 * `response_format: {type: 'json_schema'}`; the others get `json_object` and the schema in the
 * system message.
 */
export const PRESET_KINDS = [...COMPATIBLE_PRESET_KINDS, 'ollama', 'openai_compatible'] as const;
export type PresetKind = (typeof PRESET_KINDS)[number];

interface Preset {
  structuredOutputs: boolean;
  /** Where the base URL comes from when it is not the kind's fixed default (shown in docs). */
  docs: string;
}

export const PRESETS: Record<PresetKind, Preset> = {
  // AI21's Jamba chat API documents response_format json_object only.
  ai21: { structuredOutputs: false, docs: 'https://api.ai21.com/studio/v1' },
  nvidia: { structuredOutputs: true, docs: 'https://integrate.api.nvidia.com/v1 (NIM)' },
  watsonx: {
    structuredOutputs: true,
    docs: 'https://<region>.ml.cloud.ibm.com/ml/gateway/v1 (watsonx.ai model gateway)',
  },
  databricks: {
    structuredOutputs: true,
    docs: 'https://<workspace>.cloud.databricks.com/serving-endpoints',
  },
  lambda: { structuredOutputs: true, docs: 'https://api.lambda.ai/v1' },
  hyperbolic: { structuredOutputs: true, docs: 'https://api.hyperbolic.xyz/v1' },
  inception: { structuredOutputs: true, docs: 'https://api.inceptionlabs.ai/v1' },
  ollama: { structuredOutputs: true, docs: 'http://localhost:11434/v1' },
  openai_compatible: { structuredOutputs: true, docs: 'your server' },
};

export const isPresetKind = (kind: string): kind is PresetKind =>
  (PRESET_KINDS as readonly string[]).includes(kind);

/**
 * Puts the JSON Schema into the system message for providers that are sent `json_object` only
 * (AI21, and Together AI as its SDK package asks).
 */
export const schemaInSystem: LanguageModelMiddleware = {
  specificationVersion: 'v3',
  transformParams: async ({ params }) => {
    const format = params.responseFormat;
    if (format?.type !== 'json' || !format.schema) return params;
    const note = `Answer with JSON matching this JSON Schema:\n${JSON.stringify(format.schema)}`;
    return { ...params, prompt: [{ role: 'system', content: note }, ...params.prompt] };
  },
};

/** The SDK package is loaded on first use (language-model-factory.ts says why). */
export async function presetModel(
  kind: PresetKind,
  provider: ProviderConnection,
  modelName: string,
  fetch: typeof globalThis.fetch,
): Promise<ChatModel> {
  const preset = PRESETS[kind];
  const [{ createOpenAICompatible }, { wrapLanguageModel }] = await Promise.all([
    import('@ai-sdk/openai-compatible'),
    import('ai'),
  ]);
  const model = createOpenAICompatible({
    name: provider.name,
    baseURL: provider.base_url ?? KIND_RULES[kind].defaultBaseUrl ?? '',
    apiKey: provider.secrets.api_key,
    supportsStructuredOutputs: preset.structuredOutputs,
    fetch,
  }).chatModel(modelName);
  return preset.structuredOutputs ? model : wrapLanguageModel({ model, middleware: schemaInSystem });
}
