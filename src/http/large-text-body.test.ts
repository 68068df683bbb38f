import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeJsonText } from '../tokenizers/json-text.js';
import { findStringMember } from './large-text-body.js';

const span = (body: string) => {
  const b = Buffer.from(body);
  const found = findStringMember(b, 'input');
  return found === null ? null : decodeJsonText(b.subarray(found.start, found.end));
};

test('findStringMember: the top-level member, whatever surrounds it', () => {
  assert.equal(span('{"input":"a\\nb"}'), 'a\nb');
  assert.equal(
    span(' {\n "m": {"input": "no"}, "l": ["input", "x"] ,\t"input" : "yes \\u00e9 \\ud83d\\ude00"}'),
    'yes é 😀',
  );
  assert.equal(span('{"a":"\\"input\\":\\"no\\"","input":"é"}'), 'é');
  assert.equal(span('{"input":"lone \\udc00"}'), 'lone \udc00');
});

test('findStringMember: null where only the whole-body parse can say (its errors stay as they were)', () => {
  for (const body of [
    '["input"]',
    '\ufeff{"input":"x"}',
    '{"input":7}',
    '{"input":"x","input":"y"}',
    '{"\\u0069nput":"x","input":"y"}',
    '{"input":"bad \\q"}',
    '{"input":"bad \\u12"}',
    '{"input":"nul \\u0000"}',
    '{"input":"raw \u0001"}',
    '{"input":"unterminated',
    '{"other":"x"}',
  ]) {
    assert.equal(span(body), null, body);
  }
});
