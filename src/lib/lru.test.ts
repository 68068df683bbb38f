import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createLru } from './lru.js';

test('an LRU drops the least recently used entry first, a read counting as a use', () => {
  const lru = createLru<number>({ max: 2 });
  lru.set('a', 1);
  lru.set('b', 2);
  assert.equal(lru.get('a'), 1);
  lru.set('c', 3);
  assert.equal(lru.get('b'), undefined);
  assert.equal(lru.get('a'), 1);
  assert.equal(lru.get('c'), 3);
  assert.equal(lru.size, 2);
});

test('a weighted LRU keeps its total weight under max, and a key set again is weighed once', () => {
  const lru = createLru<string>({ max: 10, weigh: (_k, v) => v.length });
  lru.set('a', 'xxxx');
  lru.set('a', 'xxxx');
  lru.set('b', 'yyyy');
  assert.equal(lru.size, 2);
  lru.set('c', 'zzzz');
  assert.deepEqual([lru.get('a'), lru.get('b'), lru.get('c')], [undefined, 'yyyy', 'zzzz']);
  lru.set('d', 'w'.repeat(11));
  assert.equal(lru.size, 0);
});

test('a read in the newer half is not moved, yet the LRU drops entries in least recently used order', () => {
  const lru = createLru<number>({ max: 4 });
  for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) lru.set(key, i);
  // c and d are in the newer half: read, not moved; a and b still go first.
  assert.equal(lru.get('c'), 2);
  assert.equal(lru.get('d'), 3);
  lru.set('e', 4);
  lru.set('f', 5);
  assert.deepEqual([lru.get('a'), lru.get('b')], [undefined, undefined]);
  // c is now the oldest placed: this read moves it, so d goes next.
  assert.equal(lru.get('c'), 2);
  lru.set('g', 6);
  assert.deepEqual(
    ['c', 'd', 'e', 'f', 'g'].map((k) => lru.get(k)),
    [2, undefined, 4, 5, 6],
  );
});

test('a map far from full moves nothing on a read; once it fills, reads in its older half move again', () => {
  const lru = createLru<number>({ max: 8 });
  for (const [i, key] of ['a', 'b'].entries()) lru.set(key, i);
  // Two of eight: within half the capacity of the newest, so the read does not move it.
  assert.equal(lru.get('a'), 0);
  for (const [i, key] of ['c', 'd', 'e', 'f', 'g', 'h'].entries()) lru.set(key, i + 2);
  // Full: a (placed 7 entries ago, more than half of 8) is moved by this read; b goes first.
  assert.equal(lru.get('a'), 0);
  lru.set('i', 8);
  assert.deepEqual([lru.get('b'), lru.get('a'), lru.get('c')], [undefined, 0, 2]);
  assert.equal(lru.size, 8);
});
