import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BY_WORKSPACE_SLOTS, createByWorkspace } from './by-workspace.js';

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

test("by default, a URL read from ten workspaces in turn finds each one's value on every read", () => {
  const memo = createByWorkspace<number>();
  const ids = Array.from({ length: 10 }, (_, i) => `wrk_${i}`);
  for (const [i, id] of ids.entries()) memo.set(id, i);
  for (let round = 0; round < 3; round++)
    assert.deepEqual(
      ids.map((id) => memo.get(id)),
      [...ids.keys()],
    );
  assert.ok(BY_WORKSPACE_SLOTS >= 10);
});
