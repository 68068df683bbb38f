// Issue 27, sixth round: one calibrated model over all the evidence, trained across authors.
// - Every author is a unit: pk, hw, jbb, acp and each fresh set (fresh … fresh-11, one author each).
// - The text classifier's score of an item is always out of author: a model trained on the tuning
//   parts of the OTHER authors scores it (so the evidence model learns how far the text score of a
//   style it never saw can be trusted).
// - The evidence model (risk-evidence.ts: rules, decoded segments, suffixes, defensive frame, text
//   score) is a small logistic model trained on every author's tuning part, each (author, label)
//   cell weighing the same.
// - Leave one author out: the evidence model is retrained without the author, and its threshold is
//   chosen without the author too (on the out-of-author scores of the others, nested), so the
//   figure of an author is that of a model and a threshold that never saw any of its items.
import {
  evidenceFeatures,
  hasDefensiveFrame,
  type StackModel,
  stackScore,
} from '../src/modules/analysis/index.js';
import { type EncodedSet, encodeAll, labelled, ruleFindings, scoreText } from './risk-runs.js';
import { TRAIN_DEFAULTS, type TrainOptions, trainLogistic } from './risk-trainer.js';
import type { RiskItem } from './sources.js';
import { riskPart } from './sources.js';

/** The unit of leave-one-author-out: the collection, and each fresh set on its own. */
export const authorOf = (i: RiskItem): string =>
  i.collection === 'fresh' || i.collection === 'blind' ? i.source : i.collection;

export interface EvidenceRow {
  item: RiskItem;
  author: string;
  /** Rule, decoded-segment and defensive-frame features: everything but the text score. */
  found: Parameters<typeof evidenceFeatures>[0];
}

export function evidenceRows(items: readonly RiskItem[]): EvidenceRow[] {
  return items.map((item) => {
    const { hits, decoded } = ruleFindings(item.text);
    return {
      item,
      author: authorOf(item),
      found: {
        hits,
        decoded,
        textProbability: 0,
        defensive: hasDefensiveFrame(item.text),
      },
    };
  });
}

/** For every item: the text classifier's score from a model trained without the item's author. */
export function outOfAuthorTextScores(
  items: readonly RiskItem[],
  set: EncodedSet = encodeAll(items, authorOf),
  opts: TrainOptions = TRAIN_DEFAULTS,
): Map<string, number> {
  const scores = new Map<string, number>();
  for (const held of [...new Set(items.map(authorOf))].sort()) {
    const train = items.filter((i) => authorOf(i) !== held && riskPart(i) === 'tuning');
    const model = trainLogistic(set.vocab, labelled(set, train), opts);
    for (const i of items) if (authorOf(i) === held) scores.set(i.id, scoreText(model, i.text));
  }
  return scores;
}

interface Row {
  idx: Int32Array;
  val: Float64Array;
  y: number;
  w: number;
}

export interface StackOptions {
  iterations: number;
  learningRate: number;
  /** L2 per feature prefix (r: one rule, f: a family, s: a section and severity, …). */
  l2: Record<string, number>;
}
export const STACK_DEFAULTS: StackOptions = {
  iterations: 400,
  learningRate: 0.3,
  l2: { r: 3e-3, f: 1e-3, s: 3e-4, d: 3e-4, t: 1e-4, x: 3e-4 },
};
const MIN_CELL = 20;

/**
 * Logistic regression by full-batch AdaGrad (deterministic, no order effects); each
 * (author, label) cell weighs the same in total (a cell under MIN_CELL items in proportion).
 */
