import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createIdGenerator } from './ids.js';

test('ids: prefix, 10 time characters then 16 random ones of the Crockford alphabet, each drawn evenly', () => {
  const ids = createIdGenerator(() => 1_700_000_000_000);
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  // More than one pool (4 KB: 256 ids): the refill maps its bytes too.
  for (let i = 0; i < 2000; i++) {
    const id = ids.next('req');
    assert.match(id, /^req_[0-9a-hjkmnp-tv-z]{26}$/);
    assert.equal(id.slice(4, 14), '01hf7yat00', 'the time part of 1,700,000,000,000 ms');
    seen.add(id);
    for (const c of id.slice(14)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  assert.equal(seen.size, 2000);
  assert.equal(counts.size, 32, 'every character of the alphabet appears');
  // 32,000 characters over 32: 1,000 each expected; a skewed mapping would be far off.
  for (const [c, n] of counts) assert.ok(n > 800 && n < 1200, `${c}: ${n}`);
});
