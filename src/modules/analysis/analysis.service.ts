import type { Clock } from '../../lib/clock.js';
import { badRequest, DomainError } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import { optionalText, requireText } from '../../lib/names.js';
import {
  assertScope,
  assertWorkspace,
  type RequestContext,
  type WorkspaceContext,
} from '../../lib/request-context.js';
import type { CriteriaService } from '../criteria/criteria.service.js';
import type { PromptVersionsService } from '../prompts/prompt-versions.service.js';
import type { AnalysesRepo, AnalysisRow } from './analyses.repo.js';
import type { AnalysisKind } from './analysis.schemas.js';
import { analysisCacheKey } from './analysis-cache.js';
import type { CriteriaForScoring } from './analysis-engine.js';
import { type AnalysisJob, type AnalysisResult, jobOptions, runJob, stampResult } from './analysis-jobs.js';
import type { ContentAnalysisRequest, VersionAnalysisRequest } from './analysis-routes.schemas.js';
import type { ModelResolver, ResolvedModel } from './llm/model-resolver.js';
import { createTokenMeter, type Metered, type TokenLimits, type TokenMeter } from './token-meter.js';

export interface AnalysisDeps {
  versions: Pick<PromptVersionsService, 'findForAnalysis' | 'create'>;
  analyses: Pick<AnalysesRepo, 'insert' | 'latestFor'>;
  criteria: Pick<CriteriaService, 'getForScoring'>;
  models: Pick<ModelResolver, 'resolve'>;
  limits: TokenLimits;
  ids: IdGenerator;
  clock: Clock;
  /** The largest content accepted in a request, in UTF-8 bytes (as for versions). */
  maxContentBytes: number;
}

/** The version an analysis runs on, as the versions service hands it over. */
export type AnalysedVersion = Awaited<ReturnType<PromptVersionsService['findForAnalysis']>>;

const quoted = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Scoring, risk, balance and heatmap: of a stored version (the result is stored as the version's
 * latest of its kind and served by GET and `expand`), or of content sent in the request (nothing
 * stored). Every run goes through the model the request's settings name (docs/ai-providers.md).
 */
