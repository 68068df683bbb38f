// Exact counts for models without a public tokenizer, from their maker's count endpoint (Anthropic
// count_tokens, Google countTokens) when the operator configured a platform provider for it.
// Results are cached by (api, model, SHA-256 of the text) so a repeated count costs no call; calls
// are rate-limited per account and API (operator setting) through the shared limit store, never
// charged to the monthly LLM token limit (they generate nothing), and bounded by a timeout. A
// failure answers null with a reason for that model only.

import { createHash } from 'node:crypto';
import { createLru } from '../../../lib/lru.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { LimitStore } from '../../../limits/limit-store.js';
import type { ChatRequest } from '../request-count.js';
import type { CountApi, CountApiSource } from './count-apis.js';

export type CountApiKind = 'anthropic' | 'google';

export type ProviderCountResult =
  | { count: number; source: CountApiSource; reason: null }
  | { count: null; source: null; reason: string };

/** Entries kept; one entry is ~100 bytes, so the cache stays under a few MB. */
const DEFAULT_CACHE_ENTRIES = 20_000;

export function createProviderCountService(deps: {
  apis: Partial<Record<CountApiKind, CountApi>>;
  store: LimitStore;
  /** Calls per second per account and API (token bucket); null: unlimited. */
  ratePerSecond: number | null;
  timeoutMs: number;
  cacheEntries?: number;
}) {
  const maxEntries = deps.cacheEntries ?? DEFAULT_CACHE_ENTRIES;
  const cache = createLru<number>({ max: maxEntries });

  return {
    /** Whether counts for this maker can be asked of its API (a platform provider is configured). */
    configured({ kind }: { kind: CountApiKind }): boolean {
      return deps.apis[kind] !== undefined;
    },

    /** One text (or one whole chat request), several models of the same API, counted concurrently. */
    async count({
      ctx,
      kind,
      models,
      text,
      request,
    }: {
      ctx: RequestContext;
      kind: CountApiKind;
      models: readonly string[];
      text: string;
      request?: ChatRequest | undefined;
    }): Promise<Map<string, ProviderCountResult>> {
      const api = deps.apis[kind];
      const results = new Map<string, ProviderCountResult>();
      if (!api) {
        for (const model of models) {
          results.set(model, {
            count: null,
            source: null,
            reason: `no ${kind} platform provider is configured`,
          });
        }
        return results;
      }
      // A request's key hashes its JSON (prefixed, so no text can share it).
      const what = request === undefined ? text : `request\0${JSON.stringify(request)}`;
      const digest = createHash('sha256').update(what).digest('base64url');
      await Promise.all(
        models.map(async (model) => {
          const key = `${api.source}\0${model}\0${digest}`;
          results.set(model, await countOne(api, ctx, kind, model, { text, request }, key));
        }),
      );
      return results;
    },
  };

  async function countOne(
    api: CountApi,
    ctx: RequestContext,
    kind: CountApiKind,
    model: string,
    { text, request }: { text: string; request?: ChatRequest | undefined },
    key: string,
  ): Promise<ProviderCountResult> {
    const cached = cache.get(key);
    if (cached !== undefined) {
      return { count: cached, source: api.source, reason: null };
    }
    if (request === undefined && text.length === 0) return { count: 0, source: api.source, reason: null };
    if (deps.ratePerSecond !== null) {
      const decision = await deps.store.takeToken(`count-api:${kind}:${ctx.accountId}`, deps.ratePerSecond);
      if (!decision.allowed) {
        return {
          count: null,
          source: null,
          reason: `${api.source} rate limit reached; retry in ${decision.retryAfterMs} ms`,
        };
      }
    }
    try {
      const signal = AbortSignal.timeout(deps.timeoutMs);
      const count = await (request === undefined
        ? api.count({ model, text, signal })
        : api.countRequest({ model, request, signal }));
      cache.set(key, count);
      return { count, source: api.source, reason: null };
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const why = timedOut ? `no answer within ${deps.timeoutMs} ms` : (error as Error).message;
      return { count: null, source: null, reason: `${api.source} failed: ${why}` };
    }
  }
}
export type ProviderCountService = ReturnType<typeof createProviderCountService>;
