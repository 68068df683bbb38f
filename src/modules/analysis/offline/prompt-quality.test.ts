import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_SCORING_CRITERIA } from '../../../../test/support/scoring-criteria.js';
import { scorePrompt } from './criterion-checks.js';
import { assessQuality } from './prompt-quality.js';
import { detectSignals } from './prompt-signals.js';

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

  it('finds contradictions by kind, not by example: one property set two ways (issue 27)', () => {
    // Hand-written for these tests; the tuning pairs are in eval/data/scoring-tuning.jsonl.
    const contradictory = [
      'You are a ship captain who has never sailed. Share the lessons of your thirty years of sailing with the new crew.',
      'Reply with the category name only, nothing else. Add a sentence that explains the choice.',
      'Return the record as JSON only. Format the answer as a Markdown table as well.',
      'Respond in valid JSON only. Start every reply with "Hello there!"',
      'Answer in one word. Compare the three hosting plans on price and uptime.',
      'Write the release note in American spelling. Check that it follows British spelling.',
      'Narrate in the first person. Keep the narration in the third person throughout.',
      'Explain compound interest to ten-year-olds using advanced financial terminology.',
      'Do not use emojis. Add an emoji after every heading.',
      'Give exactly four options. Rank the six options by cost.',
      'Keep it under 40 words and cover each of the topics in two paragraphs.',
      'Write a riddle without the letter a whose answer is "banana".',
      'Suggest a vegan breakfast with scrambled eggs and butter on toast.',
      'Answer the guest in French. Write every answer in Italian.',
      'Use only the provided documents. Fill any gaps from your own knowledge of the field.',
      'State the verdict without any reasoning. Show your working for every step.',
      'Give the recipe in metric units. List the flour in pounds.',
      'Recommend at most 2 laptops. Compare 6 laptops in a table.',
      'Never mention that the offer ends soon. Always state in the first line that the offer ends soon.',
      'Print nothing but the SQL query. Describe what each clause does.',
    ];
    for (const text of contradictory) assert.ok(assessQuality(text).contradictions.length > 0, text);
  });

  it('does not read scoped prohibitions, alternatives or negated mentions as contradictions', () => {
    // Short quotes from public role prompts (awesome-chatgpt-prompts, CC0) that an earlier
    // version flagged, and hand-written consistent prompts.
    const consistent = [
      'Write all findings to `TODO_review.md` only. Do not create any other files. You must create a file named `TODO_review.md`.',
      'Never weaken tests just to make them pass. Test each behaviour at the right level.',
      'Friendly cartoon mascots (goofy, not scary). Calm music during pauses.',
      'Pick a tone: formal, casual, or playful. Keep the tone for the whole reply.',
      'Soft, diffused light, no harsh shadows. Gentle colours.',
      'Avoid redundancy across bullets and sections. Use bullet points for all substantive content.',
      'Summarise the paper in at most 50 words. Each section heading must be under 8 words.',
      'Give exactly three reasons, each with 2 examples, in one numbered list.',
      'Return JSON only: {"label": string, "explanation": string under 25 words}.',
      'Write in British spelling, not American spelling.',
      'A vegan lasagne with cashew ricotta and oat milk béchamel, no dairy or eggs.',
      'Answer from the provided context only. If the context is empty, say so; do not use outside knowledge.',
      'Reply in Spanish. If the customer writes in English, reply in English instead.',
      'Suggest up to 3 ideas per person; the team of 8 will pick 5 ideas in total.',
      'Only output the structured report itself, nothing else. Avoid long, unstructured paragraphs.',
      '<task>Label the review.</task>\n<output>Respond with a JSON object: {"label": string}. No other text.</output>',
    ];
    for (const text of consistent) assert.deepEqual(assessQuality(text).contradictions, [], text);
  });

  it('reads fields given per item ("each with a cost estimate") as an output format', () => {
    const perItem = detectSignals(
      'Suggest 3 ideas for the offsite, each with a cost estimate and the travel time.',
    );
    const plain = detectSignals('Suggest 3 ideas for the offsite and think about cost and travel time.');
    assert.ok(perItem.output_format.strength > plain.output_format.strength);
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
