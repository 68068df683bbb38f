// Offline analyzer figures: time to analyse one 10 KB prompt per kind (scoring, risk, balance,
// heatmap, improve), as medians over repeated runs on one core, next to the raw o200k_base token
// count of the same text measured in the same run (the reference). The prompt is distinct text:
// prompts from eval/data/ joined as sections until 10 KB, no repeated paragraphs.
//
//   node --import tsx bench/analyzer.bench.ts        (BENCH_ROUNDS=200 to change the sample)
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { CriteriaForScoring } from '../src/modules/analysis/analysis-engine.js';
import { analyzeBalance } from '../src/modules/analysis/offline/balance-classifier.js';
import { scorePrompt } from '../src/modules/analysis/offline/criterion-checks.js';
import { analyzeHeatmap } from '../src/modules/analysis/offline/heatmap-model.js';
import { improvePrompt } from '../src/modules/analysis/offline/prompt-improver.js';
import { analyzeRisk } from '../src/modules/analysis/offline/risk-analyzer.js';
import { DEFAULT_CRITERION_SET } from '../src/modules/criteria/default-criteria.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { median } from './lib/wrk.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const TARGET_BYTES = 10 * 1024;

function tenKilobytePrompt(): string {
  const lines = (name: string) =>
    readFileSync(new URL(`../eval/data/${name}`, import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const texts = [
    ...lines('scoring.jsonl').map((p) => String(p.strong)),
    ...lines('heatmap.jsonl').map((p) => String(p.text)),
  ];
  const parts: string[] = [];
  let size = 0;
  for (const [i, t] of texts.entries()) {
    const section = `## Part ${i + 1}\n${t}\n\n`;
    if (size + Buffer.byteLength(section) > TARGET_BYTES) break;
    parts.push(section);
    size += Buffer.byteLength(section);
  }
  return parts.join('');
}

const prompt = tenKilobytePrompt();
const criteria: CriteriaForScoring = {
  criteria_id: 'sca_default',
  name: 'Default',
  use_case: null,
  criterion_set: DEFAULT_CRITERION_SET,
};
const tokenizer = createTokenizerRegistry().get('o200k_base');

function timeMs(fn: () => unknown): number {
  for (let i = 0; i < 5; i++) fn(); // warm
  const xs: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    fn();
    xs.push(performance.now() - start);
  }
  return median(xs);
}

const reference = timeMs(() => tokenizer.count(prompt));
const kinds: [string, () => unknown][] = [
  ['scoring (Default criteria)', () => scorePrompt(prompt, criteria)],
  ['risk (rules + classifier)', () => analyzeRisk(prompt)],
  ['balance', () => analyzeBalance(prompt, false)],
  ['heatmap', () => analyzeHeatmap(prompt, false)],
  ['improve (from scratch)', () => improvePrompt({ content: prompt, criteria })],
];
const out: string[] = [];
out.push('## Offline analyzer (one 10 KB prompt, one core)', '');
out.push(
  `Input: ${Buffer.byteLength(prompt)} bytes of distinct text, ${tokenizer.count(prompt)} o200k_base tokens. Median of ${ROUNDS} runs per kind. Target: < 50 ms per kind.`,
  '',
);
out.push('| analysis | median ms | × the o200k_base count of the same text |', '| --- | --- | --- |');
out.push(`| reference: o200k_base token count | ${reference.toFixed(2)} | 1.0 |`);
for (const [name, fn] of kinds) {
  const ms = timeMs(fn);
  out.push(`| ${name} | ${ms.toFixed(2)} | ${(ms / reference).toFixed(1)} |`);
}
process.stdout.write(`${out.join('\n')}\n`);
