// Features of the risk classifier for one window of a prompt: content-word unigrams, character
// 4-grams of longer content words (so "instrucciones", "Anweisungen" and "instructions", or
// "hack"/"hacking"/"hacken", share pieces), CJK character bigrams, and the cue groups with their
// pairs (risk-cues.ts), and the language-independent structural cues of the original text
// (risk-structure.ts: encoded spans, look-alike letters, links, addresses). Function words are
// never features (risk-text.FUNCTION_WORDS). Shared by
// the analyzer and the training script (eval/train.ts), so both see exactly the same features.

import { windowCues } from './risk-cues.js';
import { structureCues } from './risk-structure.js';
import { contentTokens, foldText } from './risk-text.js';

export type FeatureVector = Map<string, number>;

/** One cue weighs the same in a short or a long window. */
const CUE_VALUE = 0.7;

function ngramFeatures(folded: string): FeatureVector {
  const f: FeatureVector = new Map();
  for (const t of contentTokens(folded)) {
    f.set(`w:${t}`, 1);
    if (t.length >= 5 && !CJK_RE.test(t)) {
      const padded = ` ${t} `;
      for (let j = 0; j + 4 <= padded.length; j++) f.set(`c:${padded.slice(j, j + 4)}`, 1);
    }
  }
  const norm = f.size > 0 ? 1 / Math.sqrt(f.size) : 0;
  for (const k of f.keys()) f.set(k, norm);
  return f;
}
const CJK_RE = /[\u3040-\u9fff]/;

/** Features of each window (original text); the n-gram block of each has unit length. */
export function windowFeatures(texts: readonly string[]): FeatureVector[] {
  const folded = texts.map(foldText);
  const cues = windowCues(folded);
  return folded.map((t, i) => {
    const f = ngramFeatures(t);
    for (const cue of cues[i]!) f.set(`k:${cue}`, CUE_VALUE);
    for (const cue of structureCues(texts[i]!)) f.set(`k:${cue}`, CUE_VALUE);
    return f;
  });
}

/** Features of one piece of text read as a single window. */
export const featuresOf = (text: string): FeatureVector => windowFeatures([text])[0]!;

export interface LinearModel {
  bias: number;
  weights: Record<string, number>;
}

/** A model with its weights in a Map (large plain objects are slow dictionaries). */
export interface LoadedModel {
  bias: number;
  weights: Map<string, number>;
}

export function loadModel(model: LinearModel): LoadedModel {
  return { bias: model.bias, weights: new Map(Object.entries(model.weights)) };
}

export function logit(model: LoadedModel, x: FeatureVector): number {
  let z = model.bias;
  for (const [k, v] of x) z += (model.weights.get(k) ?? 0) * v;
  return z;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * The prompt's score from its windows' probabilities: a power mean (exponent 4) weighted by each
 * window's size. Between the mean and the maximum: one strongly risky window in a short prompt
 * still counts, but adding windows never raises the score above the largest of the parts' scores,
 * so a long benign prompt does not become risky by having more chances (risk-model.test.ts).
 */
export const POWER = 4;
export function aggregate(windows: readonly { p: number; weight: number }[]): number {
  let num = 0;
  let den = 0;
  for (const w of windows) {
    num += w.weight * w.p ** POWER;
    den += w.weight;
  }
  return den > 0 ? (num / den) ** (1 / POWER) : 0;
}
