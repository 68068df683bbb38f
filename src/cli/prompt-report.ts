import { diffLines } from '../modules/prompts/index.js';
import { ApiError, type PromptApi, type ServicePrompt } from './prompt-api.js';
import type { PromptPlan, Step } from './prompt-sync.js';

/**
 * `promptkeep prompts diff`: what pushing the folder would change, prompt by prompt, with the
 * content diff, tokens, cost and the offline analyzer's score and risk of each text that would be
 * served differently (the primary, and each label). JSON for programs, Markdown for a pull request.
 */

interface Delta {
  from: number | null;
  to: number | null;
  delta: number | null;
}
export interface RoleChange {
  /** `primary`, or `label <name>`. */
  role: string;
  from_version_id: string | null;
  /** False when the folder's text is already a version on the service (a label or primary moves to it). */
  new_version: boolean;
  unified_diff: string;
  minimal: boolean;
  tokens: Delta;
  cost: Delta;
  scoring: Delta | null;
  risk: (Delta & { from_level: string | null; to_level: string | null }) | null;
}
export interface PromptDiff {
  name: string;
  file: string | null;
  status: 'new' | 'changed' | 'unchanged' | 'only_on_service' | 'refused';
  steps: Step[];
  roles: RoleChange[];
  message?: string;
}
export interface DiffReport {
  model: string;
  summary: Record<PromptDiff['status'], number>;
  /** Why scores are missing, when they are (a key without write scope, --no-scores). */
  scores_note: string | null;
  prompts: PromptDiff[];
}

const usd = (x: number) => Number(x.toPrecision(12));
const delta = (from: number | null, to: number | null, money = false): Delta => ({
  from,
  to,
  delta: from === null || to === null ? null : money ? usd(to - from) : to - from,
});

/** What each role (primary, each label) serves: its text and the service's version, if any. */
function rolesOf(plan: PromptPlan) {
  const roles = new Map<string, { from: string | null; fromId: string | null; to: string | null }>();
  const service = plan.service?.versions ?? [];
  const set = (role: string, side: 'from' | 'to', text: string, id: string | null = null) => {
    const r = roles.get(role) ?? { from: null, fromId: null, to: null };
    r[side] = text;
    if (side === 'from') r.fromId = id;
    roles.set(role, r);
  };
  for (const v of service) {
    if (v.is_primary) set('primary', 'from', v.content, v.version_id);
    for (const l of v.labels) set(`label ${l}`, 'from', v.content, v.version_id);
  }
  for (const e of plan.desired?.versions ?? []) {
    if (e.primary) set('primary', 'to', e.content);
    for (const l of e.labels) set(`label ${l}`, 'to', e.content);
  }
  return [...roles].filter(([, r]) => r.from !== r.to && r.to !== null);
}

export async function buildDiffReport(
  api: PromptApi,
  plans: PromptPlan[],
  onlyOnService: ServicePrompt[],
  options: { model: string; scores: boolean },
): Promise<DiffReport> {
  const tokens = new Map<string, Promise<{ count: number | null; cost: number | null }>>();
  const stored = new Map<string, { count: number; cost: number }>();
  for (const p of [...plans.map((x) => x.service), ...onlyOnService])
    for (const v of p?.versions ?? [])
      if (v.token_info.model === options.model)
        stored.set(v.content, { count: v.token_info.token_count, cost: v.token_info.cost_per_use });
  const tokensOf = (text: string | null) => {
    if (text === null) return Promise.resolve({ count: null, cost: null });
    const known = stored.get(text);
    if (known) return Promise.resolve(known);
    let pending = tokens.get(text);
    if (!pending) {
      pending = api.count(text, options.model).then((r) => ({ count: r.token_count, cost: r.token_cost }));
      tokens.set(text, pending);
    }
    return pending;
  };
  let scoresNote: string | null = options.scores ? null : 'not computed (--no-scores)';
  const analyses = new Map<string, Promise<{ score: number; issues: number; level: string } | null>>();
  const analyse = (text: string | null, useCase: string | null) => {
    if (text === null || scoresNote !== null) return Promise.resolve(null);
    const key = JSON.stringify([text, useCase]);
    let pending = analyses.get(key);
    if (!pending) {
      pending = scoreOf(api, text, useCase).catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 403 || error.status === 401)
          scoresNote = `not computed: the key may not run analyses (${error.describe()})`;
        else if (error.status !== 413) throw error;
        return null; // 413: over the analysis size limit; that text has no score
      });
      analyses.set(key, pending);
    }
    return pending;
  };

  const prompts: PromptDiff[] = [];
  for (const plan of plans) {
    const status: PromptDiff['status'] = plan.refused
      ? 'refused'
      : !plan.service
        ? 'new'
        : plan.steps.length
          ? 'changed'
          : 'unchanged';
    const roles: RoleChange[] = [];
    const useCase = plan.desired?.useCase ?? plan.service?.use_case ?? null;
    for (const [role, r] of rolesOf(plan)) {
      const lines = diffLines(r.from ?? '', r.to ?? '', {
        fromLabel: r.fromId
          ? `service ${plan.name} (${role}, ${r.fromId})`
          : `service ${plan.name} (${role}: none)`,
        toLabel: `folder ${plan.file ?? plan.name} (${role})`,
      });
      const [tf, tt, sf, st] = await Promise.all([
        tokensOf(r.from),
        tokensOf(r.to),
        analyse(r.from, useCase),
        analyse(r.to, useCase),
      ]);
      roles.push({
        role,
        from_version_id: r.fromId,
        new_version: !(plan.service?.versions ?? []).some((v) => v.content === r.to),
        unified_diff: lines.unified,
        minimal: lines.minimal,
        tokens: delta(tf.count, tt.count),
        cost: delta(tf.cost, tt.cost, true),
        scoring: sf || st ? delta(sf?.score ?? null, st?.score ?? null, true) : null,
        risk:
          sf || st
            ? {
                ...delta(sf?.issues ?? null, st?.issues ?? null),
                from_level: sf?.level ?? null,
                to_level: st?.level ?? null,
              }
            : null,
      });
    }
    prompts.push({
      name: plan.name,
      file: plan.file,
      status,
      steps: plan.steps,
      roles,
      ...(plan.refused ? { message: plan.refused } : {}),
    });
  }
  for (const p of onlyOnService)
    prompts.push({ name: p.name, file: null, status: 'only_on_service', steps: [], roles: [] });
  const summary = { new: 0, changed: 0, unchanged: 0, only_on_service: 0, refused: 0 };
  for (const p of prompts) summary[p.status] += 1;
  return { model: options.model, summary, scores_note: scoresNote, prompts };
}

async function scoreOf(api: PromptApi, content: string, useCase: string | null) {
  const body = { content, ...(useCase ? { use_case: useCase } : {}) };
  const [scoring, risk] = await Promise.all([
    api.analyse<{ overall_score: number }>('scoring', body),
    api.analyse<{
      summary: { overall_risk_level: string };
      bias_analysis: { issues: unknown[] };
      ethical_analysis: { issues: unknown[] };
      safety_analysis: { issues: unknown[] };
    }>('risk', { content }),
  ]);
  const issues =
    risk.bias_analysis.issues.length +
    risk.ethical_analysis.issues.length +
    risk.safety_analysis.issues.length;
  return { score: scoring.overall_score, issues, level: risk.summary.overall_risk_level };
}
