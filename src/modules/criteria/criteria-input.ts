import { badRequest } from '../../lib/domain-error.js';
import { requireName, requireText } from '../../lib/names.js';
import { CRITERION_TEXT_LIMITS, type CriterionInput } from './criteria.schemas.js';
import { DEFAULT_CRITERIA_NAME } from './default-criteria.js';

// The input rules of criteria and their criterion beyond the schemas (criteria.service.ts applies them).

/** Text fields of a criterion as stored: trimmed, not blank, within bounds; the field named on failure. */
export function cleanCriterion<T extends Partial<CriterionInput>>(input: T, at: string): T {
  const out = { ...input };
  for (const field of ['label', 'description', 'questions'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    const trimmed = requireText(value, `${at}.${field}`);
    if (trimmed.length > CRITERION_TEXT_LIMITS[field]) {
      throw badRequest(`${at}.${field}: must NOT have more than ${CRITERION_TEXT_LIMITS[field]} characters.`);
    }
    out[field] = trimmed as T[typeof field];
  }
  return out;
}

/** A criteria name as stored: trimmed, not blank, never the built-in Default's. */
export function cleanCriteriaName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const trimmed = requireName(name, 'body.name');
  if (trimmed.toLowerCase() === DEFAULT_CRITERIA_NAME.toLowerCase()) {
    throw badRequest(
      `body.name: '${DEFAULT_CRITERIA_NAME}' is the name of the built-in criteria; choose another.`,
    );
  }
  return trimmed;
}

export const duplicateSlug = (at: string, slug: string) =>
  badRequest(`${at}.slug: '${slug}' is already used by another criterion of these criteria.`);
