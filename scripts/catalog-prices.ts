/**
 * Prices from @pydantic/genai-prices as the catalog states them: the price in force on the as-of
 * date (its own selection rules), per token, and the data's own date. Used by catalog-update.ts.
 */
import type { ModelInfo, ModelPrice, Provider } from '@pydantic/genai-prices';

/** USD per token, trimmed to 12 significant digits so 0.0983 / 1e6 stays 9.83e-8, not 9.829999…e-8. */
export const perToken = (mtok: number) => Number((mtok / 1e6).toPrecision(12));

type PriceList = {
  constraint?: { type: string; start_date?: string; start_time?: string; end_time?: string };
  prices: ModelPrice;
}[];

const minuteOfDay = (time = '') => {
  const m = /^(\d{2}):(\d{2}):\d{2}Z$/.exec(time);
  if (!m) throw new Error(`unsupported time-of-day constraint ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
};

/** The package's own selection (last matching entry wins) at one minute of the as-of day. */
function priceAt(list: PriceList, asOf: string, minute: number): ModelPrice | undefined {
  for (let i = list.length - 1; i >= 0; i--) {
    const { constraint: c, prices } = list[i] ?? { prices: {} };
    if (!c || (c.type === 'start_date' && (c.start_date ?? '') <= asOf)) return prices;
    if (c.type === 'time_of_date') {
      const [start, end] = [minuteOfDay(c.start_time), minuteOfDay(c.end_time)];
      if (end < start ? minute >= start || minute < end : minute >= start && minute < end) return prices;
    }
  }
  return list[0]?.prices;
}

/**
 * Input USD per million tokens on `asOf`: the latest start_date price not after it; where time-of-day
 * windows apply (DeepSeek's peak hours), the rate in force for most minutes of the day, a tie going to
 * the higher rate; a long-context tier's base. `prices: {}` (free tiers, per-page models) gives null.
 */
export function inputMtok(model: ModelInfo, asOf: string): number | null {
  return mtokOf(model, asOf, 'input_mtok');
}

/** Like inputMtok for any per-million-token price field (`output_mtok`, `cache_read_mtok`). */
export function mtokOf(model: ModelInfo, asOf: string, field: string): number | null {
  const list = (Array.isArray(model.prices) ? model.prices : [{ prices: model.prices }]) as PriceList;
  const windows = list.some((e) => e.constraint?.type === 'time_of_date');
  const minutes = new Map<number | null, number>();
  for (let minute = 0; minute < (windows ? 1440 : 1); minute++) {
    const value = priceAt(list, asOf, minute)?.[field];
    const mtok = value === undefined ? null : typeof value === 'number' ? value : value.base;
    if (mtok !== null && !(Number.isFinite(mtok) && mtok >= 0))
      throw new Error(`bad ${field} price for ${model.id}`);
    minutes.set(mtok, (minutes.get(mtok) ?? 0) + 1);
  }
  const ranked = [...minutes].sort((a, b) => b[1] - a[1] || (b[0] ?? -1) - (a[0] ?? -1));
  return ranked[0]?.[0] ?? null;
}

/** The data's own date: its newest price change or check date, ignoring changes scheduled after `today`. */
export function dataDate(providers: readonly Provider[], today: string): string {
  const dates: string[] = [];
  const scan = (text?: string) => dates.push(...(text?.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []));
  for (const p of providers) {
    scan(p.price_comments);
    for (const m of p.models) {
      scan(m.price_comments);
      for (const c of Array.isArray(m.prices) ? m.prices : []) {
        if (c.constraint?.type === 'start_date') dates.push(c.constraint.start_date);
      }
    }
  }
  const past = dates.filter((d) => d <= today).sort();
  const newest = past[past.length - 1];
  if (!newest) throw new Error('no dated entry in the price data');
  return newest;
}
