import { resolve } from 'node:path';
import { type Static, type TSchema, Type } from 'typebox';
import { Value } from 'typebox/value';

/**
 * Every setting the service reads, parsed once at start. Each has a flag (`--data-dir`) and an
 * env var (`PROMPTKEEP_DATA_DIR`); flags win. A bad value stops the process naming the setting.
 */
const Port = Type.Integer({ minimum: 1, maximum: 65535 });
const PositiveInt = Type.Integer({ minimum: 1 });
const OptionalLimit = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);

export const ConfigSchema = Type.Object({
  port: Port,
  host: Type.String({ minLength: 1 }),
  dataDir: Type.String({ minLength: 1 }),
  databaseUrl: Type.Union([Type.String({ pattern: '^postgres(ql)?://' }), Type.Null()]),
  redisUrl: Type.Union([Type.String({ pattern: '^rediss?://' }), Type.Null()]),
  tlsCert: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  tlsKey: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  adminKey: Type.Union([Type.String({ minLength: 24 }), Type.Null()]),
  secretKey: Type.Union([Type.String({ pattern: '^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$' }), Type.Null()]),
  logLevel: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
  ),
  bodyLimitBytes: PositiveInt,
  maxInputBytes: PositiveInt,
  maxFileBytes: PositiveInt,
  fileWorkers: Type.Integer({ minimum: 1, maximum: 64 }),
  fileQueue: Type.Integer({ minimum: 0, maximum: 10_000 }),
  fileTimeoutMs: PositiveInt,
  fileMemoryMb: Type.Integer({ minimum: 16, maximum: 65_536 }),
  fileMaxInflatedBytes: PositiveInt,
  fileMaxEntries: PositiveInt,
  fileMaxPages: PositiveInt,
  countWorkers: Type.Integer({ minimum: 0, maximum: 64 }),
  tokenizersDir: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  analysisWorkers: Type.Integer({ minimum: 0, maximum: 64 }),
  maxAnalysisBytes: PositiveInt,
  maxImportBytes: PositiveInt,
  tokenInfoModel: Type.String({ minLength: 1 }),
  platformProviders: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  llmTimeoutMs: PositiveInt,
  allowPrivateProviderUrls: Type.Boolean(),
  countApiRatePerSecond: OptionalLimit,
  countApiTimeoutMs: PositiveInt,
  defaultRateLimitPerSecond: Type.Union([Type.Integer({ minimum: 0, maximum: 2_147_483_647 }), Type.Null()]),
  defaultMonthlyRequestQuota: OptionalLimit,
  defaultMonthlyTokenLimit: OptionalLimit,
  shutdownTimeoutMs: PositiveInt,
  headersTimeoutMs: PositiveInt,
  requestTimeoutMs: PositiveInt,
  keepAliveTimeoutMs: PositiveInt,
  maxConnections: PositiveInt,
  authFailureLimit: Type.Union([PositiveInt, Type.Null()]),
  keyCacheTtlMs: Type.Integer({ minimum: 0, maximum: 60_000 }),
  deliveryCacheMb: Type.Integer({ minimum: 0, maximum: 65_536 }),
  maxWorkspaces: PositiveInt,
  maxApiKeys: PositiveInt,
  maxApiClients: PositiveInt,
  maxAiProviders: PositiveInt,
  // The request schema's own bound on workspace_ids is 1,000: the setting can only lower it.
  maxWorkspaceIdsPerKey: Type.Integer({ minimum: 1, maximum: 1000 }),
  sessionIdleMinutes: Type.Integer({ minimum: 1, maximum: 43_200 }),
  sessionMaxHours: Type.Integer({ minimum: 1, maximum: 8_760 }),
  invitationTtlHours: Type.Integer({ minimum: 1, maximum: 8_760 }),
  // scrypt's cost as log2 N: 2^14 is the least allowed, 2^20 (1 GiB per hash) the most.
  passwordScryptLogN: Type.Integer({ minimum: 14, maximum: 20 }),
  signInFailuresPerAddress: PositiveInt,
  signInFailuresPerAccount: PositiveInt,
  smtpUrl: Type.Union([Type.String({ pattern: '^smtps?://' }), Type.Null()]),
  smtpFrom: Type.String({ minLength: 3 }),
  publicUrl: Type.Union([Type.String({ pattern: '^https?://[^/]+$' }), Type.Null()]),
  auditRetentionDays: Type.Integer({ minimum: 0, maximum: 36_500 }),
  webhookTimeoutMs: Type.Integer({ minimum: 100, maximum: 120_000 }),
  webhookMaxAttempts: Type.Integer({ minimum: 1, maximum: 100 }),
  webhookRetentionDays: Type.Integer({ minimum: 0, maximum: 36_500 }),
  metricsPublic: Type.Boolean(),
  otlpEndpoint: Type.Union([Type.String({ pattern: '^https?://' }), Type.Null()]),
});
export type Config = Static<typeof ConfigSchema>;

