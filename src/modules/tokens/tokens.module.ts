// Wires the token-counting area: catalog + offline count service + the makers' count APIs (from
// the operator's platform providers) → tokens service → routes; and the token-info service, which
// prices prompt and context versions when they are written (one configured model).

import type { FastifyInstance } from 'fastify';
import { DEFAULTS } from '../../config.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { LimitStore } from '../../limits/limit-store.js';
import type { CountService } from '../../tokenizers/count-service.js';
import { createEgressFetch, PLATFORM_EGRESS, type PlatformProviderEntry } from '../ai/index.js';
import type { Catalog } from './catalog/catalog.js';
import { type CountApi, countApisFromPlatform } from './provider-count/count-apis.js';
import { type CountApiKind, createProviderCountService } from './provider-count/provider-count.service.js';
import { createTokenInfoService } from './token-info.service.js';
import { countArgs, registerTokensRoutes } from './tokens.routes.js';
import type { CountRequest } from './tokens.schemas.js';
import { createTokensService } from './tokens.service.js';

export function registerTokensModule(
  app: FastifyInstance,
  deps: {
    catalog: Catalog;
    counter: CountService;
    store: LimitStore;
    settings: {
      maxInputBytes: number;
      /** The model of the token_info stored with prompt and context versions. */
      tokenInfoModel: string;
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
        ? DEFAULTS.countApiRatePerSecond
        : settings.countApiRatePerSecond,
    timeoutMs: settings.countApiTimeoutMs ?? DEFAULTS.countApiTimeoutMs,
  });
  const tokens = createTokensService({
    catalog: deps.catalog,
    counter: deps.counter,
    providerCounts,
    maxInputBytes: settings.maxInputBytes,
  });
  registerTokensRoutes(app, tokens);
  const tokenInfo = createTokenInfoService({
    catalog: deps.catalog,
    counter: deps.counter,
    model: settings.tokenInfoModel,
  });
  /**
   * The count fast path's (src/http/fast-count.ts): a body the route's validator passed, counted as
   * the route's handler counts it (at once where it can be: countNow); a chat request (messages or
   * tools) is left to the route.
   */
  const countBody = (ctx: RequestContext, body: unknown) => {
    const checked = body as CountRequest;
    if (checked.messages !== undefined || checked.tools !== undefined) return null;
    const args = countArgs(ctx, checked, {});
    return tokens.countNow(args) ?? tokens.count(args);
  };
  return { tokens, tokenInfo, countBody };
}
