import type { FastifyBaseLogger } from 'fastify';

/**
 * The request's logger for the one thing a fast POST logs besides its line — the limits' warning
 * when their store fails (limits.ts `refused`) — made only if it warns. A pino child made for every
 * count (its bindings serialized, its object built over the app's logger) was ~1 % of a 1 KB
 * count's CPU (bench/RESULTS.md, c1k40) for a warning that almost never comes; the request line is
 * written from the id (FrontDeps.recordFor), as the GET path's is.
 */
export function warnLater(
  logger: (requestId: string) => FastifyBaseLogger,
  requestId: string,
): Pick<FastifyBaseLogger, 'warn'> {
  return new LaterWarn(logger, requestId);
}

class LaterWarn {
  constructor(
    private readonly logger: (requestId: string) => FastifyBaseLogger,
    private readonly requestId: string,
  ) {}

  warn(...args: Parameters<FastifyBaseLogger['warn']>): void {
    this.logger(this.requestId).warn(...args);
  }
}