type Key = keyof Config;
interface Setting {
  flag: string;
  env: string[];
  fallback: Config[Key];
}

const MB = 1024 * 1024;
// Every default of the service is written here, once: the app's own fallbacks (app.ts, the
// hardening, the key cache, the count APIs, the account caps) read them from DEFAULTS below.
const SETTINGS: Record<Key, Setting> = {
  port: { flag: 'port', env: ['PROMPTKEEP_PORT', 'PORT'], fallback: 8443 },
  host: { flag: 'host', env: ['PROMPTKEEP_HOST'], fallback: '0.0.0.0' },
  dataDir: { flag: 'data-dir', env: ['PROMPTKEEP_DATA_DIR'], fallback: './data' },
  databaseUrl: { flag: 'database-url', env: ['PROMPTKEEP_DATABASE_URL', 'DATABASE_URL'], fallback: null },
  redisUrl: { flag: 'redis-url', env: ['PROMPTKEEP_REDIS_URL', 'REDIS_URL'], fallback: null },
  tlsCert: { flag: 'tls-cert', env: ['PROMPTKEEP_TLS_CERT'], fallback: null },
  tlsKey: { flag: 'tls-key', env: ['PROMPTKEEP_TLS_KEY'], fallback: null },
  adminKey: { flag: 'admin-key', env: ['PROMPTKEEP_ADMIN_KEY'], fallback: null },
  secretKey: { flag: 'secret-key', env: ['PROMPTKEEP_SECRET_KEY'], fallback: null },
  logLevel: { flag: 'log-level', env: ['PROMPTKEEP_LOG_LEVEL'], fallback: 'info' },
  bodyLimitBytes: { flag: 'body-limit', env: ['PROMPTKEEP_BODY_LIMIT'], fallback: 16 * MB },
  maxInputBytes: { flag: 'max-input-bytes', env: ['PROMPTKEEP_MAX_INPUT_BYTES'], fallback: 4 * MB },
  maxFileBytes: {
    flag: 'max-file-bytes',
    env: ['PROMPTKEEP_MAX_FILE_BYTES'],
    fallback: 10 * MB,
  },
  // Budgets of PDF and .docx reading (docs/security.md, "Untrusted files").
  fileWorkers: { flag: 'file-workers', env: ['PROMPTKEEP_FILE_WORKERS'], fallback: 2 },
  fileQueue: { flag: 'file-queue', env: ['PROMPTKEEP_FILE_QUEUE'], fallback: 8 },
  fileTimeoutMs: { flag: 'file-timeout-ms', env: ['PROMPTKEEP_FILE_TIMEOUT_MS'], fallback: 20_000 },
  fileMemoryMb: { flag: 'file-memory-mb', env: ['PROMPTKEEP_FILE_MEMORY_MB'], fallback: 512 },
  fileMaxInflatedBytes: {
    flag: 'file-max-inflated-bytes',
    env: ['PROMPTKEEP_FILE_MAX_INFLATED_BYTES'],
    fallback: 100 * MB,
  },
  fileMaxEntries: { flag: 'file-max-entries', env: ['PROMPTKEEP_FILE_MAX_ENTRIES'], fallback: 1_000 },
  fileMaxPages: { flag: 'file-max-pages', env: ['PROMPTKEEP_FILE_MAX_PAGES'], fallback: 2_000 },
  countWorkers: { flag: 'count-workers', env: ['PROMPTKEEP_COUNT_WORKERS'], fallback: 2 },
  tokenizersDir: { flag: 'tokenizers-dir', env: ['PROMPTKEEP_TOKENIZERS_DIR'], fallback: null },
  analysisWorkers: {
    flag: 'analysis-workers',
    env: ['PROMPTKEEP_ANALYSIS_WORKERS'],
    fallback: 2,
  },
  maxAnalysisBytes: {
    flag: 'max-analysis-bytes',
    env: ['PROMPTKEEP_MAX_ANALYSIS_BYTES'],
    fallback: MB,
  },
  // The largest workspace import document (issue 20 item 6; was a fixed 64 MiB): as large as any
  // other request body by default; an export holding big context files may need more.
  maxImportBytes: { flag: 'max-import-bytes', env: ['PROMPTKEEP_MAX_IMPORT_BYTES'], fallback: 16 * MB },
  tokenInfoModel: { flag: 'token-info-model', env: ['PROMPTKEEP_TOKEN_INFO_MODEL'], fallback: 'gpt-4o' },
  platformProviders: { flag: 'platform-providers', env: ['PROMPTKEEP_PLATFORM_PROVIDERS'], fallback: null },
  llmTimeoutMs: { flag: 'llm-timeout-ms', env: ['PROMPTKEEP_LLM_TIMEOUT_MS'], fallback: 60_000 },
  allowPrivateProviderUrls: {
    flag: 'allow-private-provider-urls',
    env: ['PROMPTKEEP_ALLOW_PRIVATE_PROVIDER_URLS'],
    fallback: false,
  },
  countApiRatePerSecond: {
    flag: 'count-api-rate-limit',
    env: ['PROMPTKEEP_COUNT_API_RATE_LIMIT'],
    fallback: 10,
  },
  countApiTimeoutMs: {
    flag: 'count-api-timeout-ms',
    env: ['PROMPTKEEP_COUNT_API_TIMEOUT_MS'],
    fallback: 5_000,
  },
  defaultRateLimitPerSecond: {
    flag: 'default-rate-limit',
    env: ['PROMPTKEEP_DEFAULT_RATE_LIMIT'],
    fallback: 50,
  },
  defaultMonthlyRequestQuota: {
    flag: 'default-request-quota',
    env: ['PROMPTKEEP_DEFAULT_REQUEST_QUOTA'],
    fallback: null,
  },
  defaultMonthlyTokenLimit: {
    flag: 'default-token-limit',
    env: ['PROMPTKEEP_DEFAULT_TOKEN_LIMIT'],
    fallback: null,
  },
  shutdownTimeoutMs: {
    flag: 'shutdown-timeout-ms',
    env: ['PROMPTKEEP_SHUTDOWN_TIMEOUT_MS'],
    fallback: 10_000,
  },
  // Slow-client bounds and the failed-auth throttle (docs/security.md).
  headersTimeoutMs: { flag: 'headers-timeout-ms', env: ['PROMPTKEEP_HEADERS_TIMEOUT_MS'], fallback: 10_000 },
  requestTimeoutMs: { flag: 'request-timeout-ms', env: ['PROMPTKEEP_REQUEST_TIMEOUT_MS'], fallback: 30_000 },
  keepAliveTimeoutMs: {
    flag: 'keep-alive-timeout-ms',
    env: ['PROMPTKEEP_KEEP_ALIVE_TIMEOUT_MS'],
    fallback: 5_000,
  },
  maxConnections: { flag: 'max-connections', env: ['PROMPTKEEP_MAX_CONNECTIONS'], fallback: 1_000 },
  authFailureLimit: { flag: 'auth-failure-limit', env: ['PROMPTKEEP_AUTH_FAILURE_LIMIT'], fallback: 300 },
  // Auth lookups are reused this long at most (0: off); changes drop them at once (docs/scaling.md).
  keyCacheTtlMs: { flag: 'key-cache-ttl-ms', env: ['PROMPTKEEP_KEY_CACHE_TTL_MS'], fallback: 5_000 },
  // Prompt reads kept as bytes, checked against the database on each read (0: off; issue 29).
  deliveryCacheMb: { flag: 'delivery-cache-mb', env: ['PROMPTKEEP_DELIVERY_CACHE_MB'], fallback: 64 },
  // Per-account caps (docs/security.md): reaching one is a 409, an over-long workspace_ids a 400.
  maxWorkspaces: {
    flag: 'max-workspaces',
    env: ['PROMPTKEEP_MAX_WORKSPACES'],
    fallback: 1_000,
  },
  maxApiKeys: {
    flag: 'max-api-keys',
    env: ['PROMPTKEEP_MAX_API_KEYS'],
    fallback: 1_000,
  },
  maxApiClients: {
    flag: 'max-api-clients',
    env: ['PROMPTKEEP_MAX_API_CLIENTS'],
    fallback: 100,
  },
  maxAiProviders: {
    flag: 'max-ai-providers',
    env: ['PROMPTKEEP_MAX_AI_PROVIDERS'],
    fallback: 100,
  },
  maxWorkspaceIdsPerKey: {
    flag: 'max-workspace-ids-per-key',
    env: ['PROMPTKEEP_MAX_WORKSPACE_IDS_PER_KEY'],
    fallback: 1_000,
  },
  // People (issue 22; docs/security.md, "Sessions"): sessions, invitations, passwords, sign-in throttle.
  sessionIdleMinutes: {
    flag: 'session-idle-minutes',
    env: ['PROMPTKEEP_SESSION_IDLE_MINUTES'],
    fallback: 60,
  },
  sessionMaxHours: { flag: 'session-max-hours', env: ['PROMPTKEEP_SESSION_MAX_HOURS'], fallback: 12 },
  invitationTtlHours: {
    flag: 'invitation-ttl-hours',
    env: ['PROMPTKEEP_INVITATION_TTL_HOURS'],
    fallback: 72,
  },
  passwordScryptLogN: {
    flag: 'password-scrypt-log-n',
    env: ['PROMPTKEEP_PASSWORD_SCRYPT_LOG_N'],
    fallback: 17,
  },
  signInFailuresPerAddress: {
    flag: 'sign-in-failure-limit-address',
    env: ['PROMPTKEEP_SIGN_IN_FAILURE_LIMIT_ADDRESS'],
    fallback: 50,
  },
  signInFailuresPerAccount: {
    flag: 'sign-in-failure-limit-account',
    env: ['PROMPTKEEP_SIGN_IN_FAILURE_LIMIT_ACCOUNT'],
    fallback: 10,
  },
  smtpUrl: { flag: 'smtp-url', env: ['PROMPTKEEP_SMTP_URL'], fallback: null },
  smtpFrom: {
    flag: 'smtp-from',
    env: ['PROMPTKEEP_SMTP_FROM'],
    fallback: 'Promptkeep <promptkeep@localhost>',
  },
  publicUrl: { flag: 'public-url', env: ['PROMPTKEEP_PUBLIC_URL'], fallback: null },
  auditRetentionDays: {
    flag: 'audit-retention-days',
    env: ['PROMPTKEEP_AUDIT_RETENTION_DAYS'],
    fallback: 365,
  },
  webhookTimeoutMs: {
    flag: 'webhook-timeout-ms',
    env: ['PROMPTKEEP_WEBHOOK_TIMEOUT_MS'],
    fallback: 10_000,
  },
  webhookMaxAttempts: {
    flag: 'webhook-max-attempts',
    env: ['PROMPTKEEP_WEBHOOK_MAX_ATTEMPTS'],
    fallback: 10,
  },
  webhookRetentionDays: {
    flag: 'webhook-retention-days',
    env: ['PROMPTKEEP_WEBHOOK_RETENTION_DAYS'],
    fallback: 30,
  },
  metricsPublic: { flag: 'metrics-public', env: ['PROMPTKEEP_METRICS_PUBLIC'], fallback: false },
  otlpEndpoint: { flag: 'otlp-endpoint', env: ['PROMPTKEEP_OTLP_ENDPOINT'], fallback: null },
};

