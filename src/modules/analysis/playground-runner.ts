import { performance } from 'node:perf_hooks';
import { DomainError } from '../../lib/domain-error.js';
import type { RequestContext, WorkspaceContext } from '../../lib/request-context.js';
import type { ChatMessageValue } from '../prompts/chat.schemas.js';
import type { PromptRenderService } from '../prompts/prompt-render.service.js';
import type { PromptVersionsService } from '../prompts/prompt-versions.service.js';
import type { TokensService } from '../tokens/tokens.service.js';
import type { AnalysisDeps } from './analysis.service.js';
import type { ResolvedModel } from './llm/model-resolver.js';
import type { CellError, RunRequest, StoredRun } from './playground.schemas.js';
import type { RunRow, RunsRepo } from './playground-runs.repo.js';
import type { TokenMeter } from './token-meter.js';

export type PlaygroundDeps = Pick<AnalysisDeps, 'models' | 'limits' | 'ids' | 'clock'> & {
  render: Pick<PromptRenderService, 'render'>;
  /** The catalog's prices, to price a run by its model's name. */
  tokens: Pick<TokensService, 'listModels'>;
  /** The prompt's (and an experiment's versions') existence: 404 before anything runs or is listed. */
  versions: Pick<PromptVersionsService, 'requirePrompt' | 'findForAnalysis'>;
  runs: RunsRepo;
};

/** What a run is given: variable values and placeholder messages (as for render). */
export type RunInput = Pick<RunRequest, 'variables' | 'messages'>;
type Rendered = Awaited<ReturnType<PromptRenderService['render']>>;

/** One model call's outcome: its answer, usage, latency and cost. */
export interface Called {
  output: string;
  finish_reason: string;
  usage: { input_tokens: number; output_tokens: number };
  latency_ms: number;
  cost: number | null;
}

/**
 * The pieces a single run and an experiment share: render a version, call the model through the
 * request's token meter, and make the stored row of a run or of a failed cell.
 */
export function createRunner(deps: PlaygroundDeps) {
  const { ids, clock } = deps;

  /** USD of a run at the catalog prices of `name` (12 significant digits); null without both prices. */
  function costOf(ctx: RequestContext, name: string, usage: { inputTokens: number; outputTokens: number }) {
    const [entry] = deps.tokens.listModels({ ctx, name });
    const input = entry?.price_per_input_token ?? null;
    const output = entry?.price_per_output_token ?? null;
    if (input === null || output === null) return null;
    return Number((usage.inputTokens * input + usage.outputTokens * output).toPrecision(12));
  }

  return {
    /** The version rendered as POST …/render renders it (the neutral form): 404 and 400 as render. */
    async render(ctx: WorkspaceContext, promptId: string, versionId: string, input: RunInput) {
      const rendered = await deps.render.render({
        ctx,
        promptId,
        input: {
          version_id: versionId,
          variables: input.variables ?? {},
          ...(input.messages ? { messages: input.messages } : {}),
          format: 'neutral',
        },
      });
      const messages = rendered.messages ?? [{ role: 'user' as const, content: rendered.content }];
      return { rendered, messages };
    },

    /** Sends the rendered messages to the model, metered (the limit is checked before the call). */
    async call(
      ctx: WorkspaceContext,
      meter: TokenMeter,
      model: ResolvedModel,
      { rendered, messages }: { rendered: Rendered; messages: ChatMessageValue[] },
    ): Promise<Called> {
      const started = performance.now();
      let usage = { inputTokens: 0, outputTokens: 0 };
      const body = await meter.call(model, async (engine) => {
        const result = await engine.run({ messages, config: rendered.config });
        usage = result.usage;
        return result;
      });
      return {
        output: body.output,
        finish_reason: body.finish_reason,
        usage: { input_tokens: usage.inputTokens, output_tokens: usage.outputTokens },
        latency_ms: Math.round(performance.now() - started),
        cost: costOf(ctx, model.modelName, usage),
      };
    },

    /** The stored row of a run (`called`) or of a failed cell (`error`). */
    row(
      ctx: WorkspaceContext,
      at: {
        promptId: string;
        versionId: string;
        experiment: { id: string; inputIndex: number } | null;
        model: ResolvedModel;
      },
      input: RunInput,
      outcome: { called: Called } | { error: CellError },
    ): RunRow {
      const called = 'called' in outcome ? outcome.called : null;
      const error = 'error' in outcome ? outcome.error : null;
      return {
        id: ids.next('run'),
        workspace_id: ctx.workspaceId,
        prompt_id: at.promptId,
        version_id: at.versionId,
        experiment_id: at.experiment?.id ?? null,
        input_index: at.experiment?.inputIndex ?? null,
        variables: JSON.stringify(input.variables ?? {}),
        messages: input.messages ? JSON.stringify(input.messages) : null,
        model_id: at.model.modelId,
        model_source: at.model.source,
        model_name: at.model.modelName,
        output: called?.output ?? null,
        finish_reason: called?.finish_reason ?? null,
        input_tokens: called?.usage.input_tokens ?? 0,
        output_tokens: called?.usage.output_tokens ?? 0,
        cost: called?.cost ?? null,
        latency_ms: called?.latency_ms ?? 0,
        error_code: error?.code ?? null,
        error_message: error?.message ?? null,
        actor_type: ctx.actor.type,
        actor_id: ctx.actor.id,
        actor_name: ctx.actor.name,
        created: clock.now().toISOString(),
      };
    },
  };
}
export type Runner = ReturnType<typeof createRunner>;

/** A cell's error as the response and the stored row show it: our code and message only. */
export function cellError(error: unknown): CellError {
  if (error instanceof DomainError) return { code: error.code, message: error.message };
  return { code: 'internal', message: 'The run failed unexpectedly.' };
}

/** A stored row as the API shows it. */
export function presentRun(row: RunRow): StoredRun {
  return {
    run_id: row.id,
    prompt_id: row.prompt_id,
    version_id: row.version_id,
    experiment_id: row.experiment_id,
    input_index: row.input_index,
    variables: JSON.parse(row.variables),
    messages: row.messages === null ? null : JSON.parse(row.messages),
    model_id: row.model_id,
    model_source: row.model_source,
    model_name: row.model_name,
    output: row.output,
    finish_reason: row.finish_reason,
    usage: { input_tokens: row.input_tokens, output_tokens: row.output_tokens },
    cost: row.cost === null ? null : Number(row.cost),
    latency_ms: row.latency_ms,
    error: row.error_code === null ? null : { code: row.error_code, message: row.error_message ?? '' },
    created_by: { type: row.actor_type, id: row.actor_id, name: row.actor_name },
    created_at: row.created,
  };
}
