import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { reason, redactUrl, StartupError } from '../lib/startup-error.js';
import type { LimitStore } from './limit-store.js';

// Time comes from the Redis server (TIME) so instances with skewed clocks share one bucket.
const TAKE_TOKEN = `
local rate = tonumber(ARGV[1])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local data = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(data[1])
local at = tonumber(data[2])
if tokens == nil or at == nil then tokens = rate; at = now end
tokens = math.min(rate, tokens + math.max(0, now - at) * rate / 1000)
local allowed = 0
local retry = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  retry = math.ceil((1 - tokens) * 1000 / rate)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], 2000)
return {allowed, math.floor(tokens), retry}
`;

const INCREMENT_WITHIN = `
local limit = tonumber(ARGV[1])
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current >= limit then return {0, current} end
current = redis.call('INCR', KEYS[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2])) end
return {1, current}
`;

const SEED = `
local current = tonumber(redis.call('GET', KEYS[1]) or '-1')
if current < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1], 'EX', tonumber(ARGV[2])) end
return 1
`;

type LimitRedis = Redis & {
  pkTakeToken(key: string, rate: number): Promise<[number, number, number]>;
  pkIncrementWithin(key: string, limit: number, ttl: number): Promise<[number, number]>;
  pkSeed(key: string, value: number, ttl: number): Promise<number>;
};

/** Limits shared by every instance pointed at the same Redis; each check is one EVALSHA. */
export async function createRedisLimitStore(url: string, prefix = 'pk:'): Promise<LimitStore> {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: true,
    maxRetriesPerRequest: 2,
  }) as LimitRedis;
  redis.defineCommand('pkTakeToken', { numberOfKeys: 1, lua: TAKE_TOKEN });
  redis.defineCommand('pkIncrementWithin', { numberOfKeys: 1, lua: INCREMENT_WITHIN });
  redis.defineCommand('pkSeed', { numberOfKeys: 1, lua: SEED });
  // Without a listener ioredis prints a stack trace per reconnect attempt. A failed check already
  // answers its request with an error; the operator gets one line when the link drops and one when
  // it is back (not one per retry).
  let ready = false;
  let down = false;
  let firstError: unknown = null;
  redis.on('error', (error: Error) => {
    if (!ready) {
      firstError ??= error;
      return;
    }
    if (down) return;
    down = true;
    process.stderr.write(`promptkeep: Redis connection lost (${error.message}); retrying\n`);
  });
  redis.on('ready', () => {
    if (down) process.stderr.write('promptkeep: Redis connection restored\n');
    ready = true;
    down = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new StartupError(
      `cannot reach Redis at ${redactUrl(url)} (${reason(firstError ?? error)}); start it, or unset ` +
        '--redis-url / REDIS_URL to keep limits in this process',
    );
  }
  const bus = createRedisBus(redis, prefix);
  return {
    kind: 'redis',
    async takeToken(key, rate) {
      const [allowed, remaining, retryAfterMs] = await redis.pkTakeToken(key, rate);
      return { allowed: allowed === 1, remaining, retryAfterMs };
    },
    async incrementWithin(key, limit, ttl) {
      const [allowed, count] = await redis.pkIncrementWithin(key, limit, ttl);
      return { allowed: allowed === 1, count };
    },
    async read(key) {
      return Number((await redis.get(key)) ?? 0);
    },
    async seed(key, value, ttl) {
      await redis.pkSeed(key, value, ttl);
    },
    broadcast: bus.broadcast,
    listen: bus.listen,
    async ping() {
      // Not queued behind a reconnection: while the link is down, readiness says so at once.
      if (redis.status !== 'ready') throw new Error(`Redis connection is ${redis.status}`);
      await redis.ping();
    },
    async close() {
      await bus.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** How long a broadcast waits for its own message to come back before it gives up waiting. */
const ECHO_WAIT_MS = 1000;

/**
 * Pub/sub over a second connection (a subscribed connection can run nothing else), opened on the
 * first `listen`. Channels carry the key prefix, so instances sharing a prefix share messages.
 * A broadcast waits for its own echo: Redis sends a message to every subscriber before it answers
 * the PUBLISH, so once this instance has seen it, every other instance has been sent it too.
 */
function createRedisBus(redis: Redis, prefix: string) {
  let sub: Redis | null = null;
  const handlers = new Map<string, { onMessage: (message: string) => void; onGap: () => void }[]>();
  const echoes = new Map<string, () => void>();
  const self = randomUUID();
  let sequence = 0;

  const open = async () => {
    // The channels are subscribed again here, not by ioredis (autoResubscribe): its SUBSCRIBE after a
    // reconnection has no rejection handler, so closing the store before Redis answered it raised
    // an unhandled "Connection is closed." (test/ops/redis-outage in a fresh-clone CI run).
    const connection = redis.duplicate({ lazyConnect: true, keyPrefix: '', autoResubscribe: false });
    let ready = false;
    const gap = () => {
      for (const list of handlers.values()) for (const h of list) h.onGap();
    };
    connection.on('error', () => {}); // the main connection reports the link; the TTL backstops
    connection.on('ready', () => {
      const again = ready;
      ready = true;
      if (!again || handlers.size === 0) return;
      // Messages sent while the subscription was down are lost: every listener forgets its cache,
      // now and once more when the subscription is back (what it cached in between may be stale).
      // A failed SUBSCRIBE (the connection closed) is retried by the next 'ready', if any.
      gap();
      connection.subscribe(...handlers.keys()).then(gap, () => {});
    });
    connection.on('message', (channel: string, raw: string) => {
      const cut = raw.indexOf(' ');
      const echo = echoes.get(raw.slice(0, cut));
      if (echo) echo();
      for (const h of handlers.get(channel) ?? []) h.onMessage(raw.slice(cut + 1));
    });
    await connection.connect();
    return connection;
  };

  return {
    async listen(channel: string, onMessage: (message: string) => void, onGap: () => void) {
      sub ??= await open();
      const name = prefix + channel;
      const list = handlers.get(name) ?? [];
      handlers.set(name, [...list, { onMessage, onGap }]);
      if (list.length === 0) await sub.subscribe(name);
    },
    async broadcast(channel: string, message: string) {
      const id = `${self}.${++sequence}`;
      const name = prefix + channel;
      // Nobody here listens on the channel: no echo to wait for.
      if (!sub || !handlers.has(name)) {
        await redis.publish(name, `${id} ${message}`);
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const echoed = new Promise<void>((resolve) => {
        echoes.set(id, resolve);
        timer = setTimeout(resolve, ECHO_WAIT_MS);
      });
      try {
        await redis.publish(name, `${id} ${message}`);
        await echoed;
      } finally {
        clearTimeout(timer);
        echoes.delete(id);
      }
    },
    async close() {
      if (sub) await sub.quit().catch(() => sub?.disconnect());
      handlers.clear();
    },
  };
}
