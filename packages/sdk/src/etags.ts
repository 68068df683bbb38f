/**
 * If-Match helpers. Every single resource the client returns remembers the ETag it was read (or
 * written) with, without a visible field: pass the object itself as `ifMatch` to update it only if
 * nobody changed it since (else 412), or read the tag with `etagOf`.
 */
const tags = new WeakMap<object, string>();

/** An ETag, or a resource the client returned (its ETag is used). */
export type IfMatch = string | object;

/** Records the ETag a resource came with (objects only; other values are returned as they are). */
export function remember<T>(value: T, etag: string | null): T {
  if (etag && value !== null && typeof value === 'object') tags.set(value, etag);
  return value;
}

/** The ETag a resource returned by the client came with, or null (lists carry none). */
export function etagOf(resource: object): string | null {
  return tags.get(resource) ?? null;
}

/** The If-Match value for a tag or a resource; throws when the resource has no known ETag. */
export function etagFor(ifMatch: IfMatch): string {
  if (typeof ifMatch === 'string') return ifMatch;
  const tag = tags.get(ifMatch);
  if (!tag) {
    throw new TypeError(
      'ifMatch: this object was not returned by the client with an ETag (pass the ETag itself).',
    );
  }
  return tag;
}
