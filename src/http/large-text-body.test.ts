import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isStrictLiteral } from '../tokenizers/json-literal.js';
import { decodeJsonText } from '../tokenizers/json-text.js';
import { findStringMember as findByQuotes } from './large-text-body.js';

/**
 * The member as the service takes it: found by its quotes, then read strictly (where the count
 * worker's decoder, or largeBodyError, reads it) — null for a literal either refuses.
 */
function findStringMember(b: Buffer, name: string) {
  const found = findByQuotes(b, name);
  return found && isStrictLiteral(b.subarray(found.start, found.end)) ? found : null;
}

const span = (body: string) => {
  const b = Buffer.from(body);
  const found = findStringMember(b, 'input');
  return found === null ? null : decodeJsonText(b.subarray(found.start, found.end));
};

/** As the parser uses a span: it counts only when the rest of the body parses around it. */
function restParses(b: Buffer, found: { start: number; end: number } | null): boolean {
  if (found === null) return false;
  try {
    JSON.parse(
      Buffer.concat([b.subarray(0, found.start), Buffer.from('""'), b.subarray(found.end)]).toString(),
    );
    return true;
  } catch {
    return false;
  }
}

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

test('findStringMember: the literal read a word at a time agrees with JSON.parse, at every alignment', () => {
  // Contents mixing the bytes the word test looks for (`"`, `\`, controls) with plain and UTF-8
  // ones, at every position of a word, in buffers starting at every offset of a word.
  const parts = [
    'a',
    'bcd',
    'é',
    '漢',
    '😀',
    '\\n',
    '\\"',
    '\\\\',
    '\\u00e9',
    '\\u0000',
    '\\q',
    '"',
    '\u0001',
    '\t',
    '\u001f',
  ];
  let seed = 7;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  for (let round = 0; round < 400; round++) {
    let content = '';
    const length = Math.floor(next() * 24);
    for (let k = 0; k < length; k++)
      content +=
        next() < 0.8 ? 'xyz '.slice(0, 1 + Math.floor(next() * 4)) : parts[Math.floor(next() * parts.length)];
    const body = `{"input":"${content}","models":["m"]}`;
    let expected: string | null = null;
    try {
      const parsed = JSON.parse(body) as { input: string };
      if (!parsed.input.includes('\u0000')) expected = parsed.input;
    } catch {}
    for (let offset = 0; offset < 4; offset++) {
      const bytes = Buffer.from(body);
      const padded = Buffer.alloc(bytes.length + 8);
      bytes.copy(padded, offset);
      const b = padded.subarray(offset, offset + bytes.length);
      const found = findStringMember(b, 'input');
      const got = found === null ? null : decodeJsonText(b.subarray(found.start, found.end));
      if (expected !== null) assert.equal(got, expected, `${JSON.stringify(body)} at offset ${offset}`);
      else assert.ok(!restParses(b, found), `${JSON.stringify(body)} at offset ${offset}`);
    }
  }
});

test('findStringMember: long clean runs end at the first byte to look at, wherever it falls', () => {
  // The word loop passes clean words in a tight loop; what ends a run must be seen at any position.
  for (const special of ['"', '\\n', '\\u00e9', '\\u0000', '\u0001', '\u001f', '\\q', 'é']) {
    for (let run = 0; run < 40; run++) {
      const body = `{"input":"${'ab'.repeat(run)}${special}${'cd'.repeat(run)}","models":["m"]}`;
      let expected: string | null = null;
      try {
        const value = (JSON.parse(body) as { input: string }).input;
        if (!value.includes('\u0000')) expected = value;
      } catch {}
      for (let offset = 0; offset < 4; offset++) {
        const padded = Buffer.alloc(body.length * 3 + 8);
        const length = padded.write(body, offset);
        const b = padded.subarray(offset, offset + length);
        const found = findStringMember(b, 'input');
        if (expected === null) {
          assert.ok(!restParses(b, found), `${JSON.stringify(body)} at offset ${offset}`);
        } else {
          assert.ok(found, `${JSON.stringify(body)} at offset ${offset}`);
          assert.equal(decodeJsonText(b.subarray(found.start, found.end)), expected);
        }
      }
    }
  }
});
