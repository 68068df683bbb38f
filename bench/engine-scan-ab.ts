// Two trees' o200k_base count() of one string side by side in one process (eng40, issue 29): each
// tree's registry is imported and counts the same texts in alternated rounds, so a load swing hits
// both alike; per round, MB/s from wall time and the process's CPU time (one thread: the counts run
// on the main thread). Every count of the two trees is compared: a difference throws.
//
//   node --import tsx bench/engine-scan-ab.ts /path/to/base-worktree
//   env (optional): BENCH_ROUNDS=5 BENCH_SECONDS=2 BENCH_KINDS=cjk,prose,cyrillic BENCH_BYTES=1048576
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cjk, prose } from './lib/corpus.js';

const base = process.argv[2];
if (!base) throw new Error('usage: engine-scan-ab.ts BASE_TREE');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const BYTES = Number(process.env.BENCH_BYTES ?? 1 << 20);
const KINDS = (process.env.BENCH_KINDS ?? 'cjk,prose,cyrillic').split(',');
const self = join(fileURLToPath(import.meta.url), '../..');

type Registry = typeof import('../src/tokenizers/registry.js');
async function engine(tree: string) {
  const { createTokenizerRegistry } = (await import(join(tree, 'src/tokenizers/registry.ts'))) as Registry;
  return createTokenizerRegistry().get('o200k_base');
}

/** Cyrillic prose: the English corpus's words with their letters mapped to Cyrillic ones (2 bytes a letter). */
function cyrillic(bytes: number, seed: number): string {
  const map = (c: string) => {
    const k = c.charCodeAt(0);
    if (k >= 97 && k <= 122) return String.fromCharCode(0x430 + (k - 97));
    if (k >= 65 && k <= 90) return String.fromCharCode(0x410 + (k - 65));
    return c;
  };
  return prose(Math.floor(bytes * 0.6), seed).replace(/[A-Za-z]/g, map);
}

const make: Record<string, (seed: number) => string> = {
  cjk: (seed) => cjk(BYTES, seed),
  prose: (seed) => prose(BYTES, seed),
  cyrillic: (seed) => cyrillic(BYTES, seed),
};
const trees = { base: await engine(base), this: await engine(self) };
const MB = 1 << 20;
for (const kind of KINDS) {
  const texts = [1, 2, 3].map((s) => make[kind]!(s + 40));
  const mb = Buffer.byteLength(texts[0]!) / MB;
  for (const t of texts) {
    const [a, b] = [trees.base.count(t), trees.this.count(t)];
    if (a !== b) throw new Error(`${kind}: base ${a} != this ${b}`);
  }
  const rows: Record<'base' | 'this', { wall: number[]; cpu: number[] }> = {
    base: { wall: [], cpu: [] },
    this: { wall: [], cpu: [] },
  };
  for (let r = 0; r < ROUNDS; r++) {
    for (const name of r % 2 === 0 ? (['base', 'this'] as const) : (['this', 'base'] as const)) {
      const tok = trees[name];
      let n = 0;
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      while (performance.now() - t0 < SECONDS * 1000) tok.count(texts[n++ % texts.length]!);
      const wall = (performance.now() - t0) / 1000;
      const cu = process.cpuUsage(c0);
      rows[name].wall.push((n * mb) / wall);
      rows[name].cpu.push((cu.user + cu.system) / 1000 / (n * mb));
    }
  }
  const med = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)]!;
  for (const name of ['base', 'this'] as const)
    console.log(
      `${kind} ${mb.toFixed(2)} MB ${name}: ${med(rows[name].wall).toFixed(1)} MB/s wall, ${med(rows[name].cpu).toFixed(2)} ms CPU/MB (rounds ${rows[name].cpu.map((x) => x.toFixed(1)).join(' ')})`,
    );
  console.log(
    `${kind}: CPU base/this ${(med(rows.base.cpu) / med(rows.this.cpu)).toFixed(2)}×; load ${loadavg()[0]!.toFixed(2)}`,
  );
}
