// The 974 prompts the risk CPU figures are measured on: eval/data/risk.jsonl, risk-styles.jsonl
// and scoring.jsonl (its strong and weak prompts).
import { readFileSync } from 'node:fs';

const lines = (name: string) =>
  readFileSync(new URL(`../../eval/data/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, string>);

export const riskBenchPrompts = (): string[] => [
  ...lines('risk.jsonl').map((p) => p.text!),
  ...lines('risk-styles.jsonl').map((p) => p.text!),
  ...lines('scoring.jsonl').flatMap((p) => [p.strong!, p.weak!]),
];
