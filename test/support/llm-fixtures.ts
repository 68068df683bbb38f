// Fixtures for tests that talk to the fake LLM server (fake-llm-server.ts): the one place for the
// server's per-file set-up, an app whose platform provider is the fake, and the model answers.
import { after, before, beforeEach } from 'node:test';
import {
  createChatModel,
  createProviderTransport,
  PLATFORM_EGRESS,
  type ProviderKind,
} from '../../src/modules/ai/index.js';
import { platformModelId, validatePlatformProviders } from '../../src/modules/ai/platform-providers.js';
import type { CriteriaForScoring } from '../../src/modules/analysis/analysis-engine.js';
import { createLlmEngine } from '../../src/modules/analysis/llm/llm-engine.js';
import { type FakeLlmServer, startFakeLlmServer } from './fake-llm-server.js';
import { fakeProviderApp, lateBound } from './provider-harness.js';
import type { TestApp } from './test-app.js';

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

/** The guarded client, as the app builds it for platform providers: one per file, so connections are reused. */
const TRANSPORT = createProviderTransport(PLATFORM_EGRESS);

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
    model: createChatModel(provider, model, null, TRANSPORT),
    modelName: model,
    providerName: provider.name,
    timeoutMs,
    maxRetries: 0,
    detailedErrors: true,
  });
}

/** A risk section of a model's answer. */
export const riskSection = (risk_level: string, issues: unknown[] = []) => ({
  risk_level,
  feedback: `${risk_level} risk`,
  issues,
});

/** A model's risk answer without issues: bias and ethics low, safety at `safety`. */
export const riskAnswer = (safety: string, overall_feedback = 'Fine.') => ({
  overall_feedback,
  bias_analysis: riskSection('low'),
  ethical_analysis: riskSection('low'),
  safety_analysis: riskSection(safety),
});

/** A model's balance answer over `phrases`. */
export const balanceAnswer = (
  overall_feedback: string,
  recommendations: string,
  phrases: { phrase: string; category: string; reason: string }[],
) => ({
  overall_feedback,
  recommendations,
  category_feedback: { Instruction: 'i', Entity: 'e', Concept: 'c', Detail: 'd' },
  phrases,
});

/** The fake LLM server of one test file: started in `before`, reset before each test, closed after. */
export function fakeLlmPerFile(): FakeLlmServer {
  let fake: FakeLlmServer | undefined;
  before(async () => {
    fake = await startFakeLlmServer();
  });
  after(() => fake?.close());
  beforeEach(() => fake?.reset());
  return lateBound(() => fake);
}

/** The operator's provider in llmAppPerFile: the fake server, as OpenAI-compatible. */
export const FAKE_PLATFORM = {
  model_source: 'platform',
  model_id: platformModelId('Fake platform', 'fake-model'),
} as const;

type ExtraProviders = Record<string, unknown>[] | ((fake: FakeLlmServer) => Record<string, unknown>[]);

/** App settings whose platform provider 'Fake platform' (with `model`) is the fake LLM server. */
export function fakePlatformSettings(fake: FakeLlmServer, extra: ExtraProviders = [], model = 'fake-model') {
  return {
    llmTimeoutMs: 2000, // generous: happy-path calls must not time out on a loaded machine
    platformProviders: validatePlatformProviders([
      {
        kind: 'openai_compatible',
        name: 'Fake platform',
        base_url: fake.baseUrl,
        api_key: 'sk-platform',
        models: [model],
      },
      ...(typeof extra === 'function' ? extra(fake) : extra),
    ]),
  };
}

/**
 * One app per test file whose platform provider 'Fake platform' (model `fake-model`) is the fake
 * LLM server, plus any `extra` platform provider entries (or a function of the fake giving them).
 */
export function llmAppPerFile(extra: ExtraProviders = []): { fake: FakeLlmServer; t: TestApp } {
  return fakeProviderApp((fake) => fakePlatformSettings(fake, extra));
}
