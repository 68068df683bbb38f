import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BY_WORKSPACE_SLOTS, createByWorkspace } from './by-workspace.js';

test('a value per workspace; past the size one slot is reused; a set replaces its own slot', () => {
  const memo = createByWorkspace<number>(2);
  assert.equal(memo.get('wrk_a'), undefined);
  memo.set('wrk_a', 1);
  memo.set('wrk_b', 2);
  memo.set('wrk_a', 3); // its own slot, nothing else moves
  assert.deepEqual([memo.get('wrk_a'), memo.get('wrk_b')], [3, 2]);
  memo.set('wrk_c', 4); // one of the two slots is reused
  const kept = [memo.get('wrk_a'), memo.get('wrk_b')].filter((v) => v !== undefined);
  assert.equal(kept.length, 1);
  assert.equal(memo.get('wrk_c'), 4);
  // A workspace id built afresh (as from a header) finds its value: compared by content.
  assert.equal(memo.get(['wrk', 'c'].join('_')), 4);
});

test('more workspaces than slots, read in turn: most reads still hit (reusing the oldest, none would)', () => {
  const memo = createByWorkspace<number>();
  const ids = Array.from({ length: BY_WORKSPACE_SLOTS + 4 }, (_, i) => `wrk_${i}`);
  let reads = 0;
  let hits = 0;
  for (let round = 0; round < 50; round++)
    for (const [i, id] of ids.entries()) {
      reads++;
      if (memo.get(id) === i) hits++;
      else memo.set(id, i);
    }
  assert.ok(hits / reads > 0.5, `hit rate ${hits}/${reads}`);
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
