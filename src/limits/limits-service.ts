import type { AccountLimits } from '../lib/account-limits.js';
import { type Clock, startOfNextUtcMonth, utcMonthKey } from '../lib/clock.js';
import type { CounterDecision, LimitStore, RateDecision } from './limit-store.js';
import type { UsageRepo } from './usage.repo.js';

/** Accounts whose quota keys are kept (keysOf) before the memo starts over. */
const KEYS_KEPT = 10_000;

export interface QuotaStatus {
  allowed: boolean;
  limit: number;
  used: number;
  resetSeconds: number;
}

export type RateStatus = RateDecision & { limit: number };
/** A rate of 0: every call refused. */
const EMPTY_BUCKET: RateDecision = { allowed: false, remaining: 0, retryAfterMs: 1000 };

export interface TokenStatus {
  limit: number | null;
  used: number;
  remaining: number | null;
}

interface Options {
  store: LimitStore;
  usage: UsageRepo;
  clock: Clock;
  /** How often request counts are written to the database (ms). */
  flushEveryMs?: number;
  onFlushError?: (error: unknown) => void;
}

/**
 * Applies an account's limits. Rate limits live only in the store (they are per second); monthly
 * request counts live in the store for speed and are written to the `usage` table every few
 * seconds, and restored from it after a restart, so a restart or a Redis flush loses at most one
 * flush interval of counts. Tokens are recorded in the database at once: they are rare and costly.
 */
