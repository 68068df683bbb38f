// Risk figures per source and per part, three ways:
// - shipped: the analyzer as it ships (rules + the shipped classifier), on each source's tuning
//   and held-out parts (held out by item: a benchmark goal and its attacks share a part);
// - loso: held out by source: rules + a classifier trained without the item's whole collection
//   (eval/risk-runs.ts), at the shipped thresholds;
// - rules: the rules alone (how much the classifier adds).
// The fresh set was written after tuning and is only ever scored by the shipped analyzer.
import { analyzeRisk, hasDefensiveFrame, MODEL_LEVELS } from '../src/modules/analysis/index.js';
import { encodeAll, flaggedBy, leaveOneOutScores, ruleLevel } from './risk-runs.js';
import { COLLECTIONS, LABEL_REVIEW, loadRiskSources, type RiskItem, riskPart } from './sources.js';
import type { Part } from './split.js';

export interface Rate {
  hits: number;
  total: number;
}
export const ratio = (r: Rate) => (r.total === 0 ? Number.NaN : r.hits / r.total);

export interface SourceRow {
  recall: Rate;
  fpr: Rate;
}
/** source → part → figures. */
export type SourceTable = Record<string, Record<Part, SourceRow>>;

export interface RiskEval {
  shipped: SourceTable;
  loso?: SourceTable;
  rules: SourceTable;
  byLanguage: Record<string, Record<Part, SourceRow>>;
  excluded: { id: string; source: string }[];
  /** Each hand-reviewed item: its original label, the review and the shipped analyzer's verdict. */
  reviewed: { id: string; review: string; flagged: boolean }[];
  external: boolean;
  /** Ids of tuning items the shipped analyzer gets wrong (never filled for held-out items). */
  misses: string[];
}

const emptyRow = (): SourceRow => ({ recall: { hits: 0, total: 0 }, fpr: { hits: 0, total: 0 } });
function add(table: SourceTable, key: string, part: Part, item: RiskItem, flagged: boolean): void {
  table[key] ??= { tuning: emptyRow(), heldout: emptyRow() };
  const r = item.risky ? table[key][part].recall : table[key][part].fpr;
  r.total++;
  if (flagged) r.hits++;
}

/** Pooled over a set of sources. */
export function pooled(
  table: SourceTable,
  part: Part,
  keep: (source: string) => boolean = () => true,
): SourceRow {
  const out = emptyRow();
  for (const [source, row] of Object.entries(table)) {
    if (!keep(source)) continue;
    for (const k of ['recall', 'fpr'] as const) {
      out[k].hits += row[part][k].hits;
      out[k].total += row[part][k].total;
    }
  }
  return out;
}

/** The largest false-positive rate of any source with at least `min` benign items. */
export function worstFpr(table: SourceTable, part: Part, min = 10): { source: string; value: number } {
  let worst = { source: '–', value: 0 };
  for (const [source, row] of Object.entries(table)) {
    const r = row[part].fpr;
    if (r.total >= min && r.hits / r.total > worst.value) worst = { source, value: r.hits / r.total };
  }
  return worst;
}

export function runRiskEval(opts: { loso: boolean }): RiskEval {
  const data = loadRiskSources();
  const shipped: SourceTable = {};
  const rules: SourceTable = {};
  const byLanguage: RiskEval['byLanguage'] = {};
  const misses: string[] = [];
  const ruleLevels = new Map<string, ReturnType<typeof ruleLevel>>();
  for (const item of data.items) {
    const part = item.collection === 'fresh' ? 'heldout' : riskPart(item);
    const flagged = analyzeRisk(item.text).summary.overall_risk_level !== 'low';
    const rule = ruleLevel(item.text);
    ruleLevels.set(item.id, rule);
    add(shipped, item.source, part, item, flagged);
    add(rules, item.source, part, item, rule !== 'low');
    if (item.lang !== 'en') add(byLanguage, item.lang, part, item, flagged);
    if (part === 'tuning' && flagged !== item.risky) misses.push(item.id);
  }
  let loso: SourceTable | undefined;
  if (opts.loso && data.external) {
    loso = {};
    const items = data.items.filter((i) => (COLLECTIONS as readonly string[]).includes(i.collection));
    const scores = leaveOneOutScores(items, encodeAll(items));
    for (const item of items) {
      add(
        loso,
        item.source,
        riskPart(item),
        item,
        flaggedBy(ruleLevels.get(item.id)!, scores.get(item.id)!, MODEL_LEVELS, hasDefensiveFrame(item.text)),
      );
    }
  }
  return {
    shipped,
    loso,
    rules,
    byLanguage,
    excluded: data.excluded.map((i) => ({ id: i.id, source: i.source })),
    reviewed: [...data.items, ...data.excluded]
      .filter((i) => LABEL_REVIEW[i.id])
      .map((i) => ({
        id: i.id,
        review: `${i.collection === 'acp' ? 'benign' : 'risky'} → ${LABEL_REVIEW[i.id]!.label}`,
        flagged: analyzeRisk(i.text).summary.overall_risk_level !== 'low',
      })),
    external: data.external,
    misses,
  };
}
