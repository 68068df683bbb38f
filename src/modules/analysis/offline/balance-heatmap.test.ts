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

/** A phrase found in the example section (on one of its lines). */
const inExamples = (p: { phrase: string }) => EXAMPLE_LINES.some((l) => l.includes(p.phrase));

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
    assert.equal(without.phrases.filter(inExamples).length, 0);
    assert.ok(withEx.phrases.some(inExamples));
  });

  it('on public role prompts: framing fragments are not concepts, and the verdict differs (issue 27)', () => {
    // Short quotes of public role prompts (awesome-chatgpt-prompts, CC0; read from
    // shared/datasets/risk): "Concept overused" used to lead the recommendation for most of them.
    const prompts = [
      'I want you to act as a travel guide. I will write you my location and you will suggest a place to visit near my location. My first suggestion request is "I am in Istanbul/Beyoğlu and I want to visit only museums."',
      'I want you to act as a recruiter. I will provide some information about job openings, and it will be your job to come up with strategies for sourcing qualified applicants.',
      'I want you to act as a virtual doctor. I will describe my symptoms and you will provide a diagnosis and treatment plan. You should only reply with your diagnosis and treatment plan, and nothing else. Do not write explanations.',
      "I want you to reply to questions. You reply only by 'yes' or 'no'. Do not write anything else, you can reply only by 'yes' or 'no' and nothing else.",
      'Experimental downtempo, complex breakbeat influenced by jazz, glitchy foley percussion, staccato cello stabs, soaring violin textures, sub-bass movements, vinyl crackle, 100 BPM, ethereal yet driving',
      'You are tasked with reviewing pull requests. Your goal is to find bugs before they ship. You are skilled in TypeScript and SQL, providing concrete fixes for each finding.',
    ];
    const bodies = prompts.map((t) => analyzeBalance(t, false));
    for (const body of bodies) {
      const framing = body.phrases.filter((p) =>
        /^(?:I want you|you will|I will|you are tasked|your goal is|you are skilled|you reply|you can reply)\b/i.test(
          p.phrase,
        ),
      );
      assert.ok(
        framing.every((p) => p.category !== 'Concept'),
        JSON.stringify(framing),
      );
    }
    const verdicts = bodies.map((b) => /^\w+ \w+/.exec(b.summary.recommendations)?.[0]);
    assert.ok(new Set(verdicts).size >= 3, JSON.stringify(verdicts));
    assert.ok(verdicts.filter((v) => v === 'Concept overused').length <= 2, JSON.stringify(verdicts));
    // An action in -ing is an instruction; a subject with its verb alone ("they ship") is no phrase.
    const review = bodies[5]!.phrases;
    assert.equal(review.find((p) => p.phrase.startsWith('providing'))?.category, 'Instruction');
    assert.equal(review.find((p) => p.phrase === 'TypeScript')?.category, 'Entity');
    assert.ok(!review.some((p) => p.phrase === 'they ship'), JSON.stringify(review));
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

  it('names the subject of a statement apart from what is said of it (issue 27, ninth round)', () => {
    const body = analyzeBalance(
      'The spreadsheet contains 4,300 orders from March. Our warehouse team needs a faster picking plan.',
      false,
    );
    const byPhrase = Object.fromEntries(body.phrases.map((p) => [p.phrase, p.category]));
    assert.equal(byPhrase['The spreadsheet'], 'Entity', JSON.stringify(body.phrases));
    assert.equal(byPhrase['contains 4,300 orders'], 'Detail', JSON.stringify(body.phrases));
    assert.equal(byPhrase['Our warehouse team'], 'Entity', JSON.stringify(body.phrases));
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

  it('weighs the task, stated rules and quantities above a role or background line (issue 27)', () => {
    const text =
      'You are an assistant for a small bakery. We sell bread and cakes in Leeds. Suggest five low-cost ' +
      'promotion ideas. Never promise discounts. If a promotion is illegal, say so. Do not use jargon. ' +
      'The budget is £500 in total.';
    const body = analyzeHeatmap(text, false);
    const of = (phrase: string) => body.phrases.find((p) => p.phrase.startsWith(phrase))!;
    // The opening bonus goes to the task, not to the role or background line before it.
    assert.match(of('Suggest five').reason, /the task/);
    assert.ok(of('Suggest five').attention_score > of('You are an assistant').attention_score);
    assert.ok(of('We sell bread').attention_score <= 2);
    // "Never …" and "Do not …" are the same kind of rule, counted once each.
    assert.equal(of('Never promise').attention_score, of('Do not use jargon').attention_score);
    assert.doesNotMatch(of('Do not use jargon').reason, /Imperative 'Do'/);
    assert.match(of('If a promotion is illegal').reason, /decision rule/i);
    assert.match(of('The budget is').reason, /£500/);
    assert.ok(of('The budget is').attention_score > of('We sell bread').attention_score);
  });

  it('on a public role prompt: capitals, a heading or a repeat do not raise a phrase (issue 27)', () => {
    // A short public role prompt (awesome-chatgpt-prompts, CC0).
    const text =
      'I want you to act as a linux terminal. I will type commands and you will reply with what the terminal should show. I want you to only reply with the terminal output inside one unique code block, and nothing else. do not write explanations.';
    const phrase = 'I will type commands';
    const at = (body: ReturnType<typeof analyzeHeatmap>, p: string) =>
      body.phrases.find((x) => x.phrase.startsWith(p))!.attention_score;
    const base = analyzeHeatmap(text, false);
    const capitals = analyzeHeatmap(text.replace(phrase, phrase.toUpperCase()), false);
    assert.ok(at(capitals, phrase.toUpperCase()) <= at(base, phrase));
    const heading = analyzeHeatmap(text.replace(`${phrase} `, `\n## ${phrase}\n`), false);
    assert.ok(at(heading, phrase) <= at(base, phrase));
    // The output contract outranks the framing sentence.
    assert.ok(at(base, 'I want you to only reply with the terminal output') > at(base, 'I want you to act'));
    // Repeated whole: no phrase of the second copy outranks its first copy.
    const twice = analyzeHeatmap(`${text}\n\n${text}`, false).phrases;
    const half = twice.length / 2;
    for (let i = 0; i < half; i++) assert.ok(twice[half + i]!.attention_score <= twice[i]!.attention_score);
  });

  it('skips example sections unless include_examples is true', () => {
    const without = analyzeHeatmap(PROMPT, false);
    const withEx = analyzeHeatmap(PROMPT, true);
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
