import type { FastifyInstance } from 'fastify';

/**
 * Headers every response carries, errors included (set in onRequest, before anything can fail).
 * HSTS: the service speaks HTTPS only, so browsers may remember that for a year (no
 * includeSubDomains: the operator's other hosts are not ours to pin). `no-store` on everything:
 * keys, new accounts and every API answer are per-credential data that no cache should keep; a
 * route may still set its own Cache-Control (context file downloads do).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
