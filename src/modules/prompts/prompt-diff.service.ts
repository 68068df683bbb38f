import { notFound } from '../../lib/domain-error.js';
import { type RequestContext, requireRead } from '../../lib/request-context.js';
import type { Risk, Scoring } from '../analysis/analysis.schemas.js';
import type { AnalysesRepo } from '../analysis/index.js';
import type { TokenInfoService } from '../tokens/token-info.service.js';
import type { TokenInfoValue } from '../tokens/tokens.schemas.js';
import type { DiffOptions, LineDiff } from './line-diff.js';
import type { VersionDiff } from './prompt-delivery.schemas.js';
import type { PromptVersionRow } from './prompts.repo.js';
import type { PromptResource } from './prompts.service.js';

export interface PromptDiffDeps {
  resource: PromptResource;
  analyses: AnalysesRepo;
  tokenInfo: Pick<TokenInfoService, 'compute' | 'model'>;
  /** The line diff, run off the event loop when the contents are large (line-diff-pool.ts). */
  diff: (from: string, to: string, options: DiffOptions) => Promise<LineDiff>;
}

/** Differences of USD figures, trimmed as prices are (12 significant digits, no float noise). */
const usd = (x: number) => Number(x.toPrecision(12));
const issuesOf = (r: Risk) =>
  r.bias_analysis.issues.length + r.ethical_analysis.issues.length + r.safety_analysis.issues.length;

/** Diff of two versions of a prompt: their contents line by line, tokens, cost, score and risk. */
export function createPromptDiffService({ resource, analyses, tokenInfo, diff }: PromptDiffDeps) {
  /**
   * The stored token_info of both versions when they are for one model (the usual case: it is
   * computed at write time for the configured model); else both counted now for the configured one.
   */
  async function tokenInfos(
    a: PromptVersionRow,
    b: PromptVersionRow,
  ): Promise<[TokenInfoValue, TokenInfoValue]> {
    const stored = [a, b].map((v) => JSON.parse(v.token_info) as Partial<TokenInfoValue>);
    const [x, y] = stored as [Partial<TokenInfoValue>, Partial<TokenInfoValue>];
    if (
      x.model !== undefined &&
      x.model === y.model &&
      x.cost_per_use !== undefined &&
      y.cost_per_use !== undefined
    )
      return [x as TokenInfoValue, y as TokenInfoValue];
    return Promise.all([tokenInfo.compute(a.content), tokenInfo.compute(b.content)]);
  }

  /** A config as diffed: its JSON, keys sorted, two-space indented, one value a line ('' for none). */
  const configText = (stored: string | null) =>
    stored === null ? '' : `${JSON.stringify(sortKeys(JSON.parse(stored)), null, 2)}\n`;

  return {
    async diff({
      ctx,
      promptId,
      from,
      to,
    }: {
      ctx: RequestContext;
      promptId: string;
      from: string;
      to: string;
    }): Promise<VersionDiff> {
      const ws = requireRead(ctx).workspaceId;
      await resource.requireParent(ws, promptId);
      const find = async (id: string, which: string) => {
        const row = await resource.tables.findVersion(ws, promptId, id);
        if (!row) throw notFound(`Version (query.${which})`);
        return row;
      };
      const a = await find(from, 'from');
      const b = await find(to, 'to');
      const lines = await diff(a.content, b.content, { fromLabel: a.id, toLabel: b.id });
      const configs = await diff(configText(a.config), configText(b.config), {
        fromLabel: a.id,
        toLabel: b.id,
      });
      const [infoA, infoB] = await tokenInfos(a, b);
      const stored = await analyses.latestFor(ws, [a.id, b.id], ['scoring', 'risk']);
      const result = (versionId: string, kind: 'scoring' | 'risk') => {
        const row = stored.find((r) => r.version_id === versionId && r.kind === kind);
        return row ? JSON.parse(row.result) : undefined;
      };
      const [scoreA, scoreB] = [result(a.id, 'scoring') as Scoring, result(b.id, 'scoring') as Scoring];
      const [riskA, riskB] = [result(a.id, 'risk') as Risk, result(b.id, 'risk') as Risk];
      return {
        prompt_id: promptId,
        from_version_id: a.id,
        to_version_id: b.id,
        unified_diff: lines.unified,
        minimal: lines.minimal,
        stats: { added_lines: lines.added, removed_lines: lines.removed },
        types: { from: a.type, to: b.type },
        config_diff: configs.unified,
        token_info_model: infoB.model,
        tokens: {
          from: infoA.token_count,
          to: infoB.token_count,
          delta: infoB.token_count - infoA.token_count,
        },
        cost: {
          from: infoA.cost_per_use,
          to: infoB.cost_per_use,
          delta: usd(infoB.cost_per_use - infoA.cost_per_use),
        },
        scoring:
          scoreA && scoreB
            ? {
                from: scoreA.overall_score,
                to: scoreB.overall_score,
                delta: usd(scoreB.overall_score - scoreA.overall_score),
              }
            : null,
        risk:
          riskA && riskB
            ? {
                from: issuesOf(riskA),
                to: issuesOf(riskB),
                delta: issuesOf(riskB) - issuesOf(riskA),
                from_level: riskA.summary.overall_risk_level,
                to_level: riskB.summary.overall_risk_level,
              }
            : null,
      };
    },
  };
}
export type PromptDiffService = ReturnType<typeof createPromptDiffService>;

/** `value` with every object's keys in order (a config's JSON diffs by content, not by key order). */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) =>
    x < y ? -1 : x > y ? 1 : 0,
  );
  return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
}