export const CONFIG_FLAGS = Object.values(SETTINGS).map((s) => s.flag);

/** The default of every setting (what a start with no flag and no env var runs with). */
export const DEFAULTS = Object.fromEntries(
  Object.entries(SETTINGS).map(([key, setting]) => [key, setting.fallback]),
) as Config;

export class ConfigError extends Error {}

const SECRET_SETTINGS = new Set<Key>(['adminKey', 'secretKey', 'databaseUrl', 'redisUrl', 'smtpUrl']);
const RULES: Partial<Record<string, string>> = {
  '^postgres(ql)?://': 'a postgres:// or postgresql:// URL',
  '^rediss?://': 'a redis:// or rediss:// URL',
  '^https?://': 'an http:// or https:// URL',
  '^smtps?://': 'an smtp:// or smtps:// URL',
  '^https?://[^/]+$': 'an http:// or https:// origin, without a path (https://prompts.example.com)',
  '^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$': '32 bytes as 64 hex characters or base64',
};

/** The rule a setting's schema states, in words (for the error that stops the start). */
function describeRule(schema: TSchema): string {
  const s = schema as TSchema & Record<string, unknown>;
  if (Array.isArray(s.anyOf)) {
    const parts = (s.anyOf as { type?: string }[]).filter((p) => p.type !== 'null').map(describeRule);
    const nullable = (s.anyOf as { type?: string }[]).some((p) => p.type === 'null');
    if (parts.every((p) => p.startsWith('"'))) return `one of ${parts.join(', ')}`;
    return `${parts.join(' or ')}${nullable ? ", or 'null' for none" : ''}`;
  }
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.type === 'boolean') return "'true' or 'false'";
  if (s.type === 'integer') {
    const min = s.minimum as number | undefined;
    const max = s.maximum as number | undefined;
    if (min !== undefined && max !== undefined) return `a whole number from ${min} to ${max}`;
    return min !== undefined ? `a whole number of at least ${min}` : 'a whole number';
  }
  if (typeof s.pattern === 'string') return RULES[s.pattern] ?? `text matching ${s.pattern}`;
  if (typeof s.minLength === 'number' && s.minLength > 1) return `at least ${s.minLength} characters long`;
  return 'a non-empty text';
}

