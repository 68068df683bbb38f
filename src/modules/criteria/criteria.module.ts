import type { FastifyInstance } from 'fastify';
import type { ChangeRecorder } from '../../db/changes.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import { createCriteriaRepo } from './criteria.repo.js';
import { registerCriteriaRoutes } from './criteria.routes.js';
import { createCriteriaService } from './criteria.service.js';

/** Scoring criteria (the analysis module scores against them through the returned service). */
export function registerCriteriaModule(
  app: FastifyInstance,
  deps: { db: Db; ids: IdGenerator; clock: Clock; record?: ChangeRecorder },
) {
  const criteria = createCriteriaService({
    repo: createCriteriaRepo(deps.db.kysely),
    ids: deps.ids,
    clock: deps.clock,
    record: deps.record,
  });
  registerCriteriaRoutes(app, criteria);
  return { criteria };
}
