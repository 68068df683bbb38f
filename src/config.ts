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
  // The session-level connection that LISTENs for prompt changes (src/db/pg-change-stamp.ts);
  // `off`: none, every prompt read asks the database for the prompt's revision.
  databaseListenUrl: Type.Union([Type.String({ pattern: '^(postgres(ql)?://|off$)' }), Type.Null()]),
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
/**
 * A setting: its flag (`--max-file-bytes`), its environment variables (the flag as
 * `PROMPTKEEP_MAX_FILE_BYTES`, then the names other tools use, e.g. `PORT`) and its default.
 */
const setting = (flag: string, fallback: Config[Key], ...otherEnv: string[]): Setting => ({
  flag,
  env: [`PROMPTKEEP_${flag.toUpperCase().replaceAll('-', '_')}`, ...otherEnv],
  fallback,
});
// Every default of the service is written here, once: the app's own fallbacks (app.ts, the
// hardening, the key cache, the count APIs, the account caps) read them from DEFAULTS below.
const SETTINGS: Record<Key, Setting> = {
  port: setting('port', 8443, 'PORT'),
  host: setting('host', '0.0.0.0'),
  dataDir: setting('data-dir', './data'),
  databaseUrl: setting('database-url', null, 'DATABASE_URL'),
  databaseListenUrl: setting('database-listen-url', null),
  redisUrl: setting('redis-url', null, 'REDIS_URL'),
  tlsCert: setting('tls-cert', null),
  tlsKey: setting('tls-key', null),
  adminKey: setting('admin-key', null),
  secretKey: setting('secret-key', null),
  logLevel: setting('log-level', 'info'),
  bodyLimitBytes: setting('body-limit', 16 * MB),
  maxInputBytes: setting('max-input-bytes', 4 * MB),
  maxFileBytes: setting('max-file-bytes', 10 * MB),
  // Budgets of PDF and .docx reading (docs/security.md, "Untrusted files").
  fileWorkers: setting('file-workers', 2),
  fileQueue: setting('file-queue', 8),
  fileTimeoutMs: setting('file-timeout-ms', 20_000),
  fileMemoryMb: setting('file-memory-mb', 512),
  fileMaxInflatedBytes: setting('file-max-inflated-bytes', 100 * MB),
  fileMaxEntries: setting('file-max-entries', 1_000),
  fileMaxPages: setting('file-max-pages', 2_000),
  countWorkers: setting('count-workers', 2),
  tokenizersDir: setting('tokenizers-dir', null),
  analysisWorkers: setting('analysis-workers', 2),
  maxAnalysisBytes: setting('max-analysis-bytes', MB),
  // The largest workspace import document (issue 20 item 6; was a fixed 64 MiB): as large as any
  // other request body by default; an export holding big context files may need more.
  maxImportBytes: setting('max-import-bytes', 16 * MB),
  tokenInfoModel: setting('token-info-model', 'gpt-4o'),
  platformProviders: setting('platform-providers', null),
  llmTimeoutMs: setting('llm-timeout-ms', 60_000),
  allowPrivateProviderUrls: setting('allow-private-provider-urls', false),
  countApiRatePerSecond: setting('count-api-rate-limit', 10),
  countApiTimeoutMs: setting('count-api-timeout-ms', 5_000),
  defaultRateLimitPerSecond: setting('default-rate-limit', 50),
  defaultMonthlyRequestQuota: setting('default-request-quota', null),
  defaultMonthlyTokenLimit: setting('default-token-limit', null),
  shutdownTimeoutMs: setting('shutdown-timeout-ms', 10_000),
  // Slow-client bounds and the failed-auth throttle (docs/security.md).
  headersTimeoutMs: setting('headers-timeout-ms', 10_000),
  requestTimeoutMs: setting('request-timeout-ms', 30_000),
  keepAliveTimeoutMs: setting('keep-alive-timeout-ms', 5_000),
  maxConnections: setting('max-connections', 1_000),
  authFailureLimit: setting('auth-failure-limit', 300),
  // Auth lookups are reused this long at most (0: off); changes drop them at once (docs/scaling.md).
  keyCacheTtlMs: setting('key-cache-ttl-ms', 5_000),
  // Prompt reads kept as bytes, checked against the database on each read (0: off; issue 29).
  deliveryCacheMb: setting('delivery-cache-mb', 64),
  // Per-account caps (docs/security.md): reaching one is a 409, an over-long workspace_ids a 400.
  maxWorkspaces: setting('max-workspaces', 1_000),
  maxApiKeys: setting('max-api-keys', 1_000),
  maxApiClients: setting('max-api-clients', 100),
  maxAiProviders: setting('max-ai-providers', 100),
  maxWorkspaceIdsPerKey: setting('max-workspace-ids-per-key', 1_000),
  // People (issue 22; docs/security.md, "Sessions"): sessions, invitations, passwords, sign-in throttle.
  sessionIdleMinutes: setting('session-idle-minutes', 60),
  sessionMaxHours: setting('session-max-hours', 12),
  invitationTtlHours: setting('invitation-ttl-hours', 72),
  passwordScryptLogN: setting('password-scrypt-log-n', 17),
  signInFailuresPerAddress: setting('sign-in-failure-limit-address', 50),
  signInFailuresPerAccount: setting('sign-in-failure-limit-account', 10),
  smtpUrl: setting('smtp-url', null),
  smtpFrom: setting('smtp-from', 'Promptkeep <promptkeep@localhost>'),
  publicUrl: setting('public-url', null),
  auditRetentionDays: setting('audit-retention-days', 365),
  webhookTimeoutMs: setting('webhook-timeout-ms', 10_000),
  webhookMaxAttempts: setting('webhook-max-attempts', 10),
  webhookRetentionDays: setting('webhook-retention-days', 30),
  metricsPublic: setting('metrics-public', false),
  otlpEndpoint: setting('otlp-endpoint', null),
};

export const CONFIG_FLAGS = Object.values(SETTINGS).map((s) => s.flag);

/** The default of every setting (what a start with no flag and no env var runs with). */
export const DEFAULTS = Object.fromEntries(
  Object.entries(SETTINGS).map(([key, setting]) => [key, setting.fallback]),
) as Config;

export class ConfigError extends Error {}

const SECRET_SETTINGS = new Set<Key>([
  'adminKey',
  'secretKey',
  'databaseUrl',
  'databaseListenUrl',
  'redisUrl',
  'smtpUrl',
]);
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
