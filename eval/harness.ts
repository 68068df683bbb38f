// Measures the offline analyzer on the labelled sets, per part (tuning / held-out). Pure and
// in-process, so eval/run.ts (the CLI) and test/eval.test.ts (the CI ratchet) share it.

import type { CriteriaForScoring } from '../src/modules/analysis/index.js';
import { analyzeBalance, analyzeHeatmap, assessQuality, scorePrompt } from '../src/modules/analysis/index.js';
import { DEFAULT_CRITERION_SET } from '../src/modules/criteria/index.js';
import {
  type BalanceItem,
  byPart,
  type HeatmapItem,
  loadBalance,
  loadHeatmap,
  loadScoring,
  loadScoringFresh,
  loadScoringFresh2,
  loadScoringFresh3,
  loadScoringFresh4,
  loadScoringFresh5,
  loadScoringFresh6,
  loadScoringFresh7,
  loadScoringFresh8,
  loadScoringFresh9,
  loadScoringFresh10,
  loadScoringFresh11,
  loadScoringFresh12,
  loadScoringFresh13,
  loadScoringFresh14,
  loadScoringFresh15,
  loadScoringFresh16,
  loadScoringFresh17,
  loadScoringFresh18,
  loadScoringTuning,
  type ScoringPair,
} from './datasets.js';
import { type Rate, type RiskEval, ratio, runRiskEval } from './risk-report.js';
import { loadRiskSources } from './sources.js';
import type { Part } from './split.js';

export { type Rate, ratio };

export const PARTS: readonly Part[] = ['tuning', 'heldout'];

const rate = (hits: number, total: number): Rate => ({ hits, total });
export interface ScoringReport {
  accuracy: Rate;
  longBad: Rate;
  byKind: Record<string, Rate>;
  misses: string[];
}
export interface AgreementReport {
  score: Rate;
  baseline: Rate;
  misses: string[];
}
export interface EvalReport {
  risk: RiskEval;
  scoring: Record<Part, ScoringReport>;
  /** eval/data/scoring-fresh.jsonl, all of it held out. */
  scoringFresh: ScoringReport;
  /** eval/data/scoring-fresh-2.jsonl, all of it held out. */
  scoringFresh2: ScoringReport;
  /** eval/data/scoring-fresh-3.jsonl (blind, other domains and languages), all of it held out. */
  scoringFresh3: ScoringReport;
  /** eval/data/scoring-fresh-4.jsonl (written blind 2026-11-27; read while tuning since issue 27's fifth round). */
  scoringFresh4: ScoringReport;
  /** eval/data/scoring-fresh-5.jsonl (blind, 2026-11-27, fifth set), all of it held out. */
  scoringFresh5: ScoringReport;
  /** eval/data/scoring-fresh-6.jsonl and -7 (two authors, 2026-11-27): measured blind once at 18e41a4, tuning sets since round seven. */
  scoringFresh6: ScoringReport;
  scoringFresh7: ScoringReport;
  scoringFresh8: ScoringReport;
  /**
   * eval/data/scoring-fresh-9.jsonl: written blind during round eight, measured once at fe04d77
   * (86.7 %); a tuning set since round nine.
   */
  scoringFresh9: ScoringReport;
  /**
   * eval/data/scoring-fresh-10.jsonl: written blind during round nine, measured once at a0ebc7c
   * (83.3 %); a tuning set since round ten.
   */
  scoringFresh10: ScoringReport;
  /**
   * eval/data/scoring-fresh-11.jsonl: written blind during round ten, measured once at c0bad1f
   * (86.7 %); a tuning set since round eleven.
   */
  scoringFresh11: ScoringReport;
  /**
   * eval/data/scoring-fresh-12.jsonl: written blind during round eleven, measured once at 8ee801b
   * (76.7 %); a tuning set since round twelve.
   */
  scoringFresh12: ScoringReport;
  /**
   * eval/data/scoring-fresh-13.jsonl: written blind after round twelve, measured once at eface90
   * (76.7 %); a tuning set since round thirteen.
   */
  scoringFresh13: ScoringReport;
  /**
   * eval/data/scoring-fresh-14.jsonl: written blind in session 16, during round thirteen, measured
   * once at 3c2eefc (80.0 %); a tuning set since round fourteen.
   */
  scoringFresh14: ScoringReport;
  /**
   * eval/data/scoring-fresh-15.jsonl: written blind in session 17, during round fourteen, measured
   * once at eb62f1f (80.0 %); a tuning set since round fifteen.
   */
  scoringFresh15: ScoringReport;
  /**
   * eval/data/scoring-fresh-16.jsonl: written blind in session 18, during round fifteen, measured
   * once at 9cbc779 (83.3 %); a tuning set since round sixteen.
   */
  scoringFresh16: ScoringReport;
  /** eval/data/scoring-fresh-17.jsonl: written blind in session 19; held out whole, only measured. */
  scoringFresh17: ScoringReport;
  /** eval/data/scoring-fresh-18.jsonl: written blind in session 20; held out whole, only measured. */
  scoringFresh18: ScoringReport;
  heatmap: Record<Part, AgreementReport>;
  balance: Record<Part, AgreementReport>;
  /** Checks on the public role prompts; undefined without the shared data folder. */
  publicPrompts?: PublicPromptChecks;
}

