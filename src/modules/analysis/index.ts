// The analysis module's public entry for other code (re-exports only): the stored results other
// modules read (prompts: `expand` and the diff), and the offline analyzer itself, which the
// evaluation harness (eval/) and the benchmarks (bench/) run without a server; the engine's type
// (the releases module's gates run on the built-in one, which the module hands out, or on the model
// their policy names: the resolver's and the token meter's types, and the meter itself).
export type { AnalysesRepo } from './analyses.repo.js';
export type { AnalysisEngine, CriteriaForScoring } from './analysis-engine.js';
export type { ModelResolver, ResolvedModel } from './llm/model-resolver.js';
export * from './offline/index.js';
export { OFFLINE_METHODS } from './offline/offline-engine.js';
export { improvePrompt } from './offline/prompt-improver.js';
export { createTokenMeter, type TokenLimits, type TokenMeter } from './token-meter.js';
