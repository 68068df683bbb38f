// The scoring checks' CPU per prompt, two trees in one process (issue 27's scoring rounds): the
// offline `scorePrompt` (signals, every contradiction kind, flattery, stuffing, shouting, padding)
// of a base tree and of this one, over the same prompts, in alternated rounds, CPU from
// `process.cpuUsage`. Prompts: every scoring pair of eval/data (weak and strong) and the public
// role prompts (acp, from the shared folder) when present; each prompt once per round.
//
//   node --import tsx bench/scoring-checks-ab.ts <base-root> [rounds=7]
//
// Prints each round's ms per prompt for both trees, then the medians and their ratio.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadRiskSources } from '../eval/sources.js';
import { DEFAULT_CRITERION_SET } from '../src/modules/criteria/index.js';

type Score = (text: string, criteria: unknown) => { overall_score: number };

const here = resolve(import.meta.dirname, '..');
const base = resolve(process.argv[2] ?? '');
const rounds = Number(process.argv[3] ?? 7);
const criteria = {
  criteria_id: 'sca_default',
  name: 'Default',
  use_case: null,
  criterion_set: DEFAULT_CRITERION_SET,
};

const load = async (root: string): Promise<Score> =>
  (await import(join(root, 'src/modules/analysis/index.ts'))).scorePrompt as Score;

function prompts(): string[] {
  const dir = join(here, 'eval/data');
  const out: string[] = [];
  for (const f of readdirSync(dir).filter((n) => n.startsWith('scoring') && n.endsWith('.jsonl')))
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean)) {
      const p = JSON.parse(line) as { weak: string; strong: string };
      out.push(p.weak, p.strong);
    }
  const data = loadRiskSources();
  if (data.external) out.push(...data.items.filter((i) => i.collection === 'acp').map((i) => i.text));
  return out;
}

function cpuMsPerPrompt(score: Score, texts: readonly string[]): number {
  const start = process.cpuUsage();
  for (const t of texts) score(t, criteria);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / texts.length;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const texts = prompts();
const [a, b] = [await load(base), await load(here)];
// Warm-up: each tree's regexes compiled and its code optimised before the first timed round.
cpuMsPerPrompt(a, texts.slice(0, 200));
cpuMsPerPrompt(b, texts.slice(0, 200));
const times = { base: [] as number[], branch: [] as number[] };
for (let r = 0; r < rounds; r++) {
  // Alternate which tree goes first, so a drift in load touches both alike.
  const order = r % 2 === 0 ? (['base', 'branch'] as const) : (['branch', 'base'] as const);
  for (const side of order) times[side].push(cpuMsPerPrompt(side === 'base' ? a : b, texts));
  console.log(
    `round ${r + 1}: base ${times.base.at(-1)!.toFixed(3)} ms, branch ${times.branch.at(-1)!.toFixed(3)} ms`,
  );
}
const [mb, mr] = [median(times.base), median(times.branch)];
console.log(
  `${texts.length} prompts; median ms per prompt: base ${mb.toFixed(3)}, branch ${mr.toFixed(3)}, ratio ${(mr / mb).toFixed(3)}`,
);
