// `npm run eval:train`: trains the offline analyzer's risk models and writes
// src/modules/analysis/offline/risk-model.data.json. Deterministic (SGD and AdaGrad in a fixed
// order, weights rounded), so the same data gives the same file byte for byte.
//
// Issue 27, sixth round — one calibrated model over all the evidence, trained across authors
// (eval/risk-stack.ts). The authors are pk, hw, jbb, acp and each fresh set (fresh … fresh-11).
// 1. The text classifier (n-grams and cue groups of each window, risk-features.ts) scores every
//    item from a model trained on the tuning parts of the OTHER authors.
// 2. The evidence model (risk-evidence.ts: every medium/high rule, its family and severity, decoded
//    segments, adversarial suffixes, the defensive frame, the text score) is trained on the tuning
//    parts of every author with those out-of-author text scores; each (author, label) cell weighs
//    the same. Leave one author out: retrained without each author, it scores that author.
// 3. The medium threshold is chosen on those out-of-author scores as issue 27's false-positive
//    budget allows: the lowest threshold with pooled false positives ≤ 10 % and no source (of 10 or
//    more benign items) above 15 % (since round eight; before it the best recall within 5 % and
//    10 % per author, margins under the budget); since round nine the source limit keeps a margin
//    (12.5 %, THRESHOLD_LIMITS) so that authors left out stay within 15 %; high keeps the pooled
//    false-positive rate ≤ 1 %.
// 4. The shipped text classifier is trained on the tuning parts of every author; the shipped
//    evidence model as in 2, with every author.
import { writeFileSync } from 'node:fs';
import { CATEGORY_INFO, type RiskCategory } from '../src/modules/analysis/index.js';
import { encodeAll, labelled } from './risk-runs.js';
import {
  authorOf,
  chooseThreshold,
  leaveOneAuthorOut,
  outOfAuthorTextScores,
  STACK_DEFAULTS,
  shippedStack,
  THRESHOLD_LIMITS,
} from './risk-stack.js';
import { TRAIN_DEFAULTS, trainLogistic } from './risk-trainer.js';
import { loadRiskSources, riskPart } from './sources.js';

const HIGH_FPR = 0.01;
/** The text classifier alone (decoded segments, which windows to show): its own false-positive limits. */
const TEXT_MEDIUM_FPR = 0.05;
const KEEP_CATEGORY = 1500;
const round = (v: number) => Math.round(v * 1000) / 1000;

/** The score above which at most `share` of the values lie. */
function quantileAbove(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => b - a);
  return sorted[Math.floor(sorted.length * share)] ?? 0.99;
}

function main(): void {
  const data = loadRiskSources();
  if (!data.external) throw new Error('The shared public data sets were not found (see eval/README.md).');
  // The blind sets are never training data, not even for the vocabulary (eval/sources.ts).
  const items = data.items.filter((i) => i.collection !== 'blind');
  const tuning = items.filter((i) => riskPart(i) === 'tuning');
  const set = encodeAll(items, authorOf);
  const text = outOfAuthorTextScores(items, set);
  const run = leaveOneAuthorOut(items, text);

  const choice = chooseThreshold(run.outOfAuthor);
  const benign = run.outOfAuthor.filter((s) => !s.risky).map((s) => s.score);
  const levels = {
    medium: round(choice.medium),
    high: Math.ceil(Math.max(choice.medium, quantileAbove(benign, HIGH_FPR)) * 100) / 100,
  };
  const benignText = items.filter((i) => !i.risky).map((i) => text.get(i.id)!);
  const textLevels = {
    medium: Math.ceil(quantileAbove(benignText, TEXT_MEDIUM_FPR) * 100) / 100,
    high: Math.ceil(quantileAbove(benignText, HIGH_FPR) * 100) / 100,
  };

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
  const stack = shippedStack(run);
  const perAuthor = Object.fromEntries(
    [...run.thresholds].map(([author, t]) => {
      const mine = run.outOfAuthor.filter((s) => s.author === author);
      const pos = mine.filter((s) => s.risky);
      const neg = mine.filter((s) => !s.risky);
      const flagged = (xs: typeof mine) => xs.filter((s) => s.score >= t.medium).length;
      return [
        author,
        {
          threshold: round(t.medium),
          recall: pos.length ? round(flagged(pos) / pos.length) : null,
          false_positive_rate: neg.length ? round(flagged(neg) / neg.length) : null,
        },
      ];
    }),
  );
  const file = {
    about:
      'Risk models of the offline analyzer. binary/categories: logistic regression over the content words, character 4-grams and multilingual cue groups of each window of a prompt (risk-features.ts), windows combined by a power mean. stack: the evidence model (risk-evidence.ts) that weighs the rules, decoded segments, the defensive frame and the text score together and decides the level. Trained by eval/train.ts on the tuning parts of every author (pk, hw, jbb, acp, fresh … fresh-11); thresholds chosen on leave-one-author-out scores. Regenerate with npm run eval:train.',
    levels,
    text_levels: textLevels,
    calibration: {
      method: `leave one author out (text classifier and evidence model retrained without the author); medium: the lowest threshold with pooled FPR <= ${THRESHOLD_LIMITS.pooledFpr} and every source with 10 or more benign prompts <= ${THRESHOLD_LIMITS.sourceFpr} (issue 27's budget); high: pooled FPR <= ${HIGH_FPR}; per_author: each author at a threshold chosen without it (nested)`,
      mean_recall: round(choice.meanRecall),
      false_positive_rate: round(choice.fpr),
      worst_source_false_positive_rate: round(choice.worstFpr),
      per_author: perAuthor,
    },
    training_items: tuning.length,
    stack_options: STACK_DEFAULTS,
    stack,
    binary,
    categories,
  };
  const path = new URL('../src/modules/analysis/offline/risk-model.data.json', import.meta.url);
  writeFileSync(path, `${JSON.stringify(file)}\n`);
  process.stdout.write(
    `trained on ${tuning.length} tuning items; levels medium ${levels.medium}, high ${levels.high}; text levels ${textLevels.medium}/${textLevels.high} (leave one author out: mean recall ${choice.meanRecall.toFixed(3)}, FPR ${choice.fpr.toFixed(3)}, worst source ${choice.worstFpr.toFixed(3)}); ${Object.keys(binary.weights).length} text weights, ${Object.keys(stack.weights).length} evidence weights\n${JSON.stringify(perAuthor)}\n`,
  );
}

main();
