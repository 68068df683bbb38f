import { badRequest } from '../../../lib/domain-error.js';
import type { AnalysisEngine, EngineResult, EngineUsage } from '../analysis-engine.js';
import { analyzeBalance } from './balance-classifier.js';
import { criteriaEstimate, generateCriterionSet } from './criteria-generator.js';
import { scorePrompt } from './criterion-checks.js';
import { analyzeHeatmap } from './heatmap-model.js';
import { improveOffline } from './prompt-improver.js';
import { generatePromptText, generationEstimate } from './prompt-templates.js';
import { analyzeRisk } from './risk-analyzer.js';

/** The built-in model as the catalogue shows it: heuristic, deterministic, no LLM, no tokens. */
export const OFFLINE_MODEL = {
  model_id: 'aim_builtin',
  name: 'builtin',
  display_name: 'Promptkeep offline analyzer (heuristic, no LLM)',
} as const;

/** The methods the offline analyzer has (it runs no prompt: `run` is a 400 on the calling thread). */
export type OfflineMethod = Exclude<keyof AnalysisEngine, 'run'>;
type Input<M extends keyof AnalysisEngine> = Parameters<AnalysisEngine[M]>[0];
type Body<M extends keyof AnalysisEngine> = Awaited<ReturnType<AnalysisEngine[M]>>['body'];

/**
 * The offline analyzer as synchronous functions, one per engine method: pure functions of their
 * input (same input → same output), no I/O, no clock, no randomness. The inline engine below
 * and the worker threads of offline-pool.ts both run these.
 */
export const OFFLINE_METHODS: { [M in OfflineMethod]: (input: Input<M>) => Body<M> } = {
  score: ({ content, criteria }) => scorePrompt(content, criteria),
  risk: ({ content }) => analyzeRisk(content),
  balance: ({ content, includeExamples }) => analyzeBalance(content, includeExamples),
  heatmap: ({ content, includeExamples }) => analyzeHeatmap(content, includeExamples),
  improve: (input) => improveOffline(input),
  generatePrompt: ({ useCase, criteria }) => {
    const content = generatePromptText(useCase, criteria);
    return { content, estimate: generationEstimate(useCase, content, criteria) };
  },
  generateCriteria: ({ useCase, existing }) => {
    const criterion_set = generateCriterionSet(useCase, existing);
    return { criterion_set, estimate: criteriaEstimate(useCase, criterion_set) };
  },
};

// No model is called, so no tokens are used (and none count against the monthly token limit).
export const noTokens = (): EngineUsage => ({ inputTokens: 0, outputTokens: 0 });

/** An engine whose every method is `call(method, input)` with no token usage. */
export function engineOf(
  call: <M extends OfflineMethod>(method: M, input: Input<M>) => Promise<Body<M>>,
): AnalysisEngine {
  const method =
    <M extends OfflineMethod>(m: M) =>
    async (input: Input<M>): Promise<EngineResult<Body<M>>> => ({
      body: await call(m, input),
      usage: noTokens(),
    });
  return {
    score: method('score'),
    risk: method('risk'),
    balance: method('balance'),
    heatmap: method('heatmap'),
    improve: method('improve'),
    generatePrompt: method('generatePrompt'),
    generateCriteria: method('generateCriteria'),
    run: async () => {
      throw badRequest(
        'body.settings: the built-in analyzer cannot run a prompt; give settings naming a platform model or your provider’s model.',
      );
    },
  };
}

/**
 * The offline analyzer on the calling thread. Methods are async so a thrown error becomes a
 * rejection, as with an LLM engine. See docs/analyzer.md for the rules and their limits; the
 * service runs it on worker threads (offline-pool.ts) so large inputs never block the event loop.
 */
export function createOfflineEngine(): AnalysisEngine {
  return engineOf(async (method, input) => OFFLINE_METHODS[method](input));
}
