import type { Clock } from '../lib/clock.js';
import type { LimitStore, LimitStoreNow } from './limit-store.js';

interface Bucket {
  tokens: number;
  at: number;
}

interface Counter {
  value: number;
  expiresAt: number;
}

/** In-process limits for a single instance; the same semantics as the Redis scripts. */
export function createMemoryLimitStore(clock: Clock): LimitStore {
  const buckets = new Map<string, Bucket>();
  const counters = new Map<string, Counter>();
  const listeners = new Map<string, ((message: string) => void)[]>();

  const counter = (key: string, now: number) => {
    const found = counters.get(key);
    if (found && found.expiresAt <= now) {
      counters.delete(key);
      return undefined;
    }
    return found;
  };

  // Idle buckets are full again after a second, so forgetting them loses nothing.
  const sweep = setInterval(() => {
    const now = clock.now().getTime();
    for (const [key, bucket] of buckets) if (now - bucket.at > 2000) buckets.delete(key);
    for (const [key, entry] of counters) if (entry.expiresAt <= now) counters.delete(key);
  }, 10_000);
  sweep.unref();

  const now: LimitStoreNow = {
    takeToken(key, rate) {
      const at = clock.now().getTime();
      const bucket = buckets.get(key) ?? { tokens: rate, at };
      const tokens = Math.min(rate, bucket.tokens + (Math.max(0, at - bucket.at) * rate) / 1000);
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, at });
        return { allowed: true, remaining: Math.floor(tokens - 1), retryAfterMs: 0 };
      }
      buckets.set(key, { tokens, at });
      return { allowed: false, remaining: 0, retryAfterMs: Math.ceil(((1 - tokens) * 1000) / rate) };
    },
    incrementWithin(key, limit, ttlSeconds) {
      const at = clock.now().getTime();
      const entry = counter(key, at) ?? { value: 0, expiresAt: at + ttlSeconds * 1000 };
      if (entry.value >= limit) return { allowed: false, count: entry.value };
      entry.value += 1;
      counters.set(key, entry);
      return { allowed: true, count: entry.value };
    },
  };

  return {
    kind: 'memory',
    now,
    async takeToken(key, rate) {
      return now.takeToken(key, rate);
    },
    async incrementWithin(key, limit, ttlSeconds) {
      return now.incrementWithin(key, limit, ttlSeconds);
    },
    async read(key) {
      return counter(key, clock.now().getTime())?.value ?? 0;
    },
    async seed(key, value, ttlSeconds) {
      const now = clock.now().getTime();
      const entry = counter(key, now);
      if (!entry) counters.set(key, { value, expiresAt: now + ttlSeconds * 1000 });
      else entry.value = Math.max(entry.value, value);
    },
    // One process: a broadcast reaches this process's listeners, synchronously.
    async broadcast(channel, message) {
      for (const onMessage of listeners.get(channel) ?? []) onMessage(message);
    },
    async listen(channel, onMessage) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), onMessage]);
    },
    async ping() {},
    async close() {
      clearInterval(sweep);
      listeners.clear();
    },
  };
}
