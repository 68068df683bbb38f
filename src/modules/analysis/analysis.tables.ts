import type { AnalysisKind } from './analysis.schemas.js';

/** Stored analysis results of a version (migration 0002); the latest of each kind is what `expand` serves. */
export interface VersionAnalysesTable {
  id: string;
  workspace_id: string;
  version_id: string;
  kind: AnalysisKind;
  /** JSON of the full object (Scoring, Risk, Balance or Heatmap). */
  result: string;
  cache_key: string | null;
  created: string;
}

export interface AnalysisTables {
  version_analyses: VersionAnalysesTable;
}
