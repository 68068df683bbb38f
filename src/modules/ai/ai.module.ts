import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { SecretBox } from '../../lib/secrets.js';
import { createModelResolver } from '../analysis/llm/model-resolver.js';
import { createAiRepo } from './ai.repo.js';
import { registerAiRoutes } from './ai.routes.js';
import { createAiProvidersService } from './ai-providers.service.js';
import { createPlatformCatalog, type PlatformProviderEntry } from './platform-providers.js';
import { createEgressFetch } from './provider-egress.js';

export interface AiModuleDeps {
  db: Db;
  ids: IdGenerator;
  clock: Clock;
  /** Encrypts provider secrets at rest (PROMPTKEEP_SECRET_KEY); null when not configured. */
  secretBox: SecretBox | null;
  /** Operator-configured providers (--platform-providers): trusted, called without the egress guard. */
  platformProviders: PlatformProviderEntry[];
  /** Per provider call, each attempt (--llm-timeout-ms). */
  llmTimeoutMs: number;
  /** --allow-private-provider-urls: account providers may reach private and loopback addresses. */
  allowPrivateProviderUrls: boolean;
}

/**
 * The AI provider gateway: account providers (CRUD, secrets sealed at rest), platform providers,
 * and the model resolver that turns a request's `settings` into an engine. Account providers'
 * calls go through the egress-guarded fetch (provider-egress.ts).
 */
export function createAiModule(deps: AiModuleDeps) {
  const repo = createAiRepo(deps.db.kysely);
  const egress = { allowPrivate: deps.allowPrivateProviderUrls };
  const providers = createAiProvidersService({
    repo,
    ids: deps.ids,
    clock: deps.clock,
    secretBox: deps.secretBox,
    egress,
  });
  // Settings → engine (built-in, platform or account provider); analyses and generation use it.
  const models = createModelResolver({
    repo,
    platform: createPlatformCatalog(deps.platformProviders),
    secretBox: deps.secretBox,
    timeoutMs: deps.llmTimeoutMs,
    accountFetch: createEgressFetch(egress),
  });
  return {
    providers,
    models,
    register(app: FastifyInstance) {
      registerAiRoutes(app, { providers, resolver: models });
    },
  };
}
