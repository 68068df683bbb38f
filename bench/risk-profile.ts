// A CPU profile of risk analysis: analyzeRisk over the prompts of eval/data/risk.jsonl,
// risk-styles.jsonl and scoring.jsonl, a few times over (run it under --cpu-prof).
//
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/risk-profile.ts [passes=3]
import { analyzeRisk } from '../src/modules/analysis/index.js';
import { riskBenchPrompts } from './lib/risk-prompts.js';

const prompts = riskBenchPrompts();
for (let n = Number(process.argv[2] ?? 3); n > 0; n--) for (const p of prompts) analyzeRisk(p);
