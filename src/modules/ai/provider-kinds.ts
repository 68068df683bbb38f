import { parseServiceAccountKey } from './service-account-key.js';

/**
 * The provider kinds Promptkeep can call, and which fields each one takes. One table drives the
 * validation of account providers (POST /v1/account/providers) and of the operator's platform
 * providers, so both accept exactly the same shapes.
 */
/** The kinds without an SDK package of their own, reached as OpenAI-compatible presets. */
export const COMPATIBLE_PRESET_KINDS = [
  'ai21',
  'nvidia',
  'watsonx',
  'databricks',
  'lambda',
  'hyperbolic',
  'inception',
] as const;

export const PROVIDER_KINDS = [
  'openai',
  'anthropic',
  'google',
  'azure_openai',
  'bedrock',
  'vertex',
  'mistral',
  'ollama',
  'openai_compatible',
  // Through the AI SDK's own provider package:
  'xai',
  'groq',
  'togetherai',
  'fireworks',
  'deepinfra',
  'perplexity',
  'cohere',
  'huggingface',
  'moonshot',
  'microsoft_foundry',
  // OpenAI-compatible presets (provider-presets.ts: base URL and auth header filled in):
  ...COMPATIBLE_PRESET_KINDS,
] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** Fields stored encrypted and never returned. */
export const SECRET_FIELDS = [
  'api_key',
  'access_key_id',
  'secret_access_key',
  'session_token',
  'service_account_json',
] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/** Non-secret, kind-specific options (returned as they are). */
export const OPTION_FIELDS = ['resource_name', 'api_version', 'project'] as const;
export type OptionField = (typeof OPTION_FIELDS)[number];

export type ProviderSecrets = Partial<Record<SecretField, string>>;
export type ProviderOptions = Partial<Record<OptionField, string>>;

/** Everything needed to call a provider: what a stored row or a platform entry decodes to. */
export interface ProviderConnection {
  kind: ProviderKind;
  name: string;
  base_url: string | null;
  options: ProviderOptions;
  secrets: ProviderSecrets;
  /** Platform entries may carry a default region; settings.cloud_region overrides it. */
  region?: string | null;
}

interface KindRule {
  label: string;
  /** Fields the kind accepts besides kind/name. */
  accepts: readonly (SecretField | OptionField | 'base_url')[];
  /** Returns what is missing, or null. Every kind that can read ambient credentials requires explicit ones. */
  missing(fields: Fields): string | null;
  /** Cloud-hosted kinds need settings.cloud_region (the region where the model resides). */
  cloudHosted: boolean;
  defaultBaseUrl?: string;
}

/** A provider's fields besides kind and name, as stored (service_account_json as text). */
export type ProviderFields = Partial<Record<SecretField | OptionField | 'base_url', string>>;
type Fields = ProviderFields;

const requireApiKey = (f: Fields) => (f.api_key ? null : 'api_key');
const requireKeyAndUrl = (f: Fields) => (!f.api_key ? 'api_key' : !f.base_url ? 'base_url' : null);
/** A kind whose only fields are an API key and an optional base URL. */
const keyed = (label: string, defaultBaseUrl?: string): KindRule => ({
  label,
  accepts: ['api_key', 'base_url'],
  missing: requireApiKey,
  cloudHosted: false,
  ...(defaultBaseUrl ? { defaultBaseUrl } : {}),
});

