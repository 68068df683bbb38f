// `npm run eval:train`: trains the offline analyzer's risk classifier and writes
// src/modules/analysis/offline/risk-model.data.json. Deterministic (plain SGD in a fixed order,
// weights rounded), so the same data gives the same file byte for byte.
//
// 1. Leave one collection out: for each of the four collections, a model trained on the TUNING
//    parts of the other three scores that collection's tuning part.
// 2. The medium and high thresholds are chosen on those scores (rules included), i.e. on data the
//    scoring model was not trained on: medium is the lowest threshold whose pooled false-positive
//    rate stays within 3 % and no source's (of 10 or more benign prompts: hw-chat, acp, …) within
//    7 %; high keeps the classifier's own false-positive rate within 1 %. A prompt with a
//    defensive frame (risk-defensive.ts) is never flagged by the classifier alone. Held-out parts
//    are never used.
// 3. The shipped model is trained on the tuning parts of all four collections.
import { writeFileSync } from 'node:fs';
import { CATEGORY_INFO, hasDefensiveFrame, type RiskCategory } from '../src/modules/analysis/index.js';
import { encodeAll, flaggedBy, labelled, leaveOneOutScores, ruleLevel } from './risk-runs.js';
import { TRAIN_DEFAULTS, trainLogistic } from './risk-trainer.js';
import { COLLECTIONS, loadRiskSources, type RiskItem, riskPart } from './sources.js';

// Margins under the targets (pooled <= 0.10, no source above 0.15), since the tuning
// parts' figures are optimistic for the rules written while reading them.
const POOLED_FPR = 0.03;
const SOURCE_FPR = 0.07;
/** A source counts for the worst-source constraint from this many benign tuning items. */
const MIN_SOURCE_BENIGN = 10;
const HIGH_FPR = 0.01;
const KEEP_CATEGORY = 1500;

function rates(items: readonly RiskItem[], flagged: (i: RiskItem) => boolean) {
  const pos = items.filter((i) => i.risky);
  const neg = items.filter((i) => !i.risky);
  const fpr = (xs: RiskItem[]) => (xs.length ? xs.filter(flagged).length / xs.length : 0);
  return {
    recall: pos.length ? pos.filter(flagged).length / pos.length : 0,
    fpr: fpr(neg),
    worstSourceFpr: Math.max(
      ...[...new Set(neg.map((i) => i.source))]
        .map((s) => neg.filter((i) => i.source === s))
        .filter((xs) => xs.length >= MIN_SOURCE_BENIGN)
        .map(fpr),
    ),
  };
}

function main(): void {
  const data = loadRiskSources();
  if (!data.external) throw new Error('The shared public data sets were not found (see eval/README.md).');
  const items = data.items.filter((i) => COLLECTIONS.includes(i.collection as (typeof COLLECTIONS)[number]));
  const tuning = items.filter((i) => riskPart(i) === 'tuning');
  const set = encodeAll(items);

  const loso = leaveOneOutScores(items, set);
  const rules = new Map(tuning.map((i) => [i.id, ruleLevel(i.text)]));
  const defensive = new Map(tuning.map((i) => [i.id, hasDefensiveFrame(i.text)]));
  const measure = (medium: number) => ({
    medium,
    ...rates(tuning, (i) =>
      flaggedBy(rules.get(i.id)!, loso.get(i.id)!, { medium, high: 2 }, defensive.get(i.id)!),
    ),
  });
  const candidates = Array.from({ length: 90 }, (_, k) => 0.1 + k * 0.01).map(measure);
  const ok = candidates.filter((c) => c.fpr <= POOLED_FPR && c.worstSourceFpr <= SOURCE_FPR);
  const best = ok.sort((a, b) => b.recall - a.recall || a.medium - b.medium)[0] ?? measure(0.99);
  const negatives = tuning
    .filter((i) => !i.risky)
    .map((i) => loso.get(i.id)!)
    .sort((a, b) => b - a);
  const high = Math.max(best.medium, negatives[Math.floor(negatives.length * HIGH_FPR)] ?? 0.9);
  const levels = { medium: Math.round(best.medium * 100) / 100, high: Math.ceil(high * 100) / 100 };

  const binary = trainLogistic(set.vocab, labelled(set, tuning));
  const risky = tuning.filter((i) => i.risky);
  const categories = Object.fromEntries(
    (Object.keys(CATEGORY_INFO) as RiskCategory[]).map((c) => [
      c,
      trainLogistic(
        set.vocab,
        risky.map((i) => ({ item: set.encoded.get(i.id)!, y: i.category === c ? 1 : 0 })),
        { ...TRAIN_DEFAULTS, keep: KEEP_CATEGORY, minCollections: 1 },
      ),
    ]),
  );
  const file = {
    about:
      'Risk classifier of the offline analyzer: logistic regression over the content words, character 4-grams and multilingual cue groups of each window of a prompt (risk-features.ts); windows combined by a power mean. Trained by eval/train.ts on the tuning parts of eval/data and the shared public collections; thresholds chosen on leave-one-collection-out scores of the tuning parts. Regenerate with npm run eval:train.',
    levels,
    calibration: {
      method:
        'leave one collection out (pk, hw, jbb, acp), tuning parts only, rules included, prompts with a defensive frame never flagged by the classifier alone; medium: best recall with pooled FPR <= 0.03 and every source with 10 or more benign prompts <= 0.07; high: classifier FPR <= 0.01',
      recall: Math.round(best.recall * 1000) / 1000,
      false_positive_rate: Math.round(best.fpr * 1000) / 1000,
      worst_source_false_positive_rate: Math.round(best.worstSourceFpr * 1000) / 1000,
    },
    training_items: tuning.length,
    binary,
    categories,
  };
  const path = new URL('../src/modules/analysis/offline/risk-model.data.json', import.meta.url);
  writeFileSync(path, `${JSON.stringify(file)}\n`);
  process.stdout.write(
    `trained on ${tuning.length} tuning items; levels medium ${levels.medium}, high ${levels.high} (leave-one-collection-out on tuning: recall ${best.recall.toFixed(3)}, FPR ${best.fpr.toFixed(3)}, worst source ${best.worstSourceFpr.toFixed(3)}); ${Object.keys(binary.weights).length} weights\n`,
  );
}

main();
