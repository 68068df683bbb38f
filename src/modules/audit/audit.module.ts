import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createAuditRepo } from './audit.repo.js';
import { registerAuditRoutes } from './audit.routes.js';
import { createAuditService } from './audit.service.js';

const PURGE_EVERY_MS = 6 * 3_600_000;

/**
 * The audit log's reading side (GET /v1/audit) and its retention: rows older than
 * `retentionDays` (0: kept forever) are deleted at start and every six hours. The writing side is
 * src/db/changes.ts, called by every write in its own transaction.
 */
export function registerAuditModule(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; retentionDays: number; onPurgeError: (error: unknown) => void },
) {
  const repo = createAuditRepo(deps.db.kysely);
  registerAuditRoutes(app, createAuditService({ repo }));
  if (deps.retentionDays > 0) {
    const purge = async () => {
      const before = new Date(deps.clock.now().getTime() - deps.retentionDays * 86_400_000).toISOString();
      await repo.purgeBefore(before).catch(deps.onPurgeError);
    };
    let timer: NodeJS.Timeout | undefined;
    // The first purge is done before the instance serves (awaited in onReady).
    app.addHook('onReady', async () => {
      await purge();
      timer = setInterval(purge, PURGE_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
