import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import type { TSchema } from 'typebox';
import { ANSWER_CONTENT, ANSWERS } from '../../../../test/support/llm-answers.js';
import {
  fakeLlmEngine,
  fakeLlmPerFile,
  SCORING_ANSWER,
  TEST_CRITERIA,
} from '../../../../test/support/llm-fixtures.js';
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

type Name = keyof typeof TEMPLATE_VERSIONS;

/** Each template's answer schema, a valid answer to it, and its digest by template version. */
const SCHEMAS: Record<Name, { schema: TSchema; answer: unknown; pinned: Record<number, string> }> = {
  scoring: {
    schema: scoringAnswer(TEST_CRITERIA.criterion_set.map((c) => c.slug)),
    answer: SCORING_ANSWER,
    pinned: { 1: 'a7bdfcf82b602b51' },
  },
  risk: { schema: RiskAnswer, answer: ANSWERS.risk, pinned: { 1: '606cd9c2cd9a139c' } },
  balance: { schema: BalanceAnswer, answer: ANSWERS.balance, pinned: { 1: '149811c2c1e8fb15' } },
  heatmap: { schema: HeatmapAnswer, answer: ANSWERS.heatmap, pinned: { 1: 'e76acaeb04a04aec' } },
  improve: { schema: ContentAnswer, answer: ANSWERS.content, pinned: { 1: 'f60dec05e9532a86' } },
  generate_prompt: { schema: ContentAnswer, answer: ANSWERS.content, pinned: { 1: 'f60dec05e9532a86' } },
  generate_criteria: { schema: CriteriaAnswer, answer: ANSWERS.criteria, pinned: { 1: '2b93f323c5b77ea7' } },
};

/** How the engine runs each template. */
const RUN: Record<Name, (e: AnalysisEngine) => Promise<unknown>> = {
  scoring: (e) => e.score({ content: ANSWER_CONTENT, criteria: TEST_CRITERIA }),
  risk: (e) => e.risk({ content: ANSWER_CONTENT }),
  balance: (e) => e.balance({ content: ANSWER_CONTENT, includeExamples: true }),
  heatmap: (e) => e.heatmap({ content: ANSWER_CONTENT, includeExamples: true }),
  improve: (e) => e.improve({ content: ANSWER_CONTENT }),
  generate_prompt: (e) => e.generatePrompt({ useCase: 'Reviews' }),
  generate_criteria: (e) => e.generateCriteria({ useCase: 'Reviews', existing: [] }),
};

const fake = fakeLlmPerFile();

describe('answer schemas', () => {
  for (const name of Object.keys(SCHEMAS) as Name[]) {
    const c = SCHEMAS[name];
    test(`${name}: the schema sent is the schema validated, pinned to template version ${TEMPLATE_VERSIONS[name]}`, async () => {
      fake.reply({ json: c.answer });
      await RUN[name](fakeLlmEngine(fake.baseUrl, 'openai_compatible', 'm'));
      const sent = fake.requests[0]!.body.response_format.json_schema.schema;
      assert.deepEqual(sent, json(c.schema));
      assert.equal(digest(sent), c.pinned[TEMPLATE_VERSIONS[name]], `${name} schema digest`);
    });
  }
});
