import { badRequest, DomainError } from '../../lib/domain-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import { assertScope } from '../../lib/request-context.js';
import type { CountService } from '../../tokenizers/count-service.js';
import type { JsonText } from '../../tokenizers/json-text.js';
import type { CountTokenizerId as TokenizerId } from '../../tokenizers/tokenizer.types.js';
import type { Catalog, CatalogModel } from './catalog/catalog.js';
import { COUNT_API_MAKERS } from './catalog/tokenizer-map.js';
import { createCatalogListing } from './catalog-listing.js';
import { ESTIMATE_TOKENIZER, estimateOf } from './estimates/estimates.js';
import { suggestionSentence } from './model-suggestions.js';
import type {
  CountApiKind,
  ProviderCountResult,
  ProviderCountService,
} from './provider-count/provider-count.service.js';
import { type ChatRequest, countOffline } from './request-count.js';
import { costScenario, priceOf } from './token-prices.js';
import type { CountRequest, CountResult } from './tokens.schemas.js';

const NOT_COUNTABLE = 'no public tokenizer ships for this model and its maker offers no count API';

export function createTokensService(deps: {
  catalog: Catalog;
  counter: CountService;
  providerCounts: ProviderCountService;
  maxInputBytes: number;
}) {
  const { catalog, counter, providerCounts, maxInputBytes } = deps;
  const modelNames = catalog.models.map((m) => m.name);
  const apiKindOf = (m: CatalogModel): CountApiKind | null =>
    m.count_source === 'provider_api' ? (COUNT_API_MAKERS[m.author] ?? null) : null;

  /** Maker API counts for the models without a tokenizer, grouped per API, all concurrently. */
  async function apiCounts(ctx: RequestContext, text: string, models: readonly CatalogModel[]) {
    const byKind = new Map<CountApiKind, Set<string>>();
    for (const m of models) {
      const kind = apiKindOf(m);
      if (kind) byKind.set(kind, (byKind.get(kind) ?? new Set()).add(m.name));
    }
    const parts = await Promise.all(
      [...byKind].map(([kind, names]) => providerCounts.count({ ctx, kind, models: [...names], text })),
    );
    return new Map<string, ProviderCountResult>(parts.flatMap((part) => [...part]));
  }

  /**
   * A whole chat request per model (request-count.ts): OpenAI models by their public framing,
   * Anthropic and Google models through their count endpoints, other tokenizers content only.
   */
  async function countChat(
    ctx: RequestContext,
    chat: ChatRequest,
    known: CatalogModel[],
    names: readonly string[],
  ): Promise<CountResult[]> {
    const byKind = new Map<CountApiKind, Set<string>>();
    for (const m of known) {
      const kind = apiKindOf(m);
      if (kind) byKind.set(kind, (byKind.get(kind) ?? new Set()).add(m.name));
    }
    const [remote, offline] = await Promise.all([
      Promise.all(
        [...byKind].map(([kind, models]) =>
          providerCounts.count({ ctx, kind, models: [...models], text: '', request: chat }),
        ),
      ).then((parts) => new Map(parts.flatMap((part) => [...part]))),
      Promise.all(
        known.map((m) =>
          m.tokenizer === null ? null : countOffline(counter, m.tokenizer, chat, m.author === 'OpenAI'),
        ),
      ),
    ]);
    return names.map((name, i) => {
      const model = known[i] as CatalogModel;
      const local = offline[i];
      if (local) {
        const { count, exact, reason } = local;
        const cost = priceOf(count, model.price_per_input_token);
        return {
          model: name,
          token_count: count,
          token_cost: cost,
          tokenizer: model.tokenizer,
          exact,
          reason,
        };
      }
      return present(
        name,
        model,
        remote.get(model.name) ?? { count: null, source: null, reason: NOT_COUNTABLE },
      );
    });
  }

  /** The catalog's models of the names, in order; a 400 naming the unknown ones (and likely intents). */
  function knownModels(models: readonly string[]): CatalogModel[] {
    const known: CatalogModel[] = [];
    let unknown: Set<string> | null = null;
    for (const name of models) {
      const model = catalog.byName(name);
      if (model) known.push(model);
      else {
        unknown ??= new Set();
        unknown.add(name);
      }
    }
    if (unknown !== null) {
      // The sentence that names the likely intent is appended: the message starts as it always did.
      throw badRequest(
        `Unknown model name(s): ${[...unknown].join(', ')}. See GET /v1/tokens/models.${suggestionSentence([...unknown], modelNames)}`,
      );
    }
    return known;
  }

  /** The 413 of a text over the input limit. */
  function checkSize(measured: string) {
    // UTF-8 takes at most 3 bytes per UTF-16 unit: only a text that could be over the limit is
    // measured (a pass over the whole input).
    if (measured.length * 3 > maxInputBytes) {
      const bytes = Buffer.byteLength(measured, 'utf8');
      if (bytes > maxInputBytes) {
        throw new DomainError(
          'payload_too_large',
          `input is ${bytes} bytes; the limit is ${maxInputBytes} bytes.`,
        );
      }
    }
  }

  return {
    ...createCatalogListing(catalog),

    /**
     * `count`'s answer at once (no promise) for a text alone — no chat request, no estimate, no
     * model counted through a maker's API — whose counts the counter gives at once
     * (CountService.countNow: small, vocabularies loaded); undefined otherwise (`count` then). Throws
     * what `count` rejects with (an unknown model, a text over the limit), in the same order.
     */
    countNow(args: CountArgs): CountResult[] | undefined {
      const { input, models } = args;
      if (
        typeof input !== 'string' ||
        args.estimate ||
        args.messages !== undefined ||
        args.tools !== undefined
      )
        return undefined;
      assertScope(args.ctx, 'read');
      const known = knownModels(models);
      checkSize(input);
      for (const m of known) if (apiKindOf(m) !== null) return undefined;
      const ids = tokenizerIds(known);
      const counts = ids.length ? counter.countNow(input, ids) : NO_COUNTS;
      return counts === undefined ? undefined : offlineResults(models, known, counts);
    },

    /**
     * Counts once per distinct tokenizer (offline) and once per model through the makers' count
     * APIs, both at the same time, then prices every requested model, in request order.
     */
    async count({
      ctx,
      input,
      models,
      estimate = false,
      messages,
      tools,
      expected_output_tokens,
    }: CountArgs): Promise<CountResult[]> {
      assertScope(ctx, 'read');
      const known = knownModels(models);
      // A large body's input may still be bytes (JsonText): counted on a worker from them; built
      // here only where the text itself is needed (a chat request, a count API, an estimate, a
      // size that could be over the limit).
      let text = typeof input === 'string' ? input : null;
      const textOf = () => (text ??= (input as JsonText).text());
      const chat =
        messages !== undefined || tools !== undefined
          ? {
              messages: [
                ...(messages ?? []),
                ...(textOf() === '' ? [] : [{ role: 'user' as const, content: textOf() }]),
              ],
              tools: tools ?? [],
            }
          : null;
      // A literal is measured from its bytes (JsonText.maxUtf8Bytes): decoded here only when it could
      // be over the limit.
      const measured =
        chat !== null
          ? JSON.stringify(chat)
          : text === null && (input as JsonText).maxUtf8Bytes(maxInputBytes) <= maxInputBytes
            ? ''
            : textOf();
      checkSize(measured);
      if (chat !== null) {
        const results = await countChat(ctx, chat, known, models);
        return expected_output_tokens === undefined
          ? results
          : results.map((r, i) => ({
              ...r,
              cost: costScenario(r.token_count, known[i] as CatalogModel, expected_output_tokens),
            }));
      }
      const ids = tokenizerIds(known);
      const needsApi = known.some((m) => apiKindOf(m) !== null);
      if (!needsApi && !estimate) {
        // Offline counts only (the common request): no count API to wait for beside them, and no
        // estimate to add; the same results as below.
        const counts = ids.length ? await counter.count(text ?? input, ids) : NO_COUNTS;
        return offlineResults(models, known, counts);
      }
      // An estimate may be needed for any model without a tokenizer (a count API can fail too).
      const estimating = estimate && known.some((m) => m.tokenizer === null);
      if (estimating && ESTIMATE_TOKENIZER !== null && !ids.includes(ESTIMATE_TOKENIZER)) {
        ids.push(ESTIMATE_TOKENIZER);
      }
      const [counts, remote] = await Promise.all([
        ids.length
          ? counter.count(needsApi ? textOf() : (text ?? input), ids)
          : new Map<TokenizerId, number>(),
        needsApi ? apiCounts(ctx, textOf(), known) : new Map<string, ProviderCountResult>(),
      ]);
      const results = models.map((name, i) => {
        const model = known[i] as CatalogModel;
        if (model.tokenizer !== null)
          return offlineResult(name, model as typeof model & { tokenizer: TokenizerId }, counts);
        const api = remote.get(model.name);
        if (api) return present(name, model, api);
        return present(name, model, { count: null, source: null, reason: NOT_COUNTABLE });
      });
      if (!estimate) return results;
      const proxy = ESTIMATE_TOKENIZER === null ? null : (counts.get(ESTIMATE_TOKENIZER) ?? null);
      let labelled: CountResult['estimate'] = null;
      return results.map((r) => {
        if (r.token_count !== null) return { ...r, estimate: null };
        labelled ??= estimateOf(textOf(), proxy);
        return { ...r, estimate: labelled };
      });
    },
  };
}

