// Logistic regression by plain SGD in a fixed order: no randomness, so training is reproducible.
import { type FeatureVector, type LinearModel, sigmoid } from '../src/modules/analysis/index.js';

export interface Example {
  id: string;
  x: FeatureVector;
  y: number;
}

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
}
export const TRAIN_DEFAULTS: TrainOptions = { epochs: 40, learningRate: 2, l2: 1e-3 };

function fnv(s: string): number {
  let v = 2166136261;
  for (let i = 0; i < s.length; i++) v = Math.imul(v ^ s.charCodeAt(i), 16777619) >>> 0;
  return v;
}

/** A fixed, epoch-dependent permutation (by a hash of the id). */
function order(examples: readonly Example[], epoch: number): Example[] {
  return [...examples].sort(
    (a, b) => fnv(`${epoch}:${a.id}`) - fnv(`${epoch}:${b.id}`) || a.id.localeCompare(b.id),
  );
}

export function trainLogistic(
  examples: readonly Example[],
  opts: TrainOptions = TRAIN_DEFAULTS,
): LinearModel {
  const w = new Map<string, number>();
  let bias = 0;
  const pos = examples.filter((e) => e.y === 1).length;
  const neg = examples.length - pos;
  // Balanced class weights, so the minority class is not ignored.
  const cw = [examples.length / (2 * Math.max(neg, 1)), examples.length / (2 * Math.max(pos, 1))];
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    const lr = opts.learningRate / (1 + epoch * 0.1);
    for (const e of order(examples, epoch)) {
      let z = bias;
      for (const [k, v] of e.x) z += (w.get(k) ?? 0) * v;
      const g = (sigmoid(z) - e.y) * cw[e.y]!;
      for (const [k, v] of e.x) {
        const cur = w.get(k) ?? 0;
        w.set(k, cur - lr * (g * v + opts.l2 * cur));
      }
      bias -= lr * g;
    }
  }
  return { bias, weights: Object.fromEntries(w) };
}

/** Keeps the `keep` largest weights, rounded to 4 decimals, in key order (a stable file). */
export function prune(model: LinearModel, keep: number): LinearModel {
  const top = Object.entries(model.weights)
    .map(([k, v]) => [k, Math.round(v * 1e4) / 1e4] as const)
    .filter(([, v]) => v !== 0)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || a[0].localeCompare(b[0]))
    .slice(0, keep)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { bias: Math.round(model.bias * 1e4) / 1e4, weights: Object.fromEntries(top) };
}

/** Fold 0–4 of an id, for cross-validation inside the tuning part. */
export function foldOf(id: string): number {
  return fnv(`fold:${id}`) % 5;
}
