import type { FastifyInstance } from 'fastify';
import { DEFAULTS } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { LimitStore } from '../limits/limit-store.js';
import type { RouteIndex } from './allowed-methods.js';
import { registerAuthThrottle } from './auth-throttle.js';
import { createClientErrorHandler, frameworkErrorHandler } from './errors.js';
import { registerInputGuard } from './input-guard.js';
import { registerSecurityHeaders } from './security-headers.js';
import {
  applyServerLimits,
  DEFAULT_SERVER_LIMITS,
  registerEarlyClose,
  type ServerLimits,
} from './server-limits.js';

/** The operator's settings for the protections below (docs/security.md). */
export interface HardeningSettings extends ServerLimits {
  /** Failed authentications per source address per minute before 429; null = not throttled. */
  authFailuresPerMinute: number | null;
}

export const DEFAULT_HARDENING: HardeningSettings = {
  ...DEFAULT_SERVER_LIMITS,
  authFailuresPerMinute: DEFAULTS.authFailureLimit,
};

export function hardeningSettings(given: Partial<HardeningSettings> | undefined): HardeningSettings {
  return { ...DEFAULT_HARDENING, ...given };
}

/** Fastify constructor options: every error Fastify or Node answers itself gets the spec body. */
export function hardeningOptions(nextTraceId: () => string) {
  return {
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler: createClientErrorHandler(nextTraceId),
  };
}

/**
 * Registers the protections that hook into every request. Called right after the error handler
 * and before auth: the NUL guard must see query ids before the auth queries do.
 */
export function registerHardening(
  app: FastifyInstance,
  deps: { store: LimitStore; clock: Clock; settings: HardeningSettings; routes: RouteIndex },
) {
  applyServerLimits(app.server, deps.settings);
  registerSecurityHeaders(app);
  registerEarlyClose(app, deps.routes);
  registerInputGuard(app);
  registerAuthThrottle(app, {
    store: deps.store,
    clock: deps.clock,
    perMinute: deps.settings.authFailuresPerMinute,
  });
}
