// CPU of risk analysis per prompt, this checkout against another (the base), in one process:
// analyzeRisk over the 974 prompts of eval/data/risk.jsonl, risk-styles.jsonl and scoring.jsonl
// (strong and weak), in rounds that alternate base / this, each timed by the process's CPU
// (user + system), after a warm-up round of each. The analyzer keeps no cache across prompts, so a
// round does not see text an earlier round warmed (beyond the JIT's own state, which both share).
//
//   node --import tsx bench/risk-cpu-ab.ts <base checkout> [rounds=5]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { riskBenchPrompts } from './lib/risk-prompts.js';
import { processCpuMs } from './lib/thread-cpu.js';

type Analyze = (content: string) => unknown;
const load = async (root: string): Promise<Analyze> =>
  (
    (await import(pathToFileURL(`${resolve(root)}/src/modules/analysis/index.ts`).href)) as {
      analyzeRisk: Analyze;
    }
  ).analyzeRisk;

const baseDir = process.argv[2];
if (!baseDir) throw new Error('usage: bench/risk-cpu-ab.ts <base checkout> [rounds]');
const rounds = Number(process.argv[3] ?? 5);
const sides: [string, Analyze][] = [
  ['base', await load(baseDir)],
  ['this', await load(new URL('..', import.meta.url).pathname)],
];

const prompts = riskBenchPrompts();

const round = (fn: Analyze) => {
  const t0 = processCpuMs();
  for (const p of prompts) fn(p);
  return processCpuMs() - t0;
};
for (const [, fn] of sides) round(fn); // warm-up
const times: number[][] = sides.map(() => []);
for (let r = 0; r < rounds; r++) {
  // Alternate which side goes first, so neither always follows the other's garbage.
  const order = r % 2 === 0 ? [0, 1] : [1, 0];
  for (const k of order) times[k]!.push(round(sides[k]![1]));
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const [base, mine] = times.map(median) as [number, number];
for (const [k, [name]] of sides.entries())
  process.stdout.write(`${name}: rounds ${times[k]!.map((t) => t.toFixed(0)).join(' ')} ms CPU\n`);
process.stdout.write(
  `${prompts.length} prompts, median of ${rounds} alternated rounds: base ${base.toFixed(0)} ms (${(base / prompts.length).toFixed(3)} ms/prompt), this ${mine.toFixed(0)} ms (${(mine / prompts.length).toFixed(3)} ms/prompt), this/base ${(mine / base).toFixed(3)}\n`,
);
