/**
 * Tables of the prompt area (migration 0002). Same conventions as the foundation: ISO-8601 UTC text
 * timestamps, 0/1 booleans, JSON as text. Every table carries `workspace_id` so each repo query can
 * be bounded by the request's workspace without a join.
 */
export interface PromptsTable {
  id: string;
  workspace_id: string;
  name: string;
  /** `name` lower-cased in JS: the case-insensitive sort key, identical on both databases. */
  name_key: string;
  use_case: string | null;
  /** Incremented by every change to the prompt or its versions: the ETag and the row lock. */
  revision: number;
  created: string;
  created_by: string;
  updated: string;
  updated_by: string;
}

export interface PromptVersionsTable {
  id: string;
  workspace_id: string;
  prompt_id: string;
  name: string | null;
  is_primary: number;
  content: string;
  /** JSON array of the placeholders left in `content`. */
  variables: string;
  /** JSON TokenInfo, computed when the content was written. */
  token_info: string;
  revision: number;
  created: string;
  created_by: string;
  updated: string;
  updated_by: string;
}

export type AnalysisKind = 'scoring' | 'risk' | 'balance' | 'heatmap';

/** Stored analysis results of a version; the latest of each kind is what `expand` serves. */
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

export interface ScoringCriteriaTable {
  id: string;
  workspace_id: string;
  name: string;
  name_key: string;
  use_case: string | null;
  created: string;
  created_by: string;
  updated: string;
  updated_by: string;
}

export interface ScoringCriterionTable {
  id: string;
  workspace_id: string;
  criteria_id: string;
  slug: string;
  label: string;
  description: string;
  questions: string;
  weight: number;
  /** Order within its criteria (the order of creation). */
  position: number;
  created: string;
  updated: string;
}

export interface PromptTables {
  prompts: PromptsTable;
  prompt_versions: PromptVersionsTable;
  version_analyses: VersionAnalysesTable;
  scoring_criteria: ScoringCriteriaTable;
  scoring_criterion: ScoringCriterionTable;
}
