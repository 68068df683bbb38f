import type { FastifyInstance } from 'fastify';
import type { ChangeRecorder } from '../../db/changes.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { SecretBox } from '../../lib/secrets.js';
import type { AccountCaps } from '../account/index.js';
import { createAiRepo } from './ai.repo.js';
import { registerAiRoutes } from './ai.routes.js';
import type { AiModel } from './ai.schemas.js';
import { createAiProvidersService } from './ai-providers.service.js';

export interface AiModuleDeps {
  db: Db;
  ids: IdGenerator;
  clock: Clock;
  /** Encrypts provider secrets at rest (PROMPTKEEP_SECRET_KEY); null when not configured. */
  secretBox: SecretBox | null;
  /** --allow-private-provider-urls: account providers may name private and loopback addresses. */
  allowPrivateProviderUrls: boolean;
  /** Per-account caps; AI providers per account here. */
  caps: AccountCaps;
  /** The analysis module's model resolver: GET /v1/ai/models lists what it can resolve. */
  resolver: { listModels(i: { ctx: RequestContext }): Promise<AiModel[]> };
  /** The audit log's writer (src/db/changes.ts): provider writes record their row. */
  record?: ChangeRecorder;
}

/**
 * The AI provider gateway's routes: account providers (CRUD, secrets sealed at rest, base URLs
 * checked by the egress policy) and the models list. The calls themselves go through the gateway's
 * public entry (index.ts), used by the analysis module's model resolver.
 */
export function registerAiModule(app: FastifyInstance, deps: AiModuleDeps) {
  const providers = createAiProvidersService({
    repo: createAiRepo(deps.db.kysely),
    ids: deps.ids,
    clock: deps.clock,
    secretBox: deps.secretBox,
    egress: { allowPrivate: deps.allowPrivateProviderUrls },
    caps: deps.caps,
    record: deps.record,
  });
  registerAiRoutes(app, { providers, resolver: deps.resolver });
  return { providers };
}
