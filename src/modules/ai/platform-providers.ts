import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { ConfigError } from '../../config.js';
import { StringEnum } from '../../http/common-schemas.js';
import { checkKindFields, PROVIDER_KINDS, type ProviderConnection, splitFields } from './provider-kinds.js';

/**
 * Platform models: providers configured by the operator (`--platform-providers` /
 * `PROMPTKEEP_PLATFORM_PROVIDERS`, a JSON array or the path of a JSON file). Their models are
 * offered to every account; tokens they use count against the account's monthly token limit.
 */
const Text = Type.String({ minLength: 1, maxLength: 8192 });
const ModelEntry = Type.Union([
  Type.String({ minLength: 1, maxLength: 255 }),
  Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 255 }),
      display_name: Type.Optional(Type.String({ minLength: 1 })),
    },
    { additionalProperties: false },
  ),
]);

export const PlatformProviderEntry = Type.Object(
  {
    kind: StringEnum(PROVIDER_KINDS),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    base_url: Type.Optional(Type.String({ pattern: '^https?://' })),
    api_key: Type.Optional(Text),
    access_key_id: Type.Optional(Text),
    secret_access_key: Type.Optional(Text),
    session_token: Type.Optional(Text),
    // A service-account key, as the JSON object itself or as a string holding it.
    service_account_json: Type.Optional(Type.Union([Text, Type.Object({})])),
    resource_name: Type.Optional(Text),
    api_version: Type.Optional(Text),
    project: Type.Optional(Text),
    /** Default region of a cloud-hosted kind (bedrock, vertex); settings.cloud_region overrides it. */
    region: Type.Optional(Text),
    models: Type.Array(ModelEntry, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type PlatformProviderEntry = Static<typeof PlatformProviderEntry>;

export interface PlatformModel {
  model_id: string;
  name: string;
  display_name: string;
  provider: ProviderConnection;
}

/**
 * Stable id of a platform model: `aim_` + 26 hex chars of SHA-256(provider name, NUL, model name).
 * Derived rather than stored, so ids survive restarts and are the same on every instance; renaming
 * the provider or the model in the config changes the id.
 */
export function platformModelId(providerName: string, modelName: string): string {
  return `aim_${createHash('sha256').update(`${providerName}\u0000${modelName}`).digest('hex').slice(0, 26)}`;
}

const SETTING = '--platform-providers (PROMPTKEEP_PLATFORM_PROVIDERS)';

/** Reads the setting (inline JSON, or a file path) and validates it; throws ConfigError naming the problem. */
export function loadPlatformProviders(
  raw: string | null,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): PlatformProviderEntry[] {
  if (raw === null || raw.trim() === '') return [];
  let text = raw.trim();
  let source = SETTING;
  if (!text.startsWith('[')) {
    source = `${SETTING} file ${text}`;
    try {
      text = readFile(text);
    } catch (error) {
      throw new ConfigError(`Cannot read ${source}: ${(error as Error).message}`);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${source} is not valid JSON: ${(error as Error).message}`);
  }
  return validatePlatformProviders(parsed, source);
}

export function validatePlatformProviders(parsed: unknown, source = SETTING): PlatformProviderEntry[] {
  if (!Array.isArray(parsed)) throw new ConfigError(`${source} must be a JSON array of providers.`);
  const names = new Set<string>();
  parsed.forEach((entry, i) => {
    const where = `${source} [${i}]`;
    if (!Value.Check(PlatformProviderEntry, entry)) {
      const first = [...Value.Errors(PlatformProviderEntry, entry)][0];
      const path = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
      throw new ConfigError(`${where}${path ? `.${path}` : ''}: ${first?.message ?? 'is invalid'}.`);
    }
    const e = entry as PlatformProviderEntry;
    if (names.has(e.name)) throw new ConfigError(`${where}: the provider name '${e.name}' is used twice.`);
    names.add(e.name);
    const problem = checkKindFields(e.kind, fieldsOf(e), `${where}.`);
    if (problem) throw new ConfigError(`${where} ('${e.name}'): ${problem}`);
    const models = new Set<string>();
    for (const m of e.models) {
      const name = typeof m === 'string' ? m : m.name;
      if (models.has(name)) throw new ConfigError(`${where}: the model '${name}' is listed twice.`);
      models.add(name);
    }
  });
  return parsed as PlatformProviderEntry[];
}

function fieldsOf(e: PlatformProviderEntry) {
  const sa = e.service_account_json;
  return {
    base_url: e.base_url,
    api_key: e.api_key,
    access_key_id: e.access_key_id,
    secret_access_key: e.secret_access_key,
    session_token: e.session_token,
    service_account_json: sa === undefined ? undefined : typeof sa === 'string' ? sa : JSON.stringify(sa),
    resource_name: e.resource_name,
    api_version: e.api_version,
    project: e.project,
  };
}

/** The platform models by id, in configuration order. */
export function createPlatformCatalog(entries: readonly PlatformProviderEntry[]) {
  const models: PlatformModel[] = [];
  for (const e of entries) {
    const { secrets, options } = splitFields(fieldsOf(e));
    const provider: ProviderConnection = {
      kind: e.kind,
      name: e.name,
      base_url: e.base_url ?? null,
      options,
      secrets,
      region: e.region ?? null,
    };
    for (const m of e.models) {
      const name = typeof m === 'string' ? m : m.name;
      const display = typeof m === 'string' ? undefined : m.display_name;
      models.push({
        model_id: platformModelId(e.name, name),
        name,
        display_name: display ?? `${e.name}: ${name}`,
        provider,
      });
    }
  }
  const byId = new Map(models.map((m) => [m.model_id, m]));
  return { models, get: (id: string) => byId.get(id) };
}
export type PlatformCatalog = ReturnType<typeof createPlatformCatalog>;
