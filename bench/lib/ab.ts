// What the two-tree A/B benches share (delivery-ab.ts, count-ab.ts): each side (the base worktree
// and this tree) serves in a process of its own, started as `node --import tsx SCRIPT --serve TREE
// OUT`, which writes its description to OUT once it serves and stops on SIGTERM; its CPU is read
// from /proc.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median } from './wrk.js';

export type Side = 'base' | 'this';

/** utime + stime of a process, in clock ticks (100 per second). */
export function ticks(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Starts `script --serve TREE OUT` in a process of its own (cwd TREE) and waits for its
 * description in OUT (a file in `dir`); stop() ends it.
 */
export async function startSide<S>(script: string, tree: string, side: Side, dir: string) {
  const out = join(dir, `${side}.json`);
  const child = spawn('node', ['--import', 'tsx', script, '--serve', tree, out], {
    cwd: tree,
    env: { ...process.env, BENCH_AB_SIDE: side },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  while (!existsSync(out)) await new Promise((r) => setTimeout(r, 500));
  await new Promise((r) => setTimeout(r, 200)); // written in full
  return { ...(JSON.parse(readFileSync(out, 'utf8')) as S), stop: () => child.kill('SIGTERM') };
}

/** Starts both sides of `script` (base: `baseTree`, this: the tree `script` is in) one after the other. */
export async function startSides<S>(script: string, baseTree: string) {
  const dir = mkdtempSync(join(tmpdir(), 'pk-bench-ab-'));
  const sides = {} as Record<Side, S & { stop: () => void }>;
  for (const [side, tree] of [
    ['base', resolve(baseTree)],
    ['this', resolve(script, '../..')],
  ] as const)
    sides[side] = await startSide<S>(script, tree, side, dir);
  return sides;
}

/** The script's entry: `--serve TREE OUT` serves a side, `BASE_TREE` drives both. */
export async function abMain(
  name: string,
  serve: (tree: string, out: string) => Promise<void>,
  drive: (baseTree: string) => Promise<void>,
) {
  const [mode, a, b] = process.argv.slice(2);
  if (mode === '--serve') await serve(a!, b!);
  else if (mode) await drive(mode);
  else {
    process.stderr.write(`usage: node --import tsx bench/${name} /path/to/base-worktree\n`);
    process.exit(2);
  }
}

/** CPU µs and texts per second of `count` over the texts in turn for `seconds` on this thread. */
export function countRound(
  texts: readonly string[],
  seconds: number,
  at: { next: number },
  count: (text: string) => void,
) {
  let n = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    count(texts[at.next++ % texts.length]!);
    n++;
  }
  const used = process.cpuUsage(cpu);
  return { rps: n / ((performance.now() - start) / 1000), cpuUs: (used.user + used.system) / n };
}

/** One side's figures in one round: CPU µs per request and req/s. */
export interface Figure {
  us: number;
  rps: number;
}
export interface AbRound {
  /** The 1-minute load average when the round began. */
  load: number;
  base: Figure;
  this: Figure;
}

/** A case's row of the A/B table (abTable): medians of the per-round figures and ratios. */
export function abRow<R extends AbRound>(label: string, rounds: R[], ref: (r: R) => Figure): string {
  const m = (f: (r: R) => number) => median(rounds.map(f)).toFixed(2);
  const loads = rounds.map((r) => r.load);
  return `| ${label} | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} | ${m((r) => ref(r).us / r.base.us)} / ${m((r) => ref(r).us / r.this.us)} | ${m((r) => r.base.us / r.this.us)} | ${m((r) => r.base.rps / ref(r).rps)} / ${m((r) => r.this.rps / ref(r).rps)} | ${m((r) => r.base.us)} / ${m((r) => r.this.us)} / ${m((r) => ref(r).us)} |`;
}

/** Prints the A/B table of `rows` under `heading`, stops both sides and exits. */
export function abReport(
  heading: string,
  refName: string,
  rows: string[],
  sides: Record<Side, { stop: () => void }>,
) {
  for (const side of Object.values(sides)) side.stop();
  process.stdout.write(
    `${heading}\n\n| case | load (1 min) | CPU ratio ${refName} ÷ service: base / this | base µs ÷ this µs | req/s ratio to ${refName}: base / this | CPU µs / request: base / this / ${refName} |\n` +
      `|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
  );
  process.exit(0);
}
