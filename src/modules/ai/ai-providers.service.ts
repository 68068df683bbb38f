import type { Clock } from '../../lib/clock.js';
import { badRequest, DomainError, notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import { assertScope, type RequestContext } from '../../lib/request-context.js';
import type { SecretBox } from '../../lib/secrets.js';
import type { AiRepo } from './ai.repo.js';
import type { Provider, ProviderInput, ProviderModel } from './ai.schemas.js';
import type { AiProvidersTable } from './ai.tables.js';
import {
  checkKindFields,
  isCloudHosted,
  type ProviderConnection,
  type ProviderKind,
  type ProviderOptions,
  type ProviderSecrets,
  splitFields,
} from './provider-kinds.js';

interface Deps {
  repo: AiRepo;
  ids: IdGenerator;
  clock: Clock;
  /** Null when PROMPTKEEP_SECRET_KEY is not set: providers with secrets cannot be stored then. */
  secretBox: SecretBox | null;
}

export const NO_SECRET_KEY =
  'Storing provider credentials needs the server setting PROMPTKEEP_SECRET_KEY (--secret-key: 32 bytes as ' +
  '64 hex characters or base64), which encrypts them at rest. Ask the operator to set it.';

function present(row: AiProvidersTable): Provider {
  const options = JSON.parse(row.options) as ProviderOptions;
  const secretFields = JSON.parse(row.secret_fields) as string[];
  return {
    provider_id: row.id,
    kind: row.kind as ProviderKind,
    name: row.name,
    base_url: row.base_url,
    resource_name: options.resource_name ?? null,
    api_version: options.api_version ?? null,
    project: options.project ?? null,
    has_api_key: secretFields.includes('api_key'),
    secret_fields: secretFields,
    cloud_hosted: isCloudHosted(row.kind as ProviderKind),
    created: row.created,
    updated: row.updated,
  };
}

const presentModel = (
  row: { id: string; name: string; provider_id: string; created: string },
  providerName: string,
) => ({
  model_id: row.id,
  name: row.name,
  display_name: `${providerName}: ${row.name}`,
  provider_id: row.provider_id,
  created: row.created,
});

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The account owner's AI providers and their models (POST/GET/DELETE /v1/account/providers…). */
export function createAiProvidersService({ repo, ids, clock, secretBox }: Deps) {
  const now = () => clock.now().toISOString();

  async function ownProvider(ctx: RequestContext, providerId: string) {
    const row = await repo.findProvider(ctx.accountId, providerId);
    if (!row) throw notFound('AI provider');
    return row;
  }

  return {
    async create(ctx: RequestContext, input: ProviderInput): Promise<Provider> {
      assertScope(ctx, 'owner');
      const { kind, name, service_account_json, ...rest } = input;
      const fields = {
        ...rest,
        service_account_json:
          service_account_json === undefined || typeof service_account_json === 'string'
            ? service_account_json
            : JSON.stringify(service_account_json),
      };
      const problem = checkKindFields(kind, fields, 'body.');
      if (problem) throw badRequest(problem);
      const { secrets, options } = splitFields(fields);
      const secretFields = Object.keys(secrets);
      if (secretFields.length > 0 && !secretBox) throw badRequest(NO_SECRET_KEY);
      const at = now();
      const row: AiProvidersTable = {
        id: ids.next('aap'),
        account_id: ctx.accountId,
        kind,
        name,
        base_url: fields.base_url ?? null,
        options: JSON.stringify(options),
        secret: secretFields.length > 0 && secretBox ? secretBox.seal(JSON.stringify(secrets)) : null,
        secret_fields: JSON.stringify(secretFields),
        created: at,
        updated: at,
      };
      await repo.insertProvider(row);
      return present(row);
    },

    async list(ctx: RequestContext) {
      assertScope(ctx, 'owner');
      return (await repo.listProviders(ctx.accountId)).map(present);
    },

    async get(ctx: RequestContext, providerId: string) {
      assertScope(ctx, 'owner');
      return present(await ownProvider(ctx, providerId));
    },

    async remove(ctx: RequestContext, providerId: string) {
      assertScope(ctx, 'owner');
      const result = await repo.deleteProvider(ctx.accountId, providerId);
      if (Number(result.numDeletedRows) === 0) throw notFound('AI provider');
    },

    async addModel(ctx: RequestContext, providerId: string, name: string): Promise<ProviderModel> {
      assertScope(ctx, 'owner');
      const provider = await ownProvider(ctx, providerId);
      const duplicate = () =>
        new DomainError('conflict', `The model '${name}' is already added to provider '${provider.name}'.`);
      if (await repo.findModelByName(ctx.accountId, providerId, name)) throw duplicate();
      const row = {
        id: ids.next('aim'),
        account_id: ctx.accountId,
        provider_id: providerId,
        name,
        created: now(),
      };
      try {
        await repo.insertModel(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      return presentModel(row, provider.name);
    },

    async listModels(ctx: RequestContext, providerId: string) {
      assertScope(ctx, 'owner');
      const provider = await ownProvider(ctx, providerId);
      return (await repo.listModels(ctx.accountId, providerId)).map((m) => presentModel(m, provider.name));
    },

    async removeModel(ctx: RequestContext, providerId: string, modelId: string) {
      assertScope(ctx, 'owner');
      await ownProvider(ctx, providerId);
      const result = await repo.deleteModel(ctx.accountId, providerId, modelId);
      if (Number(result.numDeletedRows) === 0) throw notFound('AI model');
    },
  };
}
export type AiProvidersService = ReturnType<typeof createAiProvidersService>;

/** Decrypts a stored provider into what the model factory needs. */
export function connectionOf(row: AiProvidersTable, secretBox: SecretBox | null): ProviderConnection {
  let secrets: ProviderSecrets = {};
  if (row.secret) {
    if (!secretBox) {
      throw badRequest(`The credentials of AI provider '${row.name}' cannot be read: ${NO_SECRET_KEY}`);
    }
    try {
      secrets = JSON.parse(secretBox.open(row.secret)) as ProviderSecrets;
    } catch {
      throw badRequest(
        `The credentials of AI provider '${row.name}' cannot be decrypted with the configured ` +
          'PROMPTKEEP_SECRET_KEY (was the key changed?). Delete the provider and add it again.',
      );
    }
  }
  return {
    kind: row.kind as ProviderKind,
    name: row.name,
    base_url: row.base_url,
    options: JSON.parse(row.options) as ProviderOptions,
    secrets,
  };
}
