import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { type Parse, parseJsonBody } from './fast-body.js';

// The POST fast paths parse a flat body with JSON.parse and check its keys instead of Fastify's
// parser's two scans of the text (fast-body.ts, parseJsonBody): its value must be the parser's
// value, and it must refuse what the parser refuses — poisoning at any depth, in any spelling.
const parse = Fastify().getDefaultJsonParser('error', 'error') as unknown as Parse;
function fastifys(text: string): unknown {
  let value: unknown;
  parse(null as never, text, (err, v) => {
    if (err === null) value = v;
  });
  return value;
}

test('parseJsonBody gives what Fastify’s JSON parser gives, refusals included', () => {
  const refused = [
    '{"__proto__": {"x": 1}, "input": "a"}',
    '{"\\u005f_proto__": {"x": 1}}',
    '{"_\\u005Fproto__": 1}',
    '{"constructor": {"prototype": {"x": 1}}}',
    '{"\\u0063onstructor": {"prototype": {"x": 1}}}',
    '{"input": "a", "estimate": {"__proto__": {"x": 1}}}',
    '{"tools": [{"name": "f", "parameters": {"__proto__": {"polluted": true}}}]}',
    '{"models": [{"constructor": {"prototype": {"x": 1}}}]}',
    '[{"__proto__": {}}]',
    '[[{"__proto__": {}}]]',
    '',
    ' ',
    '{"input": ',
    '{"a": 1} x',
  ];
  const taken = [
    '{"input": "a", "type": "text", "models": ["gpt-4o"]}',
    '{"input": "if (a) { return {b: 1}; }", "type": "text", "models": ["gpt-4o"]}',
    ' {"models": ["gpt-4o", null, 1, true], "input": "\\"__proto__\\": {}", "estimate": false} ',
    '{"input": "\\"constructor\\": {\\"prototype\\": 1}", "n": 1.5e3}',
    '{"constructor": 1, "input": "a"}', // a constructor without a prototype: the parser keeps it
    '{"variables": {"who": "x"}, "constructor": {"name": 1}}',
    '\ufeff{"input": "a byte-order mark"}',
    '{"a": {"b": [1, {"c": "d"}]}}',
    '[1, "two", null]',
    '"text"',
    '12',
    'null',
    '{}',
    '[]',
  ];
  for (const text of refused) {
    assert.equal(fastifys(text), undefined, text);
    assert.equal(parseJsonBody(parse, text), undefined, text);
    assert.equal(parseJsonBody(parse, text, true), undefined, text);
  }
  for (const text of taken) {
    const expected = fastifys(text);
    assert.notEqual(expected, undefined, text);
    for (const got of [parseJsonBody(parse, text), parseJsonBody(parse, text, true)]) {
      assert.deepEqual(got, expected, text);
      if (got !== null && typeof got === 'object') {
        assert.equal(Object.getPrototypeOf(got), Object.getPrototypeOf(expected), text);
      }
    }
  }
});
