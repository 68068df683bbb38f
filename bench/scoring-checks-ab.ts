// The scoring checks' CPU per prompt, two trees in one process (issue 27's scoring rounds): the
// offline `scorePrompt` (signals, every contradiction kind, flattery, stuffing, shouting, padding)
// of a base tree and of this one, over the same prompts, in alternated rounds, CPU from
// `process.cpuUsage`. Prompts: every scoring pair of eval/data (weak and strong) and the public
// role prompts (acp, from the shared folder) when present; each prompt once per round.
//
//   node --import tsx bench/scoring-checks-ab.ts <base-root> [rounds=7] [control-root]
//
// Prints each round's ms per prompt for both trees, then the medians and their ratio. With a
// control root (a second checkout of the base commit, issue 27's sixteenth scoring round), the
// control is timed in the same rounds too, the order of the three rotating each round, and the
// per-round ratios control/base and branch/base are printed: the spread of control/base is the
// noise the branch's ratio has to be read against on a loaded host.
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

// SCORING_AB_EVERY=n keeps every n-th prompt (issue 27, sixteenth scoring round): on a host at
// load 20 one pass over all 2,500 prompts takes minutes of wall time per tree.
const every = Number(process.env.SCORING_AB_EVERY ?? 1);
const texts = prompts().filter((_, i) => i % every === 0);
const control = process.argv[4] ? resolve(process.argv[4]) : undefined;
type Side = 'base' | 'branch' | 'control';
const scorers: Partial<Record<Side, Score>> = { base: await load(base), branch: await load(here) };
if (control) scorers.control = await load(control);
const sides = Object.keys(scorers) as Side[];
// Warm-up: each tree's regexes compiled and its code optimised before the first timed round.
for (const side of sides) cpuMsPerPrompt(scorers[side]!, texts.slice(0, 200));
const times: Record<Side, number[]> = { base: [], branch: [], control: [] };
const ratios: Record<'branch' | 'control', number[]> = { branch: [], control: [] };
for (let r = 0; r < rounds; r++) {
  // Rotate which tree goes first, so a drift in load touches them alike.
  const order = sides.map((_, i) => sides[(i + r) % sides.length]!);
  for (const side of order) times[side].push(cpuMsPerPrompt(scorers[side]!, texts));
  const b = times.base.at(-1)!;
  ratios.branch.push(times.branch.at(-1)! / b);
  if (control) ratios.control.push(times.control.at(-1)! / b);
  console.log(
    `round ${r + 1} (${order.join(', ')}): ${sides.map((s) => `${s} ${times[s].at(-1)!.toFixed(3)} ms`).join(', ')}; branch/base ${ratios.branch.at(-1)!.toFixed(3)}${control ? `, control/base ${ratios.control.at(-1)!.toFixed(3)}` : ''}`,
  );
}
const [mb, mr] = [median(times.base), median(times.branch)];
console.log(
  `${texts.length} prompts; median ms per prompt: base ${mb.toFixed(3)}, branch ${mr.toFixed(3)}, ratio ${(mr / mb).toFixed(3)}`,
);
const range = (xs: number[]) => `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)}`;
console.log(
  `per-round branch/base: median ${median(ratios.branch).toFixed(3)}, range ${range(ratios.branch)}`,
);
if (control)
  console.log(
    `per-round control/base: median ${median(ratios.control).toFixed(3)}, range ${range(ratios.control)}`,
  );