export function trainStack(
  data: readonly { x: ReadonlyMap<string, number>; y: 0 | 1; cell: string }[],
  opts: StackOptions = STACK_DEFAULTS,
): StackModel {
  const names = [...new Set(data.flatMap((d) => [...d.x.keys()]))].sort();
  const id = new Map(names.map((n, i) => [n, i]));
  const cells = new Map<string, number>();
  for (const d of data) cells.set(d.cell, (cells.get(d.cell) ?? 0) + 1);
  const perCell = 1 / cells.size;
  const rows: Row[] = data.map((d) => ({
    idx: Int32Array.from([...d.x.keys()].map((k) => id.get(k)!)),
    val: Float64Array.from(d.x.values()),
    y: d.y,
    w: perCell / Math.max(MIN_CELL, cells.get(d.cell)!),
  }));
  const l2 = Float64Array.from(names, (n) => opts.l2[n.split(':')[0]!] ?? 1e-3);
  // A family, a section's severity or a decoded segment is never evidence AGAINST risk: their
  // weights are kept at zero or above (projected steps). Only a single rule's own weight may turn
  // negative, where the data show that rule firing on other authors' benign prompts; two benign
  // prompts of one author once pulled a whole family (pii_request) and the ethical section's high
  // severity down with it, and the textbook "ask the customer for the code we texted" went low.
  const monotone = Uint8Array.from(names, (n) => (/^(?:f|s|d):/.test(n) ? 1 : 0));
  const w = new Float64Array(names.length);
  const g2 = new Float64Array(names.length + 1).fill(1e-8);
  let bias = 0;
  const grad = new Float64Array(names.length);
  // The rows flattened (CSR): the same sums in the same order as row by row, read without a
  // pointer per row (the eval fits 66 of these models).
  const start = new Int32Array(rows.length + 1);
  rows.forEach((r, k) => {
    start[k + 1] = start[k]! + r.idx.length;
  });
  const flatIdx = new Int32Array(start[rows.length]!);
  const flatVal = new Float64Array(start[rows.length]!);
  rows.forEach((r, k) => {
    flatIdx.set(r.idx, start[k]);
    flatVal.set(r.val, start[k]);
  });
  const ys = Float64Array.from(rows, (r) => r.y);
  const ws = Float64Array.from(rows, (r) => r.w);
  for (let it = 0; it < opts.iterations; it++) {
    grad.fill(0);
    let gb = 0;
    for (let k = 0; k < rows.length; k++) {
      const from = start[k]!;
      const to = start[k + 1]!;
      let z = bias;
      for (let j = from; j < to; j++) z += w[flatIdx[j]!]! * flatVal[j]!;
      const e = (1 / (1 + Math.exp(-z)) - ys[k]!) * ws[k]!;
      gb += e;
      for (let j = from; j < to; j++) grad[flatIdx[j]!]! += e * flatVal[j]!;
    }
    for (let i = 0; i < names.length; i++) {
      const g = grad[i]! + l2[i]! * w[i]!;
      g2[i]! += g * g;
      w[i]! -= (opts.learningRate * g) / Math.sqrt(g2[i]!);
      if (monotone[i] && w[i]! < 0) w[i] = 0;
    }
    g2[names.length]! += gb * gb;
    bias -= (opts.learningRate * gb) / Math.sqrt(g2[names.length]!);
  }
  const weights: Record<string, number> = {};
  names.forEach((n, i) => {
    const v = Math.round(w[i]! * 1e4) / 1e4;
    if (v !== 0) weights[n] = v;
  });
  return { bias: Math.round(bias * 1e4) / 1e4, weights };
}

export interface Scored {
  id: string;
  author: string;
  source: string;
  risky: boolean;
  score: number;
}

export interface ThresholdChoice {
  medium: number;
  /** At `medium`: the mean over authors of their recall, the pooled and the worst source's false-positive rates. */
  meanRecall: number;
  fpr: number;
  worstFpr: number;
}

/** A source counts for the worst-source limit from this many benign items. */
const MIN_SOURCE_BENIGN = 10;
/**
 * Issue 27's false-positive budget: pooled ≤ 0.10 and no source (of 10 or more benign items) above
 * 0.15, with a margin on the source limit (0.125) since round nine. At the edge (0.15), the
 * threshold chosen on the other authors' scores left fresh-5 and fresh-6 above 0.15 out of author
 * (0.171, 0.175): a new author's benign prompts are flagged a little more often than the authors'
 * the threshold was chosen on. With 0.125 every author stays within 0.15 (worst 0.143); mean recall
 * over authors 0.796 -> 0.788 (0.14 and 0.13 give the same thresholds). Since round ten 0.10: with
 * fresh-10 as a fourteenth author, 0.125 chose lower thresholds and left fresh-5 at 0.171 out of
 * author; 0.10 keeps every author within 0.15 again (worst 0.143), mean recall 0.805 -> 0.804.
 */
export const THRESHOLD_LIMITS = { pooledFpr: 0.1, sourceFpr: 0.1 };

/** Recall (mean over authors) and false-positive rates (pooled; the worst source) at threshold `t`. */
export function ratesAt(scored: readonly Scored[], t: number): ThresholdChoice {
  const recall = new Map<string, [number, number]>();
  const benign = new Map<string, [number, number]>();
  let fp = 0;
  let neg = 0;
  for (const s of scored) {
    const cell = s.risky ? recall : benign;
    const key = s.risky ? s.author : s.source;
    const c = cell.get(key) ?? [0, 0];
    c[1]++;
    if (s.score >= t) c[0]++;
    cell.set(key, c);
    if (!s.risky) {
      neg++;
      if (s.score >= t) fp++;
    }
  }
  const recalls = [...recall.values()].map(([h, n]) => h / n);
  let worst = 0;
  for (const [h, n] of benign.values()) if (n >= MIN_SOURCE_BENIGN) worst = Math.max(worst, h / n);
  return {
    medium: t,
    meanRecall: recalls.reduce((a, b) => a + b, 0) / Math.max(1, recalls.length),
    fpr: neg ? fp / neg : 0,
    worstFpr: worst,
  };
}

