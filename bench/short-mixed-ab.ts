// Two trees' o200k_base count() of tokenizers-short.bench's mixed-script (and CJK) texts, 64 B – 1 KB,
// side by side in one process, with tiktoken (WebAssembly, encode().length) as the bench's reference
// (mix41, issue 29, goal 4): per round fresh texts (a seed no other round or size uses: no text is
// counted twice by one side), the three sides in a rotating order, so a load swing hits all alike.
// Per cell, the median of the rounds' µs a text (process CPU: everything runs on this thread) and
// of tiktoken ÷ each tree. Every count is held to tiktoken's: a difference throws.
//
//   node --import tsx bench/short-mixed-ab.ts /path/to/base-worktree
//   env (optional): BENCH_ROUNDS=9 BENCH_KINDS=mixed,cjk BENCH_SIZES=64,256,1024 BENCH_BUDGET=98304
//   (bytes a side a round)
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cjk } from './lib/corpus.js';
import { mixedSamples } from './lib/mixed-text.js';
import { tiktokenWasm } from './lib/reference-encoders.js';

const base = process.argv[2];
if (!base) throw new Error('usage: short-mixed-ab.ts BASE_TREE');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const SIZES = (process.env.BENCH_SIZES ?? '64,256,1024').split(',').map(Number);
const BUDGET = Number(process.env.BENCH_BUDGET ?? 96 * 1024);
const KINDS = (process.env.BENCH_KINDS ?? 'mixed').split(',');
/** `n` texts of `size` bytes of a kind: tokenizers-short's mixed and CJK texts. */
const texts: Record<string, (size: number, n: number, seed: number) => string[]> = {
  mixed: mixedSamples,
  cjk: (size, n, seed) => Array.from({ length: n }, (_, i) => cjk(size, seed * 10_000 + i)),
};
const self = join(fileURLToPath(import.meta.url), '../..');

type Registry = typeof import('../src/tokenizers/registry.js');
async function engine(tree: string) {
  const { createTokenizerRegistry } = (await import(join(tree, 'src/tokenizers/registry.ts'))) as Registry;
  return createTokenizerRegistry().get('o200k_base');
}
const tk = tiktokenWasm('o200k_base');
const [baseTok, thisTok] = [await engine(base), await engine(self)];
const sides: Record<string, (t: string) => number> = {
  base: (t) => baseTok.count(t),
  this: (t) => thisTok.count(t),
  tiktoken: (t) => tk.encode(t, [], []).length,
};
const names = Object.keys(sides);
const median = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)]!;
const load0 = loadavg()[0]!;

for (const kind of KINDS)
  for (const size of SIZES) {
    const n = Math.max(1, Math.floor(BUDGET / size));
    // Warm-up texts (a seed no round uses), every side's count held to tiktoken's.
    for (const t of texts[kind]!(size, n, 99)) {
      const want = sides.tiktoken!(t);
      for (const name of ['base', 'this'])
        if (sides[name]!(t) !== want)
          throw new Error(`${name} ${kind} ${size} B: count differs on ${JSON.stringify(t)}`);
    }
    const us = new Map(names.map((x) => [x, [] as number[]]));
    const ratio = { base: [] as number[], this: [] as number[] };
    for (let r = 0; r < ROUNDS; r++) {
      const round = texts[kind]!(size, n, size * 1000 + r);
      const us1: Record<string, number> = {};
      for (const name of [...names.slice(r % 3), ...names.slice(0, r % 3)]) {
        const count = sides[name]!;
        const c0 = process.cpuUsage();
        for (const t of round) count(t);
        const c = process.cpuUsage(c0);
        us1[name] = (c.user + c.system) / round.length;
        us.get(name)!.push(us1[name]!);
      }
      ratio.base.push(us1.tiktoken! / us1.base!);
      ratio.this.push(us1.tiktoken! / us1.this!);
    }
    console.log(
      `${kind} ${size} B (${n} texts a round): ${names.map((x) => `${x} ${median(us.get(x)!).toFixed(2)}`).join(', ')} µs/text; ` +
        `tiktoken ÷ base ${median(ratio.base).toFixed(2)}×, tiktoken ÷ this ${median(ratio.this).toFixed(2)}×, ` +
        `base ÷ this ${median(ratio.this.map((x, i) => x / ratio.base[i]!)).toFixed(2)}× (medians of the rounds' ratios)`,
    );
  }
console.log(`load ${load0.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`);