export const KIND_RULES: Record<ProviderKind, KindRule> = {
  openai: { label: 'OpenAI', accepts: ['api_key', 'base_url'], missing: requireApiKey, cloudHosted: false },
  anthropic: {
    label: 'Anthropic',
    accepts: ['api_key', 'base_url'],
    missing: requireApiKey,
    cloudHosted: false,
  },
  google: {
    label: 'Google Gemini',
    accepts: ['api_key', 'base_url'],
    missing: requireApiKey,
    cloudHosted: false,
  },
  mistral: { label: 'Mistral', accepts: ['api_key', 'base_url'], missing: requireApiKey, cloudHosted: false },
  azure_openai: {
    label: 'Azure OpenAI',
    accepts: ['api_key', 'base_url', 'resource_name', 'api_version'],
    missing: (f) =>
      !f.api_key ? 'api_key' : !f.resource_name && !f.base_url ? 'resource_name (or base_url)' : null,
    cloudHosted: false,
  },
  bedrock: {
    label: 'Amazon Bedrock',
    accepts: ['api_key', 'access_key_id', 'secret_access_key', 'session_token', 'base_url'],
    missing: (f) => {
      if (f.api_key)
        return f.access_key_id || f.secret_access_key ? 'either api_key or access keys, not both' : null;
      if (!f.access_key_id || !f.secret_access_key) return 'access_key_id and secret_access_key (or api_key)';
      return null;
    },
    cloudHosted: true,
  },
  vertex: {
    label: 'Google Vertex AI',
    accepts: ['api_key', 'project', 'service_account_json', 'base_url'],
    missing: (f) => {
      if (f.api_key) return null; // Vertex express mode: the key alone
      if (!f.project || !f.service_account_json) return 'project and service_account_json (or api_key)';
      return null;
    },
    cloudHosted: true,
  },
  ollama: {
    label: 'Ollama',
    accepts: ['api_key', 'base_url'],
    missing: () => null,
    cloudHosted: false,
    defaultBaseUrl: 'http://localhost:11434/v1',
  },
  openai_compatible: {
    label: 'OpenAI-compatible',
    accepts: ['api_key', 'base_url'],
    missing: (f) => (f.base_url ? null : 'base_url'),
    cloudHosted: false,
  },
  xai: keyed('xAI', 'https://api.x.ai/v1'),
  groq: keyed('Groq', 'https://api.groq.com/openai/v1'),
  togetherai: keyed('Together AI', 'https://api.together.xyz/v1'),
  fireworks: keyed('Fireworks', 'https://api.fireworks.ai/inference/v1'),
  deepinfra: keyed('DeepInfra', 'https://api.deepinfra.com/v1'),
  perplexity: keyed('Perplexity', 'https://api.perplexity.ai'),
  cohere: keyed('Cohere', 'https://api.cohere.com/v2'),
  huggingface: keyed('Hugging Face', 'https://router.huggingface.co/v1'),
  moonshot: keyed('Moonshot AI', 'https://api.moonshot.ai/v1'),
  microsoft_foundry: {
    label: 'Microsoft Foundry (Azure AI)',
    accepts: ['api_key', 'base_url', 'resource_name'],
    missing: (f) =>
      !f.api_key ? 'api_key' : !f.resource_name && !f.base_url ? 'resource_name (or base_url)' : null,
    cloudHosted: false,
  },
  ai21: keyed('AI21 Labs', 'https://api.ai21.com/studio/v1'),
  nvidia: keyed('NVIDIA NIM', 'https://integrate.api.nvidia.com/v1'),
  watsonx: { ...keyed('IBM watsonx.ai (model gateway)'), missing: requireKeyAndUrl },
  databricks: { ...keyed('Databricks'), missing: requireKeyAndUrl },
  lambda: keyed('Lambda', 'https://api.lambda.ai/v1'),
  hyperbolic: keyed('Hyperbolic', 'https://api.hyperbolic.xyz/v1'),
  inception: keyed('Inception', 'https://api.inceptionlabs.ai/v1'),
};

export function isCloudHosted(kind: ProviderKind): boolean {
  return KIND_RULES[kind].cloudHosted;
}

/**
 * Checks a provider's fields against its kind; returns a message naming the problem, or null.
 * `prefix` is how fields are named in the message (`body.` for requests, the config entry otherwise).
 */
export function checkKindFields(kind: ProviderKind, fields: Fields, prefix: string): string | null {
  const rule = KIND_RULES[kind];
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (!(rule.accepts as readonly string[]).includes(field)) {
      return `${prefix}${field} is not used by kind '${kind}' (accepted: ${rule.accepts.join(', ')}).`;
    }
  }
  const missing = rule.missing(fields);
  if (missing) return `Kind '${kind}' (${rule.label}) needs ${missing}.`;
  if (fields.service_account_json !== undefined) {
    // Only a Google service-account key with its own fields (service-account-key.ts).
    const parsed = parseServiceAccountKey(fields.service_account_json);
    if ('problem' in parsed) return `${prefix}service_account_json${parsed.problem}`;
  }
  return null;
}

/** Splits request/config fields into stored secrets and options. */
export function splitFields(fields: Fields): { secrets: ProviderSecrets; options: ProviderOptions } {
  const secrets: ProviderSecrets = {};
  const options: ProviderOptions = {};
  for (const key of SECRET_FIELDS) if (fields[key] !== undefined) secrets[key] = fields[key];
  for (const key of OPTION_FIELDS) if (fields[key] !== undefined) options[key] = fields[key];
  return { secrets, options };
}
