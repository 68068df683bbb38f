// Where the count worker's step on a 1 MB count goes beyond the raw engine, per kind (tokens.bench
// (a)'s texts), in one process on CPU 0: the step cut into its stages, each run alone and all
// alternated text by text in a rotating order, CPU ms per MB, median. Stages: the decode of the
// literal (decodeJsonUnits); decode + the search for cuts (countInChunks, no string made, nothing
// counted); + the parts' strings made (a count that returns the length); the whole step; the raw
// engine on the text's string; and the parts' strings made beforehand and counted alone (the
// engine on the step's parts); and o200k's step since bw38 — the literal decoded into UTF-8 bytes
// (json-utf8.ts) and counted over them (utf8-count.ts), or as before where the literal starts mostly
// non-ASCII — with that decode alone. Garbage collection: V8's GC time over the kind's rounds per stage run
// (PerformanceObserver; its entries arrive late, so they are not told apart by stage).
//   node --import tsx bench/large-worker-extra.ts   (BENCH_KINDS, BENCH_ROUNDS default 5, BENCH_TEXTS default 6)
import { loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import type { BpeTokenizer } from '../src/tokenizers/bpe-engine.js';
import { countInChunks } from '../src/tokenizers/chunk-cuts.js';
import { type DecodedUnits, decodeJsonUnits } from '../src/tokenizers/json-text.js';
import { decodeJsonUtf8 } from '../src/tokenizers/json-utf8.js';
import { countText, LiteralText } from '../src/tokenizers/literal-count.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { dropCorpus } from './lib/corpus.js';
import { largeInputs } from './lib/large-inputs.js';
import { sharedLiteral } from './lib/literal.js';
import { processCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

pinSelfToCpu0();
// processCpuMs: the process's CPU is this thread's (one thread works: the counts run on this one).
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const kinds = (process.env.BENCH_KINDS ?? 'prose,code,cjk').split(',');
const inputs = largeInputs(kinds, Number(process.env.BENCH_TEXTS ?? 6));
dropCorpus();
const tokenizer = createTokenizerRegistry().get('o200k_base') as BpeTokenizer;
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcMs += e.duration;
}).observe({ entryTypes: ['gc'] });
const load0 = loadavg()[0]!;

/** The worker's step with its count (and, `strings` false, with no part made a string). */
const chunked = (literal: Uint8Array, count: (part: string) => number, strings = true) => {
  const d = decodeJsonUnits(literal) as DecodedUnits;
  return countInChunks(count, d.units, strings ? d.slice : () => '', tokenizer.cuts!, d);
};
for (const [kind, texts] of Object.entries(inputs)) {
  const literals = texts.map(sharedLiteral);
  const parts = literals.map((l) => {
    const list: string[] = [];
    chunked(l, (p) => list.push(p));
    return list;
  });
  const expected = texts.map((t) => tokenizer.count(t));
  const stages: Record<string, (i: number) => unknown> = {
    decode: (i) => decodeJsonUnits(literals[i]!),
    'decode+search': (i) => chunked(literals[i]!, () => 0, false),
    'decode+search+strings': (i) => chunked(literals[i]!, (p) => p.length),
    step: (i) => {
      const n = chunked(literals[i]!, (p) => tokenizer.count(p));
      if (n !== expected[i]) throw new Error(`step counted ${n}, raw ${expected[i]}`);
      return n;
    },
    'step, strings first': (i) => {
      const list: string[] = [];
      chunked(literals[i]!, (p) => list.push(p));
      let n = 0;
      for (const p of list) n += tokenizer.count(p);
      return n;
    },
    raw: (i) => tokenizer.count(texts[i]!),
    'utf8 decode': (i) => decodeJsonUtf8(literals[i]!),
    'step, bytes': (i) => {
      const n = countText(tokenizer, new LiteralText(literals[i]!));
      if (n !== expected[i]) throw new Error(`bytes counted ${n}, raw ${expected[i]}`);
      return n;
    },
    'parts counted': (i) => {
      let n = 0;
      for (const p of parts[i]!) n += tokenizer.count(p);
      return n;
    },
  };
  const names = Object.keys(stages);
  const ms = new Map(names.map((n) => [n, [] as number[]]));
  for (let i = 0; i < texts.length; i++) for (const n of names) stages[n]!(i); // warm
  const mb = literals.map((l) => l.length / MB);
  await new Promise((r) => setTimeout(r, 50)); // the warm-up's GC entries
  const gc0 = gcMs;
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < texts.length; i++) {
      const k = (r + i) % names.length;
      for (const n of [...names.slice(k), ...names.slice(0, k)]) {
        const c = processCpuMs();
        stages[n]!(i);
        ms.get(n)!.push((processCpuMs() - c) / mb[i]!);
      }
    }
  }
  await new Promise((r) => setTimeout(r, 50));
  const gcPerRun = (gcMs - gc0) / (ROUNDS * texts.length * names.length);
  const nParts = parts.map((p) => p.length);
  const oneByte = parts.map((ps) => ps.filter((p) => !/[^\0-\xff]/.test(p)).length);
  console.log(
    `${kind}: ${texts.length} texts × ${ROUNDS} rounds, parts per text ${nParts.join(' ')} (one-byte ${oneByte.join(' ')}), GC ${gcPerRun.toFixed(2)} ms per stage run, load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
  );
  for (const n of names)
    console.log(
      `  ${n.padEnd(24)} ${median(ms.get(n)!).toFixed(2)} ms/MB (min ${Math.min(...ms.get(n)!).toFixed(2)})`,
    );
}
