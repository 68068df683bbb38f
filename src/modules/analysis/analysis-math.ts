import type { CriterionInput } from '../criteria/criteria.schemas.js';
import type {
  BalanceCategory,
  CriterionResult,
  Distribution,
  HeatColor,
  Rating,
  RiskLevel,
} from './analysis.schemas.js';
import { BALANCE_CATEGORIES, HEAT_COLORS, RISK_LEVELS } from './analysis.schemas.js';

// Arithmetic shared by every engine, so an LLM engine and the offline analyzer produce numbers
// with exactly the same semantics (clients depend on them).

/** Rounds half away from zero at `decimals`, tolerant of binary artefacts (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(Number((scaled + 1e-9).toPrecision(15))) / factor;
  return Math.sign(value) * rounded || 0;
}

/** Lower bounds of each rating, checked from the top: Poor < 50 ≤ Fair < 75 ≤ Good < 90 ≤ Excellent. */
export const RATING_THRESHOLDS: readonly { rating: Rating; min: number }[] = [
  { rating: 'Excellent', min: 90 },
  { rating: 'Good', min: 75 },
  { rating: 'Fair', min: 50 },
  { rating: 'Poor', min: Number.NEGATIVE_INFINITY },
];

export function ratingForScore(overallScore: number): Rating {
  for (const t of RATING_THRESHOLDS) if (overallScore >= t.min) return t.rating;
  return 'Poor';
}

export interface CriterionVerdict {
  slug: string;
  score: number;
  feedback: string;
}

export interface ScoringNumbers {
  overall_score: number;
  rating: Rating;
  criterion_results: CriterionResult[];
}

/**
 * weighted_score = score/5 × weight/Σweights × 100 (2 decimals); overall_score = Σ weighted
 * (unrounded terms, then 1 decimal); rating from the rounded overall score so the label always
 * matches the number shown. Scores are clamped to integers 0–5; a criterion without a verdict
 * scores 0. Results follow the order of `criteria`.
 */
export function computeScoring(
  criteria: readonly Pick<CriterionInput, 'slug' | 'weight'>[],
  perCriterion: readonly CriterionVerdict[],
): ScoringNumbers {
  const bySlug = new Map(perCriterion.map((v) => [v.slug, v]));
  const totalWeight = criteria.reduce((sum, c) => sum + c.weight, 0);
  let overall = 0;
  const criterion_results = criteria.map((c): CriterionResult => {
    const verdict = bySlug.get(c.slug);
    const score = clampScore(verdict?.score ?? 0);
    const weighted = totalWeight > 0 ? (score / 5) * (c.weight / totalWeight) * 100 : 0;
    overall += weighted;
    return {
      slug: c.slug,
      score,
      weight: c.weight,
      weighted_score: roundTo(weighted, 2),
      feedback: verdict?.feedback ?? 'Not assessed.',
    };
  });
  const overall_score = Math.min(100, roundTo(overall, 1));
  return { overall_score, rating: ratingForScore(overall_score), criterion_results };
}

function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.max(0, Math.min(5, Math.round(score)));
}

/** Attention score (1–5) → colour level. */
export function colorForScore(score: number): HeatColor {
  const level = Math.max(1, Math.min(5, Math.round(Number.isFinite(score) ? score : 1)));
  return HEAT_COLORS[level - 1]!;
}

/** The highest of the given levels (low when none): the overall risk is the worst section. */
export function overallRiskLevel(levels: Iterable<RiskLevel>): RiskLevel {
  let worst = 0;
  for (const level of levels) worst = Math.max(worst, RISK_LEVELS.indexOf(level));
  return RISK_LEVELS[worst]!;
}

/** Ideal share (percent of all phrases) of each balance category. */
export const BALANCE_IDEAL: Readonly<Record<BalanceCategory, { min: number; max: number }>> = {
  Instruction: { min: 20, max: 35 },
  Entity: { min: 20, max: 35 },
  Concept: { min: 15, max: 30 },
  Detail: { min: 15, max: 30 },
};

export function balanceDistribution(category: BalanceCategory, percent: number): Distribution {
  const ideal = BALANCE_IDEAL[category];
  if (percent < ideal.min) return 'Underused';
  if (percent > ideal.max) return 'Overused';
  return 'Balanced';
}

export interface BalanceCategoryStats {
  category: BalanceCategory;
  phrase_count: number;
  phrase_percent: number;
  distribution: Distribution;
}

/**
 * Counts phrases per category and turns them into percentages with one decimal that sum to
 * exactly 100.0 when there are phrases (largest-remainder rounding), all zero otherwise.
 */
export function balanceCategoryStats(
  phrases: readonly { category: BalanceCategory }[],
): BalanceCategoryStats[] {
  const counts = BALANCE_CATEGORIES.map((category) => phrases.filter((p) => p.category === category).length);
  const total = counts.reduce((a, b) => a + b, 0);
  const tenths = largestRemainder(counts, total, 1000);
  return BALANCE_CATEGORIES.map((category, i) => {
    const phrase_percent = (tenths[i] ?? 0) / 10;
    return {
      category,
      phrase_count: counts[i] ?? 0,
      phrase_percent,
      distribution: balanceDistribution(category, phrase_percent),
    };
  });
}

/** Splits `units` among `counts` proportionally into integers summing to `units` (0s when total is 0). */
function largestRemainder(counts: number[], total: number, units: number): number[] {
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * units) / total);
  const floors = exact.map((e) => Math.floor(e));
  let left = units - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, rem: e - Math.floor(e) }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left--;
  }
  return floors;
}
