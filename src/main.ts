import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type AppSettings, buildApp } from './app.js';
import { type Config, ConfigError, secretKeyBytes } from './config.js';
import { openConfiguredDatabase, sqliteLockFile } from './configured-database.js';
import type { Db } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import { createFirstAccount } from './first-start.js';
import { systemClock } from './lib/clock.js';
import { createSecretBox } from './lib/secrets.js';
import { reason, redactUrl, StartupError } from './lib/startup-error.js';
import { loadTls } from './lib/tls.js';
import type { LimitStore } from './limits/limit-store.js';
import { createMemoryLimitStore } from './limits/memory-store.js';
import { loadEgress } from './modules/ai/index.js';
import { loadPlatformProviders } from './modules/ai/platform-providers.js';
import { loadCatalog, withOperatorTokenizers } from './modules/tokens/index.js';
import { createLogDestination } from './ops/log-destination.js';
import { createCountService } from './tokenizers/count-service.js';
import { loadOperatorTokenizers } from './tokenizers/operator-tokenizers.js';

export const VERSION: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;

export async function openLimitStore(config: Config): Promise<LimitStore> {
  if (!config.redisUrl) return createMemoryLimitStore(systemClock);
  // ioredis is loaded only when Redis is configured.
  const { createRedisLimitStore } = await import('./limits/redis-store.js');
  return createRedisLimitStore(config.redisUrl);
}

/** Migrations are the first query: an unreachable PostgreSQL becomes one clear StartupError. */
async function migrateOrExplain(db: Db, config: Config) {
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    const code = (error as { code?: string }).code ?? '';
    const network =
      /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ECONNRESET|28P01|28000|3D000)$/;
    if (!config.databaseUrl || !(network.test(code) || error instanceof AggregateError)) throw error;
    throw new StartupError(
      `cannot reach PostgreSQL at ${redactUrl(config.databaseUrl)} (${reason(error)}); check --database-url / DATABASE_URL`,
    );
  }
}

/** The app's settings from the parsed config (also what `promptkeep openapi` builds the document with). */
export function appSettings(
  config: Config,
  platformProviders: AppSettings['platformProviders'],
): AppSettings {
  return {
    adminKey: config.adminKey,
    bodyLimitBytes: config.bodyLimitBytes,
    maxInputBytes: config.maxInputBytes,
    maxFileBytes: config.maxFileBytes,
    fileLimits: {
      workers: config.fileWorkers,
      queue: config.fileQueue,
      timeoutMs: config.fileTimeoutMs,
      memoryMb: config.fileMemoryMb,
      maxInflatedBytes: config.fileMaxInflatedBytes,
      maxEntries: config.fileMaxEntries,
      maxPages: config.fileMaxPages,
    },
    maxAnalysisBytes: config.maxAnalysisBytes,
    maxImportBytes: config.maxImportBytes,
    analysisWorkers: config.analysisWorkers,
    tokenInfoModel: config.tokenInfoModel,
    version: VERSION,
    platformProviders,
    llmTimeoutMs: config.llmTimeoutMs,
    hardening: {
      headersTimeoutMs: config.headersTimeoutMs,
      requestTimeoutMs: config.requestTimeoutMs,
      keepAliveTimeoutMs: config.keepAliveTimeoutMs,
      maxConnections: config.maxConnections,
      authFailuresPerMinute: config.authFailureLimit,
    },
    allowPrivateProviderUrls: config.allowPrivateProviderUrls,
    countApiRatePerSecond: config.countApiRatePerSecond,
    countApiTimeoutMs: config.countApiTimeoutMs,
    keyCacheTtlMs: config.keyCacheTtlMs,
    deliveryCacheMb: config.deliveryCacheMb,
    // The package root is one level above both src/main.ts and dist/main.js.
    consoleDir: fileURLToPath(new URL('../dist/console', import.meta.url)),
    metricsPublic: config.metricsPublic,
    otlpEndpoint: config.otlpEndpoint,
    auditRetentionDays: config.auditRetentionDays,
    webhookDelivery: { timeoutMs: config.webhookTimeoutMs, maxAttempts: config.webhookMaxAttempts },
    webhookRetentionDays: config.webhookRetentionDays,
    people: {
      sessionIdleMinutes: config.sessionIdleMinutes,
      sessionMaxHours: config.sessionMaxHours,
      invitationTtlHours: config.invitationTtlHours,
      scrypt: { logN: config.passwordScryptLogN, r: 8, p: 1 },
      signInFailuresPerAddress: config.signInFailuresPerAddress,
      signInFailuresPerAccount: config.signInFailuresPerAccount,
      smtpUrl: config.smtpUrl,
      smtpFrom: config.smtpFrom,
      publicUrl: config.publicUrl,
    },
    accountCaps: {
      workspaces: config.maxWorkspaces,
      apiKeys: config.maxApiKeys,
      apiClients: config.maxApiClients,
      aiProviders: config.maxAiProviders,
      workspaceIdsPerCredential: config.maxWorkspaceIdsPerKey,
    },
    accountDefaults: {
      rate_limit_per_second: config.defaultRateLimitPerSecond,
      monthly_request_quota: config.defaultMonthlyRequestQuota,
      monthly_token_limit: config.defaultMonthlyTokenLimit,
    },
  };
}

