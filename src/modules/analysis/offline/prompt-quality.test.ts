import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_SCORING_CRITERIA } from '../../../../test/support/scoring-criteria.js';
import { scorePrompt } from './criterion-checks.js';
import { assessQuality } from './prompt-quality.js';

const defaults = DEFAULT_SCORING_CRITERIA;

const GOOD =
  'You are a copywriter for an outdoor store. Write a 100-word product description for our hiking boots for weekend hikers. Mention the waterproof membrane and the 2-year warranty. Use a friendly tone and end with one call to action.';

describe('prompt quality', () => {
  it('blanks empty section headings but keeps filled ones, at the same offsets', () => {
    const text = 'ROLE:\nTASK:\nFORMAT: appropriate\n# Tone\n# Context\nWe sell boots.\nWrite a newsletter.';
    const q = assessQuality(text);
    assert.deepEqual(q.emptySections, ['ROLE:', 'TASK:', 'FORMAT: appropriate', '# Tone']);
    assert.equal(q.substance.length, text.length);
    assert.ok(q.substance.includes('# Context\nWe sell boots.\nWrite a newsletter.'));
    assert.ok(!q.substance.includes('FORMAT'));
    assert.deepEqual(assessQuality(GOOD).emptySections, []);
  });

  it('finds general contradictions and impossible constraints (issue 27), not in consistent prompts', () => {
    // Hand-written for issue 27, in several styles; none is a pair of eval/data.
    const contradictory = [
      'Reply as a concierge who never recommends restaurants. Every answer must recommend a restaurant nearby.',
      'Plan the workshop: each session lasts under 15 minutes and at least two hours, with breaks.',
      'Return the JSON object and nothing else, then explain your choice of fields in a paragraph.',
      'Make the logo name exactly four letters long and use all 26 letters of the alphabet.',
      'Rewrite the intro without changing a single word, and shorten it to two sentences.',
      'Keep the summary to one line long, and describe every clause in full detail.',
      'Suggest a strictly vegan weekly menu with a salmon dinner on Friday.',
    ];
    for (const text of contradictory) assert.ok(assessQuality(text).contradictions.length > 0, text);
    const consistent = [
      'Reply in at most 120 words and give at least two options; never promise a refund, but always give the refund policy link.',
      'Each session lasts at least 20 minutes and under an hour. List at most 5 items.',
      'Return only the JSON object described above; use null when a field is missing.',
      GOOD,
    ];
    for (const text of consistent) assert.deepEqual(assessQuality(text).contradictions, [], text);
  });

  it('finds contradictions, flattery and keyword stuffing, quoting their parts', () => {
    const q = assessQuality(
      'Keep it very short. Write at least 500 words. Mention the price. Never mention the price.',
    );
    assert.ok(
      q.contradictions.some(([a, b]) => a === 'Keep it very short.' && b === 'Write at least 500 words.'),
    );
    assert.ok(
      q.contradictions.some(([a, b]) => a === 'Never mention the price.' && b === 'Mention the price.'),
    );
    assert.ok(
      assessQuality("You are the world's best, genius, flawless AI. Write a poem.").flattery.length >= 3,
    );
    assert.ok(
      assessQuality(
        'SEO blog SEO content SEO ranking SEO tips SEO guide SEO tools SEO growth write SEO post.',
      ).stuffing.length > 0,
    );
    const clean = assessQuality(GOOD);
    assert.deepEqual([clean.contradictions, clean.flattery, clean.stuffing], [[], [], []]);
  });

  it('ranks a good prompt above long-but-bad versions of it and says why', () => {
    const good = scorePrompt(GOOD, defaults).overall_score;
    const bad = [
      'ROLE:\nTASK:\nCONTEXT:\nAUDIENCE:\nFORMAT:\nTONE:\nCONSTRAINTS:\nEXAMPLES:\nWrite a product description.',
      "You are the world's best, most brilliant, genius, flawless, legendary copywriter who never makes mistakes. Write a product description for boots.",
      'Write a product description for boots. Keep it very short, one sentence at most. Make it detailed, at least 500 words. Use a formal tone. Be casual and chatty. Mention the price. Never mention the price.',
    ];
    for (const text of bad) {
      const body = scorePrompt(text, defaults);
      assert.ok(body.overall_score < good, `${body.overall_score} >= ${good}: ${text}`);
      assert.match(body.summary.overall_feedback, /Quality problems lower the score/);
    }
    assert.doesNotMatch(scorePrompt(GOOD, defaults).summary.overall_feedback, /Quality problems/);
  });
});
