// Two trees' tokenizer engines on the 1 KB one-model count's texts, side by side in one process
// (issue 29 goal 2): each tree's registry is imported, and its o200k_base counts the same distinct
// 1 KB prose texts in alternated rounds, so a load swing hits both alike. Between two counts a
// buffer is read through (BENCH_TOUCH_KB, default 256; 0: none): inside the server, TLS, the HTTP
// objects and fifty connections' buffers evict the engine's tables between two requests, and the
// raw hot loop, which keeps them in cache, hides what that costs (c1k30, bench/RESULTS.md). The
// touch alone is timed in every round and taken off. Every count of the two trees is compared:
// a difference throws.
//
//   node --import tsx bench/count-engine-ab.ts /path/to/base-worktree
//   env (optional): BENCH_ROUNDS=15 BENCH_TEXTS=1000 BENCH_TOUCH_KB=256 BENCH_ID=o200k_base
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TokenizerId } from '../src/tokenizers/tokenizer.types.js';
import { proseSamples } from './lib/corpus.js';

const base = process.argv[2];
if (!base) throw new Error('usage: count-engine-ab.ts BASE_TREE');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const TEXTS = Number(process.env.BENCH_TEXTS ?? 1000);
const TOUCH = Number(process.env.BENCH_TOUCH_KB ?? 256) * 1024;
const ID = (process.env.BENCH_ID ?? 'o200k_base') as TokenizerId;
const self = join(fileURLToPath(import.meta.url), '../..');

type Registry = typeof import('../src/tokenizers/registry.js');
async function engine(tree: string) {
  const { createTokenizerRegistry } = (await import(join(tree, 'src/tokenizers/registry.ts'))) as Registry;
  return createTokenizerRegistry().get(ID);
}

// 4× the texts a round counts: each round takes the next slice, so a text comes back only after
// the piece cache has seen three other slices.
const texts = proseSamples(1024, TEXTS * 4, 29);
const trees = { base: await engine(base), this: await engine(self) };
const junk = new Uint8Array(Math.max(TOUCH, 64));
let sink = 0;
const touch = () => {
  let s = 0;
  for (let i = 0; i < TOUCH; i += 64) s += junk[i]!;
  sink += s;
};

for (const text of texts) {
  const a = trees.base.count(text);
  const b = trees.this.count(text);
  if (a !== b)
    throw new Error(`counts differ: base ${a}, this ${b} for ${JSON.stringify(text.slice(0, 80))}`);
}

const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const ns: Record<'base' | 'this' | 'touch', number[]> = { base: [], this: [], touch: [] };
const load0 = loadavg()[0]!;
for (let r = 0; r < ROUNDS; r++) {
  const slice = texts.slice((r % 4) * TEXTS, (r % 4) * TEXTS + TEXTS);
  let c0 = cpu();
  for (let i = 0; i < slice.length; i++) touch();
  ns.touch.push(((cpu() - c0) * 1000) / slice.length);
  for (const side of r % 2 ? (['this', 'base'] as const) : (['base', 'this'] as const)) {
    const tokenizer = trees[side];
    c0 = cpu();
    for (const text of slice) {
      touch();
      sink += tokenizer.count(text);
    }
    ns[side].push(((cpu() - c0) * 1000) / slice.length);
  }
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const touchNs = median(ns.touch);
const ratios = ns.base.map((b, i) => (ns.this[i]! - touchNs) / (b - touchNs));
console.log(
  `${ID}, ${TEXTS} distinct 1 KB prose texts per round, ${ROUNDS} rounds, ${TOUCH / 1024} KB touched between counts (load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}; sink ${sink > 0})`,
);
console.log('| base µs/count | this µs/count | this ÷ base (median of rounds) | touch µs |');
console.log('|---|---|---|---|');
console.log(
  `| ${((median(ns.base) - touchNs) / 1000).toFixed(2)} | ${((median(ns.this) - touchNs) / 1000).toFixed(2)} | ${median(ratios).toFixed(3)} | ${(touchNs / 1000).toFixed(2)} |`,
);
