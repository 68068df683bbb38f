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

/** Stored playground runs and experiment cells (migrations 0060, 0061: input_index; playground-runs.repo.ts). */
export interface PromptRunsTable {
  id: string;
  workspace_id: string;
  prompt_id: string;
  version_id: string;
  experiment_id: string | null;
  /** An experiment cell's input: its position in the request's inputs (null for a single run). */
  input_index: number | null;
  /** JSON of the variable values; `messages`: JSON of the placeholder messages, or null. */
  variables: string;
  messages: string | null;
  model_id: string;
  model_source: string;
  model_name: string;
  /** Null for a failed experiment cell (then `error_code` and `error_message` are set). */
  output: string | null;
  finish_reason: string | null;
  input_tokens: number;
  output_tokens: number;
  cost: number | null;
  latency_ms: number;
  error_code: string | null;
  error_message: string | null;
  actor_type: 'user' | 'api_key';
  actor_id: string;
  actor_name: string;
  created: string;
}

export interface AnalysisTables {
  version_analyses: VersionAnalysesTable;
  prompt_runs: PromptRunsTable;
}
