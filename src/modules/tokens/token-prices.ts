import type { CatalogModel } from './catalog/catalog.js';
import type { CostScenario } from './tokens.schemas.js';

/** Cost in USD, trimmed to 12 significant digits so float noise (0.000312499999…) never shows. */
export function priceOf(count: number, pricePerToken: number | null): number | null {
  if (pricePerToken === null) return null;
  const cost = count * pricePerToken;
  // The trim (a number printed and read back, ~0.2 µs) is a function of the product alone, and
  // counts repeat (a few hundred distinct per model for small texts): kept by product, a bounded map.
  let trimmed = TRIMMED.get(cost);
  if (trimmed === undefined) {
    if (TRIMMED.size >= TRIMMED_KEPT) TRIMMED.clear();
    trimmed = Number(cost.toPrecision(12));
    TRIMMED.set(cost, trimmed);
  }
  return trimmed;
}
const TRIMMED = new Map<number, number>();
const TRIMMED_KEPT = 8192;

/** Input, output and the cached-input scenario of one use, in USD (null where a price is unknown). */
export function costScenario(count: number | null, model: CatalogModel, output: number): CostScenario {
  const input = count === null ? null : priceOf(count, model.price_per_input_token);
  const out = priceOf(output, model.price_per_output_token);
  const cached = count === null ? null : priceOf(count, model.price_per_cached_input_token);
  const sum = (a: number | null, b: number | null) =>
    a === null || b === null ? null : Number((a + b).toPrecision(12));
  return {
    input_tokens: count,
    output_tokens: output,
    input_cost: input,
    output_cost: out,
    total_cost: sum(input, out),
    cached_input_cost: cached,
    cached_total_cost: sum(cached, out),
  };
}
