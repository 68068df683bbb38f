import { performance } from 'node:perf_hooks';
import { DomainError } from '../../lib/domain-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { LimitsService } from '../../limits/limits-service.js';
import { usageOfError } from '../ai/index.js';
import type { AnalysisEngine, EngineResult } from './analysis-engine.js';
import type { ResolvedModel } from './llm/model-resolver.js';

/** What one request spent on models: the X-Tokens-* headers of the analysis endpoints. */
export interface TokenReport {
  /** Input + output tokens of this request's model calls (0 for the built-in analyzer or a reuse). */
  used: number;
  /** Seconds spent in model calls. */
  seconds: number;
  /** Tokens left this month after this request; null when the account has no token limit. */
  remaining: number | null;
}

export interface Metered<T> {
  value: T;
  tokens: TokenReport;
}

export type TokenLimits = Pick<LimitsService, 'tokens' | 'recordTokens'>;

export const tokenLimitReached = () =>
  new DomainError('token_limit_reached', 'Token limit reached for billing period.');

/**
 * Runs a request's model calls and keeps their account. Platform models (and only they) count
 * against the account's monthly token limit: refused before the call once it is used up, charged
 * after the call with what the provider reported. A call that fails charges the tokens the
 * provider reported for its attempts (none when no answer came back), and says so in X-Tokens-Used. The check is not a reservation: calls already in flight
 * when the limit runs out still complete and are charged, so a month can end slightly over.
 */
export function createTokenMeter(limits: TokenLimits, ctx: RequestContext) {
  let used = 0;
  let seconds = 0;
  /** Refuses a call on a platform model once the month's tokens are used up. */
  async function check(model: ResolvedModel) {
    if (!model.countsAgainstTokenLimit) return;
    const status = await limits.tokens(ctx.accountId, ctx.limits);
    if (status.remaining !== null && status.remaining <= 0) throw tokenLimitReached();
  }
  return {
    check,

    async call<T>(model: ResolvedModel, run: (engine: AnalysisEngine) => Promise<EngineResult<T>>) {
      await check(model);
      const started = performance.now();
      const charge = async (usage: { inputTokens: number; outputTokens: number }) => {
        seconds += (performance.now() - started) / 1000;
        const n = usage.inputTokens + usage.outputTokens;
        used += n;
        if (model.countsAgainstTokenLimit) await limits.recordTokens(ctx.accountId, n);
      };
      let result: EngineResult<T>;
      try {
        result = await run(model.engine);
      } catch (error) {
        // A failed call still charges what the provider reported using (e.g. a malformed first answer).
        const spent = usageOfError(error);
        if (spent && error instanceof DomainError) {
          await charge(spent);
          error.headers['x-tokens-used'] = String(used);
        }
        throw error;
      }
      await charge(result.usage);
      return result.body;
    },

    /** The value with this request's token report (read after the calls were charged). */
    async done<T>(value: T): Promise<Metered<T>> {
      const remaining =
        ctx.limits.monthly_token_limit === null
          ? null
          : (await limits.tokens(ctx.accountId, ctx.limits)).remaining;
      return { value, tokens: { used, seconds, remaining } };
    },
  };
}
export type TokenMeter = ReturnType<typeof createTokenMeter>;
