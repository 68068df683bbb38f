import Fastify, { LogController } from 'fastify';
import type { AppDeps } from './app-settings.js';
import { DEFAULTS } from './config.js';
import { createChangeRecorder } from './db/changes.js';
import { createRouteIndex } from './http/allowed-methods.js';
import { registerAuth } from './http/auth.js';
import { createKeyCache, DEFAULT_KEY_CACHE } from './http/auth-cache.js';
import { createAuthLookup } from './http/auth-lookup.js';
import { registerCompression } from './http/compression.js';
import { registerConditionalGet } from './http/conditional-get.js';
import { registerConsole } from './http/console.js';
import { registerEmptyBodies } from './http/empty-body.js';
import { registerErrorHandling } from './http/errors.js';
import { createFastPaths } from './http/fast-paths.js';
import { hardeningOptions, hardeningSettings, registerHardening } from './http/hardening.js';
import { registerHealthRoutes } from './http/health.routes.js';
import { registerJsonBodyParser } from './http/large-text-body.js';
import { lazySchemaCompilers } from './http/lazy-schemas.js';
import { registerLimits } from './http/limits.js';
import { withLogRedaction } from './http/log-redaction.js';
import { registerOpenApi } from './http/openapi.js';
import { parseQuery } from './http/paging.js';
import { tlsLimits } from './http/server-limits.js';
import { createSessionLookup } from './http/session-lookup.js';
import { registerShutdownGuard } from './http/shutdown.js';
import { epochMs, systemClock } from './lib/clock.js';
import { createIdGenerator } from './lib/ids.js';
import { createLimitsService } from './limits/limits-service.js';
import { createUsageRepo } from './limits/usage.repo.js';
import { registerAccountModule } from './modules/account/account.module.js';
import { type AccountCaps, DEFAULT_ACCOUNT_CAPS } from './modules/account/index.js';
import { registerAiModule } from './modules/ai/ai.module.js';
import { createAnalysesRepo } from './modules/analysis/analyses.repo.js';
import { registerAnalysisModule } from './modules/analysis/analysis.module.js';
import { registerAuditModule } from './modules/audit/audit.module.js';
import { registerContextsModule } from './modules/contexts/contexts.module.js';
import { registerCriteriaModule } from './modules/criteria/criteria.module.js';
import { registerMcpModule } from './modules/mcp/mcp.module.js';
import { registerPeopleModule } from './modules/people/people.module.js';
import { peopleSettings } from './modules/people/people-settings.js';
import { isPureRender } from './modules/prompts/index.js';
import { registerPromptsModule } from './modules/prompts/prompts.module.js';
import { createReleaseSettingsReader, registerReleasesModule } from './modules/releases/releases.module.js';
import { registerTokensModule } from './modules/tokens/tokens.module.js';
import { registerTransferModule } from './modules/transfer/transfer.module.js';
import { createOutboxWriter } from './modules/webhooks/index.js';
import { registerWebhooksModule } from './modules/webhooks/webhooks.module.js';
import { instrumentResolver } from './ops/instrument.js';
import { createOps, instrumentDeps, registerOps, requestIdFrom, requestIdOf } from './ops/observability.js';
import { REQUEST_ID_BINDING } from './ops/request-line.js';

export type { AppDeps, AppSettings } from './app-settings.js';

