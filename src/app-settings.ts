// What buildApp (app.ts) is built from: its settings, parsed once by config.ts, and its dependencies.
import type { FastifyServerOptions } from 'fastify';
import type { Db } from './db/database.js';
import type { HardeningSettings } from './http/hardening.js';
import type { AccountLimits } from './lib/account-limits.js';
import type { Clock } from './lib/clock.js';
import type { IdGenerator } from './lib/ids.js';
import type { SecretBox } from './lib/secrets.js';
import type { LimitStore } from './limits/limit-store.js';
import type { AccountCaps } from './modules/account/index.js';
import type { PlatformProviderEntry } from './modules/ai/platform-providers.js';
import type { FileLimits } from './modules/contexts/contexts.module.js';
import type { PeopleSettings } from './modules/people/people-settings.js';
import type { Catalog } from './modules/tokens/catalog/catalog.js';
import type { DeliverySettings } from './modules/webhooks/index.js';
import type { ObservabilitySettings } from './ops/observability.js';
import type { CountService } from './tokenizers/count-service.js';

export interface AppSettings extends ObservabilitySettings {
  /** Enables the operator API when set. */
  adminKey: string | null;
  bodyLimitBytes: number;
  maxInputBytes: number;
  // Optional settings fall back to config.ts's DEFAULTS (the one place defaults are written).
  /** Largest context file (decoded bytes) or context text (UTF-8 bytes). */
  maxFileBytes?: number;
  /** Budgets of PDF and .docx reading (docs/security.md, "Untrusted files"). */
  fileLimits?: Partial<FileLimits>;
  /** Largest content an analysis takes (UTF-8 bytes). */
  maxAnalysisBytes?: number;
  /** Largest workspace import document (bytes; 413 above). */
  maxImportBytes?: number;
  /** Worker threads of the offline analyzer (0: on the event loop). */
  analysisWorkers?: number;
  accountDefaults: AccountLimits;
  tokenInfoModel: string;
  version: string;
  /** Operator-configured LLM providers (parsed --platform-providers); none when absent. */
  platformProviders?: PlatformProviderEntry[];
  /** Timeout of one LLM provider call in ms. */
  llmTimeoutMs?: number;
  /** Timeouts, connection cap, failed-auth throttle (docs/security.md); defaults when absent. */
  hardening?: Partial<HardeningSettings>;
  /** Account AI providers may reach private and loopback addresses. */
  allowPrivateProviderUrls?: boolean;
  /**
   * Where Vertex service-account keys are exchanged for access tokens: Google's endpoint when
   * absent (not an operator setting; tests point it at a fake token server).
   */
  googleTokenUrl?: string;
  /** Token-count API calls (Anthropic, Google) per second per account and API; null: unlimited. */
  countApiRatePerSecond?: number | null;
  /** Timeout of one token-count API call in ms. */
  countApiTimeoutMs?: number;
  /** Per-account caps on workspaces, keys, clients, providers, workspace_ids; defaults when absent. */
  accountCaps?: Partial<AccountCaps>;
  /** How long an auth lookup is reused at most (ms; 0: no cache; http/auth-cache.ts). */
  keyCacheTtlMs?: number;
  /** MB of prompt reads kept as bytes (0: none; modules/prompts/delivery-cache.ts); 64 when absent. */
  deliveryCacheMb?: number;
  /** Days the audit log keeps a row (0: forever). */
  auditRetentionDays?: number;
  /** Users, sessions, invitations (issue 22; docs/security.md, "Sessions"); defaults when absent. */
  people?: Partial<PeopleSettings>;
  /** The built web console (dist/console) served at `/`; no console routes when absent (docs/console.md). */
  consoleDir?: string;
  /** Webhook delivery pacing (timeouts, retries, backoff; docs/webhooks.md); defaults when absent. */
  webhookDelivery?: Partial<DeliverySettings>;
  /** Days the webhook delivery log keeps finished deliveries (0: forever; docs/webhooks.md). */
  webhookRetentionDays?: number;
  /**
   * Ajv's optimization passes over the code of the validators (and of the serializers' union checks)
   * it compiles for each route; on when absent. Not an operator setting: the same checks either way,
   * only compiled faster and less tidy when off (the test suite, which compiles them in every one of
   * its ~340 processes: a quarter of an integration file's CPU).
   */
  schemaCodeOptimize?: boolean;
  /**
   * A folder where each route's compiled request validator and response serializer are kept as
   * code (Ajv's and fast-json-stringify's standalone modes), named by a hash of the schema, the
   * options and the libraries' versions; processes sharing it compile each schema once
   * (src/http/lazy-schemas.ts). Trusted as the code is: its files are run. None when absent.
   */
  schemaCacheDir?: string;
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
