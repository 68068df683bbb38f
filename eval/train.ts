// `npm run eval:train`: trains the offline analyzer's risk classifier on the TUNING part of
// eval/data/risk.jsonl only, picks its threshold by 5-fold cross-validation inside the tuning
// part, and writes src/modules/analysis/offline/risk-model.data.json. Deterministic: plain SGD in
// a fixed order, no randomness, weights rounded before they are written.
import { writeFileSync } from 'node:fs';
import { featuresOf, logit, ruleOnlyFlag, sigmoid } from '../src/modules/analysis/index.js';
import { byPart, loadRisk, type RiskItem } from './datasets.js';
import { type Example, foldOf, prune, trainLogistic } from './risk-trainer.js';

export const CATEGORIES = ['injection', 'privacy', 'deception', 'harmful', 'bias'] as const;

const KEEP_BINARY = 12000;
const KEEP_CATEGORY = 3000;
/** Largest out-of-fold false-positive rate the threshold may cost (rules included). */
const TARGET_FPR = 0.05;

function examplesOf(items: readonly RiskItem[]): Example[] {
  return items.map((i) => ({ id: i.id, x: featuresOf(i.text), y: i.risky ? 1 : 0 }));
}

/** Out-of-fold probabilities for every tuning item. */
function crossValidate(items: readonly RiskItem[]): Map<string, number> {
  const out = new Map<string, number>();
  for (let k = 0; k < 5; k++) {
    const train = items.filter((i) => foldOf(i.id) !== k);
    const test = items.filter((i) => foldOf(i.id) === k);
    const model = prune(trainLogistic(examplesOf(train)), KEEP_BINARY);
    for (const i of test) out.set(i.id, sigmoid(logit(model, featuresOf(i.text))));
  }
  return out;
}

function main(): void {
  const tuning = byPart(loadRisk(), 'tuning');
  const oof = crossValidate(tuning);
  const rules = new Map(tuning.map((i) => [i.id, ruleOnlyFlag(i.text)]));
  const measure = (t: number) => {
    let tp = 0;
    let fp = 0;
    for (const i of tuning) {
      const flagged = rules.get(i.id)! || oof.get(i.id)! >= t;
      if (flagged && i.risky) tp++;
      if (flagged && !i.risky) fp++;
    }
    const pos = tuning.filter((i) => i.risky).length;
    return { t, recall: tp / pos, fpr: fp / (tuning.length - pos) };
  };
  const candidates = Array.from({ length: 91 }, (_, i) => 0.05 + i * 0.01).map(measure);
  // Within the false-positive budget, the highest threshold whose recall is within 0.01 of the
  // best: equal recall at a higher threshold is the more conservative choice.
  const ok = candidates.filter((c) => c.fpr <= TARGET_FPR);
  const top = Math.max(...ok.map((c) => c.recall));
  const best = ok.filter((c) => c.recall >= top - 0.01).sort((a, b) => b.t - a.t)[0] ?? measure(0.5);
  const threshold = Math.round(best.t * 100) / 100;

  const binary = prune(trainLogistic(examplesOf(tuning)), KEEP_BINARY);
  const risky = tuning.filter((i) => i.risky);
  const categories = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      prune(
        trainLogistic(risky.map((i) => ({ id: i.id, x: featuresOf(i.text), y: i.category === c ? 1 : 0 }))),
        KEEP_CATEGORY,
      ),
    ]),
  );
  const file = {
    about:
      'Risk classifier of the offline analyzer: logistic regression over word 1-2-grams and in-word character 4-grams (risk-features.ts). Trained by eval/train.ts on the tuning part of eval/data/risk.jsonl only. Regenerate with npm run eval:train.',
    threshold,
    high_threshold: Math.max(0.85, threshold),
    cross_validation: {
      folds: 5,
      recall: Math.round(best.recall * 1000) / 1000,
      false_positive_rate: Math.round(best.fpr * 1000) / 1000,
      note: 'Out-of-fold figures inside the tuning part, rules included; used to pick the threshold.',
    },
    training_items: tuning.length,
    binary,
    categories,
  };
  const path = new URL('../src/modules/analysis/offline/risk-model.data.json', import.meta.url);
  writeFileSync(path, `${JSON.stringify(file)}\n`);
  process.stdout.write(
    `trained on ${tuning.length} tuning items; threshold ${threshold} (5-fold CV: recall ${best.recall.toFixed(3)}, FPR ${best.fpr.toFixed(3)}); ${Object.keys(binary.weights).length} binary weights\n`,
  );
}

main();
