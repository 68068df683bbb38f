import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { after, describe, test } from 'node:test';
import { ErrorBody } from '../../src/http/errors.js';
import { createRedisLimitStore } from '../../src/limits/redis-store.js';
import { createTestApp, parseAs } from '../support/test-app.js';

// A real Redis of this test's own (the shared one must stay up for the other suites), stopped and
// started again while the app runs: limit checks refuse with a retryable 503, then recover.
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Every Redis this file started: each test leaves its last one running, `after` stops them all. */
const started = new Set<ChildProcess>();

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c) => {
      out += c;
      if (/Ready to accept connections/.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited ${code}: ${out}`)));
  });
  started.add(child);
  return child;
}
const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('Redis outage while running', () => {
  let redis: ChildProcess | undefined;
  after(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) await stop(child);
  });

  test('a limit check with Redis down is a 503 in the spec body with Retry-After; it recovers', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const t = await createTestApp({ store: 'redis', redisUrl: `redis://127.0.0.1:${port}` });
    try {
      const a = await t.account({ rate_limit_per_second: 100 });
      const count = () =>
        t.call(a, 'POST', '/v1/tokens/count', { input: 'hello', type: 'text', models: ['gpt-4o'] });
      const ready = () => t.request({ url: '/readyz' });
      assert.equal((await count()).statusCode, 200);
      assert.equal((await ready()).statusCode, 200);
      await stop(redis);
      const down = await count();
      assert.equal(down.statusCode, 503);
      assert.equal(down.headers['retry-after'], '1');
      assert.match(parseAs(ErrorBody, down).message, /Rate limits cannot be checked/);
      // Issue 20 item 7: readiness reports it too (it said 200 while every limited request got 503).
      const notReady = await ready();
      assert.equal(notReady.statusCode, 503);
      assert.equal(parseAs(ErrorBody, notReady).message, 'The rate-limit store (Redis) is not reachable.');
      redis = await startRedis(port);
      let back = 0;
      for (let i = 0; i < 100 && back !== 200; i++) {
        back = (await count()).statusCode;
        if (back !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      assert.equal(back, 200);
      assert.equal((await ready()).statusCode, 200);
    } finally {
      await t.close();
    }
  });

  test('pub/sub after Redis restarts: the listener is told of the gap, is subscribed again, and the stores close cleanly', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    const [listener, sender] = [await createRedisLimitStore(url), await createRedisLimitStore(url)];
    try {
      const got: string[] = [];
      let gaps = 0;
      await listener.listen(
        'changes',
        (m) => got.push(m),
        () => gaps++,
      );
      await sender.broadcast('changes', 'before');
      await waitFor(() => got.includes('before'));
      await stop(redis);
      redis = await startRedis(port);
      // Delivery resumes only once the listener's connection is back and subscribed again (by the
      // store itself, not ioredis's auto-resubscription).
      for (let i = 0; !got.includes('after') && i < 100; i++) {
        await sender.broadcast('changes', 'after').catch(() => {});
        if (!got.includes('after')) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(got.includes('after'), `no message after the restart (got ${JSON.stringify(got)})`);
      // Forgotten when the link came back, and again once subscribed (what was cached between).
      assert.ok(gaps >= 2, `onGap called ${gaps} times`);
    } finally {
      await listener.close();
      await sender.close();
    }
  });

  test('closing the store while it subscribes again after a restart leaves nothing behind', async () => {
    // ioredis's own resubscription had no rejection handler: a close before Redis answered it was an
    // unhandled "Connection is closed." after the test (once, in a fresh-clone CI run). The store now
    // sends that SUBSCRIBE itself, with a handler. Closed here at several stages of a reconnection;
    // node:test fails the file on an unhandled rejection or activity after a test. The race is
    // narrow: with the old code this test passed 3 runs of 3 here, so it guards the path, it does not
    // reproduce the failure (the test above fails with the old code: one gap, not two).
    const port = await freePort();
    redis = await startRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    for (const wait of [0, 1, 5, 20, 50, 120]) {
      const store = await createRedisLimitStore(url);
      await store.listen(
        'changes',
        () => {},
        () => {},
      );
      await stop(redis);
      redis = await startRedis(port);
      await new Promise((r) => setTimeout(r, wait));
      await store.close();
    }
  });
});

async function waitFor(ok: () => boolean): Promise<void> {
  for (let i = 0; !ok() && i < 100; i++) await new Promise((r) => setTimeout(r, 20));
  assert.ok(ok(), 'timed out waiting');
}
