// Where a 1 MB count's CPU goes outside HTTP, against the raw engine, in one process (CPU 0):
//   node --import tsx bench/large-split.ts   (BENCH_KINDS, default prose; BENCH_ROUNDS, default 6)
// Per text, alternated in a rotating order: (raw) o200k's count() of the text's string on this
// thread, as tokens.bench's raw engine; (decode+parts here) the count worker's step — the literal
// decoded into code units, counted in parts (chunk-cuts.ts) — run on this thread; (string in parts)
// the text's own string cut at the same places, no decode; (service) the count service (one
// worker, as the bench server) on the literal in shared memory: process CPU, and the main thread's,
// the worker's and the other threads' (V8's and libuv's helpers) from /proc schedstat. CPU ms per
// request, medians; every count is checked against the raw one.
import { performance } from 'node:perf_hooks';
import type { BpeTokenizer } from '../src/tokenizers/bpe-engine.js';
import { countInChunks } from '../src/tokenizers/chunk-cuts.js';
import { createCountService } from '../src/tokenizers/count-service.js';
import { type DecodedUnits, decodeJsonUnits, JsonText } from '../src/tokenizers/json-text.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { cjk, code, dropCorpus, prose } from './lib/corpus.js';
import { sharedLiteral } from './lib/literal.js';
import { processCpuMs, threadsCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

pinSelfToCpu0();
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const TEXTS = Number(process.env.BENCH_TEXTS ?? 4);
const MAKERS = {
  prose: (s: number) => prose(MB, s * 5),
  code: (s: number) => code(MB, s * 5 + 1).replaceAll('\u0000', ' '),
  cjk: (s: number) => cjk(MB, s * 5 + 2),
};
const KINDS = (process.env.BENCH_KINDS ?? 'prose').split(',') as (keyof typeof MAKERS)[];
const textsOf = new Map(KINDS.map((k) => [k, Array.from({ length: TEXTS }, (_, i) => MAKERS[k](i + 1))]));
dropCorpus();
const tokenizer = createTokenizerRegistry().get('o200k_base') as BpeTokenizer;
const service = createCountService({ workers: 1, inlineMaxChars: 64 * 1024 });
await service.warm(['o200k_base']);
const worker = () => {
  // The count worker: the busiest thread other than this one.
  const t = [...threadsCpuMs()].filter(([tid]) => tid !== process.pid);
  return new Map(t);
};
for (const [kind, texts] of textsOf) {
  const literals = texts.map(sharedLiteral);
  const expected = texts.map((t) => tokenizer.count(t));
  /** Each text's parts as the worker cuts them (start offsets), and the share of its units in one-byte parts. */
  const narrowShare: string[] = [];
  const cutsOf = texts.map((t) => {
    const units = new Uint16Array(t.length);
    for (let i = 0; i < t.length; i++) units[i] = t.charCodeAt(i);
    const cuts: number[] = [];
    let narrow = 0;
    const record = (a: number, b: number) => {
      cuts.push(a);
      let wide = false;
      for (let i = a; i < b && !wide; i++) wide = units[i]! > 0xff;
      if (!wide) narrow += b - a;
      return '';
    };
    countInChunks(() => 0, units, record, tokenizer.cuts!);
    narrowShare.push(`${((100 * narrow) / t.length).toFixed(0)} %`);
    return cuts;
  });
  const variants: Record<string, (i: number) => Promise<number> | number> = {
    raw: (i) => tokenizer.count(texts[i]!),
    'decode+parts here': (i) => {
      const { units, slice } = decodeJsonUnits(literals[i]!) as DecodedUnits;
      return countInChunks((p) => tokenizer.count(p), units, slice, tokenizer.cuts!);
    },
    'string in parts': (i) => {
      const t = texts[i]!;
      const cuts = cutsOf[i]!;
      let n = 0;
      for (let k = 0; k < cuts.length; k++) n += tokenizer.count(t.slice(cuts[k], cuts[k + 1] ?? t.length));
      return n;
    },
    service: async (i) =>
      (await service.count(new JsonText(literals[i]!), ['o200k_base'])).get('o200k_base')!,
  };
  const names = Object.keys(variants);
  const cpu = new Map(names.map((n) => [n, [] as number[]]));
  const wall = new Map(names.map((n) => [n, [] as number[]]));
  const split = { main: [] as number[], worker: [] as number[], other: [] as number[] };
  for (let i = 0; i < texts.length; i++) for (const n of names) await variants[n]!(i); // warm
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < texts.length; i++) {
      const k = (r * texts.length + i) % names.length;
      for (const n of [...names.slice(k), ...names.slice(0, k)]) {
        const before = threadsCpuMs();
        const c0 = processCpuMs();
        const w0 = performance.now();
        const got = await variants[n]!(i);
        wall.get(n)!.push(performance.now() - w0);
        cpu.get(n)!.push(processCpuMs() - c0);
        if (got !== expected[i]) throw new Error(`${n} counted ${got}, raw ${expected[i]} (${kind} ${i})`);
        if (n !== 'service') continue;
        const after = threadsCpuMs();
        const d = [...after].map(([tid, ms]) => [tid, ms - (before.get(tid) ?? 0)] as const);
        split.main.push(d.find(([tid]) => tid === process.pid)![1]);
        const others = d
          .filter(([tid]) => tid !== process.pid)
          .map(([, ms]) => ms)
          .sort((a, b) => b - a);
        split.worker.push(others[0] ?? 0);
        split.other.push(others.slice(1).reduce((a, b) => a + b, 0));
      }
    }
  }
  const f = (xs: number[]) => `${median(xs).toFixed(1)} (min ${Math.min(...xs).toFixed(1)})`;
  console.log(
    `${kind} (${texts.length} texts × ${ROUNDS} rounds; parts per text ${cutsOf.map((c) => c.length).join('/')}, units in one-byte parts ${narrowShare.join('/')}), CPU ms per count median (min); wall median:`,
  );
  for (const n of names) console.log(`  ${n}: ${f(cpu.get(n)!)}; wall ${median(wall.get(n)!).toFixed(1)}`);
  console.log(
    `  service by thread (schedstat): main ${f(split.main)}, worker ${f(split.worker)}, other ${f(split.other)}`,
  );
  void worker;
}
await service.close();
