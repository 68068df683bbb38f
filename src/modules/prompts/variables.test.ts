import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { extractVariables, placeholderKey, substituteVariables } from './variables.js';

describe('extractVariables', () => {
  test('both forms, as written, unique, in order of first appearance', () => {
    const content = 'Hi [[user]], about {{topic}}: {{topic}} again, then [[user]] and {{tone}}.';
    assert.deepEqual(extractVariables(content), ['[[user]]', '{{topic}}', '{{tone}}']);
  });

  test('names: letters, digits, _, - and .; whitespace inside the braces is tolerated', () => {
    assert.deepEqual(extractVariables('{{ a.b-c_1 }} {{a.b-c_1}} [[\tX9 ]]'), ['{{a.b-c_1}}', '[[X9]]']);
  });

  test('the same name in the two forms is two placeholders', () => {
    assert.deepEqual(extractVariables('[[x]] {{x}}'), ['[[x]]', '{{x}}']);
  });

  test('not placeholders: single braces, empty names, other characters, mixed brackets', () => {
    const content = '{x} {{}} {{ }} {{a b}} {{a/b}} {{x]] [[x}} {{é}} [ [x] ]';
    assert.deepEqual(extractVariables(content), []);
  });

  test('nested and adjacent braces find the innermost valid placeholder', () => {
    assert.deepEqual(extractVariables('{{{name}}}'), ['{{name}}']);
    assert.deepEqual(extractVariables('{{a}}{{b}}[[c]][[a]]'), ['{{a}}', '{{b}}', '[[c]]', '[[a]]']);
  });

  test('no content, no variables', () => {
    assert.deepEqual(extractVariables(''), []);
    assert.deepEqual(extractVariables('plain text'), []);
  });
});

describe('placeholderKey', () => {
  test('canonical form of valid keys, null otherwise', () => {
    const cases: [key: string, canonical: string | null][] = [
      ['{{name}}', '{{name}}'],
      ['{{ name }}', '{{name}}'],
      ['[[a.b]]', '[[a.b]]'],
      ['name', null],
      ['{name}', null],
      ['{{name}', null],
      ['{{na me}}', null],
      ['{{}}', null],
      [' {{name}}', null],
      ['{{name}}x', null],
      ['{{a}}{{b}}', null],
    ];
    for (const [key, canonical] of cases) assert.equal(placeholderKey(key), canonical, key);
  });
});

describe('substituteVariables', () => {
  test('replaces every occurrence, spaced ones too; other placeholders stay', () => {
    const result = substituteVariables('Dear {{name}}, {{ name }}! [[name]] {{other}}', {
      '{{name}}': 'Ann',
    });
    assert.deepEqual(result, { ok: true, content: 'Dear Ann, Ann! [[name]] {{other}}' });
  });

  test('keys may be written with whitespace; square form replaces only square placeholders', () => {
    const result = substituteVariables('[[x]] {{x}}', { '[[ x ]]': '1' });
    assert.deepEqual(result, { ok: true, content: '1 {{x}}' });
  });

  test('one pass: values are not substituted again, key order does not matter', () => {
    const vars = { '{{a}}': '{{b}}', '{{b}}': 'B' };
    assert.deepEqual(substituteVariables('{{a}} {{b}}', vars), { ok: true, content: '{{b}} B' });
    const reversed = { '{{b}}': 'B', '{{a}}': '{{b}}' };
    assert.deepEqual(substituteVariables('{{a}} {{b}}', reversed), { ok: true, content: '{{b}} B' });
  });

  test('values with $ patterns are inserted literally', () => {
    assert.deepEqual(substituteVariables('{{p}}', { '{{p}}': "$& $1 $$ $'" }), {
      ok: true,
      content: "$& $1 $$ $'",
    });
  });

  test('an empty value removes the placeholder; an unused key changes nothing', () => {
    assert.deepEqual(substituteVariables('a{{x}}b', { '{{x}}': '' }), { ok: true, content: 'ab' });
    assert.deepEqual(substituteVariables('ab', { '{{x}}': 'y' }), { ok: true, content: 'ab' });
    assert.deepEqual(substituteVariables('ab', {}), { ok: true, content: 'ab' });
  });

  test('keys not written as a placeholder are all reported', () => {
    assert.deepEqual(substituteVariables('{{a}}', { name: 'x', '{{a}}': 'y', '{a}': 'z' }), {
      ok: false,
      invalidKeys: ['name', '{a}'],
    });
  });
});