export function createLimitsService({ store, usage, clock, flushEveryMs = 2000, onFlushError }: Options) {
  const pending = new Map<string, number>();
  const seeded = new Map<string, Promise<void>>();
  /** Quota keys whose seed is done: the in-process store counts them at once (quotaNow). */
  const seededDone = new Set<string>();

  // The period is worked out once per clock second: every counted request asks for it.
  let period = { second: Number.NaN, key: '', resetSeconds: 0 };
  const periodOf = () => {
    const now = clock.now();
    const second = Math.floor(now.getTime() / 1000);
    if (second !== period.second) {
      const next = startOfNextUtcMonth(now);
      period = {
        second,
        key: utcMonthKey(now),
        resetSeconds: Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)),
      };
    }
    return period;
  };

  const seedOnce = (accountId: string, period: string, storeKey: string, ttl: number) => {
    let done = seeded.get(storeKey);
    if (!done) {
      done = usage
        .read(accountId, period)
        .then((row) => store.seed(storeKey, row.requests, ttl))
        .then(() => {
          seededDone.add(storeKey);
        });
      done.catch(() => seeded.delete(storeKey));
      seeded.set(storeKey, done);
    }
    return done;
  };

  // Flushes run one after another: a caller's flush() (tests, shutdown) must not return while the
  // timer's flush still writes the batch it took, or a read right after misses those counts.
  let flushing: Promise<void> = Promise.resolve();
  function flush(): Promise<void> {
    const run = flushing.then(flushOnce);
    flushing = run.catch(() => {});
    return run;
  }
  async function flushOnce() {
    const batch = [...pending];
    pending.clear();
    for (const [key, n] of batch) {
      const [accountId, period] = key.split('|') as [string, string];
      try {
        await usage.addRequests(accountId, period, n);
      } catch (error) {
        pending.set(key, (pending.get(key) ?? 0) + n);
        onFlushError?.(error);
      }
    }
  }
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  // An account's two keys of a month (the store's count, the flush's batch), built once per period
  // rather than twice per counted request; forgotten when the month turns, or all at once past
  // KEYS_KEPT accounts.
  let keysPeriod = '';
  const keys = new Map<string, { store: string; pending: string }>();
  const keysOf = (accountId: string, period: { key: string }) => {
    if (period.key !== keysPeriod || keys.size >= KEYS_KEPT) {
      keys.clear();
      keysPeriod = period.key;
    }
    let found = keys.get(accountId);
    if (found === undefined) {
      found = { store: `quota:${accountId}:${period.key}`, pending: `${accountId}|${period.key}` };
      keys.set(accountId, found);
    }
    return found;
  };
  const quotaKey = (accountId: string, period: { key: string }) => keysOf(accountId, period).store;
  const rateOf = (decision: RateDecision, limit: number) => ({ ...decision, limit });
  /** A request counted (or refused) by the store: noted for the flush, and the account's status. */
  const quotaOf = (
    accountId: string,
    period: { key: string; resetSeconds: number },
    limit: number | null,
    decision: CounterDecision,
  ): QuotaStatus | null => {
    if (decision.allowed) {
      const key = keysOf(accountId, period).pending;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    }
    if (limit === null) return null;
    return { allowed: decision.allowed, limit, used: decision.count, resetSeconds: period.resetSeconds };
  };

  return {
    async rate(accountId: string, limits: AccountLimits): Promise<RateStatus | null> {
      const limit = limits.rate_limit_per_second;
      if (limit === null) return null;
      if (limit === 0) return rateOf(EMPTY_BUCKET, limit);
      return rateOf(await store.takeToken(`rate:${accountId}`, limit), limit);
    },

    /** Counts one request against the monthly quota (refused requests are not counted). */
    async quota(accountId: string, limits: AccountLimits): Promise<QuotaStatus | null> {
      const period = periodOf();
      const limit = limits.monthly_request_quota;
      const storeKey = quotaKey(accountId, period);
      const ttl = period.resetSeconds + 86_400;
      await seedOnce(accountId, period.key, storeKey, ttl);
      const decision = await store.incrementWithin(storeKey, limit ?? Number.MAX_SAFE_INTEGER, ttl);
      return quotaOf(accountId, period, limit, decision);
    },

    /**
     * rate() and then, with `quota` and when the rate allows the request, quota(), at once (no
     * promise): the same decisions, counted alike. undefined, with nothing counted, when the store
     * answers only through a promise (Redis) or the account's quota count is not seeded yet.
     */
    decideNow(
      accountId: string,
      limits: AccountLimits,
      quota: boolean,
    ): { rate: RateStatus | null; quota: QuotaStatus | null } | undefined {
      const now = store.now;
      if (now === undefined) return undefined;
      const period = periodOf();
      const storeKey = quota ? quotaKey(accountId, period) : '';
      if (quota && !seededDone.has(storeKey)) return undefined;
      const limit = limits.rate_limit_per_second;
      const rate =
        limit === null
          ? null
          : rateOf(limit === 0 ? EMPTY_BUCKET : now.takeToken(`rate:${accountId}`, limit), limit);
      if (!quota || (rate !== null && !rate.allowed)) return { rate, quota: null };
      const quotaLimit = limits.monthly_request_quota;
      const ttl = period.resetSeconds + 86_400;
      const decision = now.incrementWithin(storeKey, quotaLimit ?? Number.MAX_SAFE_INTEGER, ttl);
      return { rate, quota: quotaOf(accountId, period, quotaLimit, decision) };
    },

    async requestsThisMonth(accountId: string): Promise<number> {
      const period = periodOf();
      const storeKey = quotaKey(accountId, period);
      await seedOnce(accountId, period.key, storeKey, period.resetSeconds + 86_400);
      return store.read(storeKey);
    },

    async tokens(accountId: string, limits: AccountLimits): Promise<TokenStatus> {
      const { tokens } = await usage.read(accountId, periodOf().key);
      const limit = limits.monthly_token_limit;
      return { limit, used: tokens, remaining: limit === null ? null : Math.max(0, limit - tokens) };
    },

    async recordTokens(accountId: string, n: number) {
      if (n > 0) await usage.addTokens(accountId, periodOf().key, n);
    },

    periodResetSeconds: () => periodOf().resetSeconds,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type LimitsService = ReturnType<typeof createLimitsService>;
