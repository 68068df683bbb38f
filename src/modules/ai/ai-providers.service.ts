import type { Transaction } from 'kysely';
import { type ChangeRecorder, contentOf } from '../../db/changes.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, DomainError, notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import { refuseBidiControls } from '../../lib/names.js';
import { type PageRequest, pageOf } from '../../lib/paging.js';
import { assertAccountWide } from '../../lib/reach.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { SecretBox } from '../../lib/secrets.js';
import { type AccountCaps, insertUnderCap } from '../account/index.js';
import type { AiRepo } from './ai.repo.js';
import type { Provider, ProviderInput, ProviderModel, ProviderPatch } from './ai.schemas.js';
import type { AiProvidersTable } from './ai.tables.js';
import { checkProviderUrl, type EgressPolicy } from './provider-egress.js';
import {
  checkKindFields,
  isCloudHosted,
  type ProviderConnection,
  type ProviderFields,
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
  /** Which `base_url` destinations account providers may use. */
  egress: EgressPolicy;
  /** Per-account caps (the AI providers one applies here). */
  caps: AccountCaps;
  /** The audit log's writer (src/db/changes.ts). */
  record?: ChangeRecorder | undefined;
}

/** What the audit log hashes of a provider (content changes). */
const PROVIDER_CONTENT = ['kind', 'name', 'base_url', 'options', 'secret_fields', 'secret'] as const;

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

const asText = (json: string | object | undefined) =>
  json === undefined || typeof json === 'string' ? json : JSON.stringify(json);

type Ctx = { ctx: RequestContext };
type ProviderRef = Ctx & { providerId: string };

