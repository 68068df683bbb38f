// The `estimate` of each offline result: it is a heuristic, and how far to trust it. Confidence
// starts from what the evaluation measured for that kind of analysis on held-out prompts
// (docs/analyzer.md) and is lowered where the analyzer is known to be weaker: text that is not
// English (the lexicons are mostly English), very short prompts (little to go on), very long ones
// (a risky sentence is diluted), and checks that disagree or sit near their thresholds.
import type { AnalysisEstimate } from '../analysis.schemas.js';
import { clamp01 } from './text-utils.js';

const ENGLISH_RE = /\b(?:the|and|to|of|you|a|in|is|for|with|your|this|that|be|on|are|or|as|it)\b/gi;

/** A rough reading of the language: the share of common English words among all words. */
export function englishShare(text: string): number {
  const words = text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  if (words === 0) return 1;
  return Math.min(1, ((text.match(ENGLISH_RE)?.length ?? 0) / words) * 4);
}

export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

export interface EstimateInput {
  /** The measured starting point for this kind of analysis (0–1). */
  base: number;
  /** Adjustments with the reason for each, e.g. [-0.2, 'text not in English']. */
  adjustments: [number, string][];
  /** What the result rests on, one clause. */
  rests: string;
}

export function estimateOf({ base, adjustments, rests }: EstimateInput): AnalysisEstimate {
  const applied = adjustments.filter(([d]) => d !== 0);
  const confidence = Math.round(clamp01(base + applied.reduce((s, [d]) => s + d, 0)) * 100) / 100;
  const bounded = Math.max(0.1, Math.min(0.95, confidence));
  const why = applied.length ? `; ${applied.map(([, r]) => r).join('; ')}` : '';
  return {
    method: 'heuristic',
    confidence: bounded,
    confidence_level: bounded >= 0.7 ? 'high' : bounded >= 0.45 ? 'medium' : 'low',
    basis: `Heuristic estimate of the offline analyzer (no LLM): ${rests}${why}.`,
  };
}

/** Adjustments shared by every kind: language and length (of the prompt, or of a use case). */
export function textAdjustments(text: string, shortWords = 12, noun = 'prompt'): [number, string][] {
  const out: [number, string][] = [];
  if (englishShare(text) < 0.35)
    out.push([-0.25, 'the text is mostly not English, where the lexicons are thinner']);
  const n = wordCount(text);
  if (n < shortWords) out.push([-0.2, `the ${noun} is very short (${n} word${n === 1 ? '' : 's'})`]);
  return out;
}
