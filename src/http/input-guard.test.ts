import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findNul } from './input-guard.js';

// findNul answers the common shapes (an object of strings and arrays of strings: params, query, a
// count's body) without its walk; the answer must be the walk's: null exactly when no string and
// no key holds U+0000, else the dotted path of the first one found.
test('findNul: no NUL anywhere gives null, whatever the shape', () => {
  const clean: unknown[] = [
    { input: 'hello', type: 'text', models: ['gpt-4o', 'claude-3-5-sonnet'] },
    { models: [] },
    { a: 'x', n: 1, b: true, c: null },
    { nested: { deeper: ['a', { b: 'c' }] } },
    ['a', 'b'],
    'plain',
    42,
    null,
    {},
  ];
  for (const value of clean) assert.equal(findNul(value, 'body'), null, JSON.stringify(value));
  assert.equal(findNul(undefined, 'body'), null);
});

test('findNul: a NUL in a string, an array item or a key is found, with its path', () => {
  const cases: [unknown, string][] = [
    [{ input: 'a\u0000b', models: ['gpt-4o'] }, 'body.input'],
    [{ input: 'a', models: ['gpt-4o', 'x\u0000'] }, 'body.models.1'],
    [{ input: 'a', models: ['\u0000', 'gpt-4o'] }, 'body.models.0'],
    [{ 'in\u0000put': 'a' }, 'body.in\\u0000put'],
    [{ models: ['gpt-4o', 1, 'x\u0000'] }, 'body.models.2'],
    [{ input: 'a', nested: { deeper: ['b', { c: '\u0000' }] } }, 'body.nested.deeper.1.c'],
    [['a', 'b\u0000'], 'body.1'],
    ['\u0000', 'body'],
  ];
  for (const [value, path] of cases) assert.equal(findNul(value, 'body'), path, JSON.stringify(value));
});
