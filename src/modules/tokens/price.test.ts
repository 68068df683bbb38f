import assert from 'node:assert/strict';
import { test } from 'node:test';
import { priceOf } from './token-prices.js';

// priceOf keeps its trimmed costs by product (a bounded map): every answer must be the trim itself,
// the first time, on a repeat, and after the map starts over.
test('priceOf is the 12-digit trim of count × price, kept or not', () => {
  const prices = [2.5e-6, 1e-5, 3e-7, 1.1e-6, 0.000015, 7.5e-8, 0];
  for (let round = 0; round < 3; round++) {
    for (const price of prices) {
      for (let count = 0; count < 4000; count += round === 0 ? 1 : 7) {
        assert.equal(priceOf(count, price), Number((count * price).toPrecision(12)), `${count} × ${price}`);
      }
    }
  }
  assert.equal(priceOf(125, 2.5e-6), 0.0003125);
  assert.equal(priceOf(3, 0.1), 0.3); // 0.30000000000000004 trimmed
  assert.equal(priceOf(10, null), null);
  assert.ok(Object.is(priceOf(0, 2.5e-6), 0));
});
