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
