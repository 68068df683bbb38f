/** The clock seam: limits and timestamps read time only through this, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The clock's time in milliseconds, for the per-request readers (request ids): `Date.now` itself on
 * the system clock (no Date made and dropped on every request), through `now()` on any other.
 */
export function epochMs(clock: Clock): () => number {
  return clock === systemClock ? Date.now : () => clock.now().getTime();
}

/** First instant of the UTC month after `date` (quotas and token limits reset then). */
export function startOfNextUtcMonth(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** `YYYY-MM` of the UTC month holding `date`: the key of a monthly period. */
export function utcMonthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}
