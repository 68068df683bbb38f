import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  createWorkerPool,
  WorkerPoolFullError,
  type WorkerPoolOptions,
  WorkerTimeoutError,
} from './worker-pool.js';

describe('worker pool', () => {
  // A stand-in worker (dependency injection, not a test branch in src/): exits on "crash",
  // throws asynchronously on "throw", spins forever on "spin", fills its heap on "hog", answers
  // "slow" after 300 ms, otherwise answers with the text length.
  const script = `
    import { parentPort } from 'node:worker_threads';
    parentPort.on('message', (m) => {
      if (m.ack) parentPort.postMessage({ taskId: m.taskId, started: true });
      if (m.text === 'crash') process.exit(3);
      if (m.text === 'spin') for (;;);
      if (m.text === 'hog') { const keep = []; for (;;) keep.push({ a: [1, 2, 3], s: 'x'.repeat(64) + keep.length }); }
      if (m.text === 'throw') setTimeout(() => { throw new Error('boom'); });
      else if (m.text === 'slow') setTimeout(() => parentPort.postMessage({ taskId: m.taskId, ok: true, result: 4 }), 300);
      else parentPort.postMessage({ taskId: m.taskId, ok: true, result: m.text.length });
    });`;
  const workerUrl = new URL(`data:text/javascript,${encodeURIComponent(script)}`);
  const pool = (size = 1, more: Partial<WorkerPoolOptions<{ text: string }>> = {}) =>
    createWorkerPool<{ text: string }, number>({ size, workerUrl, name: 'Test pool', ...more });

  test('a crashed worker rejects its task and is replaced', async () => {
    const p = pool();
    try {
      await assert.rejects(p.run({ text: 'crash' }), /Test pool worker exited with code 3/);
      assert.equal(await p.run({ text: 'abc' }), 3);
      await assert.rejects(p.run({ text: 'throw' }), /boom/);
      assert.equal(await p.run({ text: 'abcd' }), 4);
    } finally {
      await p.close();
    }
  });

  test('queued() counts the tasks waiting for a worker (the queue-depth metric)', async () => {
    const p = pool(1);
    try {
      assert.equal(p.queued(), 0);
      const runs = ['a', 'bb', 'ccc'].map((text) => p.run({ text }));
      assert.equal(p.queued(), 2); // one is on the only worker, two wait
      assert.deepEqual(await Promise.all(runs), [1, 2, 3]);
      assert.equal(p.queued(), 0);
    } finally {
      await p.close();
    }
  });

  test('broadcast runs the task once on every worker', async () => {
    const p = pool(3);
    try {
      assert.deepEqual(await p.broadcast({ text: 'ab' }), [2, 2, 2]);
    } finally {
      await p.close();
    }
  });

  test('queued tasks are rejected by close()', async () => {
    const p = pool();
    const first = p.run({ text: 'a' });
    const queued = assert.rejects(p.run({ text: 'b' }), /Test pool is closed/);
    await p.close();
    await queued;
    await first.catch(() => undefined); // either answered or cut off by terminate()
  });

  test('a task past timeoutMs fails with WorkerTimeoutError; its worker is replaced', async () => {
    const p = pool(1, { timeoutMs: 500 });
    try {
      await assert.rejects(p.run({ text: 'spin' }), WorkerTimeoutError);
      // The next task waits for the spinning worker to be gone, then runs on a new one.
      assert.equal(await p.run({ text: 'abc' }), 3);
    } finally {
      await p.close();
    }
  });

  test('a worker over its heap limit fails its task with ERR_WORKER_OUT_OF_MEMORY and is replaced', async () => {
    const p = pool(1, { resourceLimits: { maxOldGenerationSizeMb: 32 } });
    try {
      await assert.rejects(p.run({ text: 'hog' }), { code: 'ERR_WORKER_OUT_OF_MEMORY' });
      assert.equal(await p.run({ text: 'ab' }), 2);
    } finally {
      await p.close();
    }
  });

  test('beyond maxQueued waiting tasks, run() is refused at once with WorkerPoolFullError', async () => {
    const p = pool(1, { maxQueued: 1 });
    try {
      const running = p.run({ text: 'slow' }); // on the worker
      const waiting = p.run({ text: 'abc' }); // the one queued task allowed
      await assert.rejects(p.run({ text: 'x' }), WorkerPoolFullError);
      assert.deepEqual(await Promise.all([running, waiting]), [4, 3]);
      assert.equal(await p.run({ text: 'ab' }), 2); // room again
    } finally {
      await p.close();
    }
  });
});
