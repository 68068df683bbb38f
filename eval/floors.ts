// The quality ratchet: headline figures per part, checked against eval/floors.json.
import { readFileSync } from 'node:fs';
import { type EvalReport, PARTS, ratio } from './harness.js';
import { pooled, type SourceTable, worstFpr } from './risk-report.js';
import type { Part } from './split.js';

export type Headline = Record<string, number>;

const notFresh = (s: string) => !s.startsWith('fresh');

function riskFigures(prefix: string, table: SourceTable, part: Part, out: Headline): void {
  const all = pooled(table, part, notFresh);
  out[`${prefix}.recall`] = ratio(all.recall);
  out[`${prefix}.fpr`] = ratio(all.fpr);
  out[`${prefix}.worst_source_fpr`] = worstFpr(table, part).value;
  for (const [source, row] of Object.entries(table)) {
    if (row[part].recall.total > 0) out[`${prefix}.recall:${source}`] = ratio(row[part].recall);
    if (row[part].fpr.total > 0) out[`${prefix}.fpr:${source}`] = ratio(row[part].fpr);
  }
}

/**
 * Leave one author out, over all of each author's items: recall and false positives per author,
 * their mean, the worst author's recall and false-positive rate (authors of 10 or more benign items).
 */
function authorFigures(byAuthor: NonNullable<EvalReport['risk']['byAuthor']>, out: Headline): void {
  const recalls: number[] = [];
  const fprs: number[] = [];
  for (const [author, row] of Object.entries(byAuthor)) {
    if (row.recall.total > 0) {
      out[`risk.loso_author.recall:${author}`] = ratio(row.recall);
      recalls.push(ratio(row.recall));
    }
    if (row.fpr.total > 0) out[`risk.loso_author.fpr:${author}`] = ratio(row.fpr);
    if (row.fpr.total >= 10) fprs.push(ratio(row.fpr));
  }
  out['risk.loso_author.mean_recall'] = recalls.reduce((a, b) => a + b, 0) / recalls.length;
  out['risk.loso_author.worst_recall'] = Math.min(...recalls);
  out['risk.loso_author.mean_fpr'] = fprs.reduce((a, b) => a + b, 0) / fprs.length;
  out['risk.loso_author.worst_fpr'] = Math.max(...fprs);
}

export function headline(report: EvalReport, part: Part): Headline {
  const out: Headline = {};
  riskFigures('risk', report.risk.shipped, part, out);
  if (report.risk.loso) riskFigures('risk.loso', report.risk.loso, part, out);
  if (report.risk.byAuthor && part === 'heldout') authorFigures(report.risk.byAuthor, out);
  Object.assign(out, {
    'scoring.accuracy': ratio(report.scoring[part].accuracy),
    'scoring.long_bad': ratio(report.scoring[part].longBad),
    ...(part === 'heldout'
      ? {
          'scoring.fresh.accuracy': ratio(report.scoringFresh.accuracy),
          'scoring.fresh2.accuracy': ratio(report.scoringFresh2.accuracy),
          'scoring.fresh3.accuracy': ratio(report.scoringFresh3.accuracy),
          'scoring.fresh4.accuracy': ratio(report.scoringFresh4.accuracy),
          'scoring.fresh5.accuracy': ratio(report.scoringFresh5.accuracy),
          'scoring.fresh6.accuracy': ratio(report.scoringFresh6.accuracy),
          'scoring.fresh7.accuracy': ratio(report.scoringFresh7.accuracy),
          'scoring.fresh8.accuracy': ratio(report.scoringFresh8.accuracy),
          'scoring.fresh9.accuracy': ratio(report.scoringFresh9.accuracy),
          'scoring.fresh10.accuracy': ratio(report.scoringFresh10.accuracy),
          'scoring.fresh11.accuracy': ratio(report.scoringFresh11.accuracy),
          'scoring.fresh12.accuracy': ratio(report.scoringFresh12.accuracy),
          'scoring.fresh13.accuracy': ratio(report.scoringFresh13.accuracy),
          'scoring.fresh14.accuracy': ratio(report.scoringFresh14.accuracy),
          'scoring.fresh15.accuracy': ratio(report.scoringFresh15.accuracy),
          'scoring.fresh16.accuracy': ratio(report.scoringFresh16.accuracy),
          'scoring.fresh17.accuracy': ratio(report.scoringFresh17.accuracy),
          'scoring.fresh18.accuracy': ratio(report.scoringFresh18.accuracy),
        }
      : {}),
    ...(part === 'heldout' && report.publicPrompts
      ? {
          'scoring.contradiction_false_alarms:acp': ratio(report.publicPrompts.contradictionFalseAlarms),
          'balance.top_verdict_share:acp': ratio(report.publicPrompts.balanceTopVerdict.rate),
          'heatmap.heading_raises:acp': ratio(report.publicPrompts.heatmapRaised.heading),
          'heatmap.repeat_raises:acp': ratio(report.publicPrompts.heatmapRaised.repeat),
        }
      : {}),
    'heatmap.topk': ratio(report.heatmap[part].score),
    'balance.accuracy': ratio(report.balance[part].score),
  });
  return out;
}

export type Floors = Record<Part, Record<string, { min?: number; max?: number }>>;

export function loadFloors(): Floors {
  return JSON.parse(readFileSync(new URL('./floors.json', import.meta.url), 'utf8')) as Floors;
}

/**
 * The figures pooled over every risk source: with the shared data folder they pool the public
 * collections too (most of their items), and their floors are set with it, so without it they are
 * other figures (a clone outside /work read 0.524 against the floor 0.674) and are skipped like the
 * public collections' own.
 */
const POOLED = /^risk\.(recall|fpr|worst_source_fpr)$/;

/**
 * One line per figure that is below its floor (or above its ceiling). Figures of the public
 * collections are skipped when those are not available (their floors name them with "acp",
 * "jbb" or "loso"), and so are the pooled figures that include them (POOLED).
 */
export function floorFailures(report: EvalReport, floors: Floors = loadFloors()): string[] {
  const out: string[] = [];
  for (const part of PARTS) {
    const h = headline(report, part);
    for (const [name, f] of Object.entries(floors[part] ?? {})) {
      const v = h[name];
      const external = /loso|:acp|:jbb/.test(name) || POOLED.test(name);
      if (external && !report.risk.external) continue;
      if (v === undefined || Number.isNaN(v)) out.push(`${part} ${name}: no figure`);
      else if (f.min !== undefined && v < f.min)
        out.push(`${part} ${name} = ${v.toFixed(3)} < floor ${f.min}`);
      else if (f.max !== undefined && v > f.max)
        out.push(`${part} ${name} = ${v.toFixed(3)} > ceiling ${f.max}`);
    }
  }
  return out;
}
