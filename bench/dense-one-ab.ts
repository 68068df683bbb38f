// The count worker's o200k count of a 1 MB CJK literal, two ways, against the raw engine, in one
// process on one thread (pinned), CPU ms per MB: "units" as the worker counts it (decodeJsonUnits,
// then countUnits over the units, with block strings for the piece handler) and "one" (the literal
// decoded into one string by decodeJsonText — the same decode, then one string of its units — and
// the engine's own count() of it). Fresh texts each round (tokens.bench's CJK generator, new seeds),
// each way with its own engine; the ways' order rotates by round. Medians, and each way's median
// paired ratio to raw (raw's CPU / the way's, round by round). BENCH_KIND=mixed: CJK and English
// prose in turns, a line break between.
//   node --import tsx bench/dense-one-ab.ts   (BENCH_ROUNDS, default 18)
import { loadavg } from 'node:os';
import type { BpeTokenizer } from '../src/tokenizers/bpe-engine.js';
import { decodeJsonText, decodeJsonUnits } from '../src/tokenizers/json-text.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { countUnits, isUtf16 } from '../src/tokenizers/unit-pieces.js';
import { cjk, prose } from './lib/corpus.js';
import { cjkEnglish } from './lib/mixed-text.js';
import { processCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

pinSelfToCpu0();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 18);
const MIXED = process.env.BENCH_KIND === 'mixed';
const MB = 1 << 20;
const engine = () => createTokenizerRegistry().get('o200k_base') as BpeTokenizer;
function text(r: number): string {
  const han = cjk(MB, 100 + r);
  if (!MIXED) return han;
  const english = prose(MB, 100 + r);
  return cjkEnglish(han, english);
}
const ways: [string, BpeTokenizer, (t: BpeTokenizer, s: string, literal: Uint8Array) => number][] = [
  ['raw', engine(), (t, s) => t.count(s)],
  [
    'units',
    engine(),
    (t, _, literal) => {
      const decoded = decodeJsonUnits(literal);
      if (typeof decoded === 'string' || !isUtf16(decoded)) throw new Error('not UTF-16 units');
      return countUnits(t.utf8Counter!, decoded);
    },
  ],
  ['one', engine(), (t, _, literal) => t.count(decodeJsonText(literal))],
];
const ms: Record<string, number[]> = {};
const load0 = loadavg()[0]!;
for (let r = 0; r < ROUNDS; r++) {
  const s = text(r);
  const bytes = Buffer.from(JSON.stringify(s));
  const literal = new Uint8Array(new SharedArrayBuffer(bytes.length));
  literal.set(bytes);
  const counts = new Set<number>();
  for (let k = 0; k < ways.length; k++) {
    const [name, tokenizer, count] = ways[(k + r) % ways.length]!;
    const t0 = processCpuMs();
    counts.add(count(tokenizer, s, literal));
    const list = ms[name] ?? [];
    ms[name] = list;
    list.push((processCpuMs() - t0) / (literal.length / MB));
  }
  if (counts.size !== 1) throw new Error(`round ${r}: counts differ ${[...counts]}`);
}
// Each round's way against the raw engine in the same round (a paired ratio: the host's swings
// between rounds cancel), then the median of those.
const paired = (n: string) => median(ms[n]!.map((v, r) => ms.raw![r]! / v));
console.log(
  `dense-one-ab ${MIXED ? 'mixed' : 'cjk'}: ${ROUNDS} rounds, load ${load0.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}; ` +
    ways
      .map(([n]) => `${n} ${median(ms[n]!).toFixed(2)} ms/MB (raw's speed ×${paired(n).toFixed(3)})`)
      .join(' | '),
);
