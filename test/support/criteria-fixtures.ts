import { ScoringCriteria } from '../../src/modules/criteria/criteria.schemas.js';
import { createdAs } from './fixtures.js';
import type { TestAccount, TestApp } from './test-app.js';

/** Where a workspace's scoring criteria live. */
export const CRITERIA_URL = '/v1/prompts/scoring/criteria';

/** A criterion (the body of one), every text derived from its slug. */
export const criterionBody = (slug: string, weight = 10) => ({
  slug,
  label: `L ${slug}`,
  description: `D ${slug}`,
  questions: `Q ${slug}?`,
  weight,
});

/** Scoring criteria of `a`'s workspace, created through the route. */
export const createCriteria = (t: TestApp, a: TestAccount, body: Record<string, unknown>) =>
  createdAs(t, a, ScoringCriteria, CRITERIA_URL, body);
