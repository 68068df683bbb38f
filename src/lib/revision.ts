import { DomainError } from './domain-error.js';

/**
 * Strong ETags from a resource id and its revision counter (incremented by every change), so two
 * changes within the same millisecond still get different tags.
 */
export function etagOf(id: string, revision: number): string {
  return `"${id}.${revision}"`;
}

/**
 * Reads an If-Match header against the current tag. Returns the revision the caller must update
 * from (to make the write conditional: `WHERE revision = ?`), or null when no If-Match was sent.
 * `*` matches any existing resource.
 */
export function expectedRevision(ifMatch: string | undefined, id: string, revision: number): number | null {
  if (ifMatch === undefined) return null;
  const tags = ifMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (tags.includes('*') || tags.includes(etagOf(id, revision))) return revision;
  throw precondition();
}

/** 412: a stale If-Match, or a conditional write that lost a race after its If-Match was checked. */
export function precondition(): DomainError {
  return new DomainError(
    'precondition_failed',
    'The resource has changed since it was read (If-Match does not match its ETag).',
  );
}
