import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Value } from 'typebox/value';
import { startFakeLlmServer } from '../../../../test/support/fake-llm-server.js';
import {
  balanceAnswer,
  SUPPORT_PROMPT as CONTENT,
  TEST_CRITERIA as CRITERIA,
  fakeLlmEngine,
  fakeLlmPerFile,
  riskSection,
  SCORING_ANSWER,
} from '../../../../test/support/llm-fixtures.js';
import type { ProviderKind } from '../../ai/index.js';
import { BalanceBody, HeatmapBody, RiskBody, ScoringBody } from '../analysis.schemas.js';
import { computeScoring } from '../analysis-math.js';

const fake = fakeLlmPerFile();
const engine = (kind: ProviderKind, model: string, timeoutMs?: number) =>
  fakeLlmEngine(fake.baseUrl, kind, model, timeoutMs);
const section = riskSection;

// Each provider family, with how structured output travels in its request.
const FAMILIES = [
  {
    kind: 'openai_compatible' as const,
    model: 'fake-model',
    check: (body: Record<string, unknown>) => {
      const format = body.response_format as { type: string; json_schema: { strict: boolean } };
      assert.equal(format.type, 'json_schema');
      assert.equal(format.json_schema.strict, true);
    },
  },
  {
    kind: 'openai' as const,
    model: 'gpt-4o-mini',
    check: (body: Record<string, unknown>) =>
      assert.equal((body.text as { format: { type: string } }).format.type, 'json_schema'), // Responses API
  },
  {
    kind: 'anthropic' as const,
    model: 'claude-sonnet-4-5',
    check: (body: Record<string, unknown>) =>
      assert.equal((body.output_config as { format: { type: string } }).format.type, 'json_schema'),
  },
  {
    kind: 'anthropic' as const,
    model: 'claude-3-haiku-20240307',
    check: (body: Record<string, unknown>) =>
      assert.equal((body.tools as { name: string }[])[0]?.name, 'json'),
  },
];

