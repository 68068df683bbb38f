import { type Static, Type } from 'typebox';

// Bounded by their columns: rate_limit_per_second is int4, the monthly counters int8 (as doubles).
const Limit = (maximum: number) =>
  Type.Union([Type.Integer({ minimum: 0, maximum, description: 'null = unlimited' }), Type.Null()]);

/**
 * The limits the operator sets on an account (null = unlimited). Here rather than in the account
 * module because the request context carries them and src/limits enforces them.
 */
export const AccountLimits = Type.Object({
  rate_limit_per_second: Limit(2_147_483_647),
  monthly_request_quota: Limit(Number.MAX_SAFE_INTEGER),
  monthly_token_limit: Limit(Number.MAX_SAFE_INTEGER),
});
export type AccountLimits = Static<typeof AccountLimits>;
