import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DomainError } from '../../lib/domain-error.js';
import { analyzeRisk, scorePrompt } from '../analysis/index.js';
import { checkGates, type GateEngine, GateModelFailure } from './release-gates.js';

// The gates' numbers on the built-in analyzer (the functions its workers run), and what a content
// over max-analysis-bytes gives: a failed gate saying so (an admin may override), not a 413.

const usage = { inputTokens: 0, outputTokens: 0 };
const offline: GateEngine = {
  risk: async ({ content }) => ({ body: analyzeRisk(content), usage }),
  score: async ({ content, criteria }) => ({ body: scorePrompt(content, criteria), usage }),
};
const criteria = {
  criteria_id: 'crt_x',
  name: 'Clarity',
  use_case: null,
  criterion_set: [
    { slug: 'clarity', label: 'Clarity', description: 'Clear', questions: 'Is it clear?', weight: 1 },
  ],
};
const version = (content: string, tokens: number, cost: number, variables: string[]) => ({
  content,
  variables,
  token_info: { token_count: tokens, cost_per_use: cost },
});
const now = '2026-01-01T00:00:00.000Z';

test('each gate with its numbers; comparing gates against the current version', async () => {
  const report = await checkGates({
    engine: offline,
    policy: {
      max_risk: 'high',
      min_score: { at_least: 0 },
      max_tokens: 100,
      max_token_increase_percent: 50,
      max_cost_per_use: 0.001,
      max_cost_increase_percent: 10,
      variables_unchanged: true,
    },
    version: version('Answer {{q}} clearly.', 120, 0.002, ['{{q}}']),
    current: version('Answer {{q}} for {{name}}.', 100, 0.001, ['{{q}}', '{{name}}']),
    criteria,
    now,
  });
  const by = Object.fromEntries(report.results.map((r) => [r.gate, r]));
  assert.equal(report.passed, false);
  assert.equal(by.max_risk?.passed, true);
  assert.equal(by.min_score?.passed, true);
  assert.deepEqual([by.max_tokens?.passed, by.max_tokens?.actual], [false, 120]);
  assert.deepEqual(
    [by.max_token_increase_percent?.passed, by.max_token_increase_percent?.actual],
    [true, 20],
  );
  assert.deepEqual([by.max_cost_per_use?.passed, by.max_cost_per_use?.actual], [false, 0.002]);
  assert.deepEqual(
    [by.max_cost_increase_percent?.passed, by.max_cost_increase_percent?.actual],
    [false, 100],
  );
  assert.deepEqual([by.variables_unchanged?.passed, by.variables_unchanged?.actual], [false, '{{name}}']);
});

test('no current version: the comparing gates pass and say why; no policy: passed, no results', async () => {
  const report = await checkGates({
    engine: offline,
    policy: { max_token_increase_percent: 0, variables_unchanged: true },
    version: version('x', 1, 0, []),
    current: null,
    criteria: null,
    now,
  });
  assert.equal(report.passed, true);
  assert.ok(report.results.every((r) => /nothing to compare/.test(r.detail)));
  const none = await checkGates({
    engine: offline,
    policy: undefined,
    version: version('x', 1, 0, []),
    current: null,
    criteria: null,
    now,
  });
  assert.deepEqual([none.passed, none.results], [true, []]);
});

test('content over max-analysis-bytes: the analysis gates fail with the reason', async () => {
  const tooLarge = () =>
    Promise.reject(
      new DomainError(
        'payload_too_large',
        'The content to analyse is 9 bytes; analyses take at most 4 bytes (the max-analysis-bytes setting).',
      ),
    );
  const report = await checkGates({
    engine: { risk: tooLarge, score: tooLarge },
    policy: { max_risk: 'low', min_score: { at_least: 10 } },
    version: version('123456789', 3, 0, []),
    current: null,
    criteria,
    now,
  });
  assert.equal(report.passed, false);
  assert.ok(report.results.every((r) => !r.passed && /max-analysis-bytes/.test(r.detail)));
});

test("a model's failure fails the analysis gates with its reason; the report names the model", async () => {
  const failed = () => Promise.reject(new GateModelFailure("The gates' model 'm' did not answer in time."));
  const report = await checkGates({
    engine: { risk: failed, score: failed },
    analyzer: 'aim_model',
    policy: { max_risk: 'low', min_score: { at_least: 10 }, max_tokens: 5 },
    version: version('x', 3, 0, []),
    current: null,
    criteria,
    now,
  });
  assert.equal(report.analyzer, 'aim_model');
  assert.deepEqual(
    report.results.map((r) => [r.gate, r.passed]),
    [
      ['max_risk', false],
      ['min_score', false],
      ['max_tokens', true],
    ],
  );
  assert.ok(report.results.slice(0, 2).every((r) => /did not answer in time/.test(r.detail)));
});
