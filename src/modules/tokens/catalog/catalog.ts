/**
 * The model catalog of the token-counting area: the checked-in `catalog.data.json` (built by
 * `scripts/catalog-update.ts` from @pydantic/genai-prices, see docs/catalog.md). Nothing here touches
 * the network or the price package: the data is a build input, reviewed in diffs.
 */
// A JSON module import (not fs) so tsc copies the file into dist/ and the same path works under tsx.

import { type OperatorTokenizers, operatorTokenizerFor } from '../../../tokenizers/operator-tokenizers.js';
import {
  type CountTokenizerId,
  TOKENIZER_IDS,
  type TokenizerId,
} from '../../../tokenizers/tokenizer.types.js';
import raw from './catalog.data.json' with { type: 'json' };

export interface CatalogModel {
  /** Company that made the model (Meta for Llama on any host), not the one serving it. */
  author: string;
  /** Unique, lower-case; what clients send. */
  name: string;
  display_name: string;
  /** USD per input token at the base (shortest-context) tier; null when no price is known, never a guess. */
  price_per_input_token: number | null;
  /** USD per output token, same listing and tier as the input price; null when unknown. */
  price_per_output_token: number | null;
  /** USD per cached (prompt-cache read) input token; null when the source states none. */
  price_per_cached_input_token: number | null;
  /** Context window in tokens as the price source states it; null when unknown. */
  context_window: number | null;
  /** Output limit in tokens; null when unknown (the current source states none). */
  max_output_tokens: number | null;
  /** A built-in id, or `operator:<name>` for a file of the operator's (`--tokenizers-dir`). */
  tokenizer: CountTokenizerId | null;
  /** True when `tokenizer` reproduces the model's own counts. */
  exact: boolean;
  /**
   * `offline` (a built-in tokenizer), `operator` (the operator's file), `provider_api` (the maker's
   * count endpoint, when configured) or null.
   */
  count_source: 'offline' | 'operator' | 'provider_api' | null;
  /** Provider id in the price data whose list price is used (`openai`, `openrouter`, …), or `override`. */
  price_provider: string | null;
}

export interface Catalog {
  /** Date of the price data (YYYY-MM-DD). */
  asOf: string;
  /** `@pydantic/genai-prices@<version>` the data was built from. */
  source: string;
  models: readonly CatalogModel[];
  byName(name: string): CatalogModel | undefined;
  byAuthor(author: string): CatalogModel[];
  /** Sorted (case-insensitively), unique. */
  authors(): string[];
}

/** Case-insensitive order with a deterministic tie-break, independent of the host's ICU locale data. */
export function compareText(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isPrice = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0);
const isTokens = (v: unknown) => v === null || (Number.isInteger(v) && (v as number) > 0);
const isTokenizerId = (v: unknown): v is TokenizerId => (TOKENIZER_IDS as readonly unknown[]).includes(v);

/** Checks the file's shape once at start-up so a bad hand edit fails loudly instead of mispricing. */
export function parseCatalogData(data: unknown): { asOf: string; source: string; models: CatalogModel[] } {
  const file = data as { as_of?: unknown; source?: unknown; models?: unknown };
  if (!isText(file?.as_of) || !/^\d{4}-\d{2}-\d{2}$/.test(file.as_of) || !isText(file.source)) {
    throw new Error('catalog data: as_of (YYYY-MM-DD) and source are required');
  }
  if (!Array.isArray(file.models)) throw new Error('catalog data: models must be a list');
  const models = file.models.map((entry: Record<string, unknown>, i): CatalogModel => {
    const {
      author,
      name,
      display_name,
      price_per_input_token: price,
      tokenizer,
      exact,
      price_provider,
      price_per_output_token: output,
      price_per_cached_input_token: cached,
      context_window,
      max_output_tokens,
      count_source,
    } = entry;
    const tokenizerOk = tokenizer === null || isTokenizerId(tokenizer);
    const ok =
      isText(author) &&
      isText(name) &&
      name === name.toLowerCase() &&
      isText(display_name) &&
      isPrice(price) &&
      isPrice(output) &&
      isPrice(cached) &&
      isTokens(context_window) &&
      isTokens(max_output_tokens) &&
      tokenizerOk &&
      exact === (tokenizer !== null) &&
      (count_source === 'offline') === (tokenizer !== null) &&
      (count_source === null || count_source === 'offline' || count_source === 'provider_api') &&
      (price_provider === null || isText(price_provider));
    if (!ok) throw new Error(`catalog data: model #${i} (${String(name)}) is malformed`);
    return Object.freeze({
      author,
      name,
      display_name,
      price_per_input_token: price as number | null,
      price_per_output_token: output as number | null,
      price_per_cached_input_token: cached as number | null,
      context_window: context_window as number | null,
      max_output_tokens: max_output_tokens as number | null,
      tokenizer: tokenizer as TokenizerId | null,
      exact,
      count_source: count_source as CatalogModel['count_source'],
      price_provider: price_provider as string | null,
    });
  });
  return { asOf: file.as_of, source: file.source, models };
}

export function createCatalog(data: {
  asOf: string;
  source: string;
  models: readonly CatalogModel[];
}): Catalog {
  const byName = new Map<string, CatalogModel>();
  for (const m of data.models) {
    if (byName.has(m.name)) throw new Error(`catalog data: duplicate model name ${m.name}`);
    byName.set(m.name, m);
  }
  const authors = [...new Set(data.models.map((m) => m.author))].sort(compareText);
  return {
    asOf: data.asOf,
    source: data.source,
    models: data.models,
    // Names are stored lower-case, so `GPT-4o` finds `gpt-4o`; nothing else is fuzzy.
    byName: (name) => byName.get(name.toLowerCase()),
    byAuthor: (author) => data.models.filter((m) => m.author.toLowerCase() === author.toLowerCase()),
    authors: () => [...authors],
  };
}

/**
 * The catalog with the operator's tokenizer files applied (`--tokenizers-dir`): a model the mapping
 * names is counted by that file and says so (`count_source: operator`). A mapping entry that names
 * no catalog model stops the start, like any other bad setting.
 */
export function withOperatorTokenizers(catalog: Catalog, operator: OperatorTokenizers | null): Catalog {
  if (operator === null) return catalog;
  const models = catalog.models.map((m) => {
    const id = operatorTokenizerFor(operator, m.name);
    if (id === null) return m;
    return Object.freeze({ ...m, tokenizer: id, exact: true, count_source: 'operator' as const });
  });
  const unused = operator.models.filter(
    (r) => !models.some((m) => operatorTokenizerFor({ models: [r] }, m.name)),
  );
  if (unused.length > 0) {
    throw new Error(
      `--tokenizers-dir ${operator.dir}: tokenizers.json names no catalog model with ${unused
        .map((r) => JSON.stringify(r.pattern))
        .join(', ')} (see GET /v1/tokens/models)`,
    );
  }
  return createCatalog({ asOf: catalog.asOf, source: catalog.source, models });
}

let loaded: Catalog | undefined;

/** The checked-in catalog, parsed and indexed on first use. */
export function loadCatalog(): Catalog {
  loaded ??= createCatalog(parseCatalogData(raw));
  return loaded;
}
