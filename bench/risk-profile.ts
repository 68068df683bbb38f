// A CPU profile of risk analysis: analyzeRisk over the prompts of eval/data/risk.jsonl,
// risk-styles.jsonl and scoring.jsonl, a few times over (run it under --cpu-prof).
//
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/risk-profile.ts [passes=3]
import { readFileSync } from 'node:fs';
import { analyzeRisk } from '../src/modules/analysis/index.js';

const lines = (name: string) =>
  readFileSync(new URL(`../eval/data/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, string>);
const prompts = [
  ...lines('risk.jsonl').map((p) => p.text!),
  ...lines('risk-styles.jsonl').map((p) => p.text!),
  ...lines('scoring.jsonl').flatMap((p) => [p.strong!, p.weak!]),
];
for (let n = Number(process.argv[2] ?? 3); n > 0; n--) for (const p of prompts) analyzeRisk(p);
