import type { CallOptions, Transport } from './transport.js';

/** The URL of `rel="next"` in a Link header (RFC 8288), or null on the last page. */
export function nextLink(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const m = /^<([^>]*)>(.*)$/.exec(part.trim());
    const rel = /;\s*rel="?([^";]*)"?/i.exec(m?.[2] ?? '')?.[1];
    if (m?.[1] !== undefined && rel?.toLowerCase().split(/\s+/).includes('next')) return m[1];
  }
  return null;
}

export interface Page<T> {
  items: T[];
  /** The absolute URL of the next page, or null on the last one. */
  next: string | null;
}

/**
 * A paged list (docs/api.md, "Paging"). Iterate it with `for await` for every item, across pages;
 * `pages()` for page by page; `all()` for one array. Each page is fetched when it is reached, by
 * following the `Link: <…>; rel="next"` the previous one announced, so nothing is read ahead.
 */
export class Paged<T> implements AsyncIterable<T> {
  readonly #transport: Transport;
  readonly #first: string;
  readonly #options: CallOptions;

  constructor(transport: Transport, path: string, options: CallOptions = {}) {
    this.#transport = transport;
    this.#first = transport.url(path, options.query);
    this.#options = { ...options, query: {} };
  }

  /** One page from its URL (the first one without an argument). */
  async page(url: string = this.#first): Promise<Page<T>> {
    const answer = await this.#transport.requestUrl<T[]>('GET', url, this.#options);
    const link = nextLink(answer.headers.get('link'));
    return { items: answer.data ?? [], next: link === null ? null : new URL(link, answer.url).toString() };
  }

  async *pages(): AsyncGenerator<Page<T>> {
    let url: string | null = this.#first;
    while (url !== null) {
      const page: Page<T> = await this.page(url);
      yield page;
      url = page.next;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for await (const page of this.pages()) yield* page.items;
  }

  /** Every item of every page. */
  async all(): Promise<T[]> {
    const items: T[] = [];
    for await (const item of this) items.push(item);
    return items;
  }
}
