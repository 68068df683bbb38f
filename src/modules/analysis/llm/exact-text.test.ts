import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { keepExact, locateExact } from './exact-text.js';

const CONTENT =
  'You are a “helpful” assistant.\nSummarize  the ticket in 3 bullet points — no more.\nUse a friendly tone.';

describe('locateExact', () => {
  test('an exact quote is kept as is', () => {
    assert.equal(locateExact(CONTENT, 'Use a friendly tone'), 'Use a friendly tone');
  });

  test('quotes, ellipses and surrounding whitespace are stripped', () => {
    assert.equal(locateExact(CONTENT, '  "Use a friendly tone"  '), 'Use a friendly tone');
    assert.equal(locateExact(CONTENT, '...Use a friendly tone…'), 'Use a friendly tone');
  });

  test('case, whitespace runs, typographic quotes and dashes are repaired to the prompt text', () => {
    assert.equal(locateExact(CONTENT, 'summarize the ticket'), 'Summarize  the ticket');
    assert.equal(locateExact(CONTENT, 'a "helpful" assistant'), 'a “helpful” assistant');
    assert.equal(locateExact(CONTENT, 'bullet points - no more'), 'bullet points — no more');
    assert.equal(locateExact(CONTENT, 'assistant. summarize'), 'assistant.\nSummarize');
  });

  test('paraphrases and empty quotes are not found', () => {
    assert.equal(locateExact(CONTENT, 'Be friendly'), null);
    assert.equal(locateExact(CONTENT, '   '), null);
    assert.equal(locateExact(CONTENT, '""'), null);
  });

  test('every located quote is a substring of the content', () => {
    for (const q of ['USE A FRIENDLY TONE', '“Summarize the ticket”', 'in 3 bullet points —']) {
      const found = locateExact(CONTENT, q);
      assert.ok(found && CONTENT.includes(found), q);
    }
  });
});

describe('keepExact', () => {
  test('repairs, drops what cannot be found, and dedupes when asked', () => {
    const items = [{ p: 'use a friendly tone' }, { p: 'not in the prompt' }, { p: 'Use a friendly tone' }];
    const all = keepExact(
      CONTENT,
      items,
      (i) => i.p,
      (_i, exact) => exact,
    );
    assert.deepEqual(all, ['Use a friendly tone', 'Use a friendly tone']);
    const unique = keepExact(
      CONTENT,
      items,
      (i) => i.p,
      (_i, exact) => exact,
      true,
    );
    assert.deepEqual(unique, ['Use a friendly tone']);
  });
});