/**
 * The medium threshold spends issue 27's false-positive budget; it does not trade errors off: it
 * is the LOWEST threshold (the most recall) at which the pooled false-positive rate and every
 * source's stay within the limits, on out-of-author scores. Both rates only fall as the threshold
 * rises, so every threshold above the chosen one meets the budget too and none below it does.
 */
export function chooseThreshold(scored: readonly Scored[], limits = THRESHOLD_LIMITS): ThresholdChoice {
  for (let k = 0; k < 98; k++) {
    const c = ratesAt(scored, Math.round((0.02 + k * 0.01) * 100) / 100);
    if (c.fpr <= limits.pooledFpr && c.worstFpr <= limits.sourceFpr) return c;
  }
  return ratesAt(scored, 0.99);
}

export interface StackRun {
  /** Every item scored by an evidence model and text model that never saw its author. */
  outOfAuthor: Scored[];
  /** The threshold each author is judged at, chosen without it. */
  thresholds: Map<string, ThresholdChoice>;
  /** For each author, the other authors' out-of-author scores its threshold was chosen on (nested). */
  inner: Map<string, Scored[]>;
  /** The out-of-author text score of every item (the evidence models' training input). */
  text: Map<string, number>;
  rows: EvidenceRow[];
}

const withText = (r: EvidenceRow, text: Map<string, number>) =>
  evidenceFeatures({ ...r.found, textProbability: text.get(r.item.id)! });

function fit(rows: readonly EvidenceRow[], text: Map<string, number>): StackModel {
  return trainStack(
    rows
      .filter((r) => riskPart(r.item) === 'tuning')
      .map((r) => ({
        x: withText(r, text),
        y: r.item.risky ? 1 : 0,
        cell: `${r.author}:${r.item.risky ? 1 : 0}`,
      })),
  );
}

function scoreWith(model: StackModel, rows: readonly EvidenceRow[], text: Map<string, number>): Scored[] {
  return rows.map((r) => ({
    id: r.item.id,
    author: r.author,
    source: r.item.source,
    risky: r.item.risky,
    score: stackScore(model, withText(r, text)),
  }));
}

/** Leave one author out, with the threshold chosen without that author as well (nested). */
export function leaveOneAuthorOut(items: readonly RiskItem[], text?: Map<string, number>): StackRun {
  const rows = evidenceRows(items);
  const textScores = text ?? outOfAuthorTextScores(items);
  const authors = [...new Set(rows.map((r) => r.author))].sort();
  const outOfAuthor: Scored[] = [];
  const thresholds = new Map<string, ThresholdChoice>();
  const innerScores = new Map<string, Scored[]>();
  // The model trained without authors a and b is the same whichever of the two is held out (the
  // same rows in the same order): each pair is fitted once, 45 fits instead of 81 for 9 authors.
  const withoutPair = new Map<string, StackModel>();
  const fitWithout = (pair: readonly [string, string], rest: readonly EvidenceRow[]) => {
    const key = [...pair].sort().join('\n');
    let model = withoutPair.get(key);
    if (!model) {
      model = fit(rest, textScores);
      withoutPair.set(key, model);
    }
    return model;
  };
  for (const held of authors) {
    const others = rows.filter((r) => r.author !== held);
    outOfAuthor.push(
      ...scoreWith(
        fit(others, textScores),
        rows.filter((r) => r.author === held),
        textScores,
      ),
    );
    const inner: Scored[] = [];
    for (const b of authors.filter((a) => a !== held)) {
      inner.push(
        ...scoreWith(
          fitWithout(
            [held, b],
            others.filter((r) => r.author !== b),
          ),
          others.filter((r) => r.author === b),
          textScores,
        ),
      );
    }
    thresholds.set(held, chooseThreshold(inner));
    innerScores.set(held, inner);
  }
  return { outOfAuthor, thresholds, inner: innerScores, text: textScores, rows };
}

/** The shipped evidence model: every author's tuning part, out-of-author text scores. */
export function shippedStack(run: StackRun): StackModel {
  return fit(run.rows, run.text);
}
