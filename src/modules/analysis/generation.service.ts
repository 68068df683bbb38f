import { badRequest, DomainError } from '../../lib/domain-error.js';
import { requireText } from '../../lib/names.js';
import { type RequestContext, requireWrite, type WorkspaceContext } from '../../lib/request-context.js';
import type { Tagged } from '../../versioned/index.js';
import {
  CRITERION_TEXT_LIMITS,
  type CriterionInput,
  MAX_CRITERION_SET,
} from '../criteria/criteria.schemas.js';
import type { VersionView } from '../prompts/prompts.schemas.js';
import type { AnalysisEstimate, RiskBody, ScoringBody, Settings } from './analysis.schemas.js';
import type { AnalysisDeps, AnalysisService } from './analysis.service.js';
import type { CriteriaForScoring } from './analysis-engine.js';
import type { AnalysisResult } from './analysis-jobs.js';
import type {
  GenerateCriteriaRequest,
  GenerateMoreCriteriaRequest,
  GeneratePromptRequest,
  ImproveRequest,
} from './analysis-routes.schemas.js';
import { createTokenMeter, type Metered } from './token-meter.js';

/**
 * Makes generated criterion valid input for the criteria create calls whatever the engine wrote:
 * texts trimmed and cut to the stored limits, blank ones and slugs already taken (or repeated)
 * dropped, at most 100 (the most a criteria may be created with).
 */
export function usableCriteria(generated: CriterionInput[], existing: readonly string[]): CriterionInput[] {
  const taken = new Set(existing);
  const out: CriterionInput[] = [];
  for (const c of generated) {
    if (taken.has(c.slug)) continue;
    const clean = { ...c };
    let blank = false;
    for (const field of ['label', 'description', 'questions'] as const) {
      const text = c[field].trim().slice(0, CRITERION_TEXT_LIMITS[field]).trim();
      if (text === '') blank = true;
      clean[field] = text;
    }
    if (blank) continue;
    taken.add(c.slug);
    out.push(clean);
    if (out.length === MAX_CRITERION_SET) break;
  }
  return out;
}

/** The engine's estimate as a response field, when the engine gave one. */
const estimateOf = (out: { estimate?: AnalysisEstimate }): { estimate?: AnalysisEstimate } =>
  out.estimate ? { estimate: out.estimate } : {};

