/**
 * Tables of the account's own AI providers and their models (migration 0004). Secrets are one
 * AES-256-GCM sealed JSON object (`secret`), never stored in clear; `secret_fields` lists which
 * fields it holds so responses can say what is configured without decrypting anything.
 */
export interface AiProvidersTable {
  id: string;
  account_id: string;
  kind: string;
  name: string;
  base_url: string | null;
  /** JSON object of the kind's non-secret options (resource_name, api_version, project). */
  options: string;
  /** `v1.<iv>.<tag>.<ciphertext>` (see lib/secrets.ts) or null when the provider has no secret. */
  secret: string | null;
  /** JSON array of the secret field names held in `secret`. */
  secret_fields: string;
  created: string;
  updated: string;
}

export interface AiModelsTable {
  id: string;
  account_id: string;
  provider_id: string;
  name: string;
  created: string;
}

export interface AiTables {
  ai_providers: AiProvidersTable;
  ai_models: AiModelsTable;
}
