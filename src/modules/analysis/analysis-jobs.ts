import type { AnalysisKind, Balance, Heatmap, Risk, Scoring } from './analysis.schemas.js';
import type { AnalysisEngine, CriteriaForScoring, EngineResult } from './analysis-engine.js';

/** One analysis to run: the kind and the options its engine method takes. */
export type AnalysisJob =
  | { kind: 'scoring'; criteria: CriteriaForScoring }
  | { kind: 'risk' }
  | { kind: 'balance'; includeExamples: boolean }
  | { kind: 'heatmap'; includeExamples: boolean };

/** The stored (and served) object of each kind. */
export interface AnalysisResults {
  scoring: Scoring;
  risk: Risk;
  balance: Balance;
  heatmap: Heatmap;
}
export type AnalysisResult = AnalysisResults[AnalysisKind];

type Body<K extends AnalysisKind> = Omit<AnalysisResults[K], 'version_timestamp' | `${K}_timestamp`>;

/** Calls the engine method of the job's kind. */
export function runJob(
  engine: AnalysisEngine,
  job: AnalysisJob,
  content: string,
): Promise<EngineResult<Body<AnalysisKind>>> {
  switch (job.kind) {
    case 'scoring':
      return engine.score({ content, criteria: job.criteria });
    case 'risk':
      return engine.risk({ content });
    case 'balance':
      return engine.balance({ content, includeExamples: job.includeExamples });
    case 'heatmap':
      return engine.heatmap({ content, includeExamples: job.includeExamples });
  }
}

/**
 * The engine's body with the two timestamps the spec puts first: the version's `updated` when it
 * was analysed and the time of the analysis (both null for content sent in the request).
 */
export function stampResult(
  kind: AnalysisKind,
  body: Body<AnalysisKind>,
  versionTimestamp: string | null,
  at: string | null,
): AnalysisResult {
  return { version_timestamp: versionTimestamp, [`${kind}_timestamp`]: at, ...body } as AnalysisResult;
}

/** The job's options as the cache key counts them. */
export function jobOptions(job: AnalysisJob): { includeExamples?: boolean; criteria?: CriteriaForScoring } {
  if (job.kind === 'scoring') return { criteria: job.criteria };
  if (job.kind === 'risk') return {};
  return { includeExamples: job.includeExamples };
}
