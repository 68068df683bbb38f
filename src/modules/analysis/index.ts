// The analysis module's public entry for other code (re-exports only): the stored results other
// modules read (prompts: `expand` and the diff), and the offline analyzer itself, which the
// evaluation harness (eval/) and the benchmarks (bench/) run without a server.
export type { AnalysesRepo } from './analyses.repo.js';
export type { CriteriaForScoring } from './analysis-engine.js';
export { analyzeBalance } from './offline/balance-classifier.js';
export { scorePrompt } from './offline/criterion-checks.js';
export { analyzeHeatmap } from './offline/heatmap-model.js';
export { improvePrompt } from './offline/prompt-improver.js';
export { analyzeRisk, ruleOnlyFlag } from './offline/risk-analyzer.js';
export { type FeatureVector, featuresOf, type LinearModel, logit, sigmoid } from './offline/risk-features.js';
