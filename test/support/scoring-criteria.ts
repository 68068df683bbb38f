// Criteria as the analyzers take them, for unit tests (no app, no database).
import type { CriteriaForScoring } from '../../src/modules/analysis/analysis-engine.js';
import { DEFAULT_CRITERION_SET } from '../../src/modules/criteria/default-criteria.js';

/** The built-in Default criteria (sca_default), with no use case. */
export const DEFAULT_SCORING_CRITERIA: CriteriaForScoring = {
  criteria_id: 'sca_default',
  name: 'Default',
  use_case: null,
  criterion_set: DEFAULT_CRITERION_SET,
};
