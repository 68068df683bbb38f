import type { AnalysisEngine } from '../analysis-engine.js';
import { analyzeBalance } from './balance-classifier.js';
import { criteriaEstimate, generateCriterionSet } from './criteria-generator.js';
import { scorePrompt } from './criterion-checks.js';
import { analyzeHeatmap } from './heatmap-model.js';
import {
  type OfflineBody as Body,
  engineOf,
  type OfflineInput as Input,
  type OfflineMethod,
} from './offline-model.js';
import { improveOffline } from './prompt-improver.js';
import { generatePromptText, generationEstimate } from './prompt-templates.js';
import { analyzeRisk } from './risk-analyzer.js';

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

/**
 * The offline analyzer on the calling thread. Methods are async so a thrown error becomes a
 * rejection, as with an LLM engine. See docs/analyzer.md for the rules and their limits; the
 * service runs it on worker threads (offline-pool.ts) so large inputs never block the event loop.
 */
export function createOfflineEngine(): AnalysisEngine {
  return engineOf(async (method, input) => OFFLINE_METHODS[method](input));
}
