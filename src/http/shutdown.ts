import type { FastifyInstance } from 'fastify';
import { DomainError } from '../lib/domain-error.js';

/**
 * While the app shuts down (app.close() has begun: in-flight requests finish, the server accepts
 * no new connection), a request that still arrives on an open connection is answered 503 in the
 * spec's error body, and its connection is closed. Fastify's own `return503OnClosing` writes its
 * `{error,message,statusCode}` body straight to the socket, past every hook, so it is off and this
 * hook answers instead; register it before any hook that does work (auth, limits).
 */
export function registerShutdownGuard(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Written with `done`: an async hook costs a promise on every request.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new DomainError('unavailable', 'The service is shutting down; retry the request.'));
  });
}
