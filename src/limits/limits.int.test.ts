import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestApp, expectError, twoInstancesPerFile } from '../../test/support/test-app.js';
import type { Clock } from '../lib/clock.js';
import { createLimitsService } from './limits-service.js';
import { createMemoryLimitStore } from './memory-store.js';
import { createUsageRepo } from './usage.repo.js';

const { a, b, shared } = twoInstancesPerFile();

test('two instances on one Redis share the monthly quota exactly', async () => {
  const acct = await a.account({ monthly_request_quota: 5 });
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const app = i % 2 === 0 ? a : b;
    statuses.push((await app.request({ url: '/v1/tokens/authors', key: acct.key })).statusCode);
  }
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
});

test('two instances on one Redis share the per-second rate limit', async () => {
  const acct = await a.account({ rate_limit_per_second: 1 });
  assert.equal((await a.request({ url: '/v1/tokens/authors', key: acct.key })).statusCode, 200);
  // The bucket refills at 1/s; the next call, on the other instance, comes well within that second.
  expectError(await b.request({ url: '/v1/tokens/authors', key: acct.key }), 429, 'Rate limit exceeded.');
});

test('request counts reach the database and survive a restart of the store', async () => {
  const acct = await a.account({ monthly_request_quota: 3 });
  for (let i = 0; i < 2; i++) await a.request({ url: '/v1/tokens/authors', key: acct.key });
  await a.services.limits.flush();
  const period = new Date().toISOString().slice(0, 7);
  const usage = await createUsageRepo(shared.db.kysely).read(acct.accountId, period);
  assert.equal(usage.requests, 2);
  // A fresh in-process store (as after a restart) is seeded from the database.
  const fresh = await createTestApp({ sharedDb: shared, store: 'memory' });
  try {
    assert.equal((await fresh.request({ url: '/v1/tokens/authors', key: acct.key })).statusCode, 200);
    expectError(await fresh.request({ url: '/v1/tokens/authors', key: acct.key }), 429, 'Quota exceeded.');
  } finally {
    await fresh.close();
  }
});

test('the quota resets on the 1st of the month (UTC) and tokens are recorded per period', async () => {
  let now = new Date('2026-01-31T23:59:58Z');
  const clock: Clock = { now: () => now };
  const acct = await a.account({ monthly_request_quota: 1 });
  const limits = createLimitsService({
    store: createMemoryLimitStore(clock),
    usage: createUsageRepo(shared.db.kysely),
    clock,
  });
  const quotaLimits = { rate_limit_per_second: null, monthly_request_quota: 1, monthly_token_limit: 100 };
  assert.equal((await limits.quota(acct.accountId, quotaLimits))?.allowed, true);
  const refused = await limits.quota(acct.accountId, quotaLimits);
  assert.equal(refused?.allowed, false);
  assert.equal(refused?.resetSeconds, 2);
  await limits.recordTokens(acct.accountId, 60);
  assert.deepEqual(await limits.tokens(acct.accountId, quotaLimits), { limit: 100, used: 60, remaining: 40 });
  now = new Date('2026-02-01T00:00:01Z');
  assert.equal((await limits.quota(acct.accountId, quotaLimits))?.allowed, true);
  assert.deepEqual(await limits.tokens(acct.accountId, quotaLimits), { limit: 100, used: 0, remaining: 100 });
  await limits.close();
});

test('decideNow: at once what rate() then quota() decide, counted and flushed alike; nothing until the quota is seeded', async () => {
  let now = new Date('2026-03-10T12:00:00Z');
  const clock: Clock = { now: () => now };
  const acct = await a.account({});
  const usage = createUsageRepo(shared.db.kysely);
  const store = createMemoryLimitStore(clock);
  const limits = createLimitsService({ store, usage, clock });
  const id = acct.accountId;
  const lim = { rate_limit_per_second: 2, monthly_request_quota: 3, monthly_token_limit: null };
  try {
    assert.equal(limits.decideNow(id, lim, true), undefined, 'the quota is not seeded yet');
    assert.deepEqual(limits.decideNow(id, lim, false), {
      rate: { allowed: true, remaining: 1, retryAfterMs: 0, limit: 2 },
      quota: null,
    });
    assert.equal((await limits.quota(id, lim))?.used, 1); // seeds it
    const reset = 1_857_600; // seconds to 2026-04-01T00:00:00Z
    assert.deepEqual(limits.decideNow(id, lim, true), {
      rate: { allowed: true, remaining: 0, retryAfterMs: 0, limit: 2 },
      quota: { allowed: true, limit: 3, used: 2, resetSeconds: reset },
    });
    // The rate refuses: the quota is not counted.
    assert.deepEqual(limits.decideNow(id, lim, true), {
      rate: { allowed: false, remaining: 0, retryAfterMs: 500, limit: 2 },
      quota: null,
    });
    now = new Date(now.getTime() + 1000);
    assert.equal(limits.decideNow(id, lim, true)?.quota?.used, 3);
    assert.deepEqual(limits.decideNow(id, lim, true)?.quota, {
      allowed: false,
      limit: 3,
      used: 3,
      resetSeconds: reset - 1,
    });
    // Unlimited: nothing to report, still counted.
    const open = { rate_limit_per_second: null, monthly_request_quota: null, monthly_token_limit: null };
    assert.deepEqual(limits.decideNow(id, open, true), { rate: null, quota: null });
    await limits.flush();
    assert.equal((await usage.read(id, '2026-03')).requests, 4, 'one counted by quota(), three at once');
    // A store without answers at once (Redis): always a promise.
    const { now: _now, ...awaited } = store;
    const later = createLimitsService({ store: awaited, usage, clock });
    await later.quota(id, open);
    assert.equal(later.decideNow(id, open, true), undefined);
    await later.close();
  } finally {
    await limits.close();
  }
});
