import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { diffLines, splitLines } from './line-diff.js';

const diff = (from: string, to: string, bounds?: { maxEdits: number; maxWork: number }) =>
  diffLines(from, to, { fromLabel: 'a', toLabel: 'b', ...(bounds ? { bounds } : {}) });

/** Applies a unified diff to `from` (what `patch` does): proves the diff says what changed. */
function apply(from: string, unified: string): string {
  if (unified === '') return from;
  const a = splitLines(from);
  const out: string[] = [];
  let at = 0;
  const lines = unified.split('\n').slice(2, -1);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const hunk = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@$/.exec(line);
    if (hunk) {
      const start = Number(hunk[1]) - (hunk[2] === '0' ? 0 : 1);
      while (at < start) out.push(a[at++] as string);
      continue;
    }
    const noNewline = lines[i + 1] === '\\ No newline at end of file';
    const text = line.slice(1) + (noNewline ? '' : '\n');
    if (noNewline) i++;
    if (line[0] === ' ' || line[0] === '-') {
      assert.equal(a[at], text, `line ${at + 1} of the old text`);
      at++;
    }
    if (line[0] === ' ' || line[0] === '+') out.push(text);
  }
  while (at < a.length) out.push(a[at++] as string);
  return out.join('');
}

describe('splitLines', () => {
  test('keeps each newline, so a last line without one is a different line', () => {
    assert.deepEqual(splitLines(''), []);
    assert.deepEqual(splitLines('\n'), ['\n']);
    assert.deepEqual(splitLines('a\nb'), ['a\n', 'b']);
    assert.deepEqual(splitLines('a\nb\n'), ['a\n', 'b\n']);
    assert.deepEqual(splitLines('a\r\n\n'), ['a\r\n', '\n']);
  });
});

describe('diffLines', () => {
  test('identical texts (and two empty ones): no diff at all', () => {
    assert.deepEqual(diff('', ''), { unified: '', added: 0, removed: 0, minimal: true });
    assert.deepEqual(diff('x\ny\n', 'x\ny\n'), { unified: '', added: 0, removed: 0, minimal: true });
  });

  test('from empty and to empty: the empty side is range 0,0', () => {
    assert.equal(diff('', 'a\nb\n').unified, '--- a\n+++ b\n@@ -0,0 +1,2 @@\n+a\n+b\n');
    assert.equal(diff('a\n', '').unified, '--- a\n+++ b\n@@ -1 +0,0 @@\n-a\n');
  });

  test('all lines changed', () => {
    const d = diff('a\nb\nc\n', 'x\ny\n');
    assert.equal(d.unified, '--- a\n+++ b\n@@ -1,3 +1,2 @@\n-a\n-b\n-c\n+x\n+y\n');
    assert.deepEqual([d.added, d.removed], [2, 3]);
  });

  test('a trailing newline added or removed is a change of the last line, marked as diff -u does', () => {
    assert.equal(
      diff('a\nb', 'a\nb\n').unified,
      '--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n',
    );
    assert.equal(
      diff('a\nb\n', 'a\nc').unified,
      '--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n\\ No newline at end of file\n',
    );
  });

  test('3 lines of context; changes 6 or fewer kept lines apart share a hunk, 7 apart do not', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `l${i + 1}\n`);
    const base = lines(20);
    const change = (at: number[]) => base.map((l, i) => (at.includes(i + 1) ? `X${l}` : l)).join('');
    const close = diff(base.join(''), change([5, 12]));
    assert.equal(close.unified.match(/^@@/gm)?.length, 1);
    assert.match(close.unified, /^@@ -2,14 \+2,14 @@$/m);
    const apart = diff(base.join(''), change([5, 13]));
    assert.deepEqual(apart.unified.match(/^@@.*@@$/gm), ['@@ -2,7 +2,7 @@', '@@ -10,7 +10,7 @@']);
    assert.equal(apply(base.join(''), apart.unified), change([5, 13]));
  });

  test('minimal: the counts are the shortest edit (an insert in the middle is one line)', () => {
    const from = 'a\nb\nc\nd\ne\nf\n';
    const d = diff(from, 'a\nb\nc\nNEW\nd\ne\nf\n');
    assert.deepEqual([d.added, d.removed, d.minimal], [1, 0, true]);
    assert.equal(d.unified, '--- a\n+++ b\n@@ -1,6 +1,7 @@\n a\n b\n c\n+NEW\n d\n e\n f\n');
  });

  test('random edits: each diff applies back to the new text, and is minimal', () => {
    let seed = 42;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const text = () => {
      const n = rnd(12);
      let s = '';
      for (let i = 0; i < n; i++) s += `${'abcd'[rnd(4)]}${i < n - 1 || rnd(5) > 0 ? '\n' : ''}`;
      return s;
    };
    for (let i = 0; i < 300; i++) {
      const [a, b] = [text(), text()];
      const d = diff(a, b);
      assert.equal(apply(a, d.unified), b, `${JSON.stringify(a)} → ${JSON.stringify(b)}`);
      // Never more than replacing every line, and exactly the line-count difference at least.
      assert.ok(d.added + d.removed <= splitLines(a).length + splitLines(b).length);
      assert.equal(d.added - d.removed, splitLines(b).length - splitLines(a).length);
    }
  });

  test('past the bounds: the changed middle becomes one replaced block, still a correct diff', () => {
    const from = 'keep\na\nb\nc\nd\nkeep too\n';
    const to = 'keep\nw\nb\nx\nd\nkeep too\n';
    assert.deepEqual(diff(from, to).minimal, true);
    const coarse = diff(from, to, { maxEdits: 2, maxWork: 1_000 });
    assert.equal(coarse.minimal, false);
    assert.deepEqual([coarse.added, coarse.removed], [3, 3]); // the common head and tail stay
    assert.equal(apply(from, coarse.unified), to);
  });

  test('1 MB of content, every line changed: bounded, answers with the coarse diff', () => {
    const big = (tag: string) =>
      Array.from({ length: 20_000 }, (_, i) => `${tag} ${i} ${'x'.repeat(40)}\n`).join('');
    const d = diff(big('a'), big('b'));
    assert.deepEqual([d.added, d.removed, d.minimal], [20_000, 20_000, false]);
    const one = diff(big('a'), big('a').replace('a 9999 ', 'A 9999 '));
    assert.deepEqual([one.added, one.removed, one.minimal], [1, 1, true]);
  });
});
