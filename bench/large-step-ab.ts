// The count worker's step on tokens.bench (a)'s own 1 MB texts, this tree against another, with the
// raw engine beside them: `node --import tsx bench/large-step-ab.ts /work/wt/<base>`
// (BENCH_KINDS, default prose,code,cjk; also cjk-lines; BENCH_ROUNDS, default 6). The step is the worker's: the
// literal (in shared memory) decoded into code units and counted in parts (chunk-cuts.ts); raw is
// o200k's count() of the text's string, as tokens.bench's reference (each tree's: the goal is a ratio
// to its own tree's engine). In one process on CPU 0, the four alternated text by text in a rotating order (this tree's step since bw38: literal-count.ts's,
// as its worker runs it; the base's too where it has literal-count.ts, else decodeJsonUnits and
// countInChunks, as before); CPU ms per MB, median (min), and raw ÷ step
// (the ceiling of tokens.bench's CPU ratio: HTTP and the hop come on top). Every count is checked
// against the raw one.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BpeTokenizer } from '../src/tokenizers/bpe-engine.js';
import { countText, LiteralText } from '../src/tokenizers/literal-count.js';
import { createTokenizerRegistry } from '../src/tokenizers/registry.js';
import { cjk, codeSamples, dropCorpus, proseSamples, samplesAvailable } from './lib/corpus.js';
import { sharedLiteral } from './lib/literal.js';
import { processCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

const baseDir = process.argv[2];
if (baseDir === undefined) throw new Error('usage: large-step-ab.ts <base worktree>');
const from = (file: string) => import(pathToFileURL(resolve(baseDir, 'src/tokenizers', file)).href);
const base = {
  ...(await from('chunk-cuts.js')),
  ...(await from('json-text.js')),
  registry: (await from('registry.js')).createTokenizerRegistry,
  // A base at or after bw38 runs its worker's step from literal-count.ts (o200k over UTF-8).
  literal: await from('literal-count.js').catch(() => null),
};
pinSelfToCpu0();
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
// tokens.bench (a)'s texts, made the same way.
const makers: Record<string, () => string[]> = {
  prose: () => proseSamples(MB, Math.min(8, samplesAvailable('prose', MB)), 5),
  code: () => codeSamples(MB, 8, 6).map((t) => t.replaceAll('\u0000', ' ')),
  cjk: () => Array.from({ length: 8 }, (_, i) => cjk(MB, (i + 1) * 5 + 2)),
  // Not tokens.bench's: CJK with a line break after each '。' (written `\n` in the literal: escaped).
  'cjk-lines': () => Array.from({ length: 8 }, (_, i) => cjk(MB, (i + 1) * 5 + 2).replaceAll('。', '。\n')),
};
const kinds = (process.env.BENCH_KINDS ?? 'prose,code,cjk').split(',');
const textsOf = new Map(kinds.map((k) => [k, makers[k]!()]));
dropCorpus();
const tokenizer = createTokenizerRegistry().get('o200k_base') as BpeTokenizer;
const baseTokenizer = base.registry().get('o200k_base');
/** The step as a tree's worker runs it (a tree before mb33 takes no options). */
const step = (tree: typeof base, t: { count(s: string): number; cuts: unknown }, literal: Uint8Array) => {
  if (tree.literal !== null) return tree.literal.countText(t, new tree.literal.LiteralText(literal));
  const d = tree.decodeJsonUnits(literal);
  const count = (part: string) => t.count(part);
  return 'latinRuns' in d
    ? tree.countInChunks(count, d.units, d.slice, t.cuts, { cjk: d.cjk, latinRuns: d.latinRuns })
    : tree.countInChunks(count, d.units, d.slice, t.cuts);
};
for (const [kind, texts] of textsOf) {
  const literals = texts.map(sharedLiteral);
  const expected = texts.map((t) => tokenizer.count(t));
  const variants: Record<string, (i: number) => number> = {
    raw: (i) => tokenizer.count(texts[i]!),
    'base raw': (i) => baseTokenizer.count(texts[i]!),
    base: (i) => step(base, baseTokenizer, literals[i]!),
    this: (i) => countText(tokenizer, new LiteralText(literals[i]!)),
  };
  const names = Object.keys(variants);
  const ms = new Map(names.map((n) => [n, [] as number[]]));
  for (let i = 0; i < texts.length; i++) for (const n of names) variants[n]!(i); // warm
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < texts.length; i++) {
      const k = (r + i) % names.length;
      for (const n of [...names.slice(k), ...names.slice(0, k)]) {
        const c = processCpuMs();
        const got = variants[n]!(i);
        ms.get(n)!.push(processCpuMs() - c);
        if (got !== expected[i]) throw new Error(`${n} counted ${got}, raw ${expected[i]} (${kind} ${i})`);
      }
    }
  }
  const m = (n: string) => median(ms.get(n)!);
  const show = (n: string) => `${m(n).toFixed(2)} (${Math.min(...ms.get(n)!).toFixed(2)})`;
  console.log(
    `${kind} (${texts.length} texts × ${ROUNDS}): raw ${show('raw')}, base raw ${show('base raw')}, base ${show('base')}, this ${show('this')} CPU ms per MB; raw ÷ step: base ${(m('raw') / m('base')).toFixed(2)} (its own raw ${(m('base raw') / m('base')).toFixed(2)}), this ${(m('raw') / m('this')).toFixed(2)}`,
  );
}
