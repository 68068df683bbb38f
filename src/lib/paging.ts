import { badRequest } from './domain-error.js';

/**
 * Keyset paging for every list (docs/api.md, "Paging"). A list is read in its sort order; a page
 * ends after `limit` items and the next one starts strictly after the last item's sort key, so an
 * insert between two pages neither repeats nor skips an item that was already there. The cursor
 * carries that sort key, tagged with the list it belongs to; it is opaque to clients (base64url),
 * and needs no secret: it only positions a read the caller may make anyway, within its workspace.
 */
export type SortValue = string | number;
export type CursorValues = readonly SortValue[];

export interface PageRequest {
  limit: number;
  /** Start strictly after this sort key; null = the first page. */
  after: CursorValues | null;
}

export interface Page<T> {
  items: T[];
  /** The sort key of the last item when more follow; null on the last page. */
  next: CursorValues | null;
}

/** Without `limit` a list returns this many (a typical workspace fits); also the largest `limit`. */
export const PAGE_DEFAULT_LIMIT = 1000;
export const PAGE_MAX_LIMIT = 1000;

/** `rows` read with `limit + 1`: the page, and whether (and where) the next one starts. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => CursorValues): Page<T> {
  if (rows.length <= limit) return { items: rows, next: null };
  const items = rows.slice(0, limit);
  return { items, next: keyOf(items[items.length - 1] as T) };
}

export function encodeCursor(list: string, values: CursorValues): string {
  return Buffer.from(JSON.stringify([list, ...values]), 'utf8').toString('base64url');
}

/**
 * The sort key a cursor carries, checked against the list it is used on (`list` names it; `shape`
 * gives each value's type): a cursor of another list, or one edited by hand, is a 400.
 */
export function decodeCursor(
  raw: string,
  list: string,
  shape: readonly ('string' | 'number')[],
): CursorValues {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const ok =
    Array.isArray(parsed) &&
    parsed[0] === list &&
    parsed.length === shape.length + 1 &&
    shape.every((type, i) => typeof parsed[i + 1] === type);
  if (!ok) throw badRequest('querystring.after: not a cursor of this list (use the URL of the Link header).');
  return (parsed as SortValue[]).slice(1);
}

/** Compares two sort keys value by value (numbers as numbers, text by code unit). */
export function compareKeys(a: CursorValues, b: CursorValues): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] as SortValue;
    const y = b[i] as SortValue;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/**
 * A page of a list held in memory (the token catalog, the AI models list), which must be in
 * ascending `keyOf` order by compareKeys: the same cursor shape and rules as the SQL lists.
 */
export function pageInMemory<T>(
  items: readonly T[],
  page: PageRequest,
  keyOf: (item: T) => CursorValues,
): Page<T> {
  const after = page.after;
  const start = after ? items.findIndex((item) => compareKeys(keyOf(item), after) > 0) : 0;
  const rows = start < 0 ? [] : items.slice(start, start + page.limit + 1);
  return pageOf(rows, page.limit, keyOf);
}