export const LONG_BAD_KINDS = new Set(['contradictory', 'heading_stuffed', 'flattering', 'keyword_stuffed']);

function bucket<T>(map: Record<string, T>, key: string, make: () => T): T {
  if (!(key in map)) map[key] = make();
  return map[key]!;
}

const add = (r: Rate, hit: boolean) => {
  r.total++;
  if (hit) r.hits++;
};

const DEFAULT_CRITERIA: CriteriaForScoring = {
  criteria_id: 'sca_default',
  name: 'Default',
  use_case: null,
  criterion_set: DEFAULT_CRITERION_SET,
};

/** The better prompt must score strictly higher; a tie counts as a miss. */
function scoringReport(pairs: readonly ScoringPair[], part: Part): ScoringReport {
  const report: ScoringReport = { accuracy: rate(0, 0), longBad: rate(0, 0), byKind: {}, misses: [] };
  for (const pair of pairs) {
    const strong = scorePrompt(pair.strong, DEFAULT_CRITERIA).overall_score;
    const weak = scorePrompt(pair.weak, DEFAULT_CRITERIA).overall_score;
    const won = strong > weak;
    add(report.accuracy, won);
    if (LONG_BAD_KINDS.has(pair.kind)) add(report.longBad, won);
    add(
      bucket(report.byKind, pair.kind, () => rate(0, 0)),
      won,
    );
    if (part === 'tuning' && !won) report.misses.push(`${pair.id} (${strong} vs ${weak})`);
  }
  return report;
}

interface Span {
  start: number;
  end: number;
}
/** Character span of an exact substring (first occurrence). */
function spanOf(text: string, phrase: string, from = 0): Span | undefined {
  const at = text.indexOf(phrase, from);
  return at < 0 ? undefined : { start: at, end: at + phrase.length };
}
const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
/** Two spans agree when they share at least half of the shorter one. */
const agrees = (a: Span, b: Span) =>
  overlap(a, b) >= 0.5 * Math.min(a.end - a.start, b.end - b.start) && overlap(a, b) > 0;

/** Locates analyzer phrases in order, so repeated phrases map to successive occurrences. */
function locate(text: string, phrases: readonly { phrase: string }[]): Span[] {
  const spans: Span[] = [];
  let from = 0;
  for (const { phrase: p } of phrases) {
    const s = spanOf(text, p, from) ?? spanOf(text, p) ?? { start: 0, end: 0 };
    spans.push(s);
    from = s.start;
  }
  return spans;
}

/**
 * Heatmap top-k agreement: with k = the number of key phrases a reader marked, the share of those
 * phrases that agree with one of the analyzer's k highest-scored phrases (ties: earlier first).
 * The baseline takes the first k phrases of the prompt instead.
 */