/** The account owner's AI providers and their models (/v1/account/providers…). */
export function createAiProvidersService({ repo, ids, clock, secretBox, egress, caps, record }: Deps) {
  const now = () => clock.now().toISOString();
  /**
   * The audit row of a provider write (`provider.*`, `provider_model.*`), in its transaction. A
   * provider's content is its fields with the sealed secret (its hash shows a key rotation and
   * tells nothing of the key).
   */
  const change = (
    q: Transaction<Database>,
    ctx: RequestContext,
    change: {
      verb: string;
      model?: boolean;
      id: string;
      before?: AiProvidersTable;
      after?: AiProvidersTable;
    },
  ) => {
    const type = change.model ? 'provider_model' : 'provider';
    return record?.(q, ctx, {
      action: `${type}.${change.verb}`,
      resourceType: type,
      resourceId: change.id,
      workspaceId: null,
      before: contentOf(change.before, PROVIDER_CONTENT),
      after: contentOf(change.after, PROVIDER_CONTENT),
    });
  };

  async function ownProvider(ctx: RequestContext, providerId: string) {
    const row = await repo.findProvider(ctx.accountId, providerId);
    if (!row) throw notFound('AI provider');
    return row;
  }

  /** Validates a provider's complete fields; returns what to store. */
  function stored(kind: ProviderKind, fields: ProviderFields, baseUrlChanged: boolean) {
    const problem = checkKindFields(kind, fields, 'body.');
    if (problem) throw badRequest(problem);
    if (baseUrlChanged && fields.base_url !== undefined) {
      const refused = checkProviderUrl(fields.base_url, egress);
      if (refused) throw badRequest(`body.base_url ${refused}`);
    }
    const { secrets, options } = splitFields(fields);
    const secretFields = Object.keys(secrets);
    if (secretFields.length > 0 && !secretBox) throw badRequest(NO_SECRET_KEY);
    return {
      base_url: fields.base_url ?? null,
      options: JSON.stringify(options),
      secret: secretFields.length > 0 && secretBox ? secretBox.seal(JSON.stringify(secrets)) : null,
      secret_fields: JSON.stringify(secretFields),
    };
  }

  return {
    async create({ ctx, input }: Ctx & { input: ProviderInput }): Promise<Provider> {
      assertAccountWide(ctx, 'Managing AI providers');
      const { kind, name, service_account_json, ...rest } = input;
      refuseBidiControls(name, 'body.name');
      const fields = { ...rest, service_account_json: asText(service_account_json) };
      const at = now();
      const row: AiProvidersTable = {
        id: ids.next('aap'),
        account_id: ctx.accountId,
        kind,
        name,
        ...stored(kind, fields, true),
        created: at,
        updated: at,
      };
      await insertUnderCap(repo.db, caps, 'aiProviders', ctx.accountId, async (trx) => {
        await repo.insertProvider(row, trx);
        await change(trx, ctx, { verb: 'create', id: row.id, after: row });
      });
      return present(row);
    },

    /**
     * Changes some fields (key rotation, base URL, name): the stored secrets are decrypted, the
     * change applied (null removes a field), the result validated like a new provider and
     * sealed again under the current key.
     */
    async update({ ctx, providerId, patch }: ProviderRef & { patch: ProviderPatch }): Promise<Provider> {
      assertAccountWide(ctx, 'Managing AI providers');
      const row = await ownProvider(ctx, providerId);
      const current = connectionOf(row, secretBox);
      const fields: ProviderFields = {
        base_url: current.base_url ?? undefined,
        ...current.options,
        ...current.secrets,
      };
      const { name, ...changes } = patch;
      if (name !== undefined) refuseBidiControls(name, 'body.name');
      for (const [key, value] of Object.entries(changes)) {
        const field = key as keyof ProviderFields;
        if (value === null) delete fields[field];
        else if (value !== undefined) fields[field] = asText(value as string | object);
      }
      const next = {
        ...stored(row.kind as ProviderKind, fields, changes.base_url != null),
        name: name ?? row.name,
      };
      const updated = { ...row, ...next, updated: now() };
      await repo.transaction(async (trx) => {
        const { name, base_url, options, secret, secret_fields } = updated;
        const set = { name, base_url, options, secret, secret_fields, updated: updated.updated };
        const result = await repo.updateProvider(ctx.accountId, providerId, set, trx);
        if (Number(result.numUpdatedRows) === 0) throw notFound('AI provider');
        await change(trx, ctx, { verb: 'update', id: providerId, before: row, after: updated });
      });
      return present(updated);
    },

    async list({ ctx, page }: Ctx & { page: PageRequest }) {
      assertAccountWide(ctx, 'Managing AI providers');
      const rows = await repo.listProviders(ctx.accountId, page);
      const { items, next } = pageOf(rows, page.limit, (r) => [r.name, r.id]);
      return { items: items.map(present), next };
    },

    async get({ ctx, providerId }: ProviderRef) {
      assertAccountWide(ctx, 'Managing AI providers');
      return present(await ownProvider(ctx, providerId));
    },

    async remove({ ctx, providerId }: ProviderRef) {
      assertAccountWide(ctx, 'Managing AI providers');
      await repo.transaction(async (trx) => {
        const before = await repo.findProvider(ctx.accountId, providerId, trx);
        const result = await repo.deleteProvider(ctx.accountId, providerId, trx);
        if (!before || Number(result.numDeletedRows) === 0) throw notFound('AI provider');
        await change(trx, ctx, { verb: 'delete', id: providerId, before });
      });
    },

    async addModel({ ctx, providerId, name }: ProviderRef & { name: string }): Promise<ProviderModel> {
      assertAccountWide(ctx, 'Managing AI providers');
      const provider = await ownProvider(ctx, providerId);
      refuseBidiControls(name, 'body.name');
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
        await repo.transaction(async (trx) => {
          await repo.insertModel(row, trx);
          await change(trx, ctx, { verb: 'create', model: true, id: row.id });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      return presentModel(row, provider.name);
    },

    async listModels({ ctx, providerId, page }: ProviderRef & { page: PageRequest }) {
      assertAccountWide(ctx, 'Managing AI providers');
      const provider = await ownProvider(ctx, providerId);
      const rows = await repo.listModels(ctx.accountId, providerId, page);
      const { items, next } = pageOf(rows, page.limit, (r) => [r.name, r.id]);
      return { items: items.map((m) => presentModel(m, provider.name)), next };
    },

    async removeModel({ ctx, providerId, modelId }: ProviderRef & { modelId: string }) {
      assertAccountWide(ctx, 'Managing AI providers');
      await ownProvider(ctx, providerId);
      await repo.transaction(async (trx) => {
        const result = await repo.deleteModel(ctx.accountId, providerId, modelId, trx);
        if (Number(result.numDeletedRows) === 0) throw notFound('AI model');
        await change(trx, ctx, { verb: 'delete', model: true, id: modelId });
      });
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