function coerce(key: Key, raw: string): unknown {
  const schema = ConfigSchema.properties[key];
  if (raw === 'null' || raw === '' || raw === 'unlimited') return Value.Check(schema, null) ? null : raw;
  if ((raw === 'true' || raw === 'false') && Value.Check(schema, true)) return raw === 'true';
  if (/^-?\d+$/.test(raw) && Value.Check(schema, Number(raw))) return Number(raw);
  if ((raw === 'true' || raw === 'false') && Value.Check(schema, raw === 'true')) return raw === 'true';
  return raw;
}

/** Builds the config from parsed flags and the environment; throws ConfigError naming the setting. */
export function parseConfig(
  flags: Record<string, string | undefined>,
  env: Record<string, string | undefined>,
): Config {
  const out: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(SETTINGS) as [Key, Setting][]) {
    const fromFlag = flags[setting.flag];
    const envName = setting.env.find((name) => env[name] !== undefined);
    const raw = fromFlag ?? (envName ? env[envName] : undefined);
    const value = raw === undefined ? setting.fallback : coerce(key, raw);
    if (!Value.Check(ConfigSchema.properties[key], value)) {
      const source = fromFlag !== undefined ? `--${setting.flag}` : (envName ?? `--${setting.flag}`);
      // A secret (or a URL that may carry a password) is never echoed: logs and terminals keep it.
      const shown = SECRET_SETTINGS.has(key) ? 'the value given' : JSON.stringify(raw);
      throw new ConfigError(
        `Invalid setting ${source}: ${shown} is not accepted; it must be ${describeRule(ConfigSchema.properties[key])}.`,
      );
    }
    out[key] = value;
  }
  const config = out as Config;
  if ((config.tlsCert === null) !== (config.tlsKey === null)) {
    throw new ConfigError('Settings --tls-cert and --tls-key must be given together.');
  }
  // An e-mailed link must be absolute, and must not be built from a request's Host header.
  if (config.smtpUrl !== null && config.publicUrl === null) {
    throw new ConfigError('Setting --smtp-url needs --public-url (the address invitation links point to).');
  }
  if (config.headersTimeoutMs > config.requestTimeoutMs) {
    throw new ConfigError('Setting --headers-timeout-ms must not exceed --request-timeout-ms.');
  }
  // An explicit per-key setting above the workspaces cap could never be used: refuse it. The default
  // follows a lower workspaces cap down.
  const idsGiven = flags['max-workspace-ids-per-key'] ?? env.PROMPTKEEP_MAX_WORKSPACE_IDS_PER_KEY;
  if (config.maxWorkspaceIdsPerKey > config.maxWorkspaces) {
    if (idsGiven !== undefined)
      throw new ConfigError('Setting --max-workspace-ids-per-key must not exceed --max-workspaces.');
    config.maxWorkspaceIdsPerKey = config.maxWorkspaces;
  }
  return { ...config, dataDir: resolve(config.dataDir) };
}

/** Decodes PROMPTKEEP_SECRET_KEY (64 hex chars or base64 of 32 bytes). */
export function secretKeyBytes(config: Config): Buffer | null {
  if (!config.secretKey) return null;
  return /^[0-9a-fA-F]{64}$/.test(config.secretKey)
    ? Buffer.from(config.secretKey, 'hex')
    : Buffer.from(config.secretKey, 'base64');
}
