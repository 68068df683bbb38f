import { createChatModel } from '../../src/modules/ai/language-model-factory.js';
import type { ProviderKind } from '../../src/modules/ai/provider-kinds.js';
import type { CriteriaForScoring } from '../../src/modules/analysis/analysis-engine.js';
import { createLlmEngine } from '../../src/modules/analysis/llm/llm-engine.js';

/** A short prompt with a task, a format, a tone and an example: what the LLM engine tests send. */
export const SUPPORT_PROMPT = [
  'You are a support assistant for Acme.',
  'Summarize the ticket in 3 bullet points.',
  'Use a friendly tone.',
  '',
  'Example:',
  'Input: My order is late.',
].join('\n');

/** Two weighted criteria (60/40), so the computed score is checkable by hand. */
export const TEST_CRITERIA: CriteriaForScoring = {
  criteria_id: 'sca_test',
  name: 'Test criteria',
  use_case: 'support',
  criterion_set: [
    { slug: 'clarity', label: 'Clarity', description: 'Clear.', questions: 'Is it clear?', weight: 60 },
    {
      slug: 'output_format',
      label: 'Format',
      description: 'Format given.',
      questions: 'Is the format given?',
      weight: 40,
    },
  ],
};

/** A model's scoring answer for TEST_CRITERIA: 4/5 on clarity, 2/5 on format. */
export const SCORING_ANSWER = {
  criterion_results: [
    { slug: 'clarity', score: 4, feedback: 'Clear task.' },
    { slug: 'output_format', score: 2, feedback: 'Only the bullet count is given.' },
  ],
  strengths: 'Concise.',
  areas_for_improvement: 'Describe the output.',
  overall_feedback: 'A decent prompt.',
};

/** An LLM engine over a provider of `kind` at the fake server's URL; no retries, detailed errors. */
export function fakeLlmEngine(baseUrl: string, kind: ProviderKind, model: string, timeoutMs = 5000) {
  const provider = {
    kind,
    name: `Fake ${kind}`,
    base_url: baseUrl,
    options: {},
    secrets: { api_key: 'sk-test' },
  };
  return createLlmEngine({
    model: createChatModel(provider, model, null),
    modelName: model,
    providerName: provider.name,
    timeoutMs,
    maxRetries: 0,
    detailedErrors: true,
  });
}
