// Wires the token-counting area: catalog + offline count service + the makers' count APIs (from
// the operator's platform providers) → tokens service → routes.

import type { FastifyInstance } from 'fastify';
import type { LimitStore } from '../../limits/limit-store.js';
import type { CountService } from '../../tokenizers/count-service.js';
import { createEgressFetch, PLATFORM_EGRESS, type PlatformProviderEntry } from '../ai/index.js';
import type { Catalog } from './catalog/catalog.js';
import { type CountApi, countApisFromPlatform } from './provider-count/count-apis.js';
import { type CountApiKind, createProviderCountService } from './provider-count/provider-count.service.js';
import { registerTokensRoutes } from './tokens.routes.js';
import { createTokensService } from './tokens.service.js';

/** Defaults of the count-API settings (--count-api-rate-limit, --count-api-timeout-ms). */
export const COUNT_API_DEFAULTS = { ratePerSecond: 10, timeoutMs: 5_000 } as const;

export function registerTokensModule(
  app: FastifyInstance,
  deps: {
    catalog: Catalog;
    counter: CountService;
    store: LimitStore;
    settings: {
      maxInputBytes: number;
      platformProviders?: PlatformProviderEntry[];
      /** Count-API calls per second per account and API; null: unlimited. */
      countApiRatePerSecond?: number | null;
      countApiTimeoutMs?: number;
    };
    /** Replaces the APIs built from platformProviders (benchmarks use it). */
    countApis?: Partial<Record<CountApiKind, CountApi>>;
  },
) {
  const { settings } = deps;
  const providerCounts = createProviderCountService({
    // Through the egress guard, like the platform providers' calls (private addresses allowed).
    apis:
      deps.countApis ??
      countApisFromPlatform(settings.platformProviders ?? [], createEgressFetch(PLATFORM_EGRESS)),
    store: deps.store,
    ratePerSecond:
      settings.countApiRatePerSecond === undefined
        ? COUNT_API_DEFAULTS.ratePerSecond
        : settings.countApiRatePerSecond,
    timeoutMs: settings.countApiTimeoutMs ?? COUNT_API_DEFAULTS.timeoutMs,
  });
  const tokens = createTokensService({
    catalog: deps.catalog,
    counter: deps.counter,
    providerCounts,
    maxInputBytes: settings.maxInputBytes,
  });
  registerTokensRoutes(app, tokens);
  return tokens;
}