/** `--tokenizers-dir`: the operator's tokenizer files and the catalog they apply to; a ConfigError if bad. */
function tokenizerSetting(dir: string | null) {
  try {
    const operatorTokenizers = dir ? loadOperatorTokenizers(dir) : null;
    return { operatorTokenizers, catalog: withOperatorTokenizers(loadCatalog(), operatorTokenizers) };
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** Starts the HTTPS service; resolves once listening, with a function that stops it gracefully. */
export async function startServer(config: Config) {
  // Read and validated before anything opens: a bad provider file stops the start, naming it.
  const platformProviders = loadPlatformProviders(config.platformProviders);
  // The operator's tokenizer files are loaded once here: one this engine cannot read stops the start.
  const { operatorTokenizers, catalog } = tokenizerSetting(config.tokenizersDir);
  const secretKey = secretKeyBytes(config);
  const secretBox = secretKey ? createSecretBox(secretKey) : null;

  const db = openConfiguredDatabase(config);
  await migrateOrExplain(db, config);
  const store = await openLimitStore(config).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const counter = createCountService({
    workers: config.countWorkers,
    inlineMaxChars: 64 * 1024,
    operatorTokenizers: operatorTokenizers?.specs ?? [],
  });
  const tls = await loadTls(config.dataDir, config.tlsCert, config.tlsKey);

  const { app, services } = await buildApp({
    secretBox,
    db,
    store,
    counter,
    catalog,
    https: { key: tls.key, cert: tls.cert },
    // One write per event-loop turn to stdout, flushed on the way out (ops/log-destination.ts).
    logger: { level: config.logLevel, stream: createLogDestination() },
    settings: appSettings(config, platformProviders),
  });

  if (tls.generated) app.log.info({ cert: tls.certPath }, 'generated a self-signed TLS certificate');
  // Listen first: a busy port stops the start before a first account (and its key, shown once)
  // is made, so the next start still makes and prints one.
  await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await app.close().catch(() => undefined);
    await Promise.allSettled([counter.close(), store.close(), db.close()]);
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE' || code === 'EACCES')
      throw new StartupError(
        `cannot listen on ${config.host}:${config.port} (${code === 'EADDRINUSE' ? 'the port is in use' : 'permission denied'}); choose another with --port / PROMPTKEEP_PORT`,
      );
    throw error;
  });
  // Under a lock: instances starting together on an empty database make exactly one account.
  const created = await createFirstAccount({
    db,
    accounts: services.accounts,
    sqliteLockFile: sqliteLockFile(config),
    limits: {
      rate_limit_per_second: config.defaultRateLimitPerSecond,
      monthly_request_quota: config.defaultMonthlyRequestQuota,
      monthly_token_limit: config.defaultMonthlyTokenLimit,
    },
  });
  if (created) {
    // Printed once: only the key's hash is stored ('promptkeep owner-key' issues another).
    process.stdout.write(
      `\nPromptkeep first start: created a default account.\n  account_id:   ${created.account_id}\n` +
        `  workspace_id: ${created.workspace_id}\n  api_key:      ${created.api_key}\n` +
        '  (the API key is shown only now; keep it)\n' +
        `  web console:  https://localhost:${config.port}/ (sign in with this key)\n\n`,
    );
  }

  counter
    .warm(['o200k_base'])
    .catch((error: unknown) => app.log.warn({ err: error }, 'tokenizer warm-up failed'));
  // The outbound HTTP client (AI providers, count APIs, webhooks, SSO), read once the service
  // answers rather than before (bench/RESULTS.md, "Start-up") or inside a first call's timeout.
  loadEgress().catch((error: unknown) => app.log.warn({ err: error }, 'loading the HTTP client failed'));

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      const timer = setTimeout(() => {
        app.log.error('shutdown timed out; exiting');
        process.exit(1);
      }, config.shutdownTimeoutMs);
      timer.unref();
      await app.close(); // stops accepting, finishes in-flight requests, flushes usage
      await Promise.allSettled([counter.close(), store.close(), db.close()]);
    })();
    return stopping;
  };
  return {
    app,
    stop,
    url: `https://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  };
}
