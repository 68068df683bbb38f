// Short inputs (64 B – 4 KB), where per-call and per-piece costs dominate: our engine's count()
// vs tiktoken (Rust → WebAssembly, `encode().length`) on the same distinct texts, in the same run.
// Run: node --import tsx bench/tokenizers-short.bench.ts (or `npm run bench -- tokenizers`).
// Env: BENCH_ROUNDS (default 7) interleaved rounds; the cell is the median per-round CPU-time ratio,
// which holds up on a shared, loaded machine better than either side's absolute speed.
// Every text is distinct (no piece cache or CPU cache is warm on an exact repeat); each round
// counts a different slice of them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import type { TokenizerId } from '../src/tokenizers/tokenizer.types.js';
import { cjk, prose } from './lib/corpus.js';

const require = createRequire(import.meta.url);
const { Tiktoken } = require('tiktoken/lite') as {
  Tiktoken: new (
    r: string,
    s: Record<string, number>,
    p: string,
  ) => { encode(t: string, a: string[], d: string[]): Uint32Array };
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const BUDGET = 192 * 1024; // bytes counted per side per round
const SIZES = [64, 256, 1024, 4096];
const IDS: TokenizerId[] = ['o200k_base', 'cl100k_base'];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const SCRIPTS: Array<[number, number]> = [
  [0x4e00, 3000], // Han
  [0x3041, 83], // Hiragana
  [0x30a1, 90], // Katakana
  [0xac00, 2000], // Hangul
  [0x0430, 32], // Cyrillic
  [0x05d0, 27], // Hebrew
  [0x0627, 26], // Arabic
  [0x0e01, 46], // Thai
  [0x1f600, 60], // emoji
];
/** Chat-like mixed text: English words from real prose, runs of other scripts, digits, punctuation. */
function mixed(bytes: number, seed: number): string {
  const r = rng(seed);
  const words = prose(64 * 1024, seed).split(/\s+/);
  const parts: string[] = [];
  let size = 0; // UTF-8 bytes so far, counted per part (re-measuring the whole text is quadratic)
  const add = (part: string) => {
    parts.push(part);
    size += Buffer.byteLength(part);
  };
  while (size < bytes) {
    const roll = r();
    if (roll < 0.45) add(`${words[Math.floor(r() * words.length)]} `);
    else if (roll < 0.9) {
      const [base, span] = SCRIPTS[Math.floor(r() * SCRIPTS.length)]!;
      const n = 1 + Math.floor(r() * 6);
      let run = '';
      for (let i = 0; i < n; i++) run += String.fromCodePoint(base + Math.floor(r() * span));
      add(run + (r() < 0.5 ? ' ' : ''));
    } else if (roll < 0.95) add(`${Math.floor(r() * 100000)} `);
    else add(r() < 0.5 ? '，' : '! ');
  }
  return parts.join('');
}
const KINDS: Record<string, (bytes: number, seed: number) => string> = {
  cjk: (bytes, seed) => cjk(bytes, seed),
  mixed,
};

function samples(kind: string, size: number, round: number): string[] {
  const n = Math.max(1, Math.floor(BUDGET / size));
  if (kind === 'mixed') {
    const all = mixed(n * size, 1000 + round);
    return sliceEvery(all, size, n);
  }
  return Array.from({ length: n }, (_, i) => KINDS[kind]!(size, 10_000 * (round + 1) + i));
}
function sliceEvery(text: string, size: number, n: number): string[] {
  const buf = Buffer.from(text, 'utf8');
  return Array.from({ length: n }, (_, i) =>
    buf
      .subarray(i * size, (i + 1) * size)
      .toString('utf8')
      .replace(/^\uFFFD+|\uFFFD+$/g, ''),
  );
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
  const enc = JSON.parse(readFileSync(require.resolve(`tiktoken/encoders/${id}.json`), 'utf8'));
  const tk = new Tiktoken(enc.bpe_ranks, enc.special_tokens, enc.pat_str);
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
