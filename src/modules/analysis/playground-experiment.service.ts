import { badRequest } from '../../lib/domain-error.js';
import { type RequestContext, requireWrite } from '../../lib/request-context.js';
import type { CellError } from './playground.schemas.js';
import type {
  ExperimentCell,
  ExperimentInput,
  ExperimentRequest,
  ExperimentResult,
} from './playground-experiment.schemas.js';
import { type Called, cellError, createRunner, type PlaygroundDeps } from './playground-runner.js';
import { createTokenMeter, type Metered } from './token-meter.js';

/** Model calls of one experiment in flight at once: a few, so one request never floods a provider. */
export const EXPERIMENT_CONCURRENCY = 4;

type Outcome = { called: Called } | { error: CellError };
type RunArgs = { ctx: RequestContext; promptId: string; input: ExperimentRequest };

/** `fn` over `items` with at most `limit` running at once; results in the items' order. */
async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>) {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * A small experiment (issue 25 §3): every version on every input, through one model (the request's
 * settings), side by side. What would refuse the whole request is checked before any call (scope,
 * a version that is not the prompt's: 404, the built-in analyzer: 400, a used-up token limit: 403);
 * after that a cell fails alone (a missing variable, an upstream error, a timeout, the token limit
 * running out mid-way) and carries our error code and message, never the provider's words. Every
 * cell, failed or not, is stored as a run in one transaction once all have finished.
 */
export function createExperimentService(deps: PlaygroundDeps) {
  const runner = createRunner(deps);

  return {
    async run({ ctx, promptId, input }: RunArgs): Promise<Metered<ExperimentResult>> {
      const w = requireWrite(ctx);
      const versionIds = input.version_ids;
      if (new Set(versionIds).size !== versionIds.length)
        throw badRequest('body.version_ids: each version may be named once.');
      for (const versionId of versionIds)
        await deps.versions.findForAnalysis({ ctx: w, promptId, versionId });
      const model = await deps.models.resolve({ ctx: w, settings: input.settings });
      // The built-in analyzer cannot run a prompt: its own 400, for the whole request.
      if (model.source === 'builtin') await model.engine.run({ messages: [], config: null });
      const meter = createTokenMeter(deps.limits, w);
      await meter.check(model);

      const cells = input.inputs.flatMap((given, index) =>
        versionIds.map((versionId) => ({ index, given, versionId })),
      );
      const outcomes = await mapBounded(cells, EXPERIMENT_CONCURRENCY, async (cell): Promise<Outcome> => {
        try {
          const prepared = await runner.render(w, promptId, cell.versionId, cell.given);
          return { called: await runner.call(w, meter, model, prepared) };
        } catch (error) {
          return { error: cellError(error) };
        }
      });
      const experimentId = deps.ids.next('exp');
      const rows = cells.map((cell, k) =>
        runner.row(
          w,
          {
            promptId,
            versionId: cell.versionId,
            experiment: { id: experimentId, inputIndex: cell.index },
            model,
          },
          cell.given,
          outcomes[k] as Outcome,
        ),
      );
      await deps.runs.insert(rows);

      const table: ExperimentCell[] = rows.map((row, k) => {
        const outcome = outcomes[k] as Outcome;
        const called = 'called' in outcome ? outcome.called : null;
        return {
          version_id: row.version_id,
          run_id: row.id,
          output: called?.output ?? null,
          finish_reason: called?.finish_reason ?? null,
          usage: called?.usage ?? { input_tokens: 0, output_tokens: 0 },
          cost: called?.cost ?? null,
          latency_ms: called?.latency_ms ?? 0,
          error: 'error' in outcome ? outcome.error : null,
        };
      });
      const width = versionIds.length;
      return meter.done({
        experiment_id: experimentId,
        prompt_id: promptId,
        version_ids: versionIds,
        model_id: model.modelId,
        model_source: model.source,
        model_name: model.modelName,
        rows: input.inputs.map((given: ExperimentInput, index) => ({
          input_index: index,
          variables: given.variables ?? {},
          messages: given.messages ?? null,
          cells: table.slice(index * width, (index + 1) * width),
        })),
        totals: versionIds.map((versionId) => totalOf(versionId, table)),
      });
    },
  };
}
export type ExperimentService = ReturnType<typeof createExperimentService>;

/** A version's column summed: cells, failures, tokens, cost (of the priced cells) and latency. */
function totalOf(versionId: string, table: ExperimentCell[]) {
  const mine = table.filter((c) => c.version_id === versionId);
  const priced = mine.filter((c) => c.cost !== null);
  const sum = (f: (c: ExperimentCell) => number) => mine.reduce((n, c) => n + f(c), 0);
  return {
    version_id: versionId,
    runs: mine.length,
    failed: mine.filter((c) => c.error !== null).length,
    usage: {
      input_tokens: sum((c) => c.usage.input_tokens),
      output_tokens: sum((c) => c.usage.output_tokens),
    },
    cost:
      priced.length === 0 ? null : Number(priced.reduce((n, c) => n + (c.cost as number), 0).toPrecision(12)),
    latency_ms: sum((c) => c.latency_ms),
  };
}
