/**
 * Tables of scoring criteria and their criterion (migration 0002). Same conventions as the
 * foundation: ISO-8601 UTC text timestamps, `workspace_id` on every row.
 */
import type { AuthorColumns } from '../../versioned/index.js';

export interface ScoringCriteriaTable extends AuthorColumns {
  id: string;
  workspace_id: string;
  name: string;
  /** `name` lower-cased in JS: the case-insensitive sort key, identical on both databases. */
  name_key: string;
  use_case: string | null;
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

export interface CriteriaTables {
  scoring_criteria: ScoringCriteriaTable;
  scoring_criterion: ScoringCriterionTable;
}
