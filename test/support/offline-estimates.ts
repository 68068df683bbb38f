// The bodies of every offline analysis of one text, and the check that each says it is a heuristic
// estimate with a confidence (issue 27 §5), for the offline engine's unit tests.
import assert from 'node:assert/strict';
import type { AnalysisEngine, CriteriaForScoring } from '../../src/modules/analysis/analysis-engine.js';

/** Score, risk, balance, heatmap, improve and both generations of `content`. */
export async function everyOfflineBody(
  engine: AnalysisEngine,
  content: string,
  criteria: CriteriaForScoring,
) {
  return [
    (await engine.score({ content, criteria })).body,
    (await engine.risk({ content })).body,
    (await engine.balance({ content, includeExamples: false })).body,
    (await engine.heatmap({ content, includeExamples: false })).body,
    (await engine.improve({ content })).body,
    (await engine.generatePrompt({ useCase: content })).body,
    (await engine.generateCriteria({ useCase: content, existing: [] })).body,
  ];
}

type Estimate = { method: string; confidence: number | null; confidence_level: string | null; basis: string };

/** `method: heuristic`, a confidence 0–1 with its level, and a basis that says what it is. */
export function assertHeuristicEstimate(e: Estimate | undefined): asserts e is Estimate {
  assert.ok(e);
  assert.equal(e.method, 'heuristic');
  assert.ok(e.confidence !== null && e.confidence >= 0 && e.confidence <= 1);
  assert.equal(e.confidence_level, e.confidence >= 0.7 ? 'high' : e.confidence >= 0.45 ? 'medium' : 'low');
  assert.match(e.basis, /^Heuristic estimate of the offline analyzer/);
}
