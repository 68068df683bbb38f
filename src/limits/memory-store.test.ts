import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMemoryLimitStore } from './memory-store.js';

test('token bucket: holds `rate` calls, refills continuously, tells when to retry', async () => {
  let now = 1_000_000;
  const store = createMemoryLimitStore({ now: () => new Date(now) });
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await store.takeToken('k', 3));
  assert.deepEqual(
    results.map((r) => [r.allowed, r.remaining]),
    [
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ],
  );
  assert.equal(results[3]?.retryAfterMs, 334);
  now += 334;
  assert.equal((await store.takeToken('k', 3)).allowed, true);
  assert.equal((await store.takeToken('other', 3)).allowed, true, 'keys are independent');
  await store.close();
});

test('counters: refuse at the limit without counting, expire, and seed upward only', async () => {
  let now = 0;
  const store = createMemoryLimitStore({ now: () => new Date(now) });
  assert.deepEqual(await store.incrementWithin('q', 2, 10), { allowed: true, count: 1 });
  assert.deepEqual(await store.incrementWithin('q', 2, 10), { allowed: true, count: 2 });
  assert.deepEqual(await store.incrementWithin('q', 2, 10), { allowed: false, count: 2 });
  await store.seed('q', 1, 10);
  assert.equal(await store.read('q'), 2);
  now = 10_001;
  assert.equal(await store.read('q'), 0);
  await store.seed('q', 7, 10);
  assert.equal(await store.read('q'), 7);
  await store.close();
});
