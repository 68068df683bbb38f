// The count worker's own work on a 1 MB count, without the count itself: the literal's decode and
// the cutting into parts (chunk-cuts.ts, with a count that only sums lengths), per kind of text,
// CPU ms per MB; and how much of each text is scanned for cuts (isCut calls per unit).
//   node --import tsx bench/large-cuts.ts   (BENCH_ROUNDS, default 7; BENCH_KINDS, default prose,code,cjk)
import type { BpeTokenizer } from '../src/tokenizers/bpe-engine.js';
import { countInChunks } from '../src/tokenizers/chunk-cuts.js';
import { type DecodedUnits, decodeJsonUnits } from '../src/tokenizers/json-text.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { cjk, codeSamples, dropCorpus, proseSamples } from './lib/corpus.js';
import { processCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

pinSelfToCpu0();
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const KINDS = (process.env.BENCH_KINDS ?? 'prose,code,cjk').split(',');
const texts: Record<string, string[]> = {
  prose: proseSamples(MB, 4, 5),
  code: codeSamples(MB, 4, 6).map((t) => t.replaceAll('\u0000', ' ')),
  cjk: [1, 2, 3, 4].map((s) => cjk(MB, s * 5 + 2)),
};
dropCorpus();
const tokenizer = createTokenizerRegistry().get('o200k_base') as BpeTokenizer;
const cuts = tokenizer.cuts!;
for (const kind of KINDS) {
  const literals = texts[kind]!.map((t) => Buffer.from(JSON.stringify(t)));
  const decode: number[] = [];
  const parts: number[] = [];
  let calls = 0;
  let units = 0;
  let n = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const literal of literals) {
      let t = processCpuMs();
      const d = decodeJsonUnits(literal) as DecodedUnits;
      decode.push(processCpuMs() - t);
      const counting = (cut: typeof cuts) =>
        round === 0
          ? (u: Uint8Array | Uint16Array, b: number) => {
              calls++;
              return cut(u, b);
            }
          : cut;
      t = processCpuMs();
      countInChunks(
        (s) => {
          n++;
          return s.length;
        },
        d.units,
        d.slice,
        counting(cuts),
      );
      parts.push(processCpuMs() - t);
      if (round === 0) units += d.units.length;
    }
  }
  process.stdout.write(
    `${kind}: decode ${median(decode).toFixed(2)} ms, parts ${median(parts).toFixed(2)} ms (min ${Math.min(...parts).toFixed(2)}) per MB; vocabulary cut tests ${(calls / units).toFixed(3)} per unit, ${(n / ROUNDS / literals.length).toFixed(0)} parts per text\n`,
  );
}
