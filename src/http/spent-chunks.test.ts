import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getHeapStatistics } from 'node:v8';
import { markAsUntransferable } from 'node:worker_threads';
import { freeBuffers, ownBuffer } from './spent-chunks.js';

// A large body's chunks are freed once copied (spent-chunks.ts): V8 must stop counting them as
// external memory at once, not at the next collection, and no buffer that is not the chunk's alone
// may be given away.

const chunks = (n: number) => Array.from({ length: n }, () => Buffer.allocUnsafeSlow(16 * 1024).fill(1));

test('ownBuffer: a buffer the chunk alone occupies; null for a view of a pool or of shared memory', () => {
  const own = Buffer.allocUnsafeSlow(100);
  assert.equal(ownBuffer(own), own.buffer);
  // Buffer's pool: small buffers are slices of one larger ArrayBuffer.
  const pooled = Buffer.from('abc');
  assert.ok(pooled.buffer.byteLength > pooled.byteLength);
  assert.equal(ownBuffer(pooled), null);
  assert.equal(ownBuffer(own.subarray(1)), null);
  assert.equal(ownBuffer(own.subarray(0, 99)), null);
  assert.equal(ownBuffer(new Uint8Array(new SharedArrayBuffer(64))), null);
});

test('freeBuffers: the buffers are detached and off V8’s external memory at once', () => {
  const held = chunks(64);
  const before = getHeapStatistics().external_memory;
  freeBuffers(held.map((c) => ownBuffer(c) as ArrayBuffer));
  const after = getHeapStatistics().external_memory;
  assert.ok(before - after >= 64 * 16 * 1024, `external memory ${before} -> ${after}`);
  for (const c of held) assert.equal(c.byteLength, 0);
  freeBuffers([]);
});

test('freeBuffers: one that cannot be given away keeps its bytes, and the call does not throw', () => {
  const held = chunks(3);
  markAsUntransferable(held[1]?.buffer as ArrayBuffer);
  freeBuffers(held.map((c) => c.buffer as ArrayBuffer));
  assert.equal(held[1]?.byteLength, 16 * 1024);
  assert.equal(held[1]?.[0], 1);
});
