// The count worker's decode alone (decodeJsonUnits of a 1 MB body's literal in shared memory), this
// tree against another, tokens.bench (a)'s texts: in one process on CPU 0, the two alternated text
// by text in a rotating order, CPU ms per MB, median (min). Each side's text is checked against the
// original: `node --import tsx bench/large-decode-ab.ts /work/wt/<base>` (BENCH_KINDS, BENCH_ROUNDS default 10).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeJsonUnits } from '../src/tokenizers/json-text.js';
import { dropCorpus } from './lib/corpus.js';
import { largeInputs } from './lib/large-inputs.js';
import { sharedLiteral } from './lib/literal.js';
import { processCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

const baseDir = process.argv[2];
if (baseDir === undefined) throw new Error('usage: large-decode-ab.ts <base worktree>');
const base = (await import(pathToFileURL(resolve(baseDir, 'src/tokenizers/json-text.js')).href)) as {
  decodeJsonUnits: typeof decodeJsonUnits;
};
pinSelfToCpu0();
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const inputs = largeInputs((process.env.BENCH_KINDS ?? 'prose,code,cjk').split(','), 6);
dropCorpus();
const sides = { base: base.decodeJsonUnits, this: decodeJsonUnits };
for (const [kind, texts] of Object.entries(inputs)) {
  const literals = texts.map(sharedLiteral);
  for (const [name, decode] of Object.entries(sides))
    literals.forEach((l, i) => {
      const d = decode(l);
      const text = typeof d === 'string' ? d : d.slice(0, d.units.length);
      if (text !== texts[i]) throw new Error(`${name} decodes ${kind} ${i} wrong`);
    });
  const ms = { base: [] as number[], this: [] as number[] };
  for (let r = 0; r < ROUNDS; r++)
    literals.forEach((l, i) => {
      for (const name of (r + i) % 2 ? (['base', 'this'] as const) : (['this', 'base'] as const)) {
        const c = processCpuMs();
        sides[name](l);
        ms[name].push((processCpuMs() - c) / (l.length / MB));
      }
    });
  const show = (xs: number[]) => `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)})`;
  console.log(`${kind}: decode base ${show(ms.base)}, this ${show(ms.this)} CPU ms per MB`);
}
