// The public entry of the offline analyzer for code outside the analysis module (the evaluation
// harness in eval/, the benches in bench/): the analyses themselves and what training the risk
// classifier needs. The service reaches the analyzer through offline-engine.ts and offline-pool.ts.
export { analyzeBalance } from './balance-classifier.js';
export { scorePrompt } from './criterion-checks.js';
export { analyzeHeatmap } from './heatmap-model.js';
export { assessQuality } from './prompt-quality.js';
export { analyzeRisk, findRisks, riskBody } from './risk-analyzer.js';
export { hasDefensiveFrame } from './risk-defensive.js';
export { evidenceFeatures, type StackModel, stackScore } from './risk-evidence.js';
export {
  aggregate,
  type FeatureVector,
  featuresOf,
  type LinearModel,
  sigmoid,
  windowFeatures,
} from './risk-features.js';
export { CATEGORY_INFO, levelOfScore, MODEL_LEVELS, type RiskCategory } from './risk-model.js';
export { STRUCTURE_CUES } from './risk-structure.js';
export { foldText, windowsOf } from './risk-text.js';
