import { DomainError } from '../../lib/domain-error.js';
import type { AnalysisEngine, CriteriaForScoring } from '../analysis/index.js';
import type { GatePolicy, GateReport } from './releases.schemas.js';

/** What the gates read of a version (the release's, and the one the label points at now). */
export interface GateVersion {
  content: string;
  variables: string[];
  token_info: { token_count: number; cost_per_use: number };
}

type Result = GateReport['results'][number];
const RISK_ORDER = { low: 0, medium: 1, high: 2 } as const;
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Percent change from `base` to `value`; a base of 0 counts any increase as +100%. */
function increase(value: number, base: number): number {
  if (base === 0) return value === 0 ? 0 : 100;
  return round(((value - base) / base) * 100);
}

/**
 * The two gates of one measure (tokens, cost per use): at most N, and at most +X% against the
 * version the label points at now (`base`; null: nothing to compare with, the gate passes).
 */
function measureGates(
  noBase: (gate: Result['gate'], limit: number) => Result,
  m: {
    gates: [Result['gate'], Result['gate']];
    limits: [number | undefined, number | undefined];
    value: number;
    base: number | null;
    show: (n: number) => string;
  },
): Result[] {
  const out: Result[] = [];
  const [maxGate, increaseGate] = m.gates;
  const [max, limit] = m.limits;
  if (max !== undefined) {
    out.push({
      gate: maxGate,
      passed: m.value <= max,
      actual: m.value,
      limit: max,
      detail: `${m.show(m.value)}; at most ${max}.`,
    });
  }
  if (limit !== undefined) {
    if (m.base === null) out.push(noBase(increaseGate, limit));
    else {
      const pct = increase(m.value, m.base);
      out.push({
        gate: increaseGate,
        passed: pct <= limit,
        actual: pct,
        limit,
        detail: `${m.show(m.value)} against ${m.base} now (${pct >= 0 ? '+' : ''}${pct}%); at most +${limit}%.`,
      });
    }
  }
  return out;
}

/**
 * The analyses the gates run: the built-in analyzer on its worker threads, or the model the
 * label's policy names (through the token meter and the egress guard); both under max-analysis-bytes.
 */
export type GateEngine = Pick<AnalysisEngine, 'risk' | 'score'>;

/** A model the gates ran on failed (upstream error, timeout, token limit): the reason, our words only. */
export class GateModelFailure extends Error {}

/**
 * An analysis the content is too large for, or a model failure, is a failed gate (an admin may
 * override it), not a 413 or a 5xx of the release endpoint.
 */
async function analysed<T>(run: () => Promise<T>): Promise<T | string> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'payload_too_large') return error.message;
    if (error instanceof GateModelFailure) return error.message;
    throw error;
  }
}

/**
 * The gate policy of a label checked on a version, with the engine given (the offline analyzer,
 * or the policy's model: `analyzer` names it): each gate's result with its numbers. Gates comparing against the current version pass when the
 * label points at nothing yet (there is nothing to compare with), and say so.
 */
export async function checkGates(args: {
  engine: GateEngine;
  /** 'offline', or the model_id of the policy's model. */
  analyzer?: string;
  policy: GatePolicy | undefined;
  version: GateVersion;
  current: GateVersion | null;
  criteria: CriteriaForScoring | null;
  now: string;
}): Promise<GateReport> {
  const { policy = {}, version, current, criteria } = args;
  const results: Result[] = [];
  const noBase = (gate: Result['gate'], limit: number): Result => ({
    gate,
    passed: true,
    actual: null,
    limit,
    detail: 'The label points at no version yet: nothing to compare with.',
  });

  if (policy.max_risk !== undefined) {
    const risk = await analysed(() => args.engine.risk({ content: version.content }));
    const level = typeof risk === 'string' ? null : risk.body.summary.overall_risk_level;
    if (level === null)
      results.push({
        gate: 'max_risk',
        passed: false,
        actual: null,
        limit: policy.max_risk,
        detail: String(risk),
      });
    else
      results.push({
        gate: 'max_risk',
        passed: RISK_ORDER[level] <= RISK_ORDER[policy.max_risk],
        actual: level,
        limit: policy.max_risk,
        detail: `Overall risk ${level}; at most ${policy.max_risk} is allowed.`,
      });
  }
  if (policy.min_score !== undefined && criteria) {
    const scored = await analysed(() => args.engine.score({ content: version.content, criteria }));
    const score = typeof scored === 'string' ? null : round(scored.body.overall_score, 1);
    const limit = policy.min_score.at_least;
    if (score === null)
      results.push({ gate: 'min_score', passed: false, actual: null, limit, detail: String(scored) });
    else
      results.push({
        gate: 'min_score',
        passed: score >= policy.min_score.at_least,
        actual: score,
        limit: policy.min_score.at_least,
        detail: `Score ${score} against '${criteria.name}' (${criteria.criteria_id}); at least ${policy.min_score.at_least} is required.`,
      });
  }
  const base = current?.token_info ?? null;
  results.push(
    ...measureGates(noBase, {
      gates: ['max_tokens', 'max_token_increase_percent'],
      limits: [policy.max_tokens, policy.max_token_increase_percent],
      value: version.token_info.token_count,
      base: base?.token_count ?? null,
      show: (n) => `${n} tokens`,
    }),
    ...measureGates(noBase, {
      gates: ['max_cost_per_use', 'max_cost_increase_percent'],
      limits: [policy.max_cost_per_use, policy.max_cost_increase_percent],
      value: version.token_info.cost_per_use,
      base: base?.cost_per_use ?? null,
      show: (n) => `USD ${n} per use`,
    }),
  );
  if (policy.variables_unchanged === true) {
    if (!current) results.push({ ...noBase('variables_unchanged', 0), limit: null });
    else {
      const kept = new Set(version.variables);
      const removed = current.variables.filter((v) => !kept.has(v));
      results.push({
        gate: 'variables_unchanged',
        passed: removed.length === 0,
        actual: removed.length === 0 ? null : removed.join(', '),
        limit: null,
        detail:
          removed.length === 0
            ? 'Every variable of the current version is kept.'
            : `Removed variables the current version has: ${removed.join(', ')}.`,
      });
    }
  }
  return {
    passed: results.every((r) => r.passed),
    checked_at: args.now,
    analyzer: args.analyzer ?? 'offline',
    results,
  };
}
