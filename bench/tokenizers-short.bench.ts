// Short inputs (64 B – 4 KB), where per-call and per-piece costs dominate: our engine's count()
// vs tiktoken (Rust → WebAssembly, `encode().length`) on the same distinct texts, in the same run.
// Run: node --import tsx bench/tokenizers-short.bench.ts (or `npm run bench -- tokenizers`).
// Env: BENCH_ROUNDS (default 7) interleaved rounds; the cell is the median per-round CPU-time ratio,
// which holds up on a shared, loaded machine better than either side's absolute speed.
// Every text is distinct (no piece cache or CPU cache is warm on an exact repeat); each round
// counts a different slice of them.
import { loadavg } from 'node:os';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import type { TokenizerId } from '../src/tokenizers/tokenizer.types.js';
import { cjk } from './lib/corpus.js';
import { mixed, mixedSamples } from './lib/mixed-text.js';
import { tiktokenWasm } from './lib/reference-encoders.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const BUDGET = 192 * 1024; // bytes counted per side per round
const SIZES = [64, 256, 1024, 4096];
const IDS: TokenizerId[] = ['o200k_base', 'cl100k_base'];

const KINDS: Record<string, (bytes: number, seed: number) => string> = {
  cjk: (bytes, seed) => cjk(bytes, seed),
  mixed,
};

function samples(kind: string, size: number, round: number): string[] {
  const n = Math.max(1, Math.floor(BUDGET / size));
  // Seeds no other round or size uses: a cell counting the text a smaller size's cell has just
  // counted (the same seed, sliced finer) would measure the piece caches it left warm.
  if (kind === 'mixed') return mixedSamples(size, n, 1000 + round + size * 100);
  return Array.from({ length: n }, (_, i) => KINDS[kind]!(size, 10_000 * (round + 1) + i + size * 100_000));
}
function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const registry = createTokenizerRegistry();
const out = [
  '## Tokenizers on short inputs: our engine vs tiktoken (WebAssembly), same texts, same run',
  '',
  `${ROUNDS} interleaved rounds of ${BUDGET / 1024} KB per side in distinct texts of each size; CPU time; load average at start ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}.`,
  '',
  '| id | input | size | ours µs/text | tiktoken µs/text | ratio (tiktoken ÷ ours, median of rounds) |',
  '|---|---|---|---|---|---|',
];
for (const id of IDS) {
  const ours = registry.get(id);
  const tk = tiktokenWasm(id);
  for (const kind of Object.keys(KINDS)) {
    for (const size of SIZES) {
      const warm = samples(kind, size, 99);
      for (const t of warm)
        if (ours.count(t) !== tk.encode(t, [], []).length) throw new Error(`count differs: ${t}`);
      const ratios: number[] = [];
      const oursUs: number[] = [];
      const tkUs: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const texts = samples(kind, size, round);
        // Alternate which side goes first so drift in the machine's load does not favour one.
        const runOurs = () =>
          cpuMs(() => {
            for (const t of texts) ours.count(t);
          });
        const runTk = () =>
          cpuMs(() => {
            for (const t of texts) tk.encode(t, [], []);
          });
        let a: number;
        let b: number;
        if (round % 2 === 0) {
          a = runOurs();
          b = runTk();
        } else {
          b = runTk();
          a = runOurs();
        }
        ratios.push(b / a);
        oursUs.push((a * 1000) / texts.length);
        tkUs.push((b * 1000) / texts.length);
      }
      out.push(
        `| ${id} | ${kind} | ${size} B | ${median(oursUs).toFixed(1)} | ${median(tkUs).toFixed(1)} | ${median(ratios).toFixed(2)}× |`,
      );
      process.stderr.write(`${out.at(-1)}\n`);
    }
  }
}
process.stdout.write(`${out.join('\n')}\n`);
