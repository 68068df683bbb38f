import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  literalPattern,
  splitPieces,
  splitStage,
  TIKTOKEN_PATTERNS,
  translatePattern,
} from './pre-tokenizer.js';

function pieces(
  text: string,
  regex: RegExp,
  behavior: 'Isolated' | 'MergedWithPrevious' = 'Isolated',
): string[] {
  const out: string[] = [];
  splitPieces(text, 0, text.length, [splitStage(regex, behavior)], 0, (t, s, e) => out.push(t.slice(s, e)));
  return out;
}

test('\\s means Unicode White_Space (Rust, Oniguruma), not JS whitespace', () => {
  const ws = translatePattern('\\s+', 'rust');
  assert.deepEqual(pieces('a\u0085b', ws), ['a', '\u0085', 'b']);
  assert.deepEqual(pieces('a\ufeffb', ws), ['a\ufeffb']);
  const notWs = translatePattern('[^\\s]+', 'oniguruma');
  assert.deepEqual(pieces('x\ufeff y\u0085z', notWs), ['x\ufeff', ' ', 'y', '\u0085', 'z']);
});

test('(?i: contractions fold like Rust: the long s matches s', () => {
  const cl100k = translatePattern(TIKTOKEN_PATTERNS.cl100k, 'rust');
  assert.deepEqual(pieces("IT'S it'ſ", cl100k), ['IT', "'S", ' it', "'ſ"]);
  const r50k = translatePattern(TIKTOKEN_PATTERNS.r50k, 'rust'); // case-sensitive in tiktoken
  assert.deepEqual(pieces("IT'S", r50k), ['IT', "'", 'S']);
});

test('unsupported syntax fails loudly instead of changing meaning', () => {
  for (const pattern of [
    '\\w+',
    '\\d',
    'a.b',
    '^a',
    '(?<n>a)',
    '(?i:[a-z])',
    '[\\S]',
    '[a[b]]',
    '[a&&b]',
    '[]a]',
    'a++',
  ]) {
    assert.throws(() => translatePattern(pattern, 'rust'), Error, pattern);
  }
  assert.throws(() => translatePattern('\\s+$', 'oniguruma')); // end of *line* in Oniguruma
  assert.doesNotThrow(() => translatePattern('\\s+$', 'rust'));
  assert.deepEqual(pieces('a#b', translatePattern('\\#', 'oniguruma')), ['a', '#', 'b']);
});

test('Split behaviours keep every character: gaps are pieces too', () => {
  assert.deepEqual(pieces('ab12cd3', translatePattern('\\p{N}{1,3}', 'oniguruma')), ['ab', '12', 'cd', '3']);
  assert.deepEqual(pieces('the-final--end', literalPattern('-'), 'MergedWithPrevious'), [
    'the-',
    'final-',
    '-',
    'end',
  ]);
  assert.deepEqual(pieces('', translatePattern('a', 'rust')), []);
  assert.deepEqual(pieces('a-b', translatePattern('\\-', 'oniguruma')), ['a', '-', 'b']);
});

test('nested stages split each piece of the previous stage', () => {
  const out: string[] = [];
  const stages = [
    splitStage(translatePattern('\\p{N}{1,3}', 'oniguruma'), 'Isolated'),
    splitStage(translatePattern('[一-龥]+', 'oniguruma'), 'Isolated'),
  ];
  const text = 'ab1234中文cd';
  splitPieces(text, 0, text.length, stages, 0, (t, s, e) => out.push(t.slice(s, e)));
  assert.deepEqual(out, ['ab', '123', '4', '中文', 'cd']);
});
