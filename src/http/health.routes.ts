import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/database.js';
import { DomainError } from '../lib/domain-error.js';
import type { LimitStore } from '../limits/limit-store.js';
import { unauthenticated } from './route-config.js';

const Status = Type.Object({ status: Type.String() });

/** A readiness probe answers within this, whatever a dependency does (a half-open socket never answers). */
const CHECK_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Liveness and readiness, without auth, for load balancers and orchestrators. */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Db; store: LimitStore }) {
  // What readiness checks: the database, and the limit store when it is Redis (without it, every
  // request that checks a limit answers 503: the instance is not ready, and says which store).
  const checks: { name: string; ping: () => Promise<void> }[] = [
    { name: 'The database', ping: () => deps.db.ping() },
    ...(deps.store.kind === 'redis'
      ? [{ name: 'The rate-limit store (Redis)', ping: () => deps.store.ping() }]
      : []),
  ];
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
        summary: 'Readiness: the database (and Redis, when limits are kept there) answers (503 when not)',
        response: { 200: Status },
      },
    },
    async (request) => {
      const results = await Promise.allSettled(checks.map((check) => within(check.ping(), CHECK_TIMEOUT_MS)));
      const down = checks.filter((check, i) => {
        const result = results[i];
        if (result?.status !== 'rejected') return false;
        request.log.warn({ err: result.reason, dependency: check.name }, 'readiness check failed');
        return true;
      });
      if (down.length > 0) {
        const names = down.map((check, i) => (i === 0 ? check.name : check.name.toLowerCase()));
        throw new DomainError(
          'unavailable',
          `${names.join(' and ')} ${down.length > 1 ? 'are' : 'is'} not reachable.`,
        );
      }
      return { status: 'ready' };
    },
  );
}
