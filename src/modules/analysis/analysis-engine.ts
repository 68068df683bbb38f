import type { CriterionInput } from '../criteria/criteria.schemas.js';
import type { BalanceBody, HeatmapBody, RiskBody, ScoringBody } from './analysis.schemas.js';

// The seam between the analysis/generation services and whatever produces the results:
// the built-in offline analyzer (offline/offline-engine.ts) or an LLM-backed engine.
// Engines return bodies without timestamps; the service stamps and stores them.

export interface EngineUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface EngineResult<T> {
  body: T;
  usage: EngineUsage;
}

export interface CriteriaForScoring {
  criteria_id: string;
  name: string;
  use_case: string | null;
  criterion_set: CriterionInput[];
}

export interface AnalysisEngine {
  score(input: { content: string; criteria: CriteriaForScoring }): Promise<EngineResult<ScoringBody>>;
  risk(input: { content: string }): Promise<EngineResult<RiskBody>>;
  balance(input: { content: string; includeExamples: boolean }): Promise<EngineResult<BalanceBody>>;
  heatmap(input: { content: string; includeExamples: boolean }): Promise<EngineResult<HeatmapBody>>;
  improve(input: {
    content: string;
    scoring?: ScoringBody;
    risk?: RiskBody;
    criteria?: CriteriaForScoring;
  }): Promise<EngineResult<{ content: string }>>;
  generatePrompt(input: {
    useCase: string;
    criteria?: CriteriaForScoring;
  }): Promise<EngineResult<{ content: string }>>;
  /** Never returns a slug that is already in `existing`. */
  generateCriteria(input: {
    useCase: string;
    existing: CriterionInput[];
  }): Promise<EngineResult<{ criterion_set: CriterionInput[] }>>;
}
