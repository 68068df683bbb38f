import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Value } from 'typebox/value';
import type { CriterionInput } from '../../criteria/criteria.schemas.js';
import { DEFAULT_CRITERION_SET } from '../../criteria/default-criteria.js';
import { ScoringBody } from '../analysis.schemas.js';
import type { CriteriaForScoring } from '../analysis-engine.js';
import {
  balanceCategoryStats,
  balanceDistribution,
  colorForScore,
  computeScoring,
  overallRiskLevel,
  ratingForScore,
  roundTo,
} from '../analysis-math.js';
import { scorePrompt } from './criterion-checks.js';

function assertValid(value: unknown): void {
  const errors = [...Value.Errors(ScoringBody, value)].map((e) => `${e.instancePath} ${e.message}`);
  assert.deepEqual(errors, []);
}

const crit = (slug: string, weight: number): CriterionInput => ({
  slug,
  label: slug,
  description: `About ${slug}.`,
  questions: `Does the prompt address ${slug}?`,
  weight,
});

const v = (slug: string, score: number) => ({ slug, score, feedback: `${slug} feedback` });

describe('computeScoring', () => {
  it('weights each score by its share of the total weight', () => {
    const r = computeScoring([crit('a', 1), crit('b', 3)], [v('a', 5), v('b', 2)]);
    // a: 5/5 × 1/4 × 100 = 25; b: 2/5 × 3/4 × 100 = 30
    assert.deepEqual(
      r.criterion_results.map((c) => [c.slug, c.score, c.weight, c.weighted_score, c.feedback]),
      [
        ['a', 5, 1, 25, 'a feedback'],
        ['b', 2, 3, 30, 'b feedback'],
      ],
    );
    assert.equal(r.overall_score, 55);
    assert.equal(r.rating, 'Fair');
  });

  it('handles a single criterion', () => {
    for (const [score, overall, rating] of [
      [0, 0, 'Poor'],
      [2, 40, 'Poor'],
      [3, 60, 'Fair'],
      [4, 80, 'Good'],
      [5, 100, 'Excellent'],
    ] as const) {
      const r = computeScoring([crit('only', 7)], [v('only', score)]);
      assert.equal(r.overall_score, overall);
      assert.equal(r.rating, rating);
      assert.equal(r.criterion_results[0]!.weighted_score, overall);
    }
  });

  it('handles extreme weights 1 and 999', () => {
    const set = [crit('light', 1), crit('heavy', 999)];
    const a = computeScoring(set, [v('light', 5), v('heavy', 0)]);
    assert.equal(a.criterion_results[0]!.weighted_score, 0.1);
    assert.equal(a.criterion_results[1]!.weighted_score, 0);
    assert.equal(a.overall_score, 0.1);
    assert.equal(a.rating, 'Poor');
    const b = computeScoring(set, [v('light', 0), v('heavy', 5)]);
    assert.equal(b.criterion_results[1]!.weighted_score, 99.9);
    assert.equal(b.overall_score, 99.9);
    assert.equal(b.rating, 'Excellent');
    const c = computeScoring(set, [v('light', 1), v('heavy', 3)]);
    // 1/5 × 1/1000 × 100 = 0.02; 3/5 × 999/1000 × 100 = 59.94
    assert.deepEqual(
      c.criterion_results.map((x) => x.weighted_score),
      [0.02, 59.94],
    );
    assert.equal(c.overall_score, 60);
  });

  it('rounds weighted scores to 2 decimals and the overall from the unrounded sum to 1', () => {
    const set = [crit('a', 1), crit('b', 1), crit('c', 1)];
    const r = computeScoring(set, [v('a', 1), v('b', 1), v('c', 1)]);
    assert.deepEqual(
      r.criterion_results.map((x) => x.weighted_score),
      [6.67, 6.67, 6.67],
    );
    assert.equal(r.overall_score, 20); // not 20.01
    const s = computeScoring(set, [v('a', 5), v('b', 5), v('c', 4)]);
    assert.deepEqual(
      s.criterion_results.map((x) => x.weighted_score),
      [33.33, 33.33, 26.67],
    );
    assert.equal(s.overall_score, 93.3);
  });

  it('clamps scores to integers 0–5 and scores missing verdicts 0', () => {
    const r = computeScoring(
      [crit('a', 1), crit('b', 1), crit('c', 1), crit('d', 1)],
      [v('a', 7), v('b', -2), v('c', 2.6)],
    );
    assert.deepEqual(
      r.criterion_results.map((x) => x.score),
      [5, 0, 3, 0],
    );
    assert.equal(r.criterion_results[3]!.feedback, 'Not assessed.');
  });

  it('returns 0 / Poor for an empty criterion set', () => {
    const r = computeScoring([], []);
    assert.equal(r.overall_score, 0);
    assert.equal(r.rating, 'Poor');
    assert.deepEqual(r.criterion_results, []);
  });
});

