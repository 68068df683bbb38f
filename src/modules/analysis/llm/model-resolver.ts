import { badRequest } from '../../../lib/domain-error.js';
import { assertScope, type RequestContext } from '../../../lib/request-context.js';
import type { SecretBox } from '../../../lib/secrets.js';
import {
  type AiModel,
  type AiRepo,
  connectionOf,
  createChatModel,
  isCloudHosted,
  KIND_RULES,
  type PlatformCatalog,
  type ProviderConnection,
  type ProviderKind,
  type ProviderTransport,
} from '../../ai/index.js';
import type { Settings } from '../analysis.schemas.js';
import type { AnalysisEngine } from '../analysis-engine.js';
import { engineOf, OFFLINE_MODEL, runOffline } from '../offline/offline-model.js';
import { createLlmEngine } from './llm-engine.js';

export type ModelSource = 'builtin' | 'platform' | 'provider';

export interface ResolvedModel {
  engine: AnalysisEngine;
  modelId: string;
  source: ModelSource;
  /** Platform models only: the caller charges `usage` to the account's monthly token limit. */
  countsAgainstTokenLimit: boolean;
  /** The provider's name (platform or account provider); null for the built-in analyzer. */
  providerName: string | null;
  /** The model's name at its provider (`gpt-4o`, …; `builtin` for the built-in analyzer). */
  modelName: string;
}

export interface ModelResolverDeps {
  repo: AiRepo;
  platform: PlatformCatalog;
  secretBox: SecretBox | null;
  /** Per provider call (each attempt); 60 s in production. */
  timeoutMs: number;
  /**
   * SDK transport retries on 408/409/429/5xx (default 0: the timeout bounds the whole call, and a
   * malformed answer is already retried once; clients may retry a 502).
   */
  maxRetries?: number;
  /**
   * How providers are reached: both through the egress-guarded fetch, account providers under the
   * operator's policy for them, platform providers under PLATFORM_EGRESS (ai/provider-egress.ts).
   */
  transports: { account: ProviderTransport; platform: ProviderTransport };
}

// A region goes into provider host names (bedrock-runtime.<region>.amazonaws.com): letters,
// digits and dashes only, so no caller can steer a signed request to another host.
const REGION = /^[a-z][a-z0-9-]{0,30}[a-z0-9]$/;

/**
 * Turns a request's `settings` into an engine: absent → the offline analyzer (`aim_builtin`);
 * `platform` → an operator-configured model; `provider` → a model of the account's own provider.
 * Every invalid combination is a 400 that says what to fix.
 */
