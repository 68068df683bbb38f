import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { after, describe, test } from 'node:test';
import { ErrorBody } from '../../src/http/errors.js';
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
    if (redis && redis.exitCode === null) await stop(redis);
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
});
