import type { FastifyInstance } from 'fastify';

/**
 * A route that takes no body (DELETE, and the POSTs without a body schema) accepts an empty body
 * sent with `Content-Type: application/json`, as curl and many clients send it: Fastify would
 * answer 400 "The JSON body is empty." A route that takes a body keeps that 400.
 */
export function registerEmptyBodies(app: FastifyInstance) {
  // Written with `done`: an async hook costs a promise on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    if (
      headers['content-type'] !== undefined &&
      headers['transfer-encoding'] === undefined &&
      (headers['content-length'] === undefined || headers['content-length'] === '0') &&
      !request.is404 &&
      request.routeOptions.schema?.body === undefined
    ) {
      delete headers['content-type'];
    }
    done();
  });
}
