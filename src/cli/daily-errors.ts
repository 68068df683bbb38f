/** A daily command used wrongly (exit code 2): its message says how to use it. */
export class DailyUsageError extends Error {}
