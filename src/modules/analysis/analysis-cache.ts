import { createHash } from 'node:crypto';
import type { AnalysisKind } from './analysis.schemas.js';
import type { CriteriaForScoring } from './analysis-engine.js';

// Bumped when an engine's output for the same input changes (a new analyzer release), so results
// stored by the old code are not served as if the new one had produced them.
const CACHE_FORMAT = 2;

export interface CacheInput {
  kind: AnalysisKind;
  content: string;
  /** The resolved model id (`aim_builtin` for the offline analyzer). */
  modelId: string;
  /** Balance and heatmap only. */
  includeExamples?: boolean;
  /** Scoring only: the criteria as sent to the engine, after the criterion_slugs selection. */
  criteria?: CriteriaForScoring;
}

/**
 * The identity of an analysis: everything that can change its result. Two requests with the same
 * key would ask the engine the same question, so the stored answer is reused instead (unless the
 * request says `force`). The criteria count with their name (echoed in the result), use case (sent
 * to an LLM) and every field of every selected criterion, in order; criterion ids do not count.
 */
export function analysisCacheKey(input: CacheInput): string {
  const criteria = input.criteria
    ? {
        criteria_id: input.criteria.criteria_id,
        name: input.criteria.name,
        use_case: input.criteria.use_case,
        criterion_set: input.criteria.criterion_set.map((c) => [
          c.slug,
          c.label,
          c.description,
          c.questions,
          c.weight,
        ]),
      }
    : null;
  const identity = [
    CACHE_FORMAT,
    input.kind,
    input.modelId,
    input.includeExamples ?? null,
    criteria,
    input.content,
  ];
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}
