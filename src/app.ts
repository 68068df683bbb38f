import type { FastifyServerOptions } from 'fastify';
import Fastify, { LogController } from 'fastify';
import { DEFAULT_MAX_FILE_BYTES } from './config.js';
import type { Db } from './db/database.js';
import { registerAuth } from './http/auth.js';
import { createAuthLookup } from './http/auth-lookup.js';
import { registerErrorHandling } from './http/errors.js';
import { registerHealthRoutes } from './http/health.routes.js';
import { registerLimits } from './http/limits.js';
import { registerOpenApi } from './http/openapi.js';
import { type Clock, systemClock } from './lib/clock.js';
import { createIdGenerator, type IdGenerator } from './lib/ids.js';
import type { SecretBox } from './lib/secrets.js';
import type { LimitStore } from './limits/limit-store.js';
import { createLimitsService } from './limits/limits-service.js';
import { createUsageRepo } from './limits/usage.repo.js';
import { createAccountRepo } from './modules/account/account.repo.js';
import { registerAccountRoutes } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { type AccountDefaults, registerAdminRoutes } from './modules/admin/admin.routes.js';
import { createAiRepo } from './modules/ai/ai.repo.js';
import { registerAiRoutes } from './modules/ai/ai.routes.js';
import { createAiProvidersService } from './modules/ai/ai-providers.service.js';
import { createPlatformCatalog, type PlatformProviderEntry } from './modules/ai/platform-providers.js';
import { createAnalysesRepo } from './modules/analysis/analyses.repo.js';
import { registerAnalysisRoutes } from './modules/analysis/analysis.routes.js';
import { createAnalysisService } from './modules/analysis/analysis.service.js';
import { createGenerationService } from './modules/analysis/generation.service.js';
import { createModelResolver } from './modules/analysis/llm/model-resolver.js';
import { registerContextsModule } from './modules/contexts/contexts.module.js';
import { createCriteriaRepo } from './modules/criteria/criteria.repo.js';
import { registerCriteriaRoutes } from './modules/criteria/criteria.routes.js';
import { createCriteriaService } from './modules/criteria/criteria.service.js';
import { createPromptRepo } from './modules/prompts/prompts.repo.js';
import { registerPromptRoutes } from './modules/prompts/prompts.routes.js';
import { createPromptsService } from './modules/prompts/prompts.service.js';
import { registerVersionRoutes } from './modules/prompts/versions.routes.js';
import { createVersionsService } from './modules/prompts/versions.service.js';
import { createTokenInfoService } from './modules/token-info/token-info.service.js';
import type { Catalog } from './modules/tokens/catalog/catalog.js';
import { registerTokensRoutes } from './modules/tokens/tokens.routes.js';
import { createTokensService } from './modules/tokens/tokens.service.js';
import { instrumentResolver } from './ops/instrument.js';
import {
  createOps,
  instrumentDeps,
  type ObservabilitySettings,
  registerOps,
  requestIdFrom,
} from './ops/observability.js';
import type { CountService } from './tokenizers/count-service.js';

export interface AppSettings extends ObservabilitySettings {
  /** Enables the operator API when set. */
  adminKey: string | null;
  bodyLimitBytes: number;
  maxInputBytes: number;
  /** Largest context file (decoded bytes) or context text (UTF-8 bytes); DEFAULT_MAX_FILE_BYTES if unset. */
  maxFileBytes?: number;
  accountDefaults: AccountDefaults;
  tokenInfoModel: string;
  version: string;
  /** Operator-configured LLM providers (parsed --platform-providers); none when absent. */
  platformProviders?: PlatformProviderEntry[];
  /** Timeout of one LLM provider call in ms (default 60 s). */
  llmTimeoutMs?: number;
}

export interface AppDeps {
  db: Db;
  store: LimitStore;
  counter: CountService;
  catalog: Catalog;
  settings: AppSettings;
  clock?: Clock;
  ids?: IdGenerator;
  https?: { key: string | Buffer; cert: string | Buffer } | null;
  logger?: FastifyServerOptions['logger'];
  /** Encrypts AI provider secrets at rest (PROMPTKEEP_SECRET_KEY); null when not configured. */
  secretBox?: SecretBox | null;
}

