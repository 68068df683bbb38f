import { type Static, type TNull, type TOptional, type TUnion, Type } from 'typebox';
import { Nullable, StringEnum, Timestamp } from '../../http/common-schemas.js';
import { PROVIDER_KINDS } from './provider-kinds.js';

const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const Secret = (description: string) =>
  Type.String({
    minLength: 1,
    maxLength: 8192,
    description: `${description} Stored encrypted; never returned.`,
  });
const Option = (description: string) => Type.String({ minLength: 1, maxLength: 255, description });

export const ProviderKind = StringEnum(PROVIDER_KINDS, {
  description: `The provider's API (docs/ai-providers.md lists each kind's fields): ${PROVIDER_KINDS.join(', ')}.`,
});

/** The fields a provider carries besides kind and name; create and update take the same ones. */
const providerFields = {
  api_key: Secret(
    'API key (every kind but bedrock/vertex with access keys; optional for ollama and openai_compatible).',
  ),
  base_url: Type.String({
    pattern: '^https?://\\S+$',
    maxLength: 2048,
    description:
      'API base URL; required for openai_compatible, watsonx and databricks, optional elsewhere. It must ' +
      'reach a public address unless the operator allows private provider URLs.',
  }),
  resource_name: Option('azure_openai, microsoft_foundry: the Azure resource name (or give base_url).'),
  api_version: Option('azure_openai: API version (default v1; a dated one uses deployment URLs).'),
  access_key_id: Secret('bedrock: AWS access key id.'),
  secret_access_key: Secret('bedrock: AWS secret access key.'),
  session_token: Secret('bedrock: AWS session token (temporary credentials).'),
  project: Option('vertex: Google Cloud project id.'),
  service_account_json: Type.Union([Type.String({ minLength: 2, maxLength: 16384 }), Type.Object({})], {
    description:
      'vertex: a Google service-account key (the JSON object, or a string holding it) with type ' +
      "'service_account' and only the fields such a key has; other credential types are refused. Stored encrypted.",
  }),
};
type Fields = typeof providerFields;

const optional = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)])) as {
    [K in keyof Fields]: TOptional<Fields[K]>;
  };
const removable = (fields: Fields) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, Type.Optional(Type.Union([v, Type.Null()]))]),
  ) as { [K in keyof Fields]: TOptional<TUnion<[Fields[K], TNull]>> };

export const ProviderInput = Type.Object(
  { kind: ProviderKind, name: Name, ...optional(providerFields) },
  { title: 'ProviderInput', additionalProperties: false },
);
export type ProviderInput = Static<typeof ProviderInput>;

/**
 * PATCH /v1/account/providers/{id}: the fields to change (key rotation, a new base URL, a
 * rename). A field set to null is removed; absent fields keep their value. The kind cannot
 * change (delete the provider and add it again).
 */
export const ProviderPatch = Type.Object(
  { name: Type.Optional(Name), ...removable(providerFields) },
  { title: 'ProviderPatch', additionalProperties: false, minProperties: 1 },
);
export type ProviderPatch = Static<typeof ProviderPatch>;

export const Provider = Type.Object(
  {
    provider_id: Type.String({ description: 'Prefix aap_.' }),
    kind: ProviderKind,
    name: Type.String(),
    base_url: Nullable(Type.String()),
    resource_name: Nullable(Type.String()),
    api_version: Nullable(Type.String()),
    project: Nullable(Type.String()),
    has_api_key: Type.Boolean(),
    secret_fields: Type.Array(Type.String(), {
      description: 'Names of the stored (encrypted) secret fields.',
    }),
    cloud_hosted: Type.Boolean({ description: 'Requests using its models must give settings.cloud_region.' }),
    created: Timestamp,
    updated: Timestamp,
  },
  { title: 'Provider' },
);
export type Provider = Static<typeof Provider>;

export const ModelInput = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^\\S(.*\\S)?$',
      description: "The provider's model name (for azure_openai: the deployment name).",
    }),
  },
  { additionalProperties: false },
);

export const ProviderModel = Type.Object(
  {
    model_id: Type.String({ description: 'Prefix aim_; use it as settings.model_id.' }),
    name: Type.String(),
    display_name: Type.String(),
    provider_id: Type.String(),
    created: Timestamp,
  },
  { title: 'ProviderModel' },
);
export type ProviderModel = Static<typeof ProviderModel>;

export const ModelSource = StringEnum(['builtin', 'platform', 'provider'] as const);

export const AiModel = Type.Object(
  {
    model_id: Type.String(),
    name: Type.String(),
    display_name: Type.String(),
    source: ModelSource,
    provider_id: Nullable(Type.String({ description: 'Set for source provider (the account provider).' })),
    provider_name: Nullable(Type.String()),
    kind: Nullable(ProviderKind),
    requires_cloud_region: Type.Boolean({
      description: 'Whether settings must carry cloud_region for this model.',
    }),
    counts_against_token_limit: Type.Boolean(),
  },
  { title: 'AiModel' },
);
export type AiModel = Static<typeof AiModel>;
