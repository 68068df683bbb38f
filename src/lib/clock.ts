/** The clock seam: limits and timestamps read time only through this, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** First instant of the UTC month after `date` (quotas and token limits reset then). */
export function startOfNextUtcMonth(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** `YYYY-MM` of the UTC month holding `date`: the key of a monthly period. */
export function utcMonthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}