/** Builds the whole app from its dependencies; reads no environment (main.ts does). */
export async function buildApp(appDeps: AppDeps) {
  const ops = await createOps(appDeps.settings); // metrics + tracing (src/ops)
  const deps = instrumentDeps(appDeps, ops);
  const clock = deps.clock ?? systemClock;
  const ids = deps.ids ?? createIdGenerator(epochMs(clock));
  const { settings } = deps;
  const hardening = hardeningSettings(settings.hardening);
  const caps: AccountCaps = { ...DEFAULT_ACCOUNT_CAPS, ...settings.accountCaps };
  // One egress rule for every outbound call (AI providers, SSO, webhooks): may they reach private addresses.
  const allowPrivateUrls = settings.allowPrivateProviderUrls ?? DEFAULTS.allowPrivateProviderUrls;

  // Ajv's code optimization, when settings turn it off (AppSettings.schemaCodeOptimize).
  const schemaCode = settings.schemaCodeOptimize === false ? { code: { optimize: false } } : undefined;
  const requestId = requestIdFrom(ids);
  // The answers in front of Fastify (http/fast-paths.ts): its server is built through their door, opened below.
  const fast = createFastPaths();
  const app = Fastify({
    serverFactory: fast.serverFactory,
    ...(deps.https ? { https: { ...deps.https, ...tlsLimits(hardening) } } : {}),
    ...hardeningOptions(() => ids.next('req')),
    logger: withLogRedaction(deps.logger ?? false),
    bodyLimit: settings.bodyLimitBytes,
    genReqId: requestId,
    // src/ops logs one line per request (with account, workspace, key id), not Fastify's two.
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_BINDING, disableRequestLogging: true }),
    // Strict bodies: no type coercion ("5" is not a number) and no silent dropping of unknown fields.
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false, ...schemaCode },
    },
    // Fastify's compilers, each route's schemas compiled on the route's first use (src/http/lazy-schemas.ts),
    // or loaded from AppSettings.schemaCacheDir when another process compiled them already.
    schemaController: { compilersFactory: lazySchemaCompilers(settings.schemaCacheDir) },
    // The serializers' Ajv (fast-json-stringify checks a union's branches with it).
    ...(schemaCode ? { serializerOpts: { ajv: schemaCode } } : {}),
    // …and so query strings carry numbers where a list's `limit` needs one (src/http/paging.ts).
    routerOptions: { querystringParser: parseQuery },
    forceCloseConnections: 'idle',
    // Off: Fastify's 503 body is not the spec's; registerShutdownGuard answers instead.
    return503OnClosing: false,
  });

  // Every route, as registered (with its response schemas): the OpenAPI test checks each is
  // documented, serializer-schema.test.ts serializes through each answer's schema.
  const routes: { method: string; url: string; response?: unknown }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, response: route.schema?.response });
    fast.onRoute(route); // render and count learn their routes' validators and serializers
  });

  // The spec: request bodies are JSON only.
  app.removeContentTypeParser('text/plain');
  // JSON, with the large-text fast path for the routes that declare one (POST /v1/tokens/count).
  registerJsonBodyParser(app);
  registerEmptyBodies(app);
  // Hooks that never wait are written with `done`: an async hook costs a promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-trace-id', request.id);
    done();
  });

  registerErrorHandling(app);
  registerShutdownGuard(app);
  registerConditionalGet(app); // If-None-Match → 304 on GETs with an ETag (before compression)
  registerCompression(app); // gzip/br of bodies ≥ 1 KB (src/http/compression.ts)
  registerHardening(app, { store: deps.store, clock, settings: hardening, routes: createRouteIndex(routes) });
  await registerOpenApi(app, settings.version);
  const { record: recordRequest, recordFor: recordRequestFor } = registerOps(app, ops, settings); // before auth: the request span covers it

  const limits = createLimitsService({
    store: deps.store,
    usage: createUsageRepo(deps.db.kysely),
    clock,
    onFlushError: (error) => app.log.error({ err: error }, 'usage flush failed'),
  });
  // Auth lookups kept in process, dropped on every instance when an account's credentials change.
  const keyCache = createKeyCache(createAuthLookup(deps.db.kysely), {
    store: deps.store,
    settings: { ...DEFAULT_KEY_CACHE, ttlMs: settings.keyCacheTtlMs ?? DEFAULT_KEY_CACHE.ttlMs },
    onError: (error) => app.log.warn({ err: error }, 'key cache invalidation not broadcast'),
  });
  await keyCache.ready;
  const people = peopleSettings(settings.people);
  registerAuth(app, {
    lookup: keyCache,
    adminKey: settings.adminKey,
    sessions: {
      lookup: createSessionLookup(deps.db.kysely),
      idleMs: people.sessionIdleMinutes * 60_000,
      now: () => clock.now().getTime(),
      publicOrigin: people.publicUrl ? new URL(people.publicUrl).origin : null,
    },
  });
  registerLimits(app, limits);

  // The audit log's writer: every write records its row in its own transaction (modules/audit).
  // …and, in the same transaction, the webhooks' outbox rows for the change's event (modules/webhooks).
  const record = createChangeRecorder({
    ids,
    clock,
    onChange: createOutboxWriter({ ids, clock, kind: deps.db.kind }),
  });
  // Feature modules: each builds its services and registers its routes (src/modules/*/…module.ts).
  const { accounts } = registerAccountModule(app, {
    db: deps.db,
    ids,
    clock,
    limits,
    adminKey: settings.adminKey,
    accountDefaults: settings.accountDefaults,
    caps,
    credentialsChanged: keyCache.changed,
    record,
  });
  const { users, sessions } = registerPeopleModule(app, {
    db: deps.db,
    ids,
    clock,
    store: deps.store,
    settings: people,
    onMailError: (error) => app.log.warn({ err: error }, 'invitation e-mail not sent'),
    record,
    secretBox: deps.secretBox ?? null,
    allowPrivateUrls,
  });
  registerAuditModule(app, {
    db: deps.db,
    clock,
    retentionDays: settings.auditRetentionDays ?? DEFAULTS.auditRetentionDays,
    onPurgeError: (error) => app.log.warn({ err: error }, 'audit log retention purge failed'),
  });
  const { tokens, tokenInfo, countBody } = registerTokensModule(app, {
    catalog: deps.catalog,
    counter: deps.counter,
    store: deps.store,
    settings,
  });
  // Stored analysis results: written by the analysis module, shown by prompts through `expand`.
  const analyses = createAnalysesRepo(deps.db.kysely);
  const { prompts, projects, versions, labels, render, diff, deliveryCache } = registerPromptsModule(app, {
    kysely: deps.db.kysely,
    changeStamp: (ws) => deps.db.changeStamp(ws),
    protection: createReleaseSettingsReader(deps.db.kysely),
    record,
    analyses,
    tokenInfo,
    tokens,
    ids,
    clock,
    maxContentBytes: settings.maxInputBytes,
    deliveryCacheBytes: (settings.deliveryCacheMb ?? 64) * 1024 * 1024,
  });
  const { criteria } = registerCriteriaModule(app, { db: deps.db, ids, clock, record });
  const { analysis, generation, models, offline, meter } = registerAnalysisModule(app, {
    db: deps.db,
    ids,
    clock,
    limits,
    analyses,
    versions,
    render,
    tokens,
    criteria,
    maxContentBytes: settings.maxInputBytes,
    maxAnalysisBytes: settings.maxAnalysisBytes ?? DEFAULTS.maxAnalysisBytes,
    analysisWorkers: settings.analysisWorkers ?? DEFAULTS.analysisWorkers,
    platformProviders: settings.platformProviders ?? [],
    secretBox: deps.secretBox ?? null,
    llmTimeoutMs: settings.llmTimeoutMs ?? DEFAULTS.llmTimeoutMs,
    allowPrivateProviderUrls: allowPrivateUrls,
    ...(settings.googleTokenUrl ? { googleTokenUrl: settings.googleTokenUrl } : {}),
    instrument: (resolver) => instrumentResolver(resolver, ops),
  });
  registerReleasesModule(app, {
    kysely: deps.db.kysely,
    record,
    ids,
    clock,
    versions,
    labels,
    criteria,
    engine: offline,
    models,
    meter,
  });
  const contexts = registerContextsModule(app, {
    db: deps.db,
    record,
    ids,
    clock,
    tokenInfo,
    bodyLimitBytes: settings.bodyLimitBytes,
    maxFileBytes: settings.maxFileBytes ?? DEFAULTS.maxFileBytes,
    ...(settings.fileLimits ? { fileLimits: settings.fileLimits } : {}),
  });
  ops.metrics.setFileReadQueueSource(contexts.fileReadQueueDepth);
  registerTransferModule(app, {
    clock,
    maxImportBytes: settings.maxImportBytes ?? DEFAULTS.maxImportBytes,
    // A finished import is a change of its own: audited, and the webhooks' `import.completed`.
    importCompleted: (ctx, report) =>
      record(deps.db.kysely, ctx, {
        action: 'import.complete',
        resourceType: 'workspace',
        resourceId: ctx.workspaceId ?? '',
        workspaceId: ctx.workspaceId,
        data: { report },
      }),
    services: {
      prompts,
      projects,
      versions,
      labels,
      criteria,
      contexts: contexts.contexts,
      contextVersions: contexts.contextVersions,
      packs: contexts.contextPacks,
    },
  });
  registerAiModule(app, {
    db: deps.db,
    ids,
    clock,
    secretBox: deps.secretBox ?? null,
    allowPrivateProviderUrls: allowPrivateUrls,
    caps,
    resolver: models,
    record,
  });
  // The MCP endpoint: every tool and prompt is a call of the services above (src/modules/mcp).
  registerMcpModule(app, {
    version: settings.version,
    services: { prompts, versions, labels, render, diff, tokens, analysis, generation, limits },
  });
  registerWebhooksModule(app, {
    db: deps.db,
    ids,
    clock,
    secretBox: deps.secretBox ?? null,
    allowPrivateUrls,
    record,
    delivery: {
      timeoutMs: DEFAULTS.webhookTimeoutMs,
      maxAttempts: DEFAULTS.webhookMaxAttempts,
      ...settings.webhookDelivery,
    },
    retentionDays: settings.webhookRetentionDays ?? DEFAULTS.webhookRetentionDays,
    onError: (error) => app.log.warn({ err: error }, 'webhook delivery failed'),
  });
  registerHealthRoutes(app, { db: deps.db, store: deps.store });
  if (settings.consoleDir) registerConsole(app, settings.consoleDir);

  app.addHook('onClose', async () => {
    await limits.close();
  });

  // Cache hits of the prompt reads answered in front of Fastify, by the same auth, limits, headers,
  // metrics and log line (http/fast-path.ts); not while traced (the span is Fastify's hooks'), and
  // shut when closing begins (the shutdown guard's 503 is Fastify's).
  if (!ops.tracing.enabled)
    fast.open(app, {
      lookup: keyCache,
      limits,
      requestId,
      requestIdOf: requestIdOf(ids),
      // The request's logger, as Fastify makes it (its child with the request id).
      logger: (id: string) => app.log.child({ [REQUEST_ID_BINDING]: id }),
      record: recordRequest,
      recordFor: recordRequestFor,
      bodyLimit: settings.bodyLimitBytes,
      answerer: deliveryCache.fast,
      render: {
        render: (ctx, promptId, input) => render.render({ ctx, promptId, input }),
        probe: render.probe,
        pure: isPureRender,
      },
      count: countBody,
    });

  return {
    app,
    routes,
    services: {
      accounts,
      users,
      sessions,
      tokens,
      limits,
      tokenInfo,
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
