import { performance } from 'node:perf_hooks';
import { type RequestContext, requireWrite } from '../../lib/request-context.js';
import type { PromptRenderService } from '../prompts/prompt-render.service.js';
import type { TokensService } from '../tokens/tokens.service.js';
import type { AnalysisDeps } from './analysis.service.js';
import type { RunRequest, RunResult } from './playground.schemas.js';
import { createTokenMeter, type Metered } from './token-meter.js';

/**
 * The playground (issue 25 §3): a version rendered as POST …/render renders it (variables, message
 * placeholders, includes), sent to a platform model or the account's provider (the analyses'
 * `settings`), its answer, usage and latency back. Token limits and rate limits apply as to
 * analyses (platform models count against the monthly limit); nothing is stored.
 */
export function createPlaygroundService(
  deps: Pick<AnalysisDeps, 'models' | 'limits'> & {
    render: Pick<PromptRenderService, 'render'>;
    /** The catalog's prices, to price a run by its model's name. */
    tokens: Pick<TokensService, 'listModels'>;
  },
) {
  /** USD of a run at the catalog prices of `name` (12 significant digits); null without both prices. */
  function costOf(ctx: RequestContext, name: string, usage: { inputTokens: number; outputTokens: number }) {
    const [entry] = deps.tokens.listModels({ ctx, name });
    const input = entry?.price_per_input_token ?? null;
    const output = entry?.price_per_output_token ?? null;
    if (input === null || output === null) return null;
    return Number((usage.inputTokens * input + usage.outputTokens * output).toPrecision(12));
  }

  return {
    async run({
      ctx,
      promptId,
      versionId,
      input,
    }: {
      ctx: RequestContext;
      promptId: string;
      versionId: string;
      input: RunRequest;
    }): Promise<Metered<RunResult>> {
      const wctx = requireWrite(ctx);
      const rendered = await deps.render.render({
        ctx: wctx,
        promptId,
        input: {
          version_id: versionId,
          variables: input.variables ?? {},
          ...(input.messages ? { messages: input.messages } : {}),
          format: 'neutral',
        },
      });
      const messages = rendered.messages ?? [{ role: 'user' as const, content: rendered.content }];
      const model = await deps.models.resolve({ ctx: wctx, settings: input.settings });
      const meter = createTokenMeter(deps.limits, wctx);
      const started = performance.now();
      let usage = { inputTokens: 0, outputTokens: 0 };
      const body = await meter.call(model, async (engine) => {
        const result = await engine.run({ messages, config: rendered.config });
        usage = result.usage;
        return result;
      });
      return meter.done({
        prompt_id: promptId,
        version_id: rendered.version_id,
        model_id: model.modelId,
        model_source: model.source,
        model_name: model.modelName,
        output: body.output,
        finish_reason: body.finish_reason,
        usage: { input_tokens: usage.inputTokens, output_tokens: usage.outputTokens },
        latency_ms: Math.round(performance.now() - started),
        cost: costOf(wctx, model.modelName, usage),
        rendered_messages: messages,
        config: rendered.config,
      });
    },
  };
}
export type PlaygroundService = ReturnType<typeof createPlaygroundService>;
