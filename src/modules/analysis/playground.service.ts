import { notFound } from '../../lib/domain-error.js';
import { type Page, type PageRequest, pageOf } from '../../lib/paging.js';
import { type RequestContext, requireRead, requireWrite } from '../../lib/request-context.js';
import type { RunRequest, RunResult, RunsQuery, StoredRun } from './playground.schemas.js';
import { createRunner, type PlaygroundDeps, presentRun } from './playground-runner.js';
import { createTokenMeter, type Metered } from './token-meter.js';

/** The caller and the prompt that every playground operation acts on. */
type OnPrompt = { ctx: RequestContext; promptId: string };
type RunArgs = OnPrompt & { versionId: string; input: RunRequest };
type ListArgs = OnPrompt & { query: RunsQuery; page: PageRequest };

/**
 * The playground (issue 25 §3): a version rendered as POST …/render renders it (variables, message
 * placeholders, includes), sent to a platform model or the account's provider (the analyses'
 * `settings`), its answer, usage and latency back. Token limits and rate limits apply as to
 * analyses (platform models count against the monthly limit). With `store: true` the run is kept
 * (prompt_runs) and listed by GET /v1/prompts/{promptId}/runs; a failed run stores nothing.
 */
export function createPlaygroundService(deps: PlaygroundDeps) {
  const runner = createRunner(deps);

  return {
    async run({ ctx, promptId, versionId, input }: RunArgs): Promise<Metered<RunResult>> {
      const wctx = requireWrite(ctx);
      const prepared = await runner.render(wctx, promptId, versionId, input);
      const model = await deps.models.resolve({ ctx: wctx, settings: input.settings });
      const meter = createTokenMeter(deps.limits, wctx);
      const called = await runner.call(wctx, meter, model, prepared);
      const { rendered, messages } = prepared;
      let runId: string | null = null;
      if (input.store === true) {
        const at = { promptId, versionId: rendered.version_id, experiment: null, model };
        const row = runner.row(wctx, at, input, { called });
        await deps.runs.insert([row]);
        runId = row.id;
      }
      return meter.done({
        run_id: runId,
        prompt_id: promptId,
        version_id: rendered.version_id,
        model_id: model.modelId,
        model_source: model.source,
        model_name: model.modelName,
        ...called,
        rendered_messages: messages,
        config: rendered.config,
      });
    },

    /** A prompt's stored runs, newest first (404 for a prompt the caller cannot see). */
    async list({ ctx, promptId, query, page }: ListArgs): Promise<Page<StoredRun>> {
      const w = requireRead(ctx);
      await deps.versions.requirePrompt({ ctx: w, promptId });
      const filter = { versionId: query.version_id, experimentId: query.experiment_id };
      const rows = await deps.runs.page(w.workspaceId, promptId, filter, page);
      const { items, next } = pageOf(rows, page.limit, (r) => [r.id]);
      return { items: items.map(presentRun), next };
    },

    async get({ ctx, promptId, runId }: OnPrompt & { runId: string }) {
      const w = requireRead(ctx);
      const row = await deps.runs.find(w.workspaceId, promptId, runId);
      if (!row) throw notFound('Run');
      return presentRun(row);
    },
  };
}
export type PlaygroundService = ReturnType<typeof createPlaygroundService>;