function heatmapReport(items: readonly HeatmapItem[], part: Part): AgreementReport {
  const report: AgreementReport = { score: rate(0, 0), baseline: rate(0, 0), misses: [] };
  for (const item of items) {
    const phrases = analyzeHeatmap(item.text, false).phrases;
    const spans = locate(item.text, phrases);
    const order = phrases
      .map((p, i) => ({ i, score: p.attention_score }))
      .sort((a, b) => b.score - a.score || a.i - b.i);
    const k = item.key_phrases.length;
    const top = order.slice(0, k).map((o) => spans[o.i]!);
    const first = spans.slice(0, k);
    for (const key of item.key_phrases) {
      const ks = spanOf(item.text, key)!;
      const hit = top.some((s) => agrees(s, ks));
      add(report.score, hit);
      add(
        report.baseline,
        first.some((s) => agrees(s, ks)),
      );
      if (part === 'tuning' && !hit) report.misses.push(`${item.id}: ${key}`);
    }
  }
  return report;
}

/**
 * Balance category accuracy: each labelled phrase is matched to the analyzer phrase that overlaps
 * it most; it counts when that phrase exists and has the same category. The baseline labels every
 * phrase with the most common labelled category of the tuning part.
 */
function balanceReport(items: readonly BalanceItem[], part: Part, majority: string): AgreementReport {
  const report: AgreementReport = { score: rate(0, 0), baseline: rate(0, 0), misses: [] };
  for (const item of items) {
    const phrases = analyzeBalance(item.text, false).phrases;
    const spans = locate(item.text, phrases);
    for (const label of item.phrases) {
      const ls = spanOf(item.text, label.phrase)!;
      let best = -1;
      let bestOverlap = 0;
      spans.forEach((s, i) => {
        const o = overlap(s, ls);
        if (o > bestOverlap) {
          bestOverlap = o;
          best = i;
        }
      });
      const got = best >= 0 ? phrases[best]!.category : undefined;
      add(report.score, got === label.category);
      add(report.baseline, label.category === majority);
      if (part === 'tuning' && got !== label.category)
        report.misses.push(`${item.id}: ${label.phrase} → ${got ?? 'none'} (want ${label.category})`);
    }
  }
  return report;
}

