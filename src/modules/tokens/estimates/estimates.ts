/**
 * Labelled estimates for models without an exact count (`estimate=true` on POST /v1/tokens/count).
 * An estimate is never a `token_count` and never `exact`: it carries its method and the error that
 * method showed when measured against the vocabularies whose exact counts we have
 * (estimate-bands.json, written by scripts/measure-estimates.ts; docs/catalog.md).
 */
import type { EstimateMethod, TokenEstimate } from '../tokens.schemas.js';
import bands from './estimate-bands.json' with { type: 'json' };

interface Band {
  median: number;
  p90: number;
}

const METHODS = bands.methods as Record<EstimateMethod, Band & { chars_per_token?: number }>;

/** The method with the smaller measured 90th-percentile error is the one offered. */
export const ESTIMATE_METHOD: EstimateMethod =
  METHODS.o200k_proxy.p90 <= METHODS.chars_per_token.p90 ? 'o200k_proxy' : 'chars_per_token';

/** The tokenizer an estimate needs counted, or null (chars_per_token needs none). */
export const ESTIMATE_TOKENIZER = ESTIMATE_METHOD === 'o200k_proxy' ? ('o200k_base' as const) : null;

/** The measured error of the method offered. */
export function estimateBand(): Band {
  const band = METHODS[ESTIMATE_METHOD];
  return { median: band.median, p90: band.p90 };
}

/** `o200kCount`: the text's o200k_base count when the method needs it. */
export function estimateOf(text: string, o200kCount: number | null): TokenEstimate {
  const band = METHODS[ESTIMATE_METHOD];
  const error_band = { median: band.median, p90: band.p90 };
  if (ESTIMATE_METHOD === 'o200k_proxy' && o200kCount !== null) {
    return { count: o200kCount, method: 'o200k_proxy', error_band };
  }
  const ratio = METHODS.chars_per_token.chars_per_token ?? 4;
  const chars = METHODS.chars_per_token;
  return {
    count: Math.round(text.length / ratio),
    method: 'chars_per_token',
    error_band: { median: chars.median, p90: chars.p90 },
  };
}
