import type { CountService } from '../../tokenizers/count-service.js';
import type { Catalog } from './catalog/catalog.js';
import { type ChatRequest, countOffline } from './request-count.js';
import { priceOf } from './token-prices.js';
import type { TokenInfoValue } from './tokens.schemas.js';

/**
 * Computes token_info at write time with the token-counting area's tokenizers, for one configured
 * model that must have an exact tokenizer and a price (checked once, at start).
 */
export function createTokenInfoService(deps: { catalog: Catalog; counter: CountService; model: string }) {
  const model = deps.catalog.byName(deps.model);
  if (!model?.tokenizer || model.price_per_input_token === null) {
    throw new Error(
      `token-info model '${deps.model}' must be a catalog model with an exact tokenizer and a price`,
    );
  }
  const tokenizer = model.tokenizer;
  const pricePerToken = model.price_per_input_token;
  /** token_info for tokens already counted (e.g. a context pack's sum of its items). */
  const price = (tokens: number): TokenInfoValue => ({
    model: model.name,
    token_count: tokens,
    cost_per_use: priceOf(tokens, pricePerToken) ?? 0,
    cost_per_1k: priceOf(tokens * 1_000, pricePerToken) ?? 0,
    cost_per_1m: priceOf(tokens * 1_000_000, pricePerToken) ?? 0,
  });
  return {
    model: model.name,
    price,
    async compute(text: string): Promise<TokenInfoValue> {
      const counts = await deps.counter.count(text, [tokenizer]);
      return price(counts.get(tokenizer) ?? 0);
    },
    /**
     * token_info of a chat version: its messages and tools as a request (request-count.ts), with
     * OpenAI's message framing when the model is OpenAI's (the default gpt-4o), else contents only.
     */
    async computeRequest(request: ChatRequest): Promise<TokenInfoValue> {
      return price((await countOffline(deps.counter, tokenizer, request, model.author === 'OpenAI')).count);
    },
  };
}
export type TokenInfoService = ReturnType<typeof createTokenInfoService>;
