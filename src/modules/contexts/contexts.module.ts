import type { FastifyInstance } from 'fastify';
import type { ChangeRecorder } from '../../db/changes.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import { createVersionedResource, versionedTables } from '../../versioned/index.js';
import type { TokenInfoService } from '../tokens/token-info.service.js';
import { createContentPreparer } from './context-content.js';
import { registerContextPackRoutes } from './context-packs.routes.js';
import { createContextPacksService } from './context-packs.service.js';
import { registerContextVersionRoutes } from './context-versions.routes.js';
import { createContextVersionsService } from './context-versions.service.js';
import { createContextsRepo } from './contexts.repo.js';
import { registerContextRoutes } from './contexts.routes.js';
import { createContextsService } from './contexts.service.js';
import { createFileReader, DEFAULT_FILE_LIMITS } from './file-reader.js';
import type { FileLimits } from './file-reading.js';

export type { FileLimits };

import { createPackItems } from './pack-items.js';

export interface ContextsModuleDeps {
  db: Db;
  /** The audit log's writer (src/db/changes.ts). */
  record?: ChangeRecorder;
  ids: IdGenerator;
  clock: Clock;
  tokenInfo: TokenInfoService;
  bodyLimitBytes: number;
  maxFileBytes: number;
  /** Budgets of PDF and DOCX reading (docs/security.md, "Untrusted files"); defaults when absent. */
  fileLimits?: Partial<FileLimits>;
}

/** Builds the contexts and context-packs services and registers their routes (called by app.ts). */
export function registerContextsModule(app: FastifyInstance, deps: ContextsModuleDeps) {
  const { ids, clock } = deps;
  const repo = createContextsRepo(deps.db.kysely);
  const files = createFileReader({
    ...DEFAULT_FILE_LIMITS,
    ...deps.fileLimits,
    maxTextBytes: deps.maxFileBytes,
  });
  app.addHook('onClose', () => files.close());
  const content = createContentPreparer({
    tokenInfo: deps.tokenInfo,
    maxFileBytes: deps.maxFileBytes,
    files,
  });
  const resource = createVersionedResource({
    tables: repo.tables,
    ids,
    clock,
    prefixes: { parent: 'ctx', version: 'cv' },
    nouns: { parent: 'Context', version: 'Context version', rule: 'context' },
    ...(deps.record ? { audit: { record: deps.record, kind: 'context' } } : {}),
  });
  const contexts = createContextsService({ repo, resource, content });
  const versions = createContextVersionsService({ repo, resource, content });
  const packs = createContextPacksService({
    resource: createVersionedResource({
      tables: versionedTables(deps.db.kysely, {
        parent: 'context_packs',
        versions: 'context_pack_versions',
        parentKey: 'pack_id',
      }),
      ids,
      clock,
      prefixes: { parent: 'cpk', version: 'cpv' },
      nouns: { parent: 'Context pack', version: 'Context pack version', rule: 'context pack' },
      ...(deps.record ? { audit: { record: deps.record, kind: 'context_pack' } } : {}),
    }),
    items: createPackItems({ contexts: repo, price: deps.tokenInfo.price }),
  });
  const limits = { bodyLimitBytes: deps.bodyLimitBytes, maxFileBytes: deps.maxFileBytes };
  registerContextRoutes(app, contexts, limits);
  registerContextVersionRoutes(app, versions, limits);
  registerContextPackRoutes(app, packs);
  return {
    contexts,
    contextVersions: versions,
    contextPacks: packs,
    fileReadQueueDepth: () => files.queued(),
  };
}