export function createModelResolver(deps: ModelResolverDeps) {
  // The analyzer itself is loaded by the first offline analysis (offline-model.ts).
  const offline = engineOf(runOffline);
  const builtin: ResolvedModel = {
    engine: offline,
    modelId: OFFLINE_MODEL.model_id,
    source: 'builtin',
    countsAgainstTokenLimit: false,
    providerName: null,
    modelName: OFFLINE_MODEL.name,
  };
  // Platform engines are reused: their credentials are fixed, and SDK clients cache auth tokens.
  const platformEngines = new Map<string, AnalysisEngine>();

  function engineFor(
    provider: ProviderConnection,
    modelName: string,
    region: string | null,
    platform: boolean,
  ) {
    return createLlmEngine({
      model: createChatModel(provider, modelName, region, deps.transports[platform ? 'platform' : 'account']),
      modelName,
      providerName: provider.name,
      timeoutMs: deps.timeoutMs,
      maxRetries: deps.maxRetries ?? 0,
      detailedErrors: !platform,
    });
  }

  function checkRegion(region: string | undefined): string | null {
    if (region === undefined) return null;
    if (!REGION.test(region)) {
      throw badRequest(
        `settings.cloud_region '${region}' is not a region name (e.g. us-east-1, europe-west4).`,
      );
    }
    return region;
  }

  const needRegion = (kind: ProviderKind, what: string) =>
    badRequest(
      `settings.cloud_region is required for ${what} (${KIND_RULES[kind].label} is cloud-hosted): ` +
        'give the region where the model resides.',
    );

  function resolvePlatform(settings: Settings): ResolvedModel {
    if (settings.provider_id !== undefined) {
      throw badRequest("settings.provider_id is only used with model_source 'provider'.");
    }
    const model = deps.platform.get(settings.model_id);
    if (!model) {
      throw badRequest(
        `settings.model_id '${settings.model_id}' is not a platform model (GET /v1/ai/models lists the models you can use).`,
      );
    }
    const { provider } = model;
    const region = checkRegion(settings.cloud_region) ?? provider.region ?? null;
    if (isCloudHosted(provider.kind) && !region) throw needRegion(provider.kind, `model '${model.name}'`);
    const key = `${model.model_id}\u0000${region ?? ''}`;
    let engine = platformEngines.get(key);
    if (!engine) {
      engine = engineFor(provider, model.name, region, true);
      platformEngines.set(key, engine);
    }
    return {
      engine,
      modelId: model.model_id,
      source: 'platform',
      countsAgainstTokenLimit: true,
      providerName: provider.name,
      modelName: model.name,
    };
  }

  async function resolveProvider(ctx: RequestContext, settings: Settings): Promise<ResolvedModel> {
    if (!settings.provider_id)
      throw badRequest("settings.provider_id is required when model_source is 'provider'.");
    const provider = await deps.repo.findProvider(ctx.accountId, settings.provider_id);
    if (!provider) {
      throw badRequest(
        `settings.provider_id '${settings.provider_id}' does not name an AI provider of this account.`,
      );
    }
    const model = await deps.repo.findModel(ctx.accountId, settings.model_id);
    if (!model) {
      const hint = deps.platform.get(settings.model_id)
        ? " It is a platform model: use model_source 'platform'."
        : '';
      throw badRequest(
        `settings.model_id '${settings.model_id}' is not a model of this account's providers.${hint}`,
      );
    }
    if (model.provider_id !== provider.id) {
      throw badRequest(
        `settings.model_id '${settings.model_id}' does not belong to provider '${provider.name}' (${provider.id}).`,
      );
    }
    const kind = provider.kind as ProviderKind;
    const region = checkRegion(settings.cloud_region);
    if (isCloudHosted(kind) && !region) throw needRegion(kind, `provider '${provider.name}'`);
    const engine = engineFor(connectionOf(provider, deps.secretBox), model.name, region, false);
    return {
      engine,
      modelId: model.id,
      source: 'provider',
      countsAgainstTokenLimit: false,
      providerName: provider.name,
      modelName: model.name,
    };
  }

  return {
    async resolve({ ctx, settings }: { ctx: RequestContext; settings?: Settings }): Promise<ResolvedModel> {
      if (!settings) return builtin;
      if (settings.model_id === OFFLINE_MODEL.model_id) {
        if (settings.model_source === 'provider' || settings.provider_id !== undefined) {
          throw badRequest(
            `settings.model_id '${OFFLINE_MODEL.model_id}' is the built-in analyzer, not a provider model.`,
          );
        }
        return builtin;
      }
      return settings.model_source === 'platform'
        ? resolvePlatform(settings)
        : resolveProvider(ctx, settings);
    },

    /** GET /v1/ai/models: the built-in analyzer, the platform models, then the account's own. */
    async listModels({ ctx }: { ctx: RequestContext }): Promise<AiModel[]> {
      assertScope(ctx, 'read');
      const out = [listEntry(OFFLINE_MODEL, null)];
      for (const m of deps.platform.models) {
        const cloud = isCloudHosted(m.provider.kind) && !m.provider.region;
        out.push(listEntry(m, { id: null, name: m.provider.name, kind: m.provider.kind, cloud }));
      }
      for (const m of await deps.repo.listAccountModels(ctx.accountId)) {
        const kind = m.kind as ProviderKind;
        const model = { model_id: m.id, name: m.name, display_name: `${m.provider_name}: ${m.name}` };
        out.push(
          listEntry(model, { id: m.provider_id, name: m.provider_name, kind, cloud: isCloudHosted(kind) }),
        );
      }
      return out;
    },
  };
}
export type ModelResolver = ReturnType<typeof createModelResolver>;

/**
 * A row of GET /v1/ai/models: the model and where it runs. `provider.id` is set for an account
 * provider only; without a provider it is the built-in analyzer. Only platform models count
 * against the token limit (the operator pays for them); `cloud`: settings must name a region.
 */
function listEntry(
  m: { model_id: string; name: string; display_name: string },
  provider: { id: string | null; name: string; kind: ProviderKind; cloud: boolean } | null,
): AiModel {
  const source: ModelSource = provider ? (provider.id ? 'provider' : 'platform') : 'builtin';
  return {
    model_id: m.model_id,
    name: m.name,
    display_name: m.display_name,
    source,
    provider_id: provider?.id ?? null,
    provider_name: provider?.name ?? null,
    kind: provider?.kind ?? null,
    requires_cloud_region: provider?.cloud ?? false,
    counts_against_token_limit: source === 'platform',
  };
}
