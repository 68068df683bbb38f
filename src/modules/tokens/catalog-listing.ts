import { PAGE_DEFAULT_LIMIT, type Page, type PageRequest, pageInMemory } from '../../lib/paging.js';
import type { RequestContext } from '../../lib/request-context.js';
import { assertScope } from '../../lib/request-context.js';
import { packageVersion } from '../../tokenizers/package-root.js';
import { createTokenizerRegistry } from '../../tokenizers/registry.js';
import type { Catalog, CatalogModel } from './catalog/catalog.js';
import { describeTokenCatalog } from './token-catalog.js';
import type { TokenCatalog } from './token-catalog.schemas.js';
import type { Model, ModelsQuery } from './tokens.schemas.js';

const presentModel = (m: CatalogModel): Model => ({
  author: m.author,
  name: m.name,
  display_name: m.display_name,
  price_per_input_token: m.price_per_input_token,
  price_per_output_token: m.price_per_output_token,
  price_per_cached_input_token: m.price_per_cached_input_token,
  context_window: m.context_window,
  max_output_tokens: m.max_output_tokens,
  tokenizer: m.tokenizer,
  exact: m.exact,
  count_source: m.count_source,
});

/** The tokens service's catalog reads: the models, the authors and the catalog's description. */
export function createCatalogListing(catalog: Catalog) {
  const allModels = catalog.models.map(presentModel);
  // The unfiltered list is the same for everyone and ~200 KB of JSON: serialize it once.
  const allModelsJson = Buffer.from(JSON.stringify(allModels));
  const positioned = allModels.map((model, at) => ({ model, at }));
  const authors = catalog.authors().map((author, at) => ({ author, at }));
  let described: TokenCatalog | null = null;

  return {
    /** The date the catalog's prices are true for (YYYY-MM-DD). */
    catalogAsOf: catalog.asOf,

    /** The catalog (filtered), in its order: what bench/ compares against. */
    listModels(args: { ctx: RequestContext } & Pick<ModelsQuery, 'author' | 'name'>): Model[] {
      return this.modelsPage({ ...args, page: { limit: allModels.length, after: null } }).items;
    },
    /**
     * A page of the catalog in its order (filters applied first). The cursor is a model's position
     * in the catalog, which is fixed for the life of the process (it changes only with a release).
     */
    modelsPage({
      ctx,
      author,
      name,
      page,
    }: { ctx: RequestContext; page: PageRequest } & Pick<ModelsQuery, 'author' | 'name'>): Page<Model> {
      assertScope(ctx, 'read');
      let models = positioned;
      if (name !== undefined) {
        const found = catalog.byName(name); // names are matched case-insensitively
        models = models.filter((m) => m.model.name === found?.name);
      }
      if (author !== undefined) {
        const lower = author.toLowerCase();
        models = models.filter((m) => m.model.author.toLowerCase() === lower);
      }
      const { items, next } = pageInMemory(models, page, (m) => [m.at]);
      return { items: items.map((m) => m.model), next };
    },
    /** Whether the unfiltered catalog fits one default page (then allModelsJson answers it). */
    fitsOnePage: allModels.length <= PAGE_DEFAULT_LIMIT,

    /** The whole catalog as ready JSON bytes (what `listModels` gives without filters). */
    allModelsJson({ ctx }: { ctx: RequestContext }): Buffer {
      assertScope(ctx, 'read');
      return allModelsJson;
    },

    /** GET /v1/tokens/catalog: sources, versions and coverage (built on first use, then fixed). */
    describe({ ctx }: { ctx: RequestContext }): TokenCatalog {
      assertScope(ctx, 'read');
      described ??= describeTokenCatalog(catalog, createTokenizerRegistry().list(), packageVersion);
      return described;
    },

    /** A page of the authors (sorted once); the cursor is a position, as for the models. */
    authors({ ctx, page }: { ctx: RequestContext; page: PageRequest }): Page<string> {
      assertScope(ctx, 'read');
      const { items, next } = pageInMemory(authors, page, (a) => [a.at]);
      return { items: items.map((a) => a.author), next };
    },
  };
}