function majorityCategory(items: readonly BalanceItem[]): string {
  const counts = new Map<string, number>();
  for (const i of items) for (const p of i.phrases) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

interface PublicPromptChecks {
  contradictionFalseAlarms: Rate;
  balanceTopVerdict: { verdict: string; rate: Rate };
  /** Middle phrases whose attention rose when written in capitals / made a heading; prompts whose repeated copy outranks the first. */
  heatmapRaised: { capitals: Rate; heading: Rate; repeat: Rate };
}

const sum = (phrases: readonly { attention_score: number }[]) =>
  phrases.reduce((s, p) => s + p.attention_score, 0);

/** Heatmap invariances on one prompt: its middle phrase in capitals, as a heading, and the prompt twice. */
function heatmapRaises(text: string, out: PublicPromptChecks['heatmapRaised']): void {
  const base = analyzeHeatmap(text, false).phrases;
  if (base.length < 4) return;
  const p = base[Math.floor(base.length / 2)]!;
  const at = text.indexOf(p.phrase);
  const swap = (middle: string) => text.slice(0, at) + middle + text.slice(at + p.phrase.length);
  const upper = p.phrase.toUpperCase();
  const capital = analyzeHeatmap(swap(upper), false).phrases.find((x) => x.phrase === upper);
  if (capital) add(out.capitals, capital.attention_score > p.attention_score);
  const heading = analyzeHeatmap(swap(`\n## ${p.phrase}\n`), false).phrases.find(
    (x) => x.phrase === p.phrase,
  );
  if (heading) add(out.heading, heading.attention_score > p.attention_score);
  const twice = analyzeHeatmap(`${text}\n\n${text}`, false).phrases;
  add(out.repeat, sum(twice.slice(twice.length / 2)) > sum(twice.slice(0, twice.length / 2)));
}

/**
 * Checks on the public role prompts (acp), which nobody labelled for scoring or balance: the
 * contradictions the scorer finds in them (false alarms) and how often the balance recommendation
 * opens with its most common verdict (prompts under 8,000 characters, to keep the run short).
 */
function publicPromptChecks(): PublicPromptChecks | undefined {
  const data = loadRiskSources();
  if (!data.external) return undefined;
  const prompts = data.items.filter((i) => i.collection === 'acp');
  const verdicts = new Map<string, number>();
  let short = 0;
  for (const p of prompts.filter((i) => i.text.length < 8000)) {
    short++;
    const v = /^\w+ \w+/.exec(analyzeBalance(p.text, false).summary.recommendations)?.[0] ?? '';
    verdicts.set(v, (verdicts.get(v) ?? 0) + 1);
  }
  const heatmapRaised = { capitals: rate(0, 0), heading: rate(0, 0), repeat: rate(0, 0) };
  for (const p of prompts.filter((i) => i.text.length < 3000).slice(0, 300))
    heatmapRaises(p.text, heatmapRaised);
  const [verdict, count] = [...verdicts.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  )[0]!;
  return {
    contradictionFalseAlarms: rate(
      prompts.filter((i) => assessQuality(i.text).contradictions.length > 0).length,
      prompts.length,
    ),
    balanceTopVerdict: { verdict, rate: rate(count, short) },
    heatmapRaised,
  };
}

/** Everything `npm run eval` measures; `loso: false` skips the leave-one-collection-out training. */
export function runEval(opts: { loso?: boolean } = {}): EvalReport {
  const scoring = loadScoring();
  const heatmap = loadHeatmap();
  const balance = loadBalance();
  const majority = majorityCategory(byPart(balance, 'tuning'));
  const per = <T>(f: (part: Part) => T) => ({ tuning: f('tuning'), heldout: f('heldout') });
  return {
    risk: runRiskEval({ loso: opts.loso ?? true }),
    scoring: per((p) =>
      scoringReport([...byPart(scoring, p), ...(p === 'tuning' ? loadScoringTuning() : [])], p),
    ),
    scoringFresh: scoringReport(loadScoringFresh(), 'heldout'),
    scoringFresh2: scoringReport(loadScoringFresh2(), 'heldout'),
    scoringFresh3: scoringReport(loadScoringFresh3(), 'heldout'),
    scoringFresh4: scoringReport(loadScoringFresh4(), 'heldout'),
    scoringFresh5: scoringReport(loadScoringFresh5(), 'heldout'),
    scoringFresh6: scoringReport(loadScoringFresh6(), 'heldout'),
    scoringFresh7: scoringReport(loadScoringFresh7(), 'heldout'),
    scoringFresh8: scoringReport(loadScoringFresh8(), 'heldout'),
    scoringFresh9: scoringReport(loadScoringFresh9(), 'heldout'),
    scoringFresh10: scoringReport(loadScoringFresh10(), 'heldout'),
    scoringFresh11: scoringReport(loadScoringFresh11(), 'heldout'),
    scoringFresh12: scoringReport(loadScoringFresh12(), 'heldout'),
    scoringFresh13: scoringReport(loadScoringFresh13(), 'heldout'),
    scoringFresh14: scoringReport(loadScoringFresh14(), 'heldout'),
    scoringFresh15: scoringReport(loadScoringFresh15(), 'heldout'),
    scoringFresh16: scoringReport(loadScoringFresh16(), 'heldout'),
    scoringFresh17: scoringReport(loadScoringFresh17(), 'heldout'),
    scoringFresh18: scoringReport(loadScoringFresh18(), 'heldout'),
    heatmap: per((p) => heatmapReport(byPart(heatmap, p), p)),
    balance: per((p) => balanceReport(byPart(balance, p), p, majority)),
    publicPrompts: publicPromptChecks(),
  };
}
