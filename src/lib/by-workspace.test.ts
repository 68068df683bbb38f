import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createByWorkspace } from './by-workspace.js';

test('a value per workspace; past the size the oldest slot goes; a set replaces its own slot', () => {
  const memo = createByWorkspace<number>(2);
  assert.equal(memo.get('wrk_a'), undefined);
  memo.set('wrk_a', 1);
  memo.set('wrk_b', 2);
  memo.set('wrk_a', 3); // its own slot, nothing else moves
  assert.deepEqual([memo.get('wrk_a'), memo.get('wrk_b')], [3, 2]);
  memo.set('wrk_c', 4); // the oldest slot (wrk_a's) is reused
  assert.deepEqual([memo.get('wrk_a'), memo.get('wrk_b'), memo.get('wrk_c')], [undefined, 2, 4]);
  memo.set('wrk_d', 5);
  assert.deepEqual([memo.get('wrk_b'), memo.get('wrk_c'), memo.get('wrk_d')], [undefined, 4, 5]);
  // A workspace id built afresh (as from a header) finds its value: compared by content.
  assert.equal(memo.get(['wrk', 'd'].join('_')), 5);
});
