import { remember } from '../etags.js';
import { Paged } from '../paging.js';
import type { CallOptions, Query, Transport } from '../transport.js';

/** Names accepted by `expand`: one, several, or a comma-separated string. */
export type Expand = string | readonly string[];
/** What every call may take: an AbortSignal. */
export interface Options {
  signal?: AbortSignal;
}
/** A conditional write: the ETag (or the resource read earlier) it applies to. */
export interface WriteOptions extends Options {
  ifMatch?: string | object;
}
export interface ListOptions extends Options {
  /** Items per page (1–1000); iteration follows the pages whatever the size. */
  limit?: number;
}

/** A path segment: ids and names are encoded, never trusted to be URL-safe. */
export const seg = (value: string) => encodeURIComponent(value);
export const expandQuery = (expand?: Expand) =>
  expand === undefined ? undefined : typeof expand === 'string' ? expand : expand.join(',');

/** A read's options: `expand` goes as the query's `expand` (after the query's other values). */
function withExpand<O extends { query?: Query; expand?: Expand }>(options: O): Omit<O, 'expand'> {
  const { expand, ...rest } = options;
  return expand === undefined ? rest : { ...rest, query: { ...rest.query, expand: expandQuery(expand) } };
}

/** The calls every resource group is made of. */
export class Resource {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  /** A single resource (with `expand`, its related ones); it remembers its ETag (for `ifMatch`, `etagOf`). */
  protected async one<T>(
    method: string,
    path: string,
    options: CallOptions & { expand?: Expand } = {},
  ): Promise<T> {
    const answer = await this.transport.request<T>(method, path, withExpand(options));
    return remember(answer.data, answer.etag);
  }

  /** A call answered by 204 (a deletion). */
  protected async none(method: string, path: string, options: CallOptions = {}): Promise<void> {
    await this.transport.request<undefined>(method, path, options);
  }

  protected paged<T>(path: string, options: ListOptions & { query?: Query; expand?: Expand } = {}): Paged<T> {
    const { limit, signal, query = {} } = withExpand(options);
    return new Paged<T>(this.transport, path, { query: { ...query, limit }, signal });
  }
}