export function createAnalysisService(deps: AnalysisDeps) {
  const { versions, analyses, criteria, models, limits, ids, clock } = deps;

  /** The criteria as the engine gets them: the selected criterion only, without their ids. */
  async function scoringCriteria({
    ctx,
    criteriaId,
    slugs,
    useCase,
  }: {
    ctx: RequestContext;
    criteriaId?: string;
    slugs?: string[];
    useCase?: string;
  }): Promise<CriteriaForScoring> {
    const found = await criteria.getForScoring({ ctx, criteriaId });
    let set = found.criterion_set;
    if (slugs !== undefined) {
      const known = new Set(set.map((c) => c.slug));
      const unknown = [...new Set(slugs.filter((s) => !known.has(s)))];
      if (unknown.length) {
        throw badRequest(
          `body.criterion_slugs: ${quoted(unknown)} ${unknown.length === 1 ? 'is not a slug' : 'are not slugs'} ` +
            `of the scoring criteria '${found.name}' (${found.criteria_id}).`,
        );
      }
      const wanted = new Set(slugs);
      set = set.filter((c) => wanted.has(c.slug));
    }
    if (set.length === 0) {
      throw badRequest(
        `The scoring criteria '${found.name}' (${found.criteria_id}) have no criterion to score against; add some first.`,
      );
    }
    return {
      criteria_id: found.criteria_id,
      name: found.name,
      use_case: useCase ?? found.use_case,
      criterion_set: set.map(({ slug, label, description, questions, weight }) => ({
        slug,
        label,
        description,
        questions,
        weight,
      })),
    };
  }

  async function latestRow({
    ctx,
    versionId,
    kind,
  }: {
    ctx: WorkspaceContext;
    versionId: string;
    kind: AnalysisKind;
  }) {
    const [row] = await analyses.latestFor(ctx.workspaceId, [versionId], [kind]);
    return row ?? null;
  }

  // A new result must sort after the one it supersedes even within the same millisecond (the
  // latest is chosen by `created`), so its time is pushed 1 ms past the previous one if needed.
  function nextTimestamp(previous: AnalysisRow | null): string {
    const now = clock.now();
    if (previous && now.toISOString() <= previous.created) {
      return new Date(Date.parse(previous.created) + 1).toISOString();
    }
    return now.toISOString();
  }

  /**
   * Runs a job on a version and stores the result, unless the latest stored result of that kind
   * has the same cache key (same content, model and options): that one is returned as it is, and
   * no model is called (`force` skips this).
   */
  async function runStored({
    ctx,
    meter,
    model,
    version,
    job,
    force = false,
  }: {
    ctx: WorkspaceContext;
    meter: TokenMeter;
    model: ResolvedModel;
    version: AnalysedVersion;
    job: AnalysisJob;
    force?: boolean;
  }): Promise<AnalysisResult> {
    const key = analysisCacheKey({
      kind: job.kind,
      content: version.content,
      modelId: model.modelId,
      ...jobOptions(job),
    });
    const previous = await latestRow({ ctx, versionId: version.version_id, kind: job.kind });
    if (!force && previous?.cache_key === key) return JSON.parse(previous.result) as AnalysisResult;
    const body = await meter.call(model, (engine) => runJob(engine, job, version.content));
    const at = nextTimestamp(previous);
    const result = stampResult(job.kind, body, version.updated, at);
    try {
      await analyses.insert({
        id: ids.next('van'),
        workspace_id: ctx.workspaceId,
        version_id: version.version_id,
        kind: job.kind,
        result: JSON.stringify(result),
        cache_key: key,
        created: at,
      });
    } catch (error) {
      // The version was deleted while the model worked: a 404 like any request on it now.
      await versions.findForAnalysis({ ctx, promptId: version.prompt_id, versionId: version.version_id });
      throw error;
    }
    return result;
  }

  /** The job a request names; scoring resolves its criteria (some slugs, or another use case). */
  async function jobFor(
    ctx: WorkspaceContext,
    request: VersionAnalysisRequest | ContentAnalysisRequest,
  ): Promise<AnalysisJob> {
    if (request.kind === 'scoring') {
      const criteria = await scoringCriteria({
        ctx,
        criteriaId: request.criteria_id,
        slugs: 'criterion_slugs' in request ? request.criterion_slugs : undefined,
        useCase: 'use_case' in request ? request.use_case : undefined,
      });
      return { kind: 'scoring', criteria };
    }
    // Risk reads everything: the include_examples a content request may carry (the spec's sample
    // does) is accepted and ignored.
    if (request.kind === 'risk') return { kind: 'risk' };
    return { kind: request.kind, includeExamples: request.include_examples };
  }

  function checkContent(content: string) {
    requireText(content, 'body.content');
    const bytes = Buffer.byteLength(content, 'utf8');
    if (bytes > deps.maxContentBytes) {
      throw new DomainError(
        'payload_too_large',
        `content is ${bytes} bytes; the limit is ${deps.maxContentBytes} bytes.`,
      );
    }
  }

  function start(ctx: RequestContext): WorkspaceContext {
    // Every POST here may call a model and so spend the account's tokens: write scope.
    assertScope(ctx, 'write');
    assertWorkspace(ctx);
    return ctx;
  }

  return {
    scoringCriteria,
    runStored,
    latestRow,

    /** POST …/versions/{versionId}/{kind}: runs (or reuses) and stores. */
    async analyzeVersion({
      ctx,
      promptId,
      versionId,
      ...request
    }: { ctx: RequestContext; promptId: string; versionId: string } & VersionAnalysisRequest): Promise<
      Metered<AnalysisResult>
    > {
      const wctx = start(ctx);
      const version = await versions.findForAnalysis({ ctx: wctx, promptId, versionId });
      const job = await jobFor(wctx, request);
      const model = await models.resolve({ ctx: wctx, settings: request.settings });
      const meter = createTokenMeter(limits, wctx);
      return meter.done(
        await runStored({ ctx: wctx, meter, model, version, job, force: request.force === true }),
      );
    },

    /** GET …/versions/{versionId}/{kind}: the latest stored result (404 when there is none). */
    async latest({
      ctx,
      promptId,
      versionId,
      kind,
    }: {
      ctx: RequestContext;
      promptId: string;
      versionId: string;
      kind: AnalysisKind;
    }): Promise<AnalysisResult> {
      assertScope(ctx, 'read');
      assertWorkspace(ctx);
      await versions.findForAnalysis({ ctx, promptId, versionId });
      const row = await latestRow({ ctx, versionId, kind });
      if (!row) {
        throw new DomainError(
          'not_found',
          `No ${kind} result is stored for this version yet (POST to this path runs one).`,
        );
      }
      return JSON.parse(row.result) as AnalysisResult;
    },

    /** POST /v1/prompts/{kind}: content sent in the request; nothing is stored. */
    async analyzeContent({
      ctx,
      ...request
    }: { ctx: RequestContext } & ContentAnalysisRequest): Promise<Metered<AnalysisResult>> {
      const wctx = start(ctx);
      checkContent(request.content);
      if (request.kind === 'scoring') optionalText(request.use_case, 'body.use_case');
      const job = await jobFor(wctx, request);
      const model = await models.resolve({ ctx: wctx, settings: request.settings });
      const meter = createTokenMeter(limits, wctx);
      const body = await meter.call(model, (engine) => runJob(engine, job, request.content));
      // Content held outside the service: neither timestamp applies (the spec's API answers null).
      return meter.done(stampResult(job.kind, body, null, null));
    },
  };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
