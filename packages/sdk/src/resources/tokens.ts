import type { CountRequest, CountResult, Model } from '../api-types.js';
import type { Paged } from '../paging.js';
import { type ListOptions, type Options, Resource } from './resource.js';

/** The token-counting area: the model catalog and counts with prices. */
export class Tokens extends Resource {
  /** Counts and prices `input` for each model (`type` is `text`, the only kind). */
  async count(
    request: Omit<CountRequest, 'type'> & { type?: CountRequest['type'] },
    options: Options = {},
  ): Promise<CountResult[]> {
    const body = { type: 'text', ...request };
    return (await this.transport.request<CountResult[]>('POST', '/v1/tokens/count', { ...options, body }))
      .data;
  }

  /** The catalog, optionally one author's models or the one model of a name. */
  models(filter: { author?: string; name?: string } & ListOptions = {}): Paged<Model> {
    const { author, name, ...rest } = filter;
    return this.paged<Model>('/v1/tokens/models', { ...rest, query: { author, name } });
  }

  authors(options: ListOptions = {}): Paged<string> {
    return this.paged<string>('/v1/tokens/authors', options);
  }
}
