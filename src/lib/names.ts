import { badRequest } from './domain-error.js';

/**
 * The one rule for names and other required texts: stored trimmed, and blank is a 400 naming the
 * field (`body.name`, `body.criterion_set[2].label`…); schemas bound the length, not the content.
 */
export function requireText(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest(`${field}: must not be blank.`);
  return trimmed;
}

/** The same rule where the field may be left out (undefined) or cleared (null): those pass through. */
export function optionalText<T extends string | null | undefined>(value: T, field: string): T {
  return (typeof value === 'string' ? requireText(value, field) : value) as T;
}
