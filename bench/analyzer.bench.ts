// Offline analyzer figures: time to analyse a 10 KB prompt per kind (scoring, risk, balance,
// heatmap, improve) on one core, as medians over distinct 10 KB prompts (each analysed once per
// kind, so no run sees text an earlier run has already warmed), next to the raw o200k_base token
// count of the same prompts measured in the same run (the reference). Each prompt is distinct
// text: prompts from eval/data/ in an order drawn from a seeded generator, joined as sections
// until 10 KB, no repeated paragraphs.
//
//   node --import tsx bench/analyzer.bench.ts      (BENCH_PROMPTS=60 and BENCH_SEED=7 to change the sample)
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  analyzeBalance,
  analyzeHeatmap,
  analyzeRisk,
  type CriteriaForScoring,
  improvePrompt,
  scorePrompt,
} from '../src/modules/analysis/index.js';
import { DEFAULT_CRITERION_SET } from '../src/modules/criteria/index.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 40);
const SEED = Number(process.env.BENCH_SEED ?? 20_260_101);
const TARGET_BYTES = 10 * 1024;
const WARMUP = 5;

/** mulberry32: a small seeded generator, so every run draws the same prompts. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function evalTexts(): string[] {
  const lines = (name: string) =>
    readFileSync(new URL(`../eval/data/${name}`, import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return [
    ...lines('scoring.jsonl').flatMap((p) => [String(p.strong), String(p.weak)]),
    ...lines('heatmap.jsonl').map((p) => String(p.text)),
    ...lines('balance.jsonl').map((p) => String(p.text)),
    ...lines('risk.jsonl').map((p) => String(p.text)),
  ];
}

/** `count` prompts of about 10 KB, each the eval texts in a fresh seeded order. */
function tenKilobytePrompts(count: number): string[] {
  const texts = evalTexts();
  const next = random(SEED);
  const prompts: string[] = [];
  for (let n = 0; n < count; n++) {
    const order = texts.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const parts: string[] = [];
    let size = 0;
    for (const [k, i] of order.entries()) {
      const section = `## Part ${k + 1}\n${texts[i]}\n\n`;
      if (size + Buffer.byteLength(section) > TARGET_BYTES) break;
      parts.push(section);
      size += Buffer.byteLength(section);
    }
    prompts.push(parts.join(''));
  }
  return prompts;
}

pinSelfToCpu0();
const prompts = tenKilobytePrompts(WARMUP + PROMPTS);
const warm = prompts.slice(0, WARMUP);
const measured = prompts.slice(WARMUP);
const criteria: CriteriaForScoring = {
  criteria_id: 'sca_default',
  name: 'Default',
  use_case: null,
  criterion_set: DEFAULT_CRITERION_SET,
};
const tokenizer = createTokenizerRegistry().get('o200k_base');

const kinds: [string, (p: string) => unknown][] = [
  ['scoring (Default criteria)', (p) => scorePrompt(p, criteria)],
  ['risk (rules + classifier)', (p) => analyzeRisk(p)],
  ['balance', (p) => analyzeBalance(p, false)],
  ['heatmap', (p) => analyzeHeatmap(p, false)],
  ['improve (from scratch)', (p) => improvePrompt({ content: p, criteria })],
];
// Interleaved: each prompt goes through the reference and every kind in turn, so a burst of load on
// the shared machine hits all of them alike, and the ratios stay comparable.
const all: [string, (p: string) => unknown][] = [['reference', (p) => tokenizer.count(p)], ...kinds];
for (const p of warm) for (const [, fn] of all) fn(p);
const times = all.map(() => [] as number[]);
for (const p of measured) {
  all.forEach(([, fn], k) => {
    const start = performance.now();
    fn(p);
    times[k]!.push(performance.now() - start);
  });
}
const [reference, ...medians] = times.map(median) as [number, ...number[]];
const sizes = measured.map((p) => Buffer.byteLength(p));
const tokens = median(measured.map((p) => tokenizer.count(p)));
const out: string[] = [];
out.push('## Offline analyzer (distinct 10 KB prompts, one core)', '');
out.push(
  `Input: ${PROMPTS} distinct prompts of ${Math.min(...sizes)}–${Math.max(...sizes)} bytes (median ${tokens} ` +
    `o200k_base tokens), drawn with seed ${SEED}; each analysed once per kind (interleaved with the reference) after ${WARMUP} ` +
    'warm-up prompts. Median ms per prompt. Target: < 50 ms per kind.',
  '',
);
out.push('| analysis | median ms | × the o200k_base count of the same text |', '| --- | --- | --- |');
out.push(`| reference: o200k_base token count | ${reference.toFixed(2)} | 1.0 |`);
for (const [k, [name]] of kinds.entries()) {
  const ms = medians[k]!;
  out.push(`| ${name} | ${ms.toFixed(2)} | ${(ms / reference).toFixed(1)} |`);
}
process.stdout.write(`${out.join('\n')}\n`);
