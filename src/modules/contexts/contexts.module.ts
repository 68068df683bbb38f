import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { TokenInfoService, TokenInfoValue } from '../token-info/token-info.service.js';
import type { Catalog } from '../tokens/catalog/catalog.js';
import { priceOf } from '../tokens/tokens.service.js';
import { createContentPreparer } from './context-content.js';
import { createContextPacksRepo } from './context-packs.repo.js';
import { registerContextPackRoutes } from './context-packs.routes.js';
import { createContextPacksService } from './context-packs.service.js';
import { registerContextVersionRoutes } from './context-versions.routes.js';
import { createContextVersionsService } from './context-versions.service.js';
import { createContextsRepo } from './contexts.repo.js';
import { registerContextRoutes } from './contexts.routes.js';
import { createContextsService } from './contexts.service.js';
import { createPackItems } from './pack-items.js';

export interface ContextsModuleDeps {
  db: Db;
  ids: IdGenerator;
  clock: Clock;
  catalog: Catalog;
  tokenInfo: TokenInfoService;
  bodyLimitBytes: number;
  maxFileBytes: number;
}

/**
 * token_info for a number of tokens already counted (a pack's sum), priced like
 * TokenInfoService.compute prices a text: same model, same rounding.
 */
export function tokenPricer(catalog: Catalog, model: string): (tokens: number) => TokenInfoValue {
  const price = catalog.byName(model)?.price_per_input_token ?? null;
  return (tokens) => ({
    model,
    token_count: tokens,
    cost_per_use: priceOf(tokens, price) ?? 0,
    cost_per_1k: priceOf(tokens * 1_000, price) ?? 0,
    cost_per_1m: priceOf(tokens * 1_000_000, price) ?? 0,
  });
}

/** Builds the contexts and context-packs services and registers their routes (called by app.ts). */
export function registerContextsModule(app: FastifyInstance, deps: ContextsModuleDeps) {
  const { ids, clock } = deps;
  const contextsRepo = createContextsRepo(deps.db.kysely);
  const content = createContentPreparer({ tokenInfo: deps.tokenInfo, maxFileBytes: deps.maxFileBytes });
  const contexts = createContextsService({ repo: contextsRepo, content, ids, clock });
  const versions = createContextVersionsService({ repo: contextsRepo, content, ids, clock });
  const packs = createContextPacksService({
    repo: createContextPacksRepo(deps.db.kysely),
    items: createPackItems({
      contexts: contextsRepo,
      price: tokenPricer(deps.catalog, deps.tokenInfo.model),
    }),
    ids,
    clock,
  });
  const limits = { bodyLimitBytes: deps.bodyLimitBytes, maxFileBytes: deps.maxFileBytes };
  registerContextRoutes(app, contexts, limits);
  registerContextVersionRoutes(app, versions, limits);
  registerContextPackRoutes(app, packs);
  return { contexts, contextVersions: versions, contextPacks: packs };
}
