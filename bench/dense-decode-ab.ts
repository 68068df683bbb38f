// The count worker's decode of a dense (CJK) literal, this tree against another: the decode and its
// parts' strings alone, and the worker's step (decode + count in parts) with ONE engine instance for
// both trees, so that only the decode differs (large-step-ab.ts counts each tree with its own
// instance, and this tree's with the raw engine's: a difference of instances, not of decodes, shows
// there at ~0.1 ms per MB). tokens.bench (a)'s CJK, and the same with a line break after each '。'
// (escaped in the literal). In one process on CPU 0, the trees alternated text by text.
//   node --import tsx bench/dense-decode-ab.ts /work/wt/<base>   (BENCH_ROUNDS, default 16)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BpeTokenizer } from '../src/tokenizers/bpe-engine.js';
import { countInChunks } from '../src/tokenizers/chunk-cuts.js';
import * as here from '../src/tokenizers/json-text.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { cjk, dropCorpus } from './lib/corpus.js';
import { sharedLiteral } from './lib/literal.js';
import { processCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

const baseDir = process.argv[2];
if (baseDir === undefined) throw new Error('usage: dense-decode-ab.ts <base worktree>');
const base = (await import(
  pathToFileURL(resolve(baseDir, 'src/tokenizers/json-text.js')).href
)) as typeof here;
pinSelfToCpu0();
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 16);
const plain = Array.from({ length: 8 }, (_, i) => cjk(MB, (i + 1) * 5 + 2));
const kinds = { cjk: plain, 'cjk-lines': plain.map((t) => t.replaceAll('。', '。\n')) };
dropCorpus();
const engine = createTokenizerRegistry().get('o200k_base') as BpeTokenizer;
type Decode = typeof here.decodeJsonUnits;
/** The decode and a string of each part of CHUNK_UNITS (what the count's parts cost to make). */
const strings = (decode: Decode, literal: Uint8Array) => {
  const d = decode(literal) as here.DecodedUnits;
  let n = 0;
  for (let a = 0; a < d.units.length; a += 1 << 15)
    n += d.slice(a, Math.min(a + (1 << 15), d.units.length)).length;
  return n;
};
const step = (decode: Decode, literal: Uint8Array) => {
  const d = decode(literal) as here.DecodedUnits;
  return countInChunks((part) => engine.count(part), d.units, d.slice, engine.cuts!, d);
};
for (const [kind, texts] of Object.entries(kinds)) {
  const literals = texts.map(sharedLiteral);
  const expected = texts.map((t) => engine.count(t));
  for (const [stage, run] of [
    ['decode + strings', strings],
    ['step', step],
  ] as const) {
    const ms = { base: [] as number[], this: [] as number[] };
    for (let r = 0; r < ROUNDS; r++) {
      literals.forEach((literal, i) => {
        for (const tree of (r + i) % 2 === 0 ? (['this', 'base'] as const) : (['base', 'this'] as const)) {
          const c = processCpuMs();
          const got = run(tree === 'this' ? here.decodeJsonUnits : base.decodeJsonUnits, literal);
          ms[tree].push(processCpuMs() - c);
          if (stage === 'step' && got !== expected[i])
            throw new Error(`${tree} counted ${got}, raw ${expected[i]}`);
        }
      });
    }
    const show = (v: number[]) => `${median(v).toFixed(3)} (${Math.min(...v).toFixed(3)})`;
    console.log(
      `${kind}, ${stage} (${texts.length} texts × ${ROUNDS}): base ${show(ms.base)}, this ${show(ms.this)} CPU ms per MB`,
    );
  }
}