describe('thresholds and helpers', () => {
  it('maps overall scores to ratings at 50, 75 and 90', () => {
    const cases: [number, string][] = [
      [0, 'Poor'],
      [49.9, 'Poor'],
      [50, 'Fair'],
      [74.9, 'Fair'],
      [75, 'Good'],
      [89.9, 'Good'],
      [90, 'Excellent'],
      [100, 'Excellent'],
    ];
    for (const [score, rating] of cases) assert.equal(ratingForScore(score), rating, String(score));
  });

  it('rounds half away from zero despite binary artefacts', () => {
    assert.equal(roundTo(1.005, 2), 1.01);
    assert.equal(roundTo(2.675, 2), 2.68);
    assert.equal(roundTo(74.95, 1), 75);
    assert.equal(roundTo(0.04, 1), 0);
  });

  it('maps attention scores to colours', () => {
    assert.deepEqual([1, 2, 3, 4, 5].map(colorForScore), [
      'very-light',
      'light',
      'medium',
      'dark',
      'very-dark',
    ]);
    assert.equal(colorForScore(0), 'very-light');
    assert.equal(colorForScore(9), 'very-dark');
  });

  it('takes the highest risk level', () => {
    assert.equal(overallRiskLevel([]), 'low');
    assert.equal(overallRiskLevel(['low', 'medium', 'low']), 'medium');
    assert.equal(overallRiskLevel(['medium', 'high', 'low']), 'high');
  });

  it('classifies balance shares against the ideal ranges', () => {
    assert.equal(balanceDistribution('Instruction', 19.9), 'Underused');
    assert.equal(balanceDistribution('Instruction', 20), 'Balanced');
    assert.equal(balanceDistribution('Instruction', 35), 'Balanced');
    assert.equal(balanceDistribution('Instruction', 35.1), 'Overused');
    assert.equal(balanceDistribution('Detail', 14.9), 'Underused');
    assert.equal(balanceDistribution('Concept', 30.1), 'Overused');
  });

  it('splits balance percentages that sum to exactly 100', () => {
    const stats = balanceCategoryStats([
      { category: 'Instruction' },
      { category: 'Entity' },
      { category: 'Concept' },
    ]);
    assert.deepEqual(
      stats.map((s) => s.phrase_percent),
      [33.4, 33.3, 33.3, 0],
    );
    assert.equal(
      roundTo(
        stats.reduce((sum, s) => sum + s.phrase_percent, 0),
        1,
      ),
      100,
    );
    assert.deepEqual(
      balanceCategoryStats([]).map((s) => [s.phrase_count, s.phrase_percent]),
      [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    );
  });
});

describe('scorePrompt', () => {
  const defaults: CriteriaForScoring = {
    criteria_id: 'sca_default',
    name: 'Default',
    use_case: null,
    criterion_set: DEFAULT_CRITERION_SET,
  };
  const rich = `# Role
You are an experienced financial analyst writing for non-technical executives.

## Context
Acme Corp is preparing its Q3 board meeting. The goal is a short briefing so the board can decide on the 2025 budget.

## Task
Summarize the quarterly report in {{report}} and highlight the three biggest risks.

## Constraints
- At most 200 words.
- Do not speculate beyond the report; if data is missing, say so.

## Output format
Markdown with the headings "Summary", "Risks" and "Recommendation".

## Tone
Neutral, professional, plain language.

## Example
Input: Revenue grew 4% but churn rose to 6%.
Output: - Risk: rising churn (6%) may offset revenue growth.`;

  it('returns a valid body with consistent arithmetic', () => {
    for (const content of [rich, 'write something about dogs', '', '   \n ']) {
      const body = scorePrompt(content, defaults);
      assertValid(body);
      assert.equal(body.criteria.criteria_id, 'sca_default');
      assert.equal(body.criteria.name, 'Default');
      assert.deepEqual(
        body.criteria.criterion_results.map((r) => [r.slug, r.weight]),
        DEFAULT_CRITERION_SET.map((c) => [c.slug, c.weight]),
      );
      const sum = body.criteria.criterion_results.reduce((s, r) => s + r.weighted_score, 0);
      assert.ok(Math.abs(sum - body.overall_score) <= 0.06, `${sum} vs ${body.overall_score}`);
      assert.equal(body.rating, ratingForScore(body.overall_score));
      for (const r of body.criteria.criterion_results) {
        assert.ok(Number.isInteger(r.score) && r.score >= 0 && r.score <= 5);
        assert.ok(r.feedback.length > 0);
      }
    }
  });

  it('ranks a complete prompt above a vague one and scores empty text 0', () => {
    const good = scorePrompt(rich, defaults);
    const vague = scorePrompt('write something about dogs', defaults);
    assert.ok(good.overall_score >= 75, String(good.overall_score));
    assert.ok(vague.overall_score < 50, String(vague.overall_score));
    assert.equal(scorePrompt('', defaults).overall_score, 0);
  });

  it("uses a custom criterion's own questions", () => {
    const set: CriteriaForScoring = {
      criteria_id: 'sca_custom',
      name: 'Compliance',
      use_case: 'EU customer emails',
      criterion_set: [
        {
          slug: 'gdpr_reference',
          label: 'GDPR reference',
          description: 'Mentions the GDPR lawful basis.',
          questions: 'Does the prompt reference GDPR and the lawful basis for processing?',
          weight: 999,
        },
        crit('misc', 1),
      ],
    };
    const withGdpr = scorePrompt('Write the email. Cite the GDPR lawful basis for processing the data.', set);
    const without = scorePrompt('Write the email in a friendly tone.', set);
    assert.ok(withGdpr.criteria.criterion_results[0]!.score > without.criteria.criterion_results[0]!.score);
    assertValid(withGdpr);
  });

  it('feedback quotes the words the prompt wrote, never a weak verb like "say" (issue 30 §12)', () => {
    const set: CriteriaForScoring = {
      criteria_id: 'sca_custom',
      name: 'Support',
      use_case: null,
      criterion_set: [
        {
          slug: 'greeting',
          label: 'Greeting',
          description: 'How the answer opens.',
          questions: 'Does the prompt say how to greet? Does it tell the wording of the greeting?',
          weight: 1,
        },
      ],
    };
    const body = scorePrompt('Say hello and say your name. Keep the greeting under ten words.', set);
    const feedback = body.criteria.criterion_results[0]!.feedback;
    assert.doesNotMatch(feedback, /"say"|Mentions say/, feedback);
    // "wording" (the question's word) matched "words" (the prompt's): the prompt's word is quoted.
    assert.match(feedback, /key words "greeting", "words"/, feedback);
    assert.doesNotMatch(feedback, /"wording"/, feedback);
  });
});