const NO_COUNTS = new Map<TokenizerId, number>();

/** The distinct tokenizers of the models, in order of first use (no Set for one model). */
function tokenizerIds(known: readonly CatalogModel[]): TokenizerId[] {
  if (known.length === 1) {
    const only = (known[0] as CatalogModel).tokenizer;
    return only === null ? [] : [only];
  }
  return [...new Set(known.map((m) => m.tokenizer).filter((t): t is TokenizerId => t !== null))];
}

/** What a count is asked with (tokens.routes.ts: countArgs). */
type CountArgs = { ctx: RequestContext; input: string | JsonText } & Pick<
  CountRequest,
  'models' | 'estimate'
> &
  Partial<Pick<CountRequest, 'messages' | 'tools' | 'expected_output_tokens'>>;

/** Every model's result from the offline counts (none counted through a maker's API), in request order. */
function offlineResults(
  models: readonly string[],
  known: readonly CatalogModel[],
  counts: ReadonlyMap<TokenizerId, number>,
): CountResult[] {
  const results: CountResult[] = [];
  for (let i = 0; i < models.length; i++) {
    const model = known[i] as CatalogModel;
    results.push(
      model.tokenizer === null
        ? present(models[i] as string, model, { count: null, source: null, reason: NOT_COUNTABLE })
        : offlineResult(models[i] as string, model as CatalogModel & { tokenizer: TokenizerId }, counts),
    );
  }
  return results;
}

/** The result of a model with a tokenizer, from the offline counts. */
function offlineResult(
  name: string,
  model: CatalogModel & { tokenizer: TokenizerId },
  counts: ReadonlyMap<TokenizerId, number>,
) {
  const count = counts.get(model.tokenizer) ?? null;
  return count === null
    ? present(name, model, { count: null, source: null, reason: 'not counted' })
    : present(name, model, { count, source: model.tokenizer, reason: null });
}

function present(
  name: string,
  model: CatalogModel,
  r: { count: number | null; source: string | null; reason: string | null },
): CountResult {
  return {
    model: name,
    token_count: r.count,
    token_cost: r.count === null ? null : priceOf(r.count, model.price_per_input_token),
    tokenizer: r.count === null ? null : r.source,
    exact: r.count !== null,
    reason: r.count === null ? r.reason : null,
  };
}
export type TokensService = ReturnType<typeof createTokensService>;
