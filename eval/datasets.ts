// Loads the labelled scoring, heatmap and balance sets in eval/data/ (written for this project;
// see eval/README.md). The risk sets, with their sources, are loaded by sources.ts.
import { readFileSync } from 'node:fs';
import { type Part, partOf } from './split.js';

export interface ScoringPair {
  id: string;
  kind: string;
  weak: string;
  strong: string;
}
export interface HeatmapItem {
  id: string;
  text: string;
  key_phrases: string[];
}
export interface BalanceItem {
  id: string;
  text: string;
  phrases: { phrase: string; category: string }[];
}

const dataDir = new URL('./data/', import.meta.url);

function load<T>(name: string): T[] {
  return readFileSync(new URL(name, dataDir), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

export const loadScoring = () => load<ScoringPair>('scoring.jsonl');
/**
 * Pairs written while tuning the scorer for issue 27 (contradictions, impossible constraints,
 * XML and JSON specifications, vague prompts in other styles): tuning part only, never held out.
 */
export const loadScoringTuning = () => load<ScoringPair>('scoring-tuning.jsonl');
/** Pairs written after the scoring changes of this version, in other styles; never tuned on. */
export const loadScoringFresh = () => load<ScoringPair>('scoring-fresh.jsonl');
/** Pairs hand-written for issue 27 before its scoring changes, in other styles; never tuned on. */
export const loadScoringFresh2 = () => load<ScoringPair>('scoring-fresh-2.jsonl');
/**
 * Pairs written blind for issue 27 (third round) by an engineer who does not tune scoring, before
 * any scoring change of that round and without reading the scoring code; never tuned on.
 */
export const loadScoringFresh3 = () => load<ScoringPair>('scoring-fresh-3.jsonl');
/**
 * Pairs written blind on 2026-11-27 by an engineer who did not read the analyzer code or data
 * (precise prompts in unusual layouts, 13 of 34 not in English). Blind until issue 27's fifth
 * scoring round, which read it: a tuning set since.
 */
export const loadScoringFresh4 = () => load<ScoringPair>('scoring-fresh-4.jsonl');
/**
 * Pairs written blind on 2026-11-27 (fifth set) by an engineer who did not read the analyzer code,
 * data or results (contradictions and impossible constraints in 10 languages). Blind until issue
 * 27's sixth scoring round, which read it: a tuning set since (first measured 0.861 blind).
 */
export const loadScoringFresh5 = () => load<ScoringPair>('scoring-fresh-5.jsonl');
/**
 * Pairs written blind on 2026-11-27 by two engineers who read no analyzer code, data or results
 * (and not each other's set). Measured blind once at 18e41a4: 87.5 % / 96.7 %; tuning sets since
 * issue 27's seventh scoring round, which read their items and misses.
 */
export const loadScoringFresh6 = () => load<ScoringPair>('scoring-fresh-6.jsonl');
export const loadScoringFresh7 = () => load<ScoringPair>('scoring-fresh-7.jsonl');
/**
 * Pairs written blind on 2026-11-27, during issue 27's seventh round, by an engineer who read no
 * analyzer code, data or results. Measured blind once at main 22bb25e: 83.3 % (25/30); a tuning
 * set since issue 27's eighth scoring round, which read its items and misses.
 */
export const loadScoringFresh8 = () => load<ScoringPair>('scoring-fresh-8.jsonl');
/**
 * Pairs written blind on 2026-11-28, during issue 27's eighth round, by an engineer who read no
 * analyzer code, data or results. Measured blind once at fe04d77: 86.7 % (26/30); a tuning set
 * since issue 27's ninth scoring round, which read its items and misses.
 */
export const loadScoringFresh9 = () => load<ScoringPair>('scoring-fresh-9.jsonl');
/**
 * Pairs written blind on 2026-11-28, during issue 27's ninth round, by an engineer who read no
 * analyzer code, data or results. Measured blind once at a0ebc7c: 83.3 % (25/30); a tuning set
 * since issue 27's tenth scoring round, which read its items and misses.
 */
export const loadScoringFresh10 = () => load<ScoringPair>('scoring-fresh-10.jsonl');
/**
 * Pairs written blind on 2026-11-28, during issue 27's tenth round, by an engineer who read no
 * analyzer code, data or results. Measured blind once at c0bad1f: 86.7 % (26/30); a tuning set
 * since issue 27's eleventh scoring round, which read its items and misses.
 */
export const loadScoringFresh11 = () => load<ScoringPair>('scoring-fresh-11.jsonl');
/**
 * Pairs written blind on 2026-11-28, during issue 27's eleventh round, by an engineer who read no
 * analyzer code, data or results and no earlier set. Measured blind once at 8ee801b: 76.7 %
 * (23/30); a tuning set since issue 27's twelfth scoring round, which read its items and misses.
 */
export const loadScoringFresh12 = () => load<ScoringPair>('scoring-fresh-12.jsonl');
/**
 * Pairs written blind on 2026-11-28 at the end of session 15 (after issue 27's twelfth scoring
 * round) by an engineer who read no analyzer code, data or results. Measured blind once at eface90:
 * 76.7 % (23/30); a tuning set since issue 27's thirteenth scoring round, which read its items and
 * misses.
 */
export const loadScoringFresh13 = () => load<ScoringPair>('scoring-fresh-13.jsonl');
/**
 * Pairs written blind on 2026-11-28 in session 16 (during issue 27's thirteenth scoring round) by an
 * engineer who read no analyzer code, data or results. Measured blind once at 3c2eefc: 80.0 %
 * (24/30); a tuning set since issue 27's fourteenth scoring round, which read its items and misses.
 * A later blind scoring set goes in the same way: a loader here, a report in harness.ts, a line in
 * run.ts and floors.ts.
 */
export const loadScoringFresh14 = () => load<ScoringPair>('scoring-fresh-14.jsonl');
/**
 * Pairs written blind on 2026-11-28 in session 17 (during issue 27's fourteenth scoring round) by an
 * engineer who read no analyzer code, data or results. Measured blind once at eb62f1f: 80.0 %
 * (24/30); a tuning set since issue 27's fifteenth scoring round, which read its items and misses.
 */
export const loadScoringFresh15 = () => load<ScoringPair>('scoring-fresh-15.jsonl');
/**
 * Pairs written blind on 2026-11-28 in session 18 (during issue 27's fifteenth scoring round) by an
 * engineer who read no analyzer code, data or results. Measured blind once at 9cbc779: 83.3 %
 * (25/30); a tuning set since issue 27's sixteenth scoring round, which read its items and misses.
 */
export const loadScoringFresh16 = () => load<ScoringPair>('scoring-fresh-16.jsonl');
/**
 * Pairs written blind on 2026-11-28 in session 19 (before issue 27's sixteenth rounds were merged) by
 * an engineer who read no analyzer code, data or results: held out whole, only measured.
 */
export const loadScoringFresh17 = () => load<ScoringPair>('scoring-fresh-17.jsonl');
/**
 * Pairs written blind on 2026-11-28 in session 20 by an engineer who read no analyzer code, data or
 * results and no earlier set: held out whole, only measured.
 */
export const loadScoringFresh18 = () => load<ScoringPair>('scoring-fresh-18.jsonl');
export const loadHeatmap = () => load<HeatmapItem>('heatmap.jsonl');
export const loadBalance = () => load<BalanceItem>('balance.jsonl');

export function byPart<T extends { id: string }>(items: readonly T[], part: Part): T[] {
  return items.filter((i) => partOf(i.id) === part);
}
