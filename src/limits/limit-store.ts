/**
 * The limit-store seam: per-second rate limits and monthly counters. The in-process store serves
 * one instance; the Redis store shares limits between instances with atomic Lua scripts.
 */
export interface RateDecision {
  allowed: boolean;
  /** Whole calls left in the bucket after this one. */
  remaining: number;
  /** Milliseconds until the next call would be allowed (0 when allowed). */
  retryAfterMs: number;
}

export interface CounterDecision {
  allowed: boolean;
  /** The counter after this call (unchanged when refused). */
  count: number;
}

/** takeToken and incrementWithin answered at once (no promise), with the same semantics. */
export interface LimitStoreNow {
  takeToken(key: string, ratePerSecond: number): RateDecision;
  incrementWithin(key: string, limit: number, ttlSeconds: number): CounterDecision;
}

export interface LimitStore {
  readonly kind: 'memory' | 'redis';
  /**
   * The in-process store's answers without a promise (the count fast path and the limits hook
   * decide at once with them: src/http/limits.ts); absent where an answer needs a round trip (Redis).
   */
  readonly now?: LimitStoreNow;
  /** Token bucket holding `ratePerSecond` calls, refilled continuously at that rate. */
  takeToken(key: string, ratePerSecond: number): Promise<RateDecision>;
  /** Adds one unless the counter already reached `limit`; the key expires after `ttlSeconds`. */
  incrementWithin(key: string, limit: number, ttlSeconds: number): Promise<CounterDecision>;
  /** Current counter value (0 when absent). */
  read(key: string): Promise<number>;
  /** Raises the counter to at least `value` (used to restore durable counts after a restart). */
  seed(key: string, value: number, ttlSeconds: number): Promise<void>;
  /**
   * Tells every instance sharing this store (this one included) that something changed, e.g. the
   * credentials of an account (the key cache drops them). Resolves once the message is out: with
   * Redis, when this instance's own subscription has seen it come back.
   */
  broadcast(channel: string, message: string): Promise<void>;
  /**
   * Calls `onMessage` for each broadcast on `channel`, and `onGap` when messages may have been
   * missed (the Redis subscription dropped and came back): a listener then forgets what it cached.
   */
  listen(channel: string, onMessage: (message: string) => void, onGap: () => void): Promise<void>;
  /** A cheap round trip for readiness checks (`/readyz`): rejects when the store cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
