import { type Static, Type } from 'typebox';

const Limit = Type.Union([Type.Integer({ minimum: 0, description: 'null = unlimited' }), Type.Null()]);

/**
 * The limits the operator sets on an account (null = unlimited). Here rather than in the account
 * module because the request context carries them and src/limits enforces them.
 */
export const AccountLimits = Type.Object({
  rate_limit_per_second: Limit,
  monthly_request_quota: Limit,
  monthly_token_limit: Limit,
});
export type AccountLimits = Static<typeof AccountLimits>;
