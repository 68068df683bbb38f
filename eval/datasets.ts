// Loads the labelled JSONL sets in eval/data/ (written for this project; see eval/README.md).
import { readFileSync } from 'node:fs';
import { type Part, partOf } from './split.js';

export interface RiskItem {
  id: string;
  text: string;
  risky: boolean;
  /** For risky items the risk category; for benign ones the category they resemble, or "none". */
  category: string;
  lang: string;
}
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

export const loadRisk = () => load<RiskItem>('risk.jsonl');
export const loadScoring = () => load<ScoringPair>('scoring.jsonl');
export const loadHeatmap = () => load<HeatmapItem>('heatmap.jsonl');
export const loadBalance = () => load<BalanceItem>('balance.jsonl');

export function byPart<T extends { id: string }>(items: readonly T[], part: Part): T[] {
  return items.filter((i) => partOf(i.id) === part);
}
