// `npm run eval`: measures the offline analyzer on eval/data/, prints the tables, writes
// eval/RESULTS.md and exits 1 when a figure falls below eval/floors.json.
// `npm run eval -- --misses` also lists the misses of the TUNING part (never the held-out part).
import { readFileSync, writeFileSync } from 'node:fs';
import { floorFailures, headline } from './floors.js';
import { type EvalReport, LONG_BAD_KINDS, PARTS, type Rate, ratio, runEval } from './harness.js';

const pct = (r: Rate) => (r.total === 0 ? '–' : `${(ratio(r) * 100).toFixed(1)} % (${r.hits}/${r.total})`);
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: string[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

function render(report: EvalReport): string {
  const out: string[] = [];
  const h = { tuning: headline(report, 'tuning'), heldout: headline(report, 'heldout') };
  out.push('## Headline', '');
  out.push(
    table(
      ['figure', 'tuning', 'held-out'],
      Object.keys(h.tuning).map((k) => [k, h.tuning[k]!.toFixed(3), h.heldout[k]!.toFixed(3)]),
    ),
  );
  const model = JSON.parse(
    readFileSync(new URL('../src/modules/analysis/offline/risk-model.data.json', import.meta.url), 'utf8'),
  ) as { threshold: number; cross_validation: { recall: number; false_positive_rate: number } };
  out.push('', '## Risk (flagged = overall level medium or high)', '');
  out.push(
    `The classifier is trained on the tuning part, so the tuning figures below are in-sample. Its 5-fold cross-validation inside the tuning part (rules included, threshold ${model.threshold}) gave recall ${model.cross_validation.recall} at a false-positive rate of ${model.cross_validation.false_positive_rate}; the held-out part is the honest figure.`,
    '',
  );
  for (const part of PARTS) {
    const r = report.risk[part];
    out.push(`### ${part}: recall ${pct(r.recall)}, false-positive rate ${pct(r.fpr)}`, '');
    out.push(
      table(
        ['category', 'recall (risky)', 'false positives (benign look-alikes)'],
        Object.entries(r.byCategory)
          .sort()
          .map(([c, v]) => [c, pct(v.recall), pct(v.fpr)]),
      ),
    );
    out.push('');
    out.push(
      table(
        ['language', 'recall', 'false positives'],
        Object.entries(r.byLanguage)
          .sort()
          .map(([c, v]) => [c, pct(v.recall), pct(v.fpr)]),
      ),
    );
    out.push('');
  }
  out.push('## Scoring (pairs: the better prompt must score strictly higher, Default criteria)', '');
  const kinds = [...new Set(PARTS.flatMap((p) => Object.keys(report.scoring[p].byKind)))].sort();
  out.push(
    table(
      ['pair kind', 'long-but-bad', 'tuning', 'held-out'],
      [
        ...kinds.map((k) => [
          k,
          LONG_BAD_KINDS.has(k) ? 'yes' : '',
          pct(report.scoring.tuning.byKind[k] ?? { hits: 0, total: 0 }),
          pct(report.scoring.heldout.byKind[k] ?? { hits: 0, total: 0 }),
        ]),
        ['**all long-but-bad**', '', pct(report.scoring.tuning.longBad), pct(report.scoring.heldout.longBad)],
        ['**all pairs**', '', pct(report.scoring.tuning.accuracy), pct(report.scoring.heldout.accuracy)],
      ],
    ),
  );
  out.push('', '## Heatmap and balance', '');
  out.push(
    table(
      ['measure', 'tuning', 'held-out', 'baseline tuning', 'baseline held-out'],
      [
        [
          'heatmap top-k agreement',
          pct(report.heatmap.tuning.score),
          pct(report.heatmap.heldout.score),
          pct(report.heatmap.tuning.baseline),
          pct(report.heatmap.heldout.baseline),
        ],
        [
          'balance category accuracy',
          pct(report.balance.tuning.score),
          pct(report.balance.heldout.score),
          pct(report.balance.tuning.baseline),
          pct(report.balance.heldout.baseline),
        ],
      ],
    ),
  );
  out.push(
    '',
    'Heatmap baseline: the first k phrases of the prompt. Balance baseline: every phrase labelled with the most common category of the tuning part.',
  );
  return out.join('\n');
}

const report = runEval();
const body = render(report);
const failures = floorFailures(report);
process.stdout.write(`${body}\n`);
if (process.argv.includes('--misses')) {
  process.stdout.write('\n## Tuning misses\n');
  process.stdout.write(`risk: ${report.risk.tuning.misses.join(', ')}\n`);
  process.stdout.write(`scoring: ${report.scoring.tuning.misses.join(', ')}\n`);
  process.stdout.write(`heatmap:\n  ${report.heatmap.tuning.misses.join('\n  ')}\n`);
  process.stdout.write(`balance:\n  ${report.balance.tuning.misses.join('\n  ')}\n`);
}
writeFileSync(
  new URL('./RESULTS.md', import.meta.url),
  `# Offline analyzer: evaluation results\n\nCommand: \`npm run eval\`. Data: eval/data/ (written for this project; held-out part = ~30 % of items by a seeded hash of the id, never tuned on). Deterministic: the figures change only when the analyzer, the model file or the data change.\n\n${body}\n`,
);
if (failures.length > 0) {
  process.stderr.write(`\nBelow the floors in eval/floors.json:\n  ${failures.join('\n  ')}\n`);
  process.exit(1);
}
process.stderr.write('\nAll figures at or above the floors in eval/floors.json.\n');
