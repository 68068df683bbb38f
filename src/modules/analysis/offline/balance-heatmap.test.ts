import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Value } from 'typebox/value';
import { BALANCE_CATEGORIES, BalanceBody, HEAT_COLORS, HeatmapBody } from '../analysis.schemas.js';
import { balanceDistribution, roundTo } from '../analysis-math.js';
import { analyzeBalance } from './balance-classifier.js';
import { exampleRanges } from './example-sections.js';
import { analyzeHeatmap } from './heatmap-model.js';
import { clausesOf, sentencesOf } from './segmenter.js';

function assertValid(schema: typeof BalanceBody | typeof HeatmapBody, value: unknown): void {
  const errors = [...Value.Errors(schema, value)].map((e) => `${e.instancePath} ${e.message}`);
  assert.deepEqual(errors, []);
}

const PROMPT = `# Role
You are an experienced financial analyst writing for non-technical executives.

Summarize the quarterly report in {{report}} and highlight the three biggest risks. The report comes from the finance team.
- You MUST keep it under 200 words!
- If possible, maybe add a chart suggestion.
- **Never** speculate beyond the report.

Examples:
Revenue grew 4% but churn rose to 6%.
Costs fell by a third after the migration.

Input: The CFO resigned in March.
Output: Leadership risk: the CFO role is vacant.

\`\`\`example
{"risk": "churn", "severity": "high"}
\`\`\`

Return Markdown only.`;

const EXAMPLE_LINES = [
  'Revenue grew 4% but churn rose to 6%.',
  'Costs fell by a third after the migration.',
  'Input: The CFO resigned in March.',
  '{"risk": "churn", "severity": "high"}',
];

describe('segmenter', () => {
  it('yields spans whose text is the exact slice of the content', () => {
    const content =
      'Dr. Smith wrote e.g. this.  Next one!\r\n- item: detail, more (aside)\n```\ncode line\n```\nEnd';
    for (const s of sentencesOf(content)) {
      assert.equal(content.slice(s.start, s.end), s.text);
      for (const c of clausesOf(content, s, 2)) assert.equal(content.slice(c.start, c.end), c.text);
    }
    assert.deepEqual(
      sentencesOf(content).map((s) => s.text),
      ['Dr. Smith wrote e.g. this.', 'Next one!', 'item: detail, more (aside)', 'code line', 'End'],
    );
  });

  it('finds example sections: labels, Input/Output pairs and example fences', () => {
    const ranges = exampleRanges(PROMPT);
    const covered = (line: string) => {
      const at = PROMPT.indexOf(line);
      return ranges.some((r) => at >= r.start && at < r.end);
    };
    for (const line of EXAMPLE_LINES) assert.ok(covered(line), line);
    assert.ok(!covered('Return Markdown only.'));
    assert.ok(!covered('Summarize the quarterly report'));
  });

  it('does not treat a live Input: {{variable}} slot as an example', () => {
    assert.deepEqual(exampleRanges('Classify the text.\nInput: {{text}}\nOutput: one label'), []);
  });
});

describe('balance', () => {
  for (const includeExamples of [false, true]) {
    it(`counts and percentages are consistent with the phrases (include_examples=${includeExamples})`, () => {
      const body = analyzeBalance(PROMPT, includeExamples);
      assertValid(BalanceBody, body);
      assert.deepEqual(
        body.categories.map((c) => c.category),
        [...BALANCE_CATEGORIES],
      );
      const total = body.phrases.length;
      assert.ok(total > 10);
      for (const c of body.categories) {
        const count = body.phrases.filter((p) => p.category === c.category).length;
        assert.equal(c.phrase_count, count);
        assert.ok(
          Math.abs(c.phrase_percent - (count / total) * 100) <= 0.1,
          `${c.category} ${c.phrase_percent}`,
        );
        assert.equal(c.phrase_percent, roundTo(c.phrase_percent, 1));
        assert.equal(c.distribution, balanceDistribution(c.category, c.phrase_percent));
        assert.ok(c.feedback.length > 0);
      }
      const sum = body.categories.reduce((s, c) => s + c.phrase_percent, 0);
      assert.equal(roundTo(sum, 1), 100);
      for (const p of body.phrases) {
        assert.ok(PROMPT.includes(p.phrase), p.phrase);
        assert.ok(p.reason.length > 0);
      }
    });
  }

  it('does not count pronoun fragments as concepts, and its recommendation depends on the prompt', () => {
    const role = analyzeBalance(
      'I want you to act as a linux terminal. I will type commands and you will reply with what the terminal should show. I want you to only reply with the terminal output.',
      false,
    );
    assert.ok(
      !role.phrases.some((p) => /^(?:I want you|you will|I will)$/i.test(p.phrase)),
      JSON.stringify(role.phrases),
    );
    const recs = new Set(
      [
        'Summarize the attached report in five bullet points for the CFO. Use plain language and at most 120 words.',
        'You are a warm, patient tutor. Help the student understand fractions through questions rather than answers.',
        'Translate {{text}} into German. Keep product names in English. Return only the translation.',
        'Write a poem about autumn.',
      ].map((t) => analyzeBalance(t, false).summary.recommendations),
    );
    assert.equal(recs.size, 4);
  });

  it('skips example sections unless include_examples is true', () => {
    const without = analyzeBalance(PROMPT, false);
    const withEx = analyzeBalance(PROMPT, true);
    assert.ok(withEx.phrases.length > without.phrases.length);
    const inExamples = (p: { phrase: string }) => EXAMPLE_LINES.some((l) => l.includes(p.phrase));
    assert.equal(without.phrases.filter(inExamples).length, 0);
    assert.ok(withEx.phrases.some(inExamples));
  });

  it('classifies the four categories', () => {
    const body = analyzeBalance(
      'Summarize the contract for the CFO. Focus on clarity and fairness. Limit the answer to at most 5 bullet points.',
      false,
    );
    const byPhrase = Object.fromEntries(body.phrases.map((p) => [p.phrase, p.category]));
    assert.equal(byPhrase['Summarize the contract'], 'Instruction');
    assert.equal(byPhrase['the CFO'], 'Entity');
    assert.equal(byPhrase['clarity'], 'Concept');
    assert.equal(byPhrase['at most 5 bullet points'], 'Detail');
  });

  it('returns zero counts for empty input', () => {
    for (const content of ['', '  \n\t ', '# Heading only']) {
      const body = analyzeBalance(content, true);
      assertValid(BalanceBody, body);
      assert.deepEqual(body.phrases, []);
      for (const c of body.categories) {
        assert.equal(c.phrase_count, 0);
        assert.equal(c.phrase_percent, 0);
      }
    }
  });
});

