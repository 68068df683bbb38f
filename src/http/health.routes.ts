import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/database.js';
import { DomainError } from '../lib/domain-error.js';
import { unauthenticated } from './route-config.js';

const Status = Type.Object({ status: Type.String() });

/** Liveness and readiness, without auth, for load balancers and orchestrators. */
export function registerHealthRoutes(app: FastifyInstance, db: Db) {
  app.get(
    '/healthz',
    {
      config: unauthenticated,
      schema: { tags: ['Service'], summary: 'Liveness: the process answers', response: { 200: Status } },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      config: unauthenticated,
      schema: {
        tags: ['Service'],
        summary: 'Readiness: the database answers (503 when it does not)',
        response: { 200: Status },
      },
    },
    async (request) => {
      try {
        await db.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new DomainError('unavailable', 'The database is not reachable.');
      }
      return { status: 'ready' };
    },
  );
}