for (const family of FAMILIES) {
  describe(`LLM engine over ${family.kind} (${family.model})`, () => {
    test('score: per-criterion verdicts from the model, numbers from analysis-math; usage reported', async () => {
      fake.reply({ json: SCORING_ANSWER, usage: { input: 120, output: 45 } });
      const { body, usage } = await engine(family.kind, family.model).score({
        content: CONTENT,
        criteria: CRITERIA,
      });
      assert.ok(Value.Check(ScoringBody, body));
      const expected = computeScoring(CRITERIA.criterion_set, SCORING_ANSWER.criterion_results);
      assert.equal(body.overall_score, expected.overall_score);
      assert.equal(body.overall_score, 64);
      assert.equal(body.rating, 'Fair');
      assert.deepEqual(body.criteria.criterion_results, expected.criterion_results);
      assert.equal(body.criteria.criteria_id, 'sca_test');
      assert.deepEqual(usage, { inputTokens: 120, outputTokens: 45 });
      const sent = fake.requests[0]!;
      family.check(sent.body);
      const text = JSON.stringify(sent.body);
      assert.ok(text.includes('output_format') && text.includes('Summarize the ticket'));
      const auth = sent.api === 'anthropic' ? sent.headers['x-api-key'] : sent.headers.authorization;
      assert.match(String(auth), /sk-test/);
    });

    test('risk: overall level is the worst section; parts repaired to exact text or dropped', async () => {
      fake.reply({
        json: {
          overall_feedback: 'Mostly fine.',
          bias_analysis: section('low'),
          ethical_analysis: section('medium', [
            {
              issue: 'Vague persona.',
              parts: [
                {
                  part: 'you are a SUPPORT assistant for Acme',
                  revision: 'You are a support agent of Acme.',
                },
                { part: 'a sentence the prompt does not hold', revision: 'x' },
              ],
            },
          ]),
          safety_analysis: section('low'),
        },
      });
      const { body } = await engine(family.kind, family.model).risk({ content: CONTENT });
      assert.ok(Value.Check(RiskBody, body));
      assert.equal(body.summary.overall_risk_level, 'medium');
      const parts = body.ethical_analysis.issues[0]!.parts;
      assert.deepEqual(
        parts.map((p) => p.part),
        ['You are a support assistant for Acme'],
      );
      for (const p of parts) assert.ok(CONTENT.includes(p.part));
    });

    test('balance: shares and distributions computed from the exact phrases', async () => {
      fake.reply({
        json: balanceAnswer('Balanced.', 'Add constraints.', [
          { phrase: 'Summarize the ticket', category: 'Instruction', reason: 'verb' },
          { phrase: 'Acme', category: 'Entity', reason: 'company' },
          { phrase: 'Acme', category: 'Entity', reason: 'repeated' },
          { phrase: 'friendly tone', category: 'Concept', reason: 'tone' },
          { phrase: '3 bullet points', category: 'Detail', reason: 'number' },
          { phrase: 'not in the prompt', category: 'Detail', reason: 'made up' },
        ]),
      });
      const { body } = await engine(family.kind, family.model).balance({
        content: CONTENT,
        includeExamples: false,
      });
      assert.ok(Value.Check(BalanceBody, body));
      assert.equal(body.phrases.length, 4);
      for (const p of body.phrases) assert.ok(CONTENT.includes(p.phrase));
      assert.deepEqual(
        body.categories.map((c) => [
          c.category,
          c.phrase_count,
          c.phrase_percent,
          c.distribution,
          c.feedback,
        ]),
        [
          ['Instruction', 1, 25, 'Balanced', 'i'],
          ['Entity', 1, 25, 'Balanced', 'e'],
          ['Concept', 1, 25, 'Balanced', 'c'],
          ['Detail', 1, 25, 'Balanced', 'd'],
        ],
      );
      assert.match(JSON.stringify(fake.requests[0]!.body), /Skip the example sections/);
    });

    test('heatmap: colour from the attention score', async () => {
      fake.reply({
        json: {
          summary: 'The task dominates.',
          phrases: [
            { phrase: 'Summarize the ticket in 3 bullet points.', attention_score: 5, reason: 'task' },
            { phrase: 'Use a friendly tone.', attention_score: 2, reason: 'style' },
          ],
        },
      });
      const { body } = await engine(family.kind, family.model).heatmap({
        content: CONTENT,
        includeExamples: true,
      });
      assert.ok(Value.Check(HeatmapBody, body));
      assert.deepEqual(
        body.phrases.map((p) => [p.attention_score, p.color]),
        [
          [5, 'very-dark'],
          [2, 'light'],
        ],
      );
      assert.match(JSON.stringify(fake.requests[0]!.body), /Include the example sections/);
    });

    test('improve and generatePrompt return the Markdown content', async () => {
      fake.reply(
        { json: { content: '# Role\nYou are…\n' } },
        { json: { content: '# Task\nWrite {{topic}}.' } },
      );
      const e = engine(family.kind, family.model);
      const scoring = (await engineScoring()).body;
      const improved = await e.improve({ content: CONTENT, scoring, criteria: CRITERIA });
      assert.equal(improved.body.content, '# Role\nYou are…');
      assert.match(JSON.stringify(fake.requests[0]!.body), /Only the bullet count is given/);
      const generated = await e.generatePrompt({ useCase: 'Summarize support tickets' });
      assert.equal(generated.body.content, '# Task\nWrite {{topic}}.');
      assert.match(JSON.stringify(fake.requests[1]!.body), /Summarize support tickets/);
    });

    test('generateCriteria never returns an existing or repeated slug', async () => {
      const criterion = (slug: string) => ({
        slug,
        label: slug,
        description: 'd',
        questions: 'q?',
        weight: 20,
      });
      fake.reply({
        json: {
          criterion_set: [
            criterion('clarity'),
            criterion('tone'),
            criterion('tone'),
            { ...criterion('empty_label'), label: '' },
            criterion('safety'),
          ],
        },
      });
      const { body } = await engine(family.kind, family.model).generateCriteria({
        useCase: 'support',
        existing: CRITERIA.criterion_set,
      });
      assert.deepEqual(
        body.criterion_set.map((c) => c.slug),
        ['tone', 'safety'],
      );
      assert.match(JSON.stringify(fake.requests[0]!.body), /do not repeat/);
      if (fake.requests[0]!.api === 'openai') {
        // OpenAI allows only [A-Za-z0-9_-] in the json_schema name.
        assert.equal(fake.requests[0]!.body.response_format.json_schema.name, 'criteria_generation');
      }
    });
  });
}

async function engineScoring() {
  // A scoring body as the engine makes it, from a scripted answer on a separate engine call.
  const local = await startFakeLlmServer();
  try {
    local.reply({ json: SCORING_ANSWER });
    const e = fakeLlmEngine(local.baseUrl, 'openai_compatible', 'm');
    return await e.score({ content: CONTENT, criteria: CRITERIA });
  } finally {
    await local.close();
  }
}
