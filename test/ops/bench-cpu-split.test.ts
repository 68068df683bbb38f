import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuSplit, cpuTicks } from '../../bench/lib/thread-cpu.js';

// The benches' split of the server's core (bench/large-idle.ts, tokens.bench (a)): a round's wall time
// on CPU 0 is this process's CPU, other processes' CPU and idle — read as the goal's figure is read.

test('cpuSplit: the ticks scale the wall time; others are the busy share less this process', () => {
  const split = cpuSplit({ busy: 100, idle: 50 }, { busy: 160, idle: 90 }, 1000, 400);
  // 60 busy and 40 idle ticks over 1000 ms: 600 ms busy, 400 idle; 400 of the busy is this process.
  assert.deepEqual(split, { own: 400, others: 200, idle: 400 });
});

test('cpuSplit: this process counted beyond the busy share (threads on another core) leaves others at 0', () => {
  assert.equal(cpuSplit({ busy: 0, idle: 0 }, { busy: 10, idle: 10 }, 100, 80).others, 0);
});

test('cpuSplit: no tick between the reads gives no split', () => {
  const split = cpuSplit({ busy: 5, idle: 5 }, { busy: 5, idle: 5 }, 3, 1);
  assert.ok(Number.isNaN(split.others) && Number.isNaN(split.idle));
});

test('cpuTicks reads CPU 0 from /proc/stat, and its counters only grow', () => {
  const a = cpuTicks(0);
  const b = cpuTicks(0);
  assert.ok(a.busy + a.idle > 0);
  assert.ok(b.busy >= a.busy && b.idle >= a.idle);
});
