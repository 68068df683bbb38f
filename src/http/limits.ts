import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountLimits } from '../lib/account-limits.js';
import { DomainError } from '../lib/domain-error.js';
import type { LimitsService } from '../limits/limits-service.js';
import type { LimitPreset } from './route-config.js';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Applies the route's limit preset after auth. Headers follow the spec: the token-counting area
 * reports X-Rate-Limit-* and X-Quota-Limit-Retry-After, the prompt area X-Tokens-*. A header is
 * left out when the account has no such limit (null = unlimited).
 */
export function registerLimits(app: FastifyInstance, limits: LimitsService) {
  // Written with `done`: most requests have no limit to check (no preset, or an account without
  // the limits the preset reads), and an async hook costs promises on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const preset = request.routeOptions.config.limits ?? 'none';
    if (preset === 'none' || !request.ctx || !hasLimits(preset, request.ctx.limits)) return done();
    applyLimits(request, reply, preset, limits).then(
      () => done(),
      (error: unknown) => {
        if (error instanceof DomainError) return done(error);
        // The store (Redis) is down: a limit cannot be checked, so the request is refused — a
        // retryable 503 rather than a 500 or an unlimited pass.
        request.log.warn({ err: error }, 'limit store unavailable');
        done(
          new DomainError('unavailable', 'Rate limits cannot be checked right now; retry shortly.', {
            'retry-after': '1',
          }),
        );
      },
    );
  });
}

/** Whether `applyLimits` has anything to check or report for this account under `preset`. */
function hasLimits(preset: Exclude<LimitPreset, 'none'>, limits: AccountLimits): boolean {
  if (limits.rate_limit_per_second !== null) return true;
  // The token area counts every request against the quota (and reports it, unlimited or not).
  if (preset === 'tokens') return true;
  return preset === 'prompts' && limits.monthly_token_limit !== null;
}

async function applyLimits(
  request: FastifyRequest,
  reply: FastifyReply,
  preset: Exclude<LimitPreset, 'none'>,
  limits: LimitsService,
) {
  const { accountId, limits: accountLimits } = request.ctx as NonNullable<FastifyRequest['ctx']>;

  const rate = await limits.rate(accountId, accountLimits);
  if (rate && preset === 'tokens') {
    reply.header('x-rate-limit-total-calls', rate.limit);
    reply.header('x-rate-limit-remaining-calls', rate.remaining);
    reply.header('x-rate-limit-retry-after', rate.allowed ? 0 : seconds(rate.retryAfterMs));
  }
  if (rate && !rate.allowed) {
    throw new DomainError('rate_limited', 'Rate limit exceeded.', {
      'retry-after': String(seconds(rate.retryAfterMs)),
    });
  }

  if (preset === 'tokens') {
    const quota = await limits.quota(accountId, accountLimits);
    if (quota) {
      reply.header('x-quota-limit-retry-after', quota.resetSeconds);
      if (!quota.allowed) {
        throw new DomainError('quota_exceeded', 'Quota exceeded.', {
          'retry-after': String(quota.resetSeconds),
        });
      }
    }
  }

  // Only an account with a token limit has X-Tokens-* headers to send, so only it pays the read of
  // its usage row (a database round trip on every prompt-area request otherwise).
  if (preset === 'prompts' && accountLimits.monthly_token_limit !== null) {
    const tokens = await limits.tokens(accountId, accountLimits);
    reply.header('x-tokens-limit', tokens.limit ?? 0);
    reply.header('x-tokens-remaining', tokens.remaining ?? 0);
  }
}
