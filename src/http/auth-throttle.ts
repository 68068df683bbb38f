import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.js';
import type { LimitStore } from '../limits/limit-store.js';
import { errorBody } from './errors.js';

const WINDOW_MS = 60_000;

/**
 * Throttles failed authentication per source address: a 401 (wrong admin key, API key or API
 * client) counts one failure in the address's current one-minute window; past `perMinute`
 * failures the address's failing attempts get 429 with Retry-After until the window ends. Only
 * failures are counted and only failures are refused, so a valid key is never slowed, even from
 * a throttled address. Counted in the limit store, so all instances on one Redis share it.
 *
 * The address is the TCP peer (no proxy headers are trusted): behind a load balancer every
 * client shares its address, and one attacker can throttle failed attempts of others — still
 * never a valid key.
 */
export function registerAuthThrottle(
  app: FastifyInstance,
  deps: { store: LimitStore; clock: Clock; perMinute: number | null },
) {
  const { store, clock, perMinute } = deps;
  if (perMinute === null) return;
  const limit: number = perMinute;
  // Written with `done`: only a 401 waits for the store, the other responses pass at once.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode !== 401) return done(null, payload);
    refuseOrPass(request, reply, payload).then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });

  async function refuseOrPass(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const now = clock.now().getTime();
    const window = Math.floor(now / WINDOW_MS);
    const key = `authfail:${request.ip}:${window}`;
    const decision = await store.incrementWithin(key, limit, WINDOW_MS / 1000 + 5);
    if (decision.allowed) return payload;
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
    reply.code(429);
    reply.header('retry-after', String(retryAfter));
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(
      errorBody(429, 'Too many failed authentication attempts from this address.', String(request.id)),
    );
  }
}
