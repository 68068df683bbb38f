import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { DEFAULTS } from '../config.js';
import { DomainError } from '../lib/domain-error.js';
import type { RouteIndex } from './allowed-methods.js';

/**
 * Bounds on what one connection may hold: slow clients are cut off instead of keeping a request
 * (and its socket) open forever. Node enforces the two timeouts on a timer, so they are checked
 * at least every second.
 */
export interface ServerLimits {
  /** The request line and headers must arrive within this (also bounds the TLS handshake and a
   * connection that sends nothing at all). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (handler time is not counted). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections beyond this many open ones are refused (closed at once). */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: DEFAULTS.headersTimeoutMs,
  requestTimeoutMs: DEFAULTS.requestTimeoutMs,
  keepAliveTimeoutMs: DEFAULTS.keepAliveTimeoutMs,
  maxConnections: DEFAULTS.maxConnections,
};

/** TLS-level options (merged into Fastify's `https`): an unfinished handshake counts as headers. */
export function tlsLimits(limits: ServerLimits) {
  return { handshakeTimeout: limits.headersTimeoutMs };
}

/** Applies the limits to the Node server (before listen: the check interval is read then). */
export function applyServerLimits(server: Server, limits: ServerLimits) {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs);
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(
    1000,
    Math.max(100, Math.floor(limits.headersTimeoutMs / 2)),
  );
}

/**
 * Early answers do not wait for the body: an unknown route is refused in onRequest (before the
 * body is read), and any error sent while the request body is still unread closes the connection,
 * so a client dripping a body after its 401/404 holds nothing.
 */
export function registerEarlyClose(app: FastifyInstance, routes: RouteIndex) {
  // Written with `done`: an async hook costs a promise on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.is404) return done();
    const path = request.url.split('?')[0] ?? '';
    // A known API path asked with another method: 405 and the methods it has.
    const allow = routes.allowed(path);
    if (allow.length)
      return done(
        new DomainError(
          'method_not_allowed',
          `Method ${request.method} is not allowed on ${path}; allowed: ${allow.join(', ')}.`,
          { allow: allow.join(', ') },
        ),
      );
    done(new DomainError('not_found', `Route ${request.method} ${path} not found.`));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
    done(null, payload);
  });
}
