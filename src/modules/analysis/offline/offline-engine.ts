import type { AnalysisEngine, EngineUsage } from '../analysis-engine.js';
import { analyzeBalance } from './balance-classifier.js';
import { generateCriterionSet } from './criteria-generator.js';
import { scorePrompt } from './criterion-checks.js';
import { analyzeHeatmap } from './heatmap-model.js';
import { improvePrompt } from './prompt-improver.js';
import { generatePromptText } from './prompt-templates.js';
import { analyzeRisk } from './risk-analyzer.js';

/** The built-in model as the catalogue shows it: heuristic, deterministic, no LLM, no tokens. */
export const OFFLINE_MODEL = {
  model_id: 'aim_builtin',
  name: 'builtin',
  display_name: 'Promptkeep offline analyzer (heuristic, no LLM)',
} as const;

// No model is called, so no tokens are used (and none count against the monthly token limit).
const noTokens = (): EngineUsage => ({ inputTokens: 0, outputTokens: 0 });

/**
 * The offline analyzer: pure functions of their input (same input → same output), no I/O, no
 * clock, no randomness. Methods are async so a thrown error becomes a rejection, as with an LLM
 * engine. See docs/analyzer.md for the rules and their limits.
 */
export function createOfflineEngine(): AnalysisEngine {
  return {
    async score({ content, criteria }) {
      return { body: scorePrompt(content, criteria), usage: noTokens() };
    },
    async risk({ content }) {
      return { body: analyzeRisk(content), usage: noTokens() };
    },
    async balance({ content, includeExamples }) {
      return { body: analyzeBalance(content, includeExamples), usage: noTokens() };
    },
    async heatmap({ content, includeExamples }) {
      return { body: analyzeHeatmap(content, includeExamples), usage: noTokens() };
    },
    async improve(input) {
      return { body: { content: improvePrompt(input) }, usage: noTokens() };
    },
    async generatePrompt({ useCase, criteria }) {
      return { body: { content: generatePromptText(useCase, criteria) }, usage: noTokens() };
    },
    async generateCriteria({ useCase, existing }) {
      return { body: { criterion_set: generateCriterionSet(useCase, existing) }, usage: noTokens() };
    },
  };
}