/** Builds the whole app from its dependencies; reads no environment (main.ts does). */
export async function buildApp(appDeps: AppDeps) {
  const ops = createOps(appDeps.settings); // metrics + tracing (src/ops)
  const deps = instrumentDeps(appDeps, ops);
  const clock = deps.clock ?? systemClock;
  const ids = deps.ids ?? createIdGenerator(() => clock.now().getTime());
  const { settings } = deps;

  const app = Fastify({
    ...(deps.https ? { https: deps.https } : {}),
    logger: deps.logger ?? false,
    bodyLimit: settings.bodyLimitBytes,
    genReqId: requestIdFrom(ids),
    // src/ops logs one line per request (with account, workspace, key id), not Fastify's two.
    logController: new LogController({ requestIdLogLabel: 'trace_id', disableRequestLogging: true }),
    // Strict bodies: no type coercion ("5" is not a number) and no silent dropping of unknown fields.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  // Every route, as registered: the OpenAPI test checks each is documented.
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // The spec: request bodies are JSON only.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-trace-id', request.id);
  });

  registerErrorHandling(app);
  await registerOpenApi(app, settings.version);
  registerOps(app, ops, settings); // before auth: the request span covers it

  const limits = createLimitsService({
    store: deps.store,
    usage: createUsageRepo(deps.db.kysely),
    clock,
    onFlushError: (error) => app.log.error({ err: error }, 'usage flush failed'),
  });
  registerAuth(app, { lookup: createAuthLookup(deps.db.kysely), adminKey: settings.adminKey });
  registerLimits(app, limits);

  const accounts = createAccountService({ repo: createAccountRepo(deps.db.kysely), ids, clock, limits });
  const tokens = createTokensService({
    catalog: deps.catalog,
    counter: deps.counter,
    maxInputBytes: settings.maxInputBytes,
  });

  const tokenInfo = createTokenInfoService({
    catalog: deps.catalog,
    counter: deps.counter,
    model: settings.tokenInfoModel,
  });
  // Feature modules (prompt area) register below; each gets what it needs from here.
  const aiRepo = createAiRepo(deps.db.kysely);
  const aiProviders = createAiProvidersService({
    repo: aiRepo,
    ids,
    clock,
    secretBox: deps.secretBox ?? null,
  });
  // Settings → engine (built-in, platform or account provider); analyses and generation use it.
  const models = instrumentResolver(
    createModelResolver({
      repo: aiRepo,
      platform: createPlatformCatalog(settings.platformProviders ?? []),
      secretBox: deps.secretBox ?? null,
      timeoutMs: settings.llmTimeoutMs ?? 60_000,
    }),
    ops,
  );
  const promptRepo = createPromptRepo(deps.db.kysely);
  const analysesRepo = createAnalysesRepo(deps.db.kysely);
  const promptDeps = {
    repo: promptRepo,
    analyses: analysesRepo,
    tokenInfo,
    ids,
    clock,
    maxContentBytes: settings.maxInputBytes,
  };
  const prompts = createPromptsService(promptDeps);
  const versions = createVersionsService(promptDeps);
  const criteria = createCriteriaService({ repo: createCriteriaRepo(deps.db.kysely), ids, clock });
  registerPromptRoutes(app, prompts);
  registerVersionRoutes(app, versions);
  registerCriteriaRoutes(app, criteria);
  // Analyses and generation: versions, criteria and the model resolver, charged to the token limit.
  const analysisDeps = {
    versions,
    analyses: analysesRepo,
    criteria,
    models,
    limits,
    ids,
    clock,
    maxContentBytes: settings.maxInputBytes,
  };
  const analysis = createAnalysisService(analysisDeps);
  const generation = createGenerationService(analysisDeps, analysis);
  registerAnalysisRoutes(app, { analysis, generation });
  registerContextsModule(app, {
    db: deps.db,
    ids,
    clock,
    tokenInfo,
    bodyLimitBytes: settings.bodyLimitBytes,
    maxFileBytes: settings.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
  });

  registerHealthRoutes(app, deps.db);
  if (settings.adminKey) registerAdminRoutes(app, accounts, settings.accountDefaults);
  registerAccountRoutes(app, accounts);
  registerAiRoutes(app, { providers: aiProviders, resolver: models });
  registerTokensRoutes(app, tokens);

  app.addHook('onClose', async () => {
    await limits.close();
  });

  return {
    app,
    routes,
    services: {
      accounts,
      tokens,
      limits,
      tokenInfo,
      aiProviders,
      models,
      prompts,
      versions,
      criteria,
      analysis,
      generation,
    },
  };
}
export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
