import { DomainError } from '../lib/domain-error.js';
import type { RequestContext } from '../lib/request-context.js';

/**
 * Strong ETags from a resource id and its revision counter (incremented by every change), so two
 * changes within the same millisecond still get different tags.
 */
export function etagOf(id: string, revision: number): string {
  return `"${id}.${revision}"`;
}

/** A single resource with the ETag of the revision it was read (or written) at. */
export interface Tagged<T> {
  etag: string;
  body: T;
}

/**
 * What a conditional request asks, parsed from If-Match by the route layer: nothing (`none`),
 * any current version (`any`, `If-Match: *`), or one of the listed ETags (`tags`).
 */
export type Precondition = { kind: 'none' } | { kind: 'any' } | { kind: 'tags'; tags: string[] };

/**
 * Checks a precondition against the row it is about (412 when a tag is stale). Returns the
 * revision the write must still find (a tag was matched: losing a race is then a 412), or null
 * when the write need not be conditional (no If-Match, or `*`: a lost race is retried).
 */
export function requiredRevision(p: Precondition, row: { id: string; revision: number }): number | null {
  if (p.kind !== 'tags') return null;
  if (p.tags.includes(etagOf(row.id, row.revision))) return row.revision;
  throw precondition();
}

/** 412: a stale If-Match, or a conditional write that lost a race after its If-Match was checked. */
export function precondition(): DomainError {
  return new DomainError(
    'precondition_failed',
    'The resource has changed since it was read (If-Match does not match its ETag).',
  );
}

/** A conditional write's common arguments: who calls, and what its If-Match asks. */
export interface ConditionalWrite {
  ctx: RequestContext;
  precondition: Precondition;
}