/** Improve (a new version from an analysis) and the three generate endpoints. */
export function createGenerationService(
  deps: Pick<AnalysisDeps, 'versions' | 'criteria' | 'models' | 'limits'>,
  analysis: Pick<AnalysisService, 'scoringCriteria' | 'runStored' | 'latestRow'>,
) {
  const { versions, criteria, models, limits } = deps;

  // Every verb starts with requireWrite: generation calls a model and so may spend the account's
  // tokens (write scope).
  /** The model the settings name, and a meter that charges its tokens to the request's account. */
  async function modelAndMeter(ctx: WorkspaceContext, settings: Settings | undefined) {
    return { model: await models.resolve({ ctx, settings }), meter: createTokenMeter(limits, ctx) };
  }

  /** The criteria a request names, if it names some. */
  const namedCriteria = (ctx: WorkspaceContext, criteriaId: string | undefined) =>
    criteriaId === undefined ? undefined : analysis.scoringCriteria({ ctx, criteriaId });

  /** The criteria a stored scoring was made with, if they still exist (for the improve prompt). */
  async function criteriaOf(
    ctx: RequestContext,
    criteriaId: string,
  ): Promise<CriteriaForScoring | undefined> {
    try {
      return await analysis.scoringCriteria({ ctx, criteriaId });
    } catch (error) {
      if (error instanceof DomainError && (error.code === 'not_found' || error.code === 'bad_request')) {
        return undefined;
      }
      throw error;
    }
  }

  return {
    /**
     * POST …/versions/{versionId}/improve: a new, non-primary version built from the latest stored
     * result of `source` for the version. A result that predates the version's last change (or was
     * made with other criteria than `criteria_id`) is not used: the analysis runs again first (and
     * is stored; an identical stored one is reused as usual).
     */
    async improve({
      ctx,
      promptId,
      versionId,
      ...body
    }: { ctx: RequestContext; promptId: string; versionId: string } & ImproveRequest): Promise<
      Metered<Tagged<VersionView & { estimate?: AnalysisEstimate }>>
    > {
      const wctx = requireWrite(ctx);
      const source = body.source ?? 'scoring';
      const version = await versions.findForAnalysis({ ctx: wctx, promptId, versionId });
      const chosen = await namedCriteria(wctx, body.criteria_id);
      const { model, meter } = await modelAndMeter(wctx, body.settings);

      const row = await analysis.latestRow({ ctx: wctx, versionId: version.version_id, kind: source });
      let result = row ? (JSON.parse(row.result) as AnalysisResult) : null;
      const usable =
        result !== null &&
        result.version_timestamp === version.updated &&
        (source === 'risk' || !chosen || (result as ScoringBody).criteria.criteria_id === chosen.criteria_id);

      let criteriaForImprove: CriteriaForScoring | undefined = chosen;
      if (source === 'scoring') {
        const previous = result as ScoringBody | null;
        if (!usable) {
          const run =
            chosen ??
            (previous && (await criteriaOf(wctx, previous.criteria.criteria_id))) ??
            (await analysis.scoringCriteria({ ctx: wctx }));
          const job = { kind: 'scoring', criteria: run } as const;
          result = await analysis.runStored({ ctx: wctx, meter, model, version, job });
          criteriaForImprove = run;
        } else if (!chosen) {
          criteriaForImprove = await criteriaOf(wctx, (result as ScoringBody).criteria.criteria_id);
        }
      } else if (!usable) {
        result = await analysis.runStored({ ctx: wctx, meter, model, version, job: { kind: 'risk' } });
      }

      const improved = await meter.call(model, (engine) =>
        engine.improve({
          content: version.content,
          ...(source === 'scoring' ? { scoring: result as ScoringBody } : { risk: result as RiskBody }),
          ...(criteriaForImprove ? { criteria: criteriaForImprove } : {}),
        }),
      );
      const created = await versions.create({
        ctx: wctx,
        promptId,
        input: { name: `Improved from ${source}`, content: improved.content, is_primary: false },
      });
      // The improvement's estimate goes with this response only (the version stores no estimate).
      return meter.done({ ...created, body: { ...created.body, ...estimateOf(improved) } });
    },

    /** POST /v1/prompts/generate: a Markdown prompt for a use case (optionally aimed at criteria). */
    async generatePrompt({
      ctx,
      ...body
    }: { ctx: RequestContext } & GeneratePromptRequest): Promise<
      Metered<{ content: string; estimate?: AnalysisEstimate }>
    > {
      const wctx = requireWrite(ctx);
      const useCase = requireText(body.use_case, 'body.use_case');
      const aimed = await namedCriteria(wctx, body.criteria_id);
      const { model, meter } = await modelAndMeter(wctx, body.settings);
      const out = await meter.call(model, (engine) =>
        engine.generatePrompt({ useCase, ...(aimed ? { criteria: aimed } : {}) }),
      );
      return meter.done({ content: out.content, ...estimateOf(out) });
    },

    /** POST /v1/prompts/scoring/criteria/generate: a criterion set for a use case. */
    async generateCriteria({
      ctx,
      ...body
    }: { ctx: RequestContext } & GenerateCriteriaRequest): Promise<
      Metered<{ criterion_set: CriterionInput[]; estimate?: AnalysisEstimate }>
    > {
      const wctx = requireWrite(ctx);
      const useCase = requireText(body.use_case, 'body.use_case');
      const { model, meter } = await modelAndMeter(wctx, body.settings);
      const out = await meter.call(model, (engine) => engine.generateCriteria({ useCase, existing: [] }));
      return meter.done({ criterion_set: usableCriteria(out.criterion_set, []), ...estimateOf(out) });
    },

    /**
     * POST /v1/prompts/scoring/criteria/{criteriaId}/generate: more criterion for existing
     * criteria, from their own use case, never with a slug they already have.
     */
    async generateMoreCriteria({
      ctx,
      criteriaId,
      ...body
    }: { ctx: RequestContext; criteriaId: string } & GenerateMoreCriteriaRequest): Promise<
      Metered<{ criterion_set: CriterionInput[]; estimate?: AnalysisEstimate }>
    > {
      const wctx = requireWrite(ctx);
      const found = await criteria.getForScoring({ ctx: wctx, criteriaId });
      if (!found.use_case?.trim()) {
        throw badRequest(
          `The scoring criteria '${found.name}' (${found.criteria_id}) have no use_case to generate from; ` +
            'set one first (PATCH or PUT /v1/prompts/scoring/criteria/{criteriaId}).',
        );
      }
      const useCase = found.use_case.trim();
      const existing = found.criterion_set.map(({ slug, label, description, questions, weight }) => ({
        slug,
        label,
        description,
        questions,
        weight,
      }));
      const { model, meter } = await modelAndMeter(wctx, body.settings);
      const out = await meter.call(model, (engine) => engine.generateCriteria({ useCase, existing }));
      const slugs = existing.map((c) => c.slug);
      return meter.done({ criterion_set: usableCriteria(out.criterion_set, slugs), ...estimateOf(out) });
    },
  };
}
export type GenerationService = ReturnType<typeof createGenerationService>;
