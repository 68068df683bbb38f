// Risk figures per source and per part, three ways:
// - shipped: the analyzer as it ships (rules + the shipped classifier), on each source's tuning
//   and held-out parts (held out by item: a benchmark goal and its attacks share a part);
// - loso: held out by author (issue 27, sixth round): the text classifier and the evidence model
//   retrained without the item's author (pk, hw, jbb, acp, or one fresh set), at a threshold chosen
//   without that author too (eval/risk-stack.ts);
// - rules: the rules alone.
// Every author's tuning part is trained on, the fresh sets' included; their held-out parts never.
import { ruleLevel, shippedRisk } from './risk-runs.js';
import { leaveOneAuthorOut } from './risk-stack.js';
import { LABEL_REVIEW, loadRiskSources, type RiskItem, riskPart } from './sources.js';
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
  /** Held out by author, over all of each author's items (both parts): author → figures. */
  byAuthor?: Record<string, SourceRow & { threshold: number }>;
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
    const part = riskPart(item);
    const flagged = shippedRisk(item.text) !== 'low';
    const rule = ruleLevel(item.text);
    ruleLevels.set(item.id, rule);
    add(shipped, item.source, part, item, flagged);
    add(rules, item.source, part, item, rule !== 'low');
    if (item.lang !== 'en') add(byLanguage, item.lang, part, item, flagged);
    // The fresh sets' tuning parts are training data since the sixth round, never a list to read.
    if (part === 'tuning' && flagged !== item.risky && item.collection !== 'fresh') misses.push(item.id);
  }
  let loso: SourceTable | undefined;
  let byAuthor: RiskEval['byAuthor'];
  if (opts.loso && data.external) {
    loso = {};
    byAuthor = {};
    const byId = new Map(data.items.map((i) => [i.id, i]));
    // The blind sets are measured by the shipped analyzer only: a leave-one-author-out run would
    // build its vocabulary with them (eval/sources.ts).
    const run = leaveOneAuthorOut(data.items.filter((i) => i.collection !== 'blind'));
    for (const s of run.outOfAuthor) {
      const item = byId.get(s.id)!;
      const threshold = run.thresholds.get(s.author)!.medium;
      const flagged = s.score >= threshold;
      add(loso, item.source, riskPart(item), item, flagged);
      byAuthor[s.author] ??= { ...emptyRow(), threshold };
      const r = item.risky ? byAuthor[s.author]!.recall : byAuthor[s.author]!.fpr;
      r.total++;
      if (flagged) r.hits++;
    }
  }
  return {
    shipped,
    loso,
    byAuthor,
    rules,
    byLanguage,
    excluded: data.excluded.map((i) => ({ id: i.id, source: i.source })),
    reviewed: [...data.items, ...data.excluded]
      .filter((i) => LABEL_REVIEW[i.id])
      .map((i) => ({
        id: i.id,
        review: `${i.collection === 'acp' ? 'benign' : 'risky'} → ${LABEL_REVIEW[i.id]!.label}`,
        flagged: shippedRisk(i.text) !== 'low',
      })),
    external: data.external,
    misses,
  };
}
