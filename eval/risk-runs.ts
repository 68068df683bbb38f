// The text classifier's training helpers, shared by eval/train.ts (which writes the shipped model)
// and the harness: the items encoded once, a model's score of a whole prompt, and the rules'
// verdict on each item. The leave-one-author-out runs are in risk-stack.ts.
import {
  aggregate,
  findRisks,
  type LinearModel,
  riskBody,
  sigmoid,
  windowFeatures,
  windowsOf,
} from '../src/modules/analysis/index.js';
import { encodeItem, type Labelled, type TrainItem, Vocabulary } from './risk-trainer.js';
import type { RiskItem } from './sources.js';

export interface EncodedSet {
  vocab: Vocabulary;
  encoded: Map<string, TrainItem>;
}

/** `groupOf` names the unit whose cells weigh the same and whose count an n-gram needs (2). */
export function encodeAll(
  items: readonly RiskItem[],
  groupOf: (i: RiskItem) => string = (i) => i.collection,
): EncodedSet {
  const vocab = new Vocabulary();
  const encoded = new Map<string, TrainItem>();
  for (const item of items) encoded.set(item.id, encodeItem(vocab, { ...item, collection: groupOf(item) }));
  return { vocab, encoded };
}

export function labelled(set: EncodedSet, items: readonly RiskItem[]): Labelled[] {
  return items.map((i) => ({ item: set.encoded.get(i.id)!, y: i.risky ? 1 : 0 }));
}

// A model's weights as a map, made once per model: scoreText runs for every held-out item, and
// rebuilding the map each time was the eval's largest single cost (16 % of `npm run eval`'s CPU).
const weightMaps = new WeakMap<LinearModel, Map<string, number>>();
function weightsOf(model: LinearModel): Map<string, number> {
  const known = weightMaps.get(model);
  if (known) return known;
  const map = new Map(Object.entries(model.weights));
  weightMaps.set(model, map);
  return map;
}

/** A model's score of a whole prompt, read window by window as the analyzer reads it. */
export function scoreText(model: LinearModel, text: string): number {
  const weights = weightsOf(model);
  const spans = windowsOf(text).map((w) => text.slice(w.start, w.end));
  const xs = windowFeatures(spans);
  return aggregate(
    xs.map((x, i) => {
      let z = model.bias;
      for (const [k, v] of x) z += (weights.get(k) ?? 0) * v;
      return { p: sigmoid(z), weight: Math.max(4, spans[i]!.split(/\s+/).filter(Boolean).length) };
    }),
  );
}

// The rules' findings of a prompt (rules and decoded segments, no classifier), found once per text
// and read by the rules' level and the evidence rows (risk-stack.ts) alike: matching the rules is the
// eval's largest cost, and the leave-one-author-out run matched every item a second time (39 of
// `npm run eval`'s 274 s in a profile). Only read, never changed, by either. The shipped analyzer's
// own run (findRisks with the classifier: the same rule hits and decoded segments, the classifier
// is computed beside them, never from them) hands its findings over (shippedRisk), so an item the
// harness measures as shipped is not matched by the rules a second time either.
type RuleFindings = Pick<ReturnType<typeof findRisks>, 'hits' | 'decoded'>;
const ruleFindingsOf = new Map<string, RuleFindings>();
export function ruleFindings(text: string): RuleFindings {
  let found = ruleFindingsOf.get(text);
  if (!found) {
    found = findRisks(text, { classifier: false });
    ruleFindingsOf.set(text, found);
  }
  return found;
}

/**
 * The shipped analyzer's overall level of a prompt (analyzeRisk: findRisks, then riskBody), its rule
 * findings kept for ruleFindings.
 */
export function shippedRisk(text: string): 'low' | 'medium' | 'high' {
  const findings = findRisks(text);
  if (!ruleFindingsOf.has(text)) ruleFindingsOf.set(text, { hits: findings.hits, decoded: findings.decoded });
  return riskBody(text, findings).summary.overall_risk_level;
}

/** The rules' level for a prompt (rules and decoded segments, no classifier). */
export function ruleLevel(text: string): 'low' | 'medium' | 'high' {
  const { hits, decoded } = ruleFindings(text);
  const severities = [...hits.map((h) => h.rule.severity), ...decoded.map((d) => d.severity)];
  if (severities.includes('high')) return 'high';
  return severities.includes('medium') ? 'medium' : 'low';
}
