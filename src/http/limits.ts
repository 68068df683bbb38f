import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountLimits } from '../lib/account-limits.js';
import { DomainError } from '../lib/domain-error.js';
import type { RequestContext } from '../lib/request-context.js';
import type { LimitsService, QuotaStatus, RateStatus } from '../limits/limits-service.js';
import type { LimitPreset } from './route-config.js';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** What the limits decided for one request: the headers to send, and the refusal if any. */
export interface LimitOutcome {
  headers: [string, string | number][];
  error: DomainError | null;
}

/** A decision made before Fastify saw the request (fast-path.ts), for the hook to apply as is. */
const DECIDED = Symbol('limits decided');
type Decided = IncomingMessage & { [DECIDED]?: { accountId: string; outcome: LimitOutcome } };

/**
 * Hands a decision over to the hook: the fast path consumed the limits (and was refused) before
 * passing the request on, so the hook applies that outcome instead of counting the request twice.
 */
export function handOverLimits(raw: IncomingMessage, accountId: string, outcome: LimitOutcome) {
  (raw as Decided)[DECIDED] = { accountId, outcome };
}

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
    const apply = (outcome: LimitOutcome) => {
      for (const [name, value] of outcome.headers) reply.header(name, value);
      done(outcome.error ?? undefined);
    };
    const decided = (request.raw as Decided)[DECIDED];
    if (decided !== undefined && decided.accountId === request.ctx.accountId) return apply(decided.outcome);
    const now = decideLimitsNow(request.ctx, preset, limits, request.log);
    if (now !== undefined) return apply(now);
    decideLimits(request.ctx, preset, limits, request.log).then(apply, done);
  });
}

/** Whether `decideLimits` has anything to check or report for this account under `preset`. */
export function hasLimits(preset: Exclude<LimitPreset, 'none'>, limits: AccountLimits): boolean {
  if (limits.rate_limit_per_second !== null) return true;
  // The token area counts every request against the quota (and reports it, unlimited or not).
  if (preset === 'tokens') return true;
  return preset === 'prompts' && limits.monthly_token_limit !== null;
}

/**
 * Counts the request against the account's limits under `preset` (once: it consumes), and says
 * which headers to send and whether it is refused. The one copy the hook and the fast path run.
 */
export async function decideLimits(
  ctx: RequestContext,
  preset: Exclude<LimitPreset, 'none'>,
  limits: LimitsService,
  log: Pick<FastifyRequest['log'], 'warn'>,
): Promise<LimitOutcome> {
  const headers: LimitOutcome['headers'] = [];
  try {
    await applyLimits(ctx, preset, limits, headers);
    return { headers, error: null };
  } catch (error) {
    return refused(error, headers, log);
  }
}

/**
 * `decideLimits`'s outcome at once (no promise) where the limits service can give it so
 * (LimitsService.decideNow: the in-process store, the quota seeded; no token limit to read), with
 * the same headers and refusals, counted once; undefined, with nothing counted, where it cannot.
 */
export function decideLimitsNow(
  ctx: RequestContext,
  preset: Exclude<LimitPreset, 'none'>,
  limits: LimitsService,
  log: Pick<FastifyRequest['log'], 'warn'>,
): LimitOutcome | undefined {
  const { accountId, limits: accountLimits } = ctx;
  if (preset === 'prompts' && accountLimits.monthly_token_limit !== null) return undefined;
  const headers: LimitOutcome['headers'] = [];
  try {
    const decided = limits.decideNow(accountId, accountLimits, preset === 'tokens');
    if (decided === undefined) return undefined;
    rateHeaders(decided.rate, preset, headers);
    if (preset === 'tokens') quotaHeaders(decided.quota, headers);
    return { headers, error: null };
  } catch (error) {
    return refused(error, headers, log);
  }
}

function refused(error: unknown, headers: LimitOutcome['headers'], log: Pick<FastifyRequest['log'], 'warn'>) {
  if (error instanceof DomainError) return { headers, error };
  // The store (Redis) is down: a limit cannot be checked, so the request is refused — a
  // retryable 503 rather than a 500 or an unlimited pass.
  log.warn({ err: error }, 'limit store unavailable');
  const unavailable = new DomainError(
    'unavailable',
    'Rate limits cannot be checked right now; retry shortly.',
    {
      'retry-after': '1',
    },
  );
  return { headers, error: unavailable };
}

async function applyLimits(
  ctx: RequestContext,
  preset: Exclude<LimitPreset, 'none'>,
  limits: LimitsService,
  headers: LimitOutcome['headers'],
) {
  const { accountId, limits: accountLimits } = ctx;

  rateHeaders(await limits.rate(accountId, accountLimits), preset, headers);
  if (preset === 'tokens') quotaHeaders(await limits.quota(accountId, accountLimits), headers);

  // Only an account with a token limit has X-Tokens-* headers to send, so only it pays the read of
  // its usage row (a database round trip on every prompt-area request otherwise).
  if (preset === 'prompts' && accountLimits.monthly_token_limit !== null) {
    const tokens = await limits.tokens(accountId, accountLimits);
    headers.push(['x-tokens-limit', tokens.limit ?? 0]);
    headers.push(['x-tokens-remaining', tokens.remaining ?? 0]);
  }
}

/** The rate limit's headers (the token area reports them), and its refusal. */
function rateHeaders(rate: RateStatus | null, preset: LimitPreset, headers: LimitOutcome['headers']) {
  if (rate && preset === 'tokens') {
    headers.push(['x-rate-limit-total-calls', rate.limit]);
    headers.push(['x-rate-limit-remaining-calls', rate.remaining]);
    headers.push(['x-rate-limit-retry-after', rate.allowed ? 0 : seconds(rate.retryAfterMs)]);
  }
  if (rate && !rate.allowed) {
    throw new DomainError('rate_limited', 'Rate limit exceeded.', {
      'retry-after': String(seconds(rate.retryAfterMs)),
    });
  }
}

/** The monthly quota's header, and its refusal. */
function quotaHeaders(quota: QuotaStatus | null, headers: LimitOutcome['headers']) {
  if (!quota) return;
  headers.push(['x-quota-limit-retry-after', quota.resetSeconds]);
  if (!quota.allowed) {
    throw new DomainError('quota_exceeded', 'Quota exceeded.', {
      'retry-after': String(quota.resetSeconds),
    });
  }
}
