// The risk verdict as one calibrated model (issue 27, sixth round): the rules, decoded segments,
// adversarial suffixes, the defensive frame and the text classifier's score are the *features* of
// a small logistic model whose weights are learned from every author's data (eval/train.ts), so a
// rule that fires on other authors' benign prompts gets a weight that data chose, instead of
// overriding the classifier. Shared by the analyzer and the training script, so both compute
// exactly the same features.
import type { RiskHit } from './risk-matcher.js';

/** What the evidence model reads of one finding of the decoded-segment or suffix kind. */
export interface FindingEvidence {
  section: string;
  family: string;
  severity: string;
}

export interface EvidenceInput {
  hits: readonly RiskHit[];
  decoded: readonly FindingEvidence[];
  /** The text classifier's score of the whole prompt (power mean of its windows), 0–1. */
  textProbability: number;
  /** A defensive or protective frame (risk-defensive.ts). */
  defensive: boolean;
}

export interface StackModel {
  bias: number;
  weights: Record<string, number>;
}

/** Logit of the text score, bounded so one extreme window cannot decide alone. */
const Z_CAP = 8;
/** Continuous features are scaled to about the size of a presence feature. */
const Z_SCALE = 4;

export function textLogit(p: number): number {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.max(-Z_CAP, Math.min(Z_CAP, Math.log(q / (1 - q))));
}

/** The feature names a rule contributes (low-severity rules are hints and contribute none). */
export function ruleFeatureNames(hit: RiskHit): string[] {
  const r = hit.rule;
  if (r.severity === 'low') return [];
  return [`r:${r.id}`, `f:${r.family}`, `s:${r.section}:${r.severity}`];
}

/**
 * Presence features (a rule firing twice weighs as once: repeating a prompt changes nothing) and
 * the text score. Low-severity rules stay out, so loaded terms never add up to a risk.
 */
export function evidenceFeatures(input: EvidenceInput): Map<string, number> {
  const f = new Map<string, number>();
  for (const hit of input.hits) for (const name of ruleFeatureNames(hit)) f.set(name, 1);
  for (const d of input.decoded) {
    if (d.severity === 'low') continue;
    f.set(`d:${d.family}`, 1);
    f.set(`s:${d.section}:${d.severity}`, 1);
  }
  const z = textLogit(input.textProbability);
  // The probability, not the logit, below zero: a style or language the classifier never saw
  // scores near 0 and must not outweigh a rule that matched.
  f.set('t:p', input.textProbability);
  f.set('t:z+', Math.max(0, z) / Z_SCALE);
  if (input.defensive) {
    f.set('x:defensive', 1);
    f.set('x:defensive*t:z+', Math.max(0, z) / Z_SCALE);
  }
  if ([...f.keys()].some((k) => k.startsWith('r:') || k.startsWith('d:'))) {
    f.set('x:any_rule', 1);
  }
  return f;
}

export function stackLogit(model: StackModel, x: ReadonlyMap<string, number>): number {
  let z = model.bias;
  for (const [k, v] of x) z += (model.weights[k] ?? 0) * v;
  return z;
}

export const stackScore = (model: StackModel, x: ReadonlyMap<string, number>): number =>
  1 / (1 + Math.exp(-stackLogit(model, x)));

/** How much the rule features of one hit add to the logit (its own weight and its family's and severity's). */
export function ruleContribution(model: StackModel, hit: RiskHit): number {
  return ruleFeatureNames(hit).reduce((sum, k) => sum + (model.weights[k] ?? 0), 0);
}
