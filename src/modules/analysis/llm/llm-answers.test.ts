import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { TSchema } from 'typebox';
import { type FakeLlmServer, startFakeLlmServer } from '../../../../test/support/fake-llm-server.js';
import { ANSWER_CONTENT, ANSWERS } from '../../../../test/support/llm-answers.js';
import { fakeLlmEngine, SCORING_ANSWER, TEST_CRITERIA } from '../../../../test/support/llm-fixtures.js';
import type { AnalysisEngine } from '../analysis-engine.js';
import {
  BalanceAnswer,
  ContentAnswer,
  CriteriaAnswer,
  HeatmapAnswer,
  RiskAnswer,
  scoringAnswer,
} from './llm-answers.js';
import { TEMPLATE_VERSIONS } from './templates/common.js';

// The answer schema given to the model is the one the answer is validated with, and each is
// pinned to its template version: changing a schema without bumping the version fails here.

const json = (schema: TSchema) => JSON.parse(JSON.stringify(schema));
const digest = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

const CASES: {
  name: keyof typeof TEMPLATE_VERSIONS;
  schema: TSchema;
  answer: unknown;
  run: (e: AnalysisEngine) => Promise<unknown>;
  pinned: Record<number, string>;
}[] = [
  {
    name: 'scoring',
    schema: scoringAnswer(TEST_CRITERIA.criterion_set.map((c) => c.slug)),
    answer: SCORING_ANSWER,
    run: (e) => e.score({ content: ANSWER_CONTENT, criteria: TEST_CRITERIA }),
    pinned: { 1: 'a7bdfcf82b602b51' },
  },
  {
    name: 'risk',
    schema: RiskAnswer,
    answer: ANSWERS.risk,
    run: (e) => e.risk({ content: ANSWER_CONTENT }),
    pinned: { 1: '606cd9c2cd9a139c' },
  },
  {
    name: 'balance',
    schema: BalanceAnswer,
    answer: ANSWERS.balance,
    run: (e) => e.balance({ content: ANSWER_CONTENT, includeExamples: true }),
    pinned: { 1: '149811c2c1e8fb15' },
  },
  {
    name: 'heatmap',
    schema: HeatmapAnswer,
    answer: ANSWERS.heatmap,
    run: (e) => e.heatmap({ content: ANSWER_CONTENT, includeExamples: true }),
    pinned: { 1: 'e76acaeb04a04aec' },
  },
  {
    name: 'improve',
    schema: ContentAnswer,
    answer: ANSWERS.content,
    run: (e) => e.improve({ content: ANSWER_CONTENT }),
    pinned: { 1: 'f60dec05e9532a86' },
  },
  {
    name: 'generate_prompt',
    schema: ContentAnswer,
    answer: ANSWERS.content,
    run: (e) => e.generatePrompt({ useCase: 'Reviews' }),
    pinned: { 1: 'f60dec05e9532a86' },
  },
  {
    name: 'generate_criteria',
    schema: CriteriaAnswer,
    answer: ANSWERS.criteria,
    run: (e) => e.generateCriteria({ useCase: 'Reviews', existing: [] }),
    pinned: { 1: '2b93f323c5b77ea7' },
  },
];

let fake: FakeLlmServer;
before(async () => {
  fake = await startFakeLlmServer();
});
after(() => fake.close());
beforeEach(() => fake.reset());

describe('answer schemas', () => {
  for (const c of CASES) {
    test(`${c.name}: the schema sent is the schema validated, pinned to template version ${TEMPLATE_VERSIONS[c.name]}`, async () => {
      fake.reply({ json: c.answer });
      await c.run(fakeLlmEngine(fake.baseUrl, 'openai_compatible', 'm'));
      const sent = fake.requests[0]!.body.response_format.json_schema.schema;
      assert.deepEqual(sent, json(c.schema));
      assert.equal(digest(sent), c.pinned[TEMPLATE_VERSIONS[c.name]], `${c.name} schema digest`);
    });
  }
});
