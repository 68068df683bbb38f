// SharedStringTable against a Map: every key is found by a range of a larger string, with its
// value, and no other range is, over keys of every length and script, and non-keys that share a
// key's prefix.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mulberry32 } from '../../test/support/seeded-random.js';
import { SharedStringTable } from './shared-string-table.js';
import { StringTable } from './string-table.js';

const ALPHABET = [...'abcXYZ 0.,\n', 'é', 'ж', '中', '文', '한', '😀', '\u0301'];

function word(r: () => number): string {
  let s = '';
  for (let i = 0, n = 1 + Math.floor(r() * 6); i < n; i++) s += ALPHABET[Math.floor(r() * ALPHABET.length)];
  return s;
}

test('shared string table: every key found with its value, every other range not', () => {
  const r = mulberry32(2929);
  const keys = new Map<string, number>();
  while (keys.size < 20_000) keys.set(word(r), keys.size);
  const table = new StringTable(keys.size);
  for (const [k, v] of keys) table.set(k, v);
  const shared = new SharedStringTable(SharedStringTable.partsOf(table));
  for (const [k, v] of keys) {
    // Each key as a range in the middle of a longer text, twice (the second through recent hits).
    const text = `<${k}>`;
    assert.equal(shared.get(text, 1, text.length - 1), v, JSON.stringify(k));
    assert.equal(shared.get(text, 1, text.length - 1), v, JSON.stringify(k));
  }
  let misses = 0;
  for (let t = 0; t < 50_000; t++) {
    const w = word(r) + word(r);
    const text = ` ${w} `;
    assert.equal(shared.get(text, 1, text.length - 1), keys.get(w) ?? -1, JSON.stringify(w));
    if (!keys.has(w)) misses++;
  }
  assert.ok(misses > 40_000, `mostly non-keys (${misses})`);
});
