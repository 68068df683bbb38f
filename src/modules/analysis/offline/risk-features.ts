// Features of the risk classifier: word unigrams and bigrams plus character 4-grams inside words,
// on accent-folded lower-case text, so "instrucciones", "Anweisungen" and "instructions" share
// character n-grams and spelling variants still meet. Shared by the analyzer and the training
// script (eval/train.ts) so both see exactly the same features.

import { cuesOf } from './risk-cues.js';

export type FeatureVector = Map<string, number>;

const CUE_SCALE = 0.7;
const TOKEN_RE = /[\p{L}\p{N}]+/gu;

export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function tokensOf(text: string): string[] {
  return foldText(text).match(TOKEN_RE) ?? [];
}

/** Presence features, scaled to unit length so short and long windows weigh alike. */
export function featuresOf(text: string): FeatureVector {
  const tokens = tokensOf(text);
  const f: FeatureVector = new Map();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    f.set(`w:${t}`, 1);
    if (i + 1 < tokens.length) f.set(`b:${t} ${tokens[i + 1]}`, 1);
    if (t.length >= 4) {
      const padded = ` ${t} `;
      for (let j = 0; j + 4 <= padded.length; j++) f.set(`c:${padded.slice(j, j + 4)}`, 1);
    }
  }
  const norm = f.size > 0 ? 1 / Math.sqrt(f.size) : 0;
  for (const k of f.keys()) f.set(k, norm);
  // Cue groups (risk-cues.ts) are not scaled: one cue weighs the same in a short or a long window.
  for (const cue of cuesOf(text, foldText(text))) f.set(`k:${cue}`, CUE_SCALE);
  return f;
}

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

export function logit(model: LinearModel | LoadedModel, x: FeatureVector): number {
  let z = model.bias;
  const w = model.weights;
  if (w instanceof Map) {
    for (const [k, v] of x) z += (w.get(k) ?? 0) * v;
  } else {
    for (const [k, v] of x) z += (w[k] ?? 0) * v;
  }
  return z;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
