import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { TokenInfoService } from '../token-info/token-info.service.js';
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
  tokenInfo: TokenInfoService;
  bodyLimitBytes: number;
  maxFileBytes: number;
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
      price: deps.tokenInfo.price,
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
