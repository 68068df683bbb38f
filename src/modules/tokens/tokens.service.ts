import { badRequest, DomainError } from '../../lib/domain-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import { assertScope } from '../../lib/request-context.js';
import type { CountService } from '../../tokenizers/count-service.js';
import type { TokenizerId } from '../../tokenizers/tokenizer.types.js';
import type { Catalog, CatalogModel } from './catalog/catalog.js';

/** Cost in USD, trimmed to 12 significant digits so float noise (0.000312499999…) never shows. */
export function priceOf(count: number, pricePerToken: number | null): number | null {
  if (pricePerToken === null) return null;
  return Number((count * pricePerToken).toPrecision(12));
}

const presentModel = (m: CatalogModel) => ({
  author: m.author,
  name: m.name,
  display_name: m.display_name,
  price_per_input_token: m.price_per_input_token,
  tokenizer: m.tokenizer,
  exact: m.exact,
});

export function createTokensService(deps: {
  catalog: Catalog;
  counter: CountService;
  maxInputBytes: number;
}) {
  const { catalog, counter, maxInputBytes } = deps;
  const allModels = catalog.models.map(presentModel);
  // The unfiltered list is the same for everyone and ~100 KB of JSON: serialize it once.
  const allModelsJson = Buffer.from(JSON.stringify(allModels));

  return {
    listModels(ctx: RequestContext, query: { author?: string; name?: string }) {
      assertScope(ctx, 'read');
      let models = allModels;
      if (query.name !== undefined) {
        const found = catalog.byName(query.name);
        models = found ? [presentModel(found)] : [];
      }
      if (query.author !== undefined) {
        const author = query.author.toLowerCase();
        models = models.filter((m) => m.author.toLowerCase() === author);
      }
      return models;
    },

    /** The whole catalog as ready JSON bytes (what `listModels` gives without filters). */
    allModelsJson(ctx: RequestContext): Buffer {
      assertScope(ctx, 'read');
      return allModelsJson;
    },

    authors(ctx: RequestContext) {
      assertScope(ctx, 'read');
      return catalog.authors();
    },

    /** Counts once per distinct tokenizer, then prices every requested model, in request order. */
    async count(ctx: RequestContext, input: { input: string; models: string[] }) {
      assertScope(ctx, 'read');
      const resolved = input.models.map((name) => ({ name, model: catalog.byName(name) }));
      const unknown = [...new Set(resolved.filter((r) => !r.model).map((r) => r.name))];
      if (unknown.length) {
        throw badRequest(`Unknown model name(s): ${unknown.join(', ')}. See GET /v1/tokens/models.`);
      }
      const bytes = Buffer.byteLength(input.input, 'utf8');
      if (bytes > maxInputBytes) {
        throw new DomainError(
          'payload_too_large',
          `input is ${bytes} bytes; the limit is ${maxInputBytes} bytes.`,
        );
      }
      const ids = [...new Set(resolved.map((r) => r.model?.tokenizer).filter((t): t is TokenizerId => !!t))];
      const counts = ids.length ? await counter.count(input.input, ids) : new Map<TokenizerId, number>();
      return resolved.map(({ name, model }) => {
        const count = model?.tokenizer ? (counts.get(model.tokenizer) ?? null) : null;
        return {
          model: name,
          token_count: count,
          token_cost: count === null ? null : priceOf(count, model?.price_per_input_token ?? null),
          tokenizer: model?.tokenizer ?? null,
          exact: count !== null,
        };
      });
    },
  };
}
export type TokensService = ReturnType<typeof createTokensService>;
