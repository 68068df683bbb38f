import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createTestApp, expectError } from '../support/test-app.js';

// Issue 9, hole 7: failed authentication is throttled per source address (default: more than 300
// failures in a minute → 429 with Retry-After for that address's failing attempts); valid keys
// are never slowed; the count lives in the limit store, so instances on one Redis share it.
type Injector = { inject(o: InjectOptions): Promise<import('fastify').LightMyRequestResponse> };
const from = (app: Injector, address: string, key: string, url = '/v1/account') =>
  app.inject({ method: 'GET', url, remoteAddress: address, headers: { 'x-api-key': key } });

/**
 * The count is kept per one-minute window of the app's clock: on the system clock, 300 requests
 * on a loaded machine may straddle a minute boundary and split over two windows (issue 30 §11).
 * The tests hold the clock still (mid-window) and move it themselves.
 */
function stillClock(at = Date.UTC(2026, 0, 5, 10, 0, 30)) {
  let now = at;
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('failed authentication is throttled per source address', () => {
  test('the default: 300 failures a minute answer 401, the 301st 429; valid keys still pass', async () => {
    const clock = stillClock();
    const t = await createTestApp({ clock });
    try {
      const a = await t.account();
      for (let i = 0; i < 300; i++) {
        const res = await from(t.app, '10.0.0.1', `pk_wrong${i}`);
        assert.equal(res.statusCode, 401, `attempt ${i + 1}`);
      }
      const throttled = await from(t.app, '10.0.0.1', 'pk_wrong-again');
      expectError(throttled, 429, 'Too many failed authentication attempts from this address.');
      const retryAfter = Number(throttled.headers['retry-after']);
      // The clock stands 30 s into its minute: the window ends in 30 s.
      assert.equal(retryAfter, 30);
      // The wrong admin key and a wrong key in the query count the same.
      expectError(
        await t.app.inject({
          url: '/v1/admin/accounts',
          remoteAddress: '10.0.0.1',
          headers: { 'x-api-key': 'x' },
        }),
        429,
      );
      expectError(await t.app.inject({ url: '/v1/account?api-key=pk_q', remoteAddress: '10.0.0.1' }), 429);
      // A valid key from the throttled address is not slowed.
      const valid = await from(t.app, '10.0.0.1', a.key);
      assert.equal(valid.statusCode, 200, valid.body);
      // Another address is not affected.
      expectError(await from(t.app, '10.0.0.2', 'pk_wrong'), 401);
      // The next window starts afresh (Retry-After was the time left in this one).
      clock.advance(retryAfter * 1000);
      expectError(await from(t.app, '10.0.0.1', 'pk_wrong-later'), 401);
    } finally {
      await t.close();
    }
  });

  test('the setting, and two instances on one Redis share the count', async () => {
    const prefix = `pktest:throttle:${Math.random().toString(36).slice(2)}:`;
    const settings = { hardening: { authFailuresPerMinute: 3 } };
    const clock = stillClock();
    const one = await createTestApp({ store: 'redis', redisPrefix: prefix, settings, clock });
    const two = await createTestApp({
      store: 'redis',
      redisPrefix: prefix,
      settings,
      clock,
      sharedDb: one.testDb,
    });
    try {
      expectError(await from(one.app, '10.0.0.3', 'pk_a'), 401);
      expectError(await from(two.app, '10.0.0.3', 'pk_b'), 401);
      expectError(await from(one.app, '10.0.0.3', 'pk_c'), 401);
      expectError(await from(two.app, '10.0.0.3', 'pk_d'), 429);
      expectError(await from(one.app, '10.0.0.3', 'pk_e'), 429);
      const a = await one.account();
      assert.equal((await from(two.app, '10.0.0.3', a.key)).statusCode, 200);
    } finally {
      await two.close();
      await one.close();
    }
  });

  test('null turns the throttle off', async () => {
    const t = await createTestApp({
      clock: stillClock(),
      settings: { hardening: { authFailuresPerMinute: null } },
    });
    try {
      for (let i = 0; i < 320; i++) assert.equal((await from(t.app, '10.0.0.4', 'pk_x')).statusCode, 401);
    } finally {
      await t.close();
    }
  });
});