describe('heatmap', () => {
  for (const includeExamples of [false, true]) {
    it(`scores are integers 1–5 with matching colours (include_examples=${includeExamples})`, () => {
      const body = analyzeHeatmap(PROMPT, includeExamples);
      assertValid(HeatmapBody, body);
      assert.ok(body.phrases.length > 5);
      for (const p of body.phrases) {
        assert.ok(Number.isInteger(p.attention_score) && p.attention_score >= 1 && p.attention_score <= 5);
        assert.equal(p.color, HEAT_COLORS[p.attention_score - 1]);
        assert.ok(PROMPT.includes(p.phrase), p.phrase);
        assert.ok(p.reason.length > 0);
      }
      assert.ok(body.summary.length > 0);
    });
  }

  it('gives emphasised constraints more attention than hedged or neutral text', () => {
    const body = analyzeHeatmap(PROMPT, false);
    const score = (phrase: string) => body.phrases.find((p) => p.phrase === phrase)?.attention_score;
    assert.ok((score('You MUST keep it under 200 words!') ?? 0) >= 4);
    assert.equal(score('If possible, maybe add a chart suggestion'), 1);
    assert.ok((score('Return Markdown only') ?? 0) >= 4);
    assert.ok((score('The report comes from the finance team') ?? 0) <= 2);
  });

  it('weighs the task and the output contract, not capitals, headings or repeated parallel rules', () => {
    const text = [
      '# IMPORTANT INSTRUCTIONS',
      'Write the summary bullets as exactly 16 words.',
      'Write the risks bullets as exactly 16 words.',
      'Write the actions bullets as exactly 16 words.',
      'Write the owners bullets as exactly 16 words.',
      'Respond with a JSON object {"summary": [string], "risks": [string]}.',
      'Escalate legal threats to a human.',
    ].join('\n');
    const body = analyzeHeatmap(text, false);
    const score = (phrase: string) => body.phrases.find((p) => p.phrase.startsWith(phrase))!;
    const parallels = body.phrases.filter((p) => p.phrase.endsWith('bullets as exactly 16 words'));
    assert.equal(parallels.length, 4);
    assert.ok(parallels.slice(1).every((p) => p.attention_score < parallels[0]!.attention_score));
    assert.ok(score('Respond with a JSON object').attention_score >= 4);
    assert.match(score('Respond with a JSON object').reason, /output contract/);
    assert.ok(score('Escalate legal threats').attention_score >= 3);
    assert.match(score('Escalate legal threats').reason, /Imperative 'Escalate'/);
    assert.ok(!/no instruction verb/.test(score('Escalate legal threats').reason));
  });

  it('skips example sections unless include_examples is true', () => {
    const without = analyzeHeatmap(PROMPT, false);
    const withEx = analyzeHeatmap(PROMPT, true);
    const inExamples = (p: { phrase: string }) => EXAMPLE_LINES.some((l) => l.includes(p.phrase));
    assert.equal(without.phrases.filter(inExamples).length, 0);
    const examplePhrases = withEx.phrases.filter(inExamples);
    assert.ok(examplePhrases.length > 0);
    assert.ok(examplePhrases.every((p) => /example content/i.test(p.reason)));
  });

  it('handles empty input', () => {
    const body = analyzeHeatmap('', false);
    assertValid(HeatmapBody, body);
    assert.deepEqual(body.phrases, []);
  });
});
